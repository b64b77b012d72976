"""Writing an import into the log: each message from the other person an entry, through the
log's own writers (the bulk writer, and attempt_create for entries with files), so their
hash chain, tactic counts and roll-ups are the log's as for any entry.

Everything the file can get wrong is found before the first write (no messages from the
chosen sender, dates, attachments); then entries are written in short transactions of
BATCH. A run that stopped part-way (the worker was restarted) runs again and carries on:
the lines it already added are recognised as its own.
"""

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any
from uuid import UUID
from zoneinfo import ZoneInfo

from django.conf import settings
from django.core.exceptions import ValidationError
from django.core.files.base import ContentFile
from django.db import transaction
from django.utils import timezone

from apps.attempts.bulk import attempts_bulk_create, ids_in_key_order
from apps.attempts.evidence import inspect_upload
from apps.attempts.models import NOTES_MAX, Attempt, Response
from apps.attempts.services import attempt_create, lock_head
from apps.tactics.matching import suggest_tactics
from apps.tactics.models import Tactic
from nocontact.rows import insert_rows

from .matching import Known, Matcher, normal
from .models import ChatImport, ImportedEntry, ImportedFile, ImportMatch, Screenshot, Suggestion
from .parsing import ME, Export, Message, ParseError
from .services.chats import opened

# Entries a transaction writes: about 0.3 s of SQLite's write lock (bench/imports.py holds a
# write of your own made meanwhile to 1 s).
BATCH = 250
KIND_NOTES = {
    "media": "They sent a photo, video or other file, which the export left out.",
    "deleted": "They deleted this message before the chat was exported.",
}


@dataclass
class Planned:
    message: Message
    occurred_at: datetime
    replies: list[tuple[datetime, Message]] = field(default_factory=list)
    before: list[tuple[datetime, Message]] = field(default_factory=list)


def _aware(when: datetime, zone: ZoneInfo) -> datetime:
    return when if when.tzinfo else when.replace(tzinfo=zone)


def plan(export: Export, *, them: str, you: str, zone: ZoneInfo) -> tuple[list[Planned], dict]:
    """Their messages in order, each with the user's messages that answered it."""
    theirs: list[Planned] = []
    waiting: list[tuple[datetime, Message]] = []  # the user's messages before any of theirs
    counts = {"others": 0, "replies": 0}
    for message in export.parsed.messages:
        at = _aware(message.when, zone)
        if message.sender == them:
            theirs.append(Planned(message, at, before=waiting))
            waiting = []
        elif message.sender == you or message.sender == ME:
            counts["replies"] += 1
            (theirs[-1].replies if theirs else waiting).append((at, message))
        else:
            counts["others"] += 1
    return theirs, counts


def _known(user, person, theirs: list[Planned]) -> list[Known]:
    if not theirs:
        return []
    first, last = theirs[0].occurred_at, theirs[-1].occurred_at
    if last < first:
        first, last = last, first
    slack = timedelta(hours=24)
    rows = (
        Attempt.objects.for_user(user)
        .live()
        .filter(person=person, occurred_at__gte=first - slack, occurred_at__lte=last + slack)
    )
    imported = set(
        ImportedEntry.objects.filter(chat_import__user=user, attempt__person=person).values_list(
            "attempt_id", flat=True
        )
    )
    read = set(Screenshot.objects.filter(user=user, attempt__person=person).values_list("attempt_id", flat=True))
    return [
        Known(pk, at, normal(text), "import" if pk in imported else "screenshot" if pk in read else "hand")
        for pk, at, text in rows.values_list("pk", "occurred_at", "message").iterator(chunk_size=2000)
    ]


def _clock(at: datetime, zone: ZoneInfo) -> str:
    return at.astimezone(zone).strftime("%-d %b %Y %H:%M")


