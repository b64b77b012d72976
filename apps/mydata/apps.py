from django.apps import AppConfig


class MyDataConfig(AppConfig):
    """A user's own data as a whole: export everything, import into an empty account,
    delete the account. The top of the layering: it may import every app, and no app
    imports it."""

    name = "apps.mydata"
    label = "mydata"
    verbose_name = "Account data"
