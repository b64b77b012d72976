from django.urls import path

from . import views

app_name = "insights"
urlpatterns = [
    path("", views.insights, name="page"),
    path("dates.ics", views.ahead_ics, name="ics"),
    path("watching/", views.dates, name="dates"),
    path("watch/", views.watch, name="watch"),
    path("dates/", views.own_date_add, name="date-add"),
    path("dates/<int:index>/remove/", views.own_date_remove, name="date-remove"),
]
