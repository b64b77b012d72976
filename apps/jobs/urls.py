from django.urls import path

from . import views

app_name = "jobs"

urlpatterns = [
    path("", views.job_list, name="list"),
    path("<uuid:pk>/", views.detail, name="detail"),
    path("<uuid:pk>/download", views.download, name="download"),
]
