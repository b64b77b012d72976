from django.contrib.auth import get_user_model

PASSWORD = "a calm long password 42"


def make_user(**kwargs):
    kwargs.setdefault("username", "alice")
    kwargs.setdefault("email", "")
    password = kwargs.pop("password", PASSWORD)
    return get_user_model().objects.create_user(password=password, **kwargs)


def make_tactics():
    """Make sure the 22 tactics exist. The data migration loads them, but tests on a
    live server (transactional) flush every table afterwards, migration rows included;
    call this (or mark the test django_db(serialized_rollback=True)) to have them back."""
    from importlib import import_module

    from django.apps import apps

    from apps.tactics.models import Tactic

    import_module("apps.tactics.migrations.0002_load_tactics").load_tactics(apps, None)
    return list(Tactic.objects.by_position())


def make_person(**kwargs):
    """A person with a first streak that began `start` (default: 10 days before today
    in the user's zone)."""
    import datetime as dt

    from apps.counter.clock import user_today
    from apps.counter.services import person_create

    user = kwargs.pop("user", None) or make_user(username=kwargs.pop("username", "alice"))
    kwargs.setdefault("label", "J")
    kwargs.setdefault("start", user_today(user) - dt.timedelta(days=10))
    return person_create(user=user, **kwargs)


def make_reason(**kwargs):
    from apps.counter.services import reason_create

    kwargs.setdefault("text", "They read my messages to other people.")
    return reason_create(**kwargs)


def make_urge(**kwargs):
    from apps.counter.services import urge_record

    person = kwargs.setdefault("person", None) or make_person()
    kwargs["person"] = person
    kwargs.setdefault("user", person.user)
    kwargs.setdefault("intensity", 6)
    return urge_record(**kwargs)


def png_bytes(size=(40, 30)) -> bytes:
    import io

    from PIL import Image

    out = io.BytesIO()
    Image.new("RGB", size, (120, 160, 130)).save(out, format="PNG")
    return out.getvalue()


def make_attempt(**kwargs):
    """An attempt saved through the service (so it has its revision and chain link)."""
    from apps.attempts.services import attempt_create
    from apps.tactics.models import Tactic

    if "person" not in kwargs:
        kwargs["person"] = make_person(user=kwargs["user"])
    kwargs.setdefault("user", kwargs["person"].user)
    kwargs.setdefault("message", "just checking in")
    kwargs["tactics"] = list(Tactic.objects.filter(slug__in=kwargs.pop("tactics", [])))
    return attempt_create(**kwargs)


def make_entry(**kwargs):
    """A journal entry saved through the service (today in the user's zone by default)."""
    from apps.counter.clock import user_today
    from apps.journal.services import entry_create

    user = kwargs.pop("user", None) or make_user(username=kwargs.pop("username", "alice"))
    kwargs.setdefault("date", user_today(user))
    kwargs.setdefault("text", "I walked by the river and felt lighter.")
    return entry_create(user=user, **kwargs)