def notes_for(item: Planned, chat: ChatImport, zone: ZoneInfo, extra: list[str]) -> str:
    lines = [f"Imported from a file with SHA-256 {chat.sha256} ({chat.format_label}), line {item.message.line}."]
    if note := KIND_NOTES.get(item.message.kind):
        lines.append(note)
    lines += extra
    for label, said in (("Before this, you wrote", item.before), ("You replied", item.replies)):
        for at, message in said:
            lines.append(f"{label} ({_clock(at, zone)}): {message.text or '(a file or a deleted message)'}")
    text = "\n".join(lines)
    if len(text) > NOTES_MAX:
        text = text[: NOTES_MAX - 80].rstrip() + "\n… (the rest of your replies is in the export file)"
    return text


def _files(item: Planned, export: Export) -> tuple[list[tuple[str, bytes]], list[tuple[str, bytes]], list[str]]:
    """(evidence files, other files kept with the import, notes) for a message's attachment."""
    message = item.message
    if not message.attachment:
        return [], [], []
    data = message.data
    if data is None and export.zip_file is not None and message.attachment in export.attachments:
        from .parsing.archive import read_member

        data = read_member(export.zip_file, export.attachments[message.attachment])
    if data is None:
        return [], [], [f"The export mentions a file ({message.attachment}) that it does not hold."]
    try:
        inspect_upload(data, max_bytes=settings.EVIDENCE_MAX_BYTES, max_pixels=settings.EVIDENCE_MAX_PIXELS)
    except ValidationError:
        import hashlib

        digest = hashlib.sha256(data).hexdigest()
        return (
            [],
            [(message.attachment, data)],
            [f"Their file {message.attachment} (SHA-256 {digest}) is kept with the import."],
        )
    return [(message.attachment, data)], [], []


def chat_import_run(*, chat: ChatImport, progress: Callable[[int, int], None]) -> dict:
    zone = ZoneInfo(chat.time_zone)
    person, user = chat.person, chat.user
    thread = chat.them if chat.format == "sms-backup" else ""
    with opened(chat, order=chat.date_order, thread=thread, keep_attachments=True) as export:
        theirs, counts = plan(export, them=chat.them, you=chat.you, zone=zone)
        if not theirs:
            raise ParseError(f"There are no messages from {chat.them} in this file, so there is nothing to import.")
        own = dict(chat.entries.values_list("line", "attempt_id"))
        matcher = Matcher(_known(user, person, theirs))
        to_add, matches = [], []
        for item in theirs:
            if item.message.line in own:
                continue
            found = matcher.find(item.occurred_at, item.message.text)
            if found is None:
                to_add.append(item)
            else:
                kind = ImportMatch.Kind.DUPLICATE if found.source == "import" else found.source
                matches.append(
                    ImportMatch(chat_import=chat, attempt_id=found.attempt_id, line=item.message.line, kind=kind)
                )
        _check_room(user, to_add, export)
        ImportMatch.objects.filter(chat_import=chat).delete()
        ImportMatch.objects.bulk_create(matches, batch_size=2000)
        tactics = {t.slug: t.pk for t in Tactic.objects.all()} if chat.suggest else {}
        total = len(to_add)
        ids = ids_in_key_order(total)
        progress(0, total)
        for start in range(0, total, BATCH):
            _write(chat, export, to_add[start : start + BATCH], zone, tactics, ids)
            progress(min(start + BATCH, total), total)
    counts.update(
        messages=len(export.parsed.messages),
        theirs=len(theirs),
        added=chat.entries.count(),
        duplicates=sum(1 for m in matches if m.kind == ImportMatch.Kind.DUPLICATE),
        matched=sum(1 for m in matches if m.kind != ImportMatch.Kind.DUPLICATE),
        system=export.parsed.system,
        unreadable=len(export.parsed.unreadable),
        suggested=chat.suggestions.values("attempt").distinct().count(),
    )
    return counts


