from django.urls import path

from . import views

app_name = "imports"
urlpatterns = [
    path("", views.index, name="index"),
    path("screenshot/", views.screenshot_new, name="screenshot-new"),
    path("screenshot/<uuid:pk>/", views.screenshot, name="screenshot"),
    path("screenshot/<uuid:pk>/discard/", views.screenshot_discard, name="screenshot-discard"),
    path("chat/", views.chat_new, name="chat-new"),
    path("chat/<uuid:pk>/", views.chat_detail, name="detail"),
    path("chat/<uuid:pk>/import/", views.chat_import, name="import"),
    path("chat/<uuid:pk>/undo/", views.chat_undo, name="undo"),
    path("chat/<uuid:pk>/tag/", views.chat_tag, name="tag"),
    path("chat/<uuid:pk>/discard/", views.chat_discard, name="discard"),
    path("files/<uuid:pk>/", views.imported_file, name="file"),
]
