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
    return list(Tactic.objects.ordered())
