from django.urls import path

from . import views

app_name = "tactics"
urlpatterns = [
    path("suggest/", views.suggest, name="suggest"),
]
