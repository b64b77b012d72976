"""Screenshots waiting to be read, and chat exports brought into the log, with where every
entry came from."""

import uuid

from django.conf import settings
from django.db import models
from django.urls import reverse


def evidence_storage():
    from django.core.files.storage import storages

    return storages["evidence"]


def upload_path(instance, filename: str) -> str:
    return f"imports/{uuid.uuid4().hex}"  # nothing about the file or its owner in the name


class Screenshot(models.Model):
    """An uploaded screenshot, read (or not) and waiting for the user to check its words.
    Once saved as an entry, the image is the entry's evidence file and this row keeps
    only that link (it says the entry's words were read from a screenshot)."""

    class Status(models.TextChoices):
        WAITING = "waiting", "Waiting to be read"
        READ = "read", "Read"
        OFF = "off", "Reading text is off"
        FAILED = "failed", "Could not be read"
        SAVED = "saved", "Saved to your log"

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="screenshots")
    image = models.FileField(upload_to=upload_path, storage=evidence_storage, blank=True)
    original_name = models.CharField(max_length=255, blank=True)
    sha256 = models.CharField(max_length=64)
    size = models.PositiveIntegerField(default=0)
    # Which side of the screen holds the user's own messages: "right", "left", or "" (not said).
    mine = models.CharField(max_length=5, blank=True)
    status = models.CharField(max_length=10, choices=Status, default=Status.WAITING)
    text = models.TextField(blank=True)
    engine = models.CharField(max_length=80, blank=True)
    seconds = models.FloatField(null=True, blank=True)
    attempt = models.OneToOneField(
        "attempts.Attempt", null=True, blank=True, on_delete=models.SET_NULL, related_name="screenshot"
    )
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        indexes = [models.Index(fields=["user", "-created_at"], name="screenshot_user_recent")]

    def __str__(self) -> str:
        return f"screenshot {self.pk}"

    def get_absolute_url(self) -> str:
        return reverse("imports:screenshot", args=[self.pk])

    @property
    def theirs(self) -> str:
        return {"right": "left", "left": "right"}.get(self.mine, "")


class ChatImport(models.Model):
    class Status(models.TextChoices):
        READING = "reading", "Reading the file"
        PREVIEW = "preview", "Waiting for your choices"
        REFUSED = "refused", "Could not be read"
        IMPORTING = "importing", "Importing"
        DONE = "done", "Imported"
        FAILED = "failed", "Stopped"
        UNDOING = "undoing", "Being undone"
        UNDONE = "undone", "Undone"

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="chat_imports")
    status = models.CharField(max_length=10, choices=Status, default=Status.READING)
    created_at = models.DateTimeField(auto_now_add=True)
    finished_at = models.DateTimeField(null=True, blank=True)
    undone_at = models.DateTimeField(null=True, blank=True)
    # The export itself, kept unchanged as evidence (until the import is undone or discarded).
    file = models.FileField(upload_to=upload_path, storage=evidence_storage, blank=True)
    original_name = models.CharField(max_length=255, blank=True)
    size = models.PositiveBigIntegerField(default=0)
    sha256 = models.CharField(max_length=64)
    # What the file was found to be (provenance).
    format = models.CharField(max_length=20, blank=True)
    format_label = models.CharField(max_length=80, blank=True)
    encoding = models.CharField(max_length=10, blank=True)
    parser = models.CharField(max_length=60, blank=True)
    parser_version = models.CharField(max_length=20, blank=True)
    date_orders = models.CharField(max_length=20, blank=True)  # the orders that fit, "dmy,mdy"
    preview = models.JSONField(default=dict, blank=True)  # first messages, senders, counts
    refusal = models.CharField(max_length=400, blank=True)
    # What the user chose.
    date_order = models.CharField(max_length=3, blank=True)
    time_zone = models.CharField(max_length=64, blank=True)
    them = models.CharField(max_length=120, blank=True)
    you = models.CharField(max_length=120, blank=True)
    person = models.ForeignKey("counter.Person", null=True, blank=True, on_delete=models.SET_NULL, related_name="+")
    channel = models.CharField(max_length=24, blank=True)
    suggest = models.BooleanField(default=False)
    # What happened (the counts are written once, when the import finishes).
    counts = models.JSONField(default=dict, blank=True)
    unreadable = models.JSONField(default=list, blank=True)  # [[line, its start], ...]
    failure = models.CharField(max_length=300, blank=True)

    class Meta:
        indexes = [models.Index(fields=["user", "-created_at"], name="chatimport_user_recent")]

    def __str__(self) -> str:
        return f"import {self.pk}"

    def get_absolute_url(self) -> str:
        return reverse("imports:detail", args=[self.pk])


class ImportedEntry(models.Model):
    """An attempt this import added, and the line of the file it came from."""

    chat_import = models.ForeignKey(ChatImport, on_delete=models.CASCADE, related_name="entries")
    attempt = models.OneToOneField("attempts.Attempt", on_delete=models.CASCADE, related_name="imported_from")
    line = models.PositiveIntegerField()

    class Meta:
        constraints = [models.UniqueConstraint(fields=["chat_import", "line"], name="imported_line_unique")]

    def __str__(self) -> str:
        return f"line {self.line}"


class ImportMatch(models.Model):
    """A message of the file already in the log: skipped, and which entry it matched."""

    class Kind(models.TextChoices):
        DUPLICATE = "duplicate", "Already imported"  # same person, time and words
        HAND = "hand", "Logged by hand"
        SCREENSHOT = "screenshot", "Read from a screenshot"

    chat_import = models.ForeignKey(ChatImport, on_delete=models.CASCADE, related_name="matches")
    attempt = models.ForeignKey("attempts.Attempt", on_delete=models.CASCADE, related_name="+")
    line = models.PositiveIntegerField()
    kind = models.CharField(max_length=10, choices=Kind)

    class Meta:
        indexes = [models.Index(fields=["chat_import", "kind", "line"], name="importmatch_kind_line")]

    def __str__(self) -> str:
        return f"line {self.line} ({self.kind})"


class ImportedFile(models.Model):
    """An attachment of the export that is not an image or a PDF (a voice note, a video):
    kept with the import, its SHA-256 written into its entry's notes (so the chain covers it)."""

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    chat_import = models.ForeignKey(ChatImport, on_delete=models.CASCADE, related_name="files")
    attempt = models.ForeignKey("attempts.Attempt", on_delete=models.CASCADE, related_name="+")
    file = models.FileField(upload_to=upload_path, storage=evidence_storage)
    name = models.CharField(max_length=255)
    size = models.PositiveBigIntegerField()
    sha256 = models.CharField(max_length=64)

    def __str__(self) -> str:
        return self.name


class Suggestion(models.Model):
    """A tactic the matcher suggested for an imported entry, not yet on it: the user
    confirms these in bulk."""

    chat_import = models.ForeignKey(ChatImport, on_delete=models.CASCADE, related_name="suggestions")
    attempt = models.ForeignKey("attempts.Attempt", on_delete=models.CASCADE, related_name="+")
    tactic = models.ForeignKey("tactics.Tactic", on_delete=models.CASCADE, related_name="+")

    class Meta:
        constraints = [models.UniqueConstraint(fields=["attempt", "tactic"], name="import_suggestion_unique")]

    def __str__(self) -> str:
        return f"{self.tactic_id} on {self.attempt_id}"
