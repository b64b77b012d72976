from django.contrib.auth import get_user_model

PASSWORD = "a calm long password 42"


def make_user(**kwargs):
    kwargs.setdefault("username", "alice")
    kwargs.setdefault("email", "")
    password = kwargs.pop("password", PASSWORD)
    return get_user_model().objects.create_user(password=password, **kwargs)
