from django.urls import path

from . import views

app_name = "mydata"
urlpatterns = [
    path("", views.index, name="index"),
    path("export/", views.export, name="export"),
    path("import/", views.import_data, name="import"),
    path("delete/", views.delete, name="delete"),
    path("closed/", views.deleted, name="deleted"),
]
