from django.urls import path

from . import views

app_name = "accounts"
urlpatterns = [
    path("settings/", views.account_settings, name="settings"),
    path("exit/", views.quick_exit, name="quick-exit"),
    path("session/", views.session_status, name="session"),
]
