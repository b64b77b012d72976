from django.urls import path

from .views import checkin, entries, replies

app_name = "journal"
urlpatterns = [
    path("", entries.index, name="index"),
    path("search/", entries.search, name="search"),
    path("new/", entries.create, name="create"),
    path("prompts/", entries.prompts, name="prompts"),
    path("check-in/", checkin.check_in, name="check-in"),
    path("reply-check/", replies.reply_check, name="reply-check"),
    path("reply-check/save/", replies.reply_save, name="reply-save"),
    path("<uuid:pk>/", entries.detail, name="detail"),
    path("<uuid:pk>/edit/", entries.edit, name="edit"),
    path("<uuid:pk>/delete/", entries.delete, name="delete"),
]
