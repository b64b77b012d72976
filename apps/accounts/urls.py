from django.urls import path

from . import views

app_name = "accounts"
urlpatterns = [
    path("settings/", views.account_settings, name="settings"),
    path("exit/", views.quick_exit, name="quick-exit"),
    path("session/", views.session_status, name="session"),
    # Served here, before allauth's own at the same addresses (nocontact/urls.py).
    path("password/change/", views.change_password, name="change-password"),
    path("sessions/", views.devices, name="devices"),
    path("sessions/<int:pk>/end/", views.device_end, name="device-end"),
    path("activity/", views.activity, name="activity"),
]
