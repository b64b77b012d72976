"""Chat exports: upload, read for the preview, the user's choices, undo."""

from contextlib import contextmanager

from django.conf import settings
from django.db import transaction
from django.utils import timezone

from ..models import ChatImport
from ..parsing import ME, PARSER, PARSER_VERSION, Export, ParseError, read_export
from .files import store_upload

PREVIEW_MESSAGES = 20


def chat_upload(*, user, upload) -> ChatImport:
    chat = ChatImport(user=user, original_name=upload.name[:255])
    chat.sha256, chat.size = store_upload(chat.file, upload, max_bytes=settings.IMPORTS_MAX_BYTES)
    chat.save()
    return chat


@contextmanager
def opened(chat: ChatImport, **options):
    with chat.file.open("rb") as handle:
        export = read_export(handle, max_unpacked=settings.IMPORTS_MAX_UNPACKED, **options)
        try:
            yield export
        finally:
            if export.zip_file is not None:
                export.zip_file.close()


def _preview(export: Export) -> dict:
    parsed = export.parsed
    senders = parsed.senders()
    shown = [
        {
            "line": m.line,
            "when": m.when.isoformat(),
            "sender": "You" if m.sender == ME else m.sender,
            "text": m.text[:300],
            "kind": m.kind,
            "attachment": m.attachment,
        }
        for m in parsed.messages[:PREVIEW_MESSAGES]
    ]
    threads: dict[str, int] = {}
    for m in parsed.messages:
        if m.thread:
            threads[m.thread] = threads.get(m.thread, 0) + 1
    return {
        "messages": shown,
        "total": len(parsed.messages),
        "senders": [[name, n] for name, n in senders.items() if name != ME][:50],
        "threads": [[name, n] for name, n in sorted(threads.items(), key=lambda t: -t[1])[:200]],
        "system": parsed.system,
        "attachments": sum(1 for m in parsed.messages if m.attachment),
        "order": parsed.order,
    }


def chat_read(*, chat: ChatImport) -> ChatImport:
    """Read the stored file for the preview, or refuse it with the reason (and remove it:
    a refused file adds nothing)."""
    try:
        with opened(chat) as export:
            parsed = export.parsed
            chat.format, chat.format_label, chat.encoding = parsed.format, parsed.label, export.encoding
            chat.date_orders, chat.date_order = ",".join(parsed.orders), parsed.order
            chat.unreadable = [list(u) for u in parsed.unreadable]
            chat.preview = _preview(export)
    except ParseError as error:
        return _refuse(chat, str(error))
    chat.parser, chat.parser_version = PARSER, PARSER_VERSION
    chat.status = ChatImport.Status.PREVIEW
    chat.save()
    return chat


def _refuse(chat: ChatImport, reason: str) -> ChatImport:
    stored, storage = chat.file.name, chat.file.storage
    chat.status, chat.refusal, chat.file = ChatImport.Status.REFUSED, reason[:400], ""
    chat.preview, chat.unreadable = {}, []
    chat.save()
    if stored:
        transaction.on_commit(lambda: storage.delete(stored))
    return chat


def chat_choose(
    *, chat: ChatImport, date_order: str, time_zone: str, them: str, you: str, person, channel: str, suggest: bool
) -> ChatImport:
    chat.date_order, chat.time_zone, chat.them, chat.you = date_order, time_zone, them, you
    chat.person, chat.channel, chat.suggest = person, channel, suggest
    chat.status = ChatImport.Status.IMPORTING
    chat.save()
    return chat


@transaction.atomic
def chat_discard(*, chat: ChatImport) -> None:
    """Forget an upload that was never imported (or was refused)."""
    stored, storage = chat.file.name, chat.file.storage
    chat.delete()
    if stored:
        transaction.on_commit(lambda: storage.delete(stored))


def chat_undo_begin(*, chat: ChatImport) -> None:
    """The import is being undone (its page says so until the undo job finishes)."""
    ChatImport.objects.filter(pk=chat.pk).update(status=ChatImport.Status.UNDOING)


def chat_finish(*, chat: ChatImport, status: str, failure: str = "") -> None:
    chat.status, chat.failure, chat.finished_at = status, failure[:300], timezone.now()
    chat.save(update_fields=["status", "failure", "finished_at", "counts"])