def _check_room(user, to_add: list[Planned], export: Export) -> None:
    """Refuse, before the first write, attachments that would take the account past its
    storage quota (attempt_create would refuse them one by one, part-way through)."""
    from apps.attempts.quota import check_room

    needed = 0
    for item in to_add:
        message = item.message
        if message.data is not None:
            needed += len(message.data)
        elif message.attachment in export.attachments:
            needed += export.attachments[message.attachment].size
    try:
        check_room(user, adding=needed)
    except ValidationError as error:
        raise ParseError(error.messages[0]) from None


def _write(
    chat: ChatImport, export: Export, batch: list[Planned], zone: ZoneInfo, tactics: dict, ids: Iterator[UUID]
) -> None:
    user = chat.user
    # Reading the messages for tactics takes a few milliseconds each: done before the
    # transaction, so the write lock is held for the writes alone.
    suggested = (
        {
            item.message.line: [tactics[s.slug] for s in suggest_tactics(item.message.text) if s.slug in tactics]
            for item in batch
            if item.message.text.strip()
        }
        if tactics
        else {}
    )
    with transaction.atomic():
        lock_head(user.pk)  # the whole batch writes in turn with every other writer of this log
        plain, written = [], []
        for item in batch:
            files, kept, extra = _files(item, export)
            fields: dict[str, Any] = {
                "person": chat.person,
                "occurred_at": item.occurred_at,
                "channel": chat.channel,
                "message": item.message.text,
                "response": Response.REPLIED if item.replies else Response.NONE,
                "notes": notes_for(item, chat, zone, extra),
            }
            if files or kept:
                attempt = attempt_create(user=user, files=files, **fields)
                written.append((item, attempt.pk))
                for name, data in kept:
                    _keep(chat, attempt, name, data)
            else:
                plain.append((item, fields))
        if plain:
            pks = [next(ids) for _ in plain]
            attempts_bulk_create(user=user, rows=[fields for _, fields in plain], ids=iter(pks))
            written += [(item, pk) for (item, _), pk in zip(plain, pks, strict=True)]
        insert_rows(
            ImportedEntry,
            [ImportedEntry(chat_import=chat, attempt_id=pk, line=item.message.line) for item, pk in written],
        )
        if tactics:
            Suggestion.objects.bulk_create(
                [
                    Suggestion(chat_import=chat, attempt_id=pk, tactic_id=tactic_id)
                    for item, pk in written
                    for tactic_id in suggested.get(item.message.line, ())
                ],
                ignore_conflicts=True,
            )


def _keep(chat: ChatImport, attempt: Attempt, name: str, data: bytes) -> None:
    import hashlib

    kept = ImportedFile(
        chat_import=chat, attempt=attempt, name=name[:255], size=len(data), sha256=hashlib.sha256(data).hexdigest()
    )
    kept.file.save("upload", ContentFile(data), save=False)
    kept.save()


def chat_undo_run(*, chat: ChatImport, progress: Callable[[int, int], None]) -> int:
    """Delete every entry the import added (each leaves a tombstone in the chain), the files
    kept with it and the export file; the import's record stays, marked undone."""
    from apps.attempts.services import attempt_delete

    ids = list(chat.entries.values_list("attempt_id", flat=True))
    progress(0, len(ids))
    for start in range(0, len(ids), 200):
        with transaction.atomic():
            for attempt in Attempt.objects.filter(pk__in=ids[start : start + 200]).live().select_related("person"):
                attempt_delete(attempt=attempt)
        progress(min(start + 200, len(ids)), len(ids))
    with transaction.atomic():
        stored = [name for name in [*(f.file.name for f in chat.files.all()), chat.file.name] if name]
        storage = chat.file.storage
        chat.files.all().delete()
        chat.suggestions.all().delete()
        chat.matches.all().delete()
        chat.file = ""
        chat.status, chat.undone_at = ChatImport.Status.UNDONE, timezone.now()
        chat.save(update_fields=["file", "status", "undone_at"])
        transaction.on_commit(lambda: _delete_files(storage, stored))
    return len(ids)


def _delete_files(storage, names: list[str]) -> None:
    for name in names:
        storage.delete(name)
