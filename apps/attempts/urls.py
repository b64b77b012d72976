from django.urls import path

from . import export, people, views

app_name = "attempts"
urlpatterns = [
    path("", views.log, name="log"),
    path("search/", views.search, name="search"),
    path("new/", views.create, name="create"),
    path("quick/", views.quick_log, name="quick"),
    path("suggest/", views.suggest, name="suggest"),
    path("verify/", views.verify, name="verify"),
    path("export.csv", export.export_csv, name="export-csv"),
    path("export.json", export.export_json, name="export-json"),
    path("<uuid:pk>/", views.detail, name="detail"),
    path("<uuid:pk>/edit/", views.edit, name="edit"),
    path("<uuid:pk>/delete/", views.delete, name="delete"),
    path("<uuid:pk>/suggestions/", views.saved_suggestions, name="suggestions"),
    path("<uuid:pk>/tag/", views.tag, name="tag"),
    path("files/<uuid:pk>/", views.evidence_original, name="file"),
    path("files/<uuid:pk>/preview/", views.evidence_preview, name="file-preview"),
    path("people/<uuid:pk>/erase/", people.person_erase, name="person-erase"),
]
