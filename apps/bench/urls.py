from django.urls import path

from . import views

app_name = "bench"
urlpatterns = [
    path("bare", views.bare, name="bare"),
    path("shell", views.shell, name="shell"),
]
