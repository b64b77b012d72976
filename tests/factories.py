from django.contrib.auth import get_user_model

PASSWORD = "a calm long password 42"


def make_user(**kwargs):
    kwargs.setdefault("username", "alice")
    kwargs.setdefault("email", "")
    password = kwargs.pop("password", PASSWORD)
    return get_user_model().objects.create_user(password=password, **kwargs)


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
