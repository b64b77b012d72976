from django.urls import path

from apps.library import views

app_name = "library"

urlpatterns = [
    path("", views.index, name="index"),
    path("search/", views.search_page, name="search"),
    path("transcripts/<slug:slug>/", views.transcript_detail, name="transcript"),
    path("<slug:slug>/", views.article_detail, name="article"),
]
