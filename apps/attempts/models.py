import uuid

from django.conf import settings
from django.core.validators import (
    MaxLengthValidator,
    MaxValueValidator,
    MinValueValidator,
)
from django.db import models

MESSAGE_MAX = 20_000
NOTES_MAX = 5_000


class Channel(models.TextChoices):
    TEXT = "text", "Text message"
    CALL = "call", "Call"
    VOICEMAIL = "voicemail", "Voicemail"
    EMAIL = "email", "Email"
    SOCIAL_MESSAGE = "social_message", "Social media message"
    SOCIAL_INTERACTION = (
        "social_interaction",
        "Social media interaction (a view, a like, a comment)",
    )
    PUBLIC_POST = "public_post", "A public post about you"
    THIRD_PARTY = "third_party", "Through another person"
    IN_PERSON = "in_person", "In person"
    GIFT = "gift", "A gift or letter"
    OTHER = "other", "Other"


class Response(models.TextChoices):
    NONE = "none", "I did not respond"
    BLOCKED = "blocked", "I blocked them"
    REPLIED = "replied", "I replied"
    OTHER = "other", "Something else"


class AttemptQuerySet(models.QuerySet):
    def for_user(self, user) -> "AttemptQuerySet":
        return self.filter(user=user)

    def live(self) -> "AttemptQuerySet":
        return self.filter(deleted_at__isnull=True)


class Attempt(models.Model):
    """One time the other person reached out. Its current state; every version of it
    is kept as an AttemptRevision, and a deleted one stays as a tombstone."""

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="attempts")
    person = models.ForeignKey("counter.Person", on_delete=models.PROTECT, related_name="attempts")
    occurred_at = models.DateTimeField("when it happened")
    occurred_approx = models.BooleanField("the time is approximate", default=False)
    recorded_at = models.DateTimeField(auto_now_add=True, editable=False)
    channel = models.CharField(max_length=24, choices=Channel.choices, default=Channel.TEXT)
    via = models.CharField("through whom", max_length=100, blank=True)
    message = models.TextField("their words", blank=True, validators=[MaxLengthValidator(MESSAGE_MAX)])
    tactics = models.ManyToManyField("tactics.Tactic", through="AttemptTactic", blank=True, related_name="attempts")
    intensity = models.PositiveSmallIntegerField(
        "how it felt",
        null=True,
        blank=True,
        validators=[MinValueValidator(1), MaxValueValidator(10)],
    )
    response = models.CharField("your response", max_length=12, choices=Response.choices, default=Response.NONE)
    notes = models.TextField(blank=True, validators=[MaxLengthValidator(NOTES_MAX)])
    revision_count = models.PositiveIntegerField(default=0, editable=False)
    deleted_at = models.DateTimeField(null=True, blank=True, editable=False)
    erased_hash = models.CharField(max_length=64, blank=True, editable=False)

    objects = AttemptQuerySet.as_manager()

    class Meta:
        ordering = ["-occurred_at", "-id"]
        indexes = [
            models.Index(fields=["user", "-occurred_at", "-id"], name="attempt_user_time"),
            models.Index(fields=["person", "-occurred_at", "-id"], name="attempt_person_time"),
        ]

    def __str__(self) -> str:
        return f"{self.get_channel_display()} on {self.occurred_at:%Y-%m-%d}"

    @property
    def is_deleted(self) -> bool:
        return self.deleted_at is not None


class AttemptTactic(models.Model):
    """A tactic on an attempt: the one record of which tactics an attempt carries. The
    user and the time are copied from the attempt (tagging.tactics_write is their one
    writer) so that the log filtered by a tactic walks one index, newest first, however
    long the history."""

    attempt = models.ForeignKey(Attempt, on_delete=models.CASCADE, related_name="tactic_links")
    # A tactic that tags an entry cannot be deleted: that would change the record.
    tactic = models.ForeignKey("tactics.Tactic", on_delete=models.PROTECT, related_name="attempt_links")
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    occurred_at = models.DateTimeField()

    class Meta:
        constraints = [models.UniqueConstraint(fields=["attempt", "tactic"], name="attempt_tactic_unique")]
        indexes = [
            models.Index(fields=["user", "tactic", "-occurred_at", "-attempt"], name="attempt_tactic_time"),
        ]

    def __str__(self) -> str:
        return f"{self.tactic_id} on {self.attempt_id}"


class AttemptRevision(models.Model):
    """A full snapshot of an attempt as it was saved, number 1 being the first save."""

    attempt = models.ForeignKey(Attempt, on_delete=models.CASCADE, related_name="revisions")
    number = models.PositiveIntegerField()
    created_at = models.DateTimeField()
    snapshot = models.JSONField(null=True)  # None once the attempt is deleted (erased)
    changed = models.JSONField(default=list)  # names of the fields this save changed

    class Meta:
        ordering = ["attempt", "number"]
        constraints = [models.UniqueConstraint(fields=["attempt", "number"], name="revision_number_unique")]

    def __str__(self) -> str:
        return f"revision {self.number} of {self.attempt_id}"


class ChainHead(models.Model):
    """The last link of a user's chain, so an append never scans the log."""

    user = models.OneToOneField(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="chain_head")
    seq = models.PositiveBigIntegerField(default=0)
    hash = models.CharField(max_length=64)
    # Not a column: the zone the user's roll-ups are counted in, read along with the
    # lock by services.lock_head (in the same statement); None before their first entry.
    rollup_zone: str | None = None

    def __str__(self) -> str:
        return f"{self.user_id} at link {self.seq}"


class ChainLink(models.Model):
    class Kind(models.TextChoices):
        REVISION = "revision"
        TOMBSTONE = "tombstone"

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="chain_links")
    seq = models.PositiveBigIntegerField()
    kind = models.CharField(max_length=12, choices=Kind.choices)
    attempt = models.ForeignKey(Attempt, on_delete=models.CASCADE, related_name="links")
    revision = models.OneToOneField(AttemptRevision, null=True, on_delete=models.CASCADE, related_name="link")
    record_hash = models.CharField(max_length=64)
    prev = models.CharField(max_length=64)
    hash = models.CharField(max_length=64)
    created_at = models.DateTimeField()

    class Meta:
        ordering = ["user", "seq"]
        constraints = [models.UniqueConstraint(fields=["user", "seq"], name="chain_seq_unique")]

    def __str__(self) -> str:
        return f"link {self.seq} ({self.kind})"

    @property
    def ref(self) -> str:
        if self.kind == self.Kind.TOMBSTONE:
            return f"attempt:{self.attempt_id}:tombstone"
        assert self.revision is not None, "a revision's link points to it"
        return f"attempt:{self.attempt_id}:rev:{self.revision.number}"


def evidence_storage():
    from django.core.files.storage import storages

    return storages["evidence"]


def evidence_path(instance: "EvidenceFile", filename: str) -> str:
    # Random names only: nothing about the file or its owner in the path.
    return f"{uuid.uuid4().hex[:2]}/{uuid.uuid4().hex}"


class EvidenceFile(models.Model):
    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    attempt = models.ForeignKey(Attempt, on_delete=models.CASCADE, related_name="files")
    original = models.FileField(upload_to=evidence_path, storage=evidence_storage, blank=True)
    preview = models.FileField(upload_to=evidence_path, storage=evidence_storage, blank=True)
    original_name = models.CharField(max_length=255, blank=True)
    content_type = models.CharField(max_length=40)
    size = models.PositiveIntegerField()
    sha256 = models.CharField(max_length=64)
    # Whether the original's EXIF holds a GPS position, found when it was received
    # (None: received before this was recorded, or not an image).
    has_location = models.BooleanField(null=True, default=None, editable=False)
    uploaded_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["uploaded_at"]

    def __str__(self) -> str:
        return f"{self.content_type} {self.sha256[:12]}"

    @property
    def is_image(self) -> bool:
        return self.content_type.startswith("image/")


class TacticTally(models.Model):
    """How many of a user's live attempts carry a tactic, kept up to date on every
    write so that no page counts over the whole history."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="tactic_tallies")
    tactic = models.ForeignKey("tactics.Tactic", on_delete=models.CASCADE, related_name="tallies")
    count = models.PositiveIntegerField(default=0)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["user", "tactic"], name="tally_unique")]

    def __str__(self) -> str:
        return f"{self.tactic_id}: {self.count}"


class RollupState(models.Model):
    """The time zone a user's roll-ups count days and hours in (rollups.py)."""

    user = models.OneToOneField(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="rollup_state")
    time_zone = models.CharField(max_length=64, default="UTC")

    def __str__(self) -> str:
        return f"{self.user_id} counted in {self.time_zone}"


class Facet(models.IntegerChoices):
    """What a roll-up row counts. `value` says which one: nothing for ALL, the channel,
    the response, the tactic's id, or the hour of the week (Monday 0:00-1:00 is 0,
    Sunday 23:00-24:00 is 167) in the user's time zone. Each is kept by day and by
    month."""

    ALL = 0
    CHANNEL = 1
    RESPONSE = 2
    TACTIC = 3
    HOUR = 4
    # The same five by month: `day` is the month's first day. A long period adds up a
    # row per month and value instead of one per day and value (docs/rollups.md).
    ALL_MONTH = 10
    CHANNEL_MONTH = 11
    RESPONSE_MONTH = 12
    TACTIC_MONTH = 13
    HOUR_MONTH = 14

    @classmethod
    def by_month(cls, facet: int) -> "Facet":
        """The month's facet of a day's one (ALL -> ALL_MONTH, CHANNEL -> CHANNEL_MONTH)."""
        return cls(facet + MONTHLY)


MONTHLY = 10  # a month's facet is its day's plus this


class RollupCount(models.Model):
    """What both roll-up tables count: a user's live attempts on one of their days, for
    one facet and value."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    day = models.DateField()
    facet = models.PositiveSmallIntegerField(choices=Facet.choices)
    value = models.CharField(max_length=24, blank=True)
    count = models.IntegerField(default=0)

    class Meta:
        abstract = True


class AttemptRollup(RollupCount):
    """How many of a user's live attempts from one person fall on one day of theirs (in
    RollupState's time zone), in all and by channel, response, tactic and hour: what the
    insights page adds up instead of the log. `rollups.rollups_write` is the one writer."""

    person = models.ForeignKey("counter.Person", on_delete=models.CASCADE, related_name="+")

    class Meta:
        constraints = [
            # Facet before person: the insights page's read of each person's first and
            # last day (facet "all", grouped by person) walks this index in order
            # (7.3 -> 0.8 ms at 10,000 entries on SQLite).
            models.UniqueConstraint(fields=["user", "facet", "person", "day", "value"], name="rollup_unique"),
        ]
        # Covering: the insights page's sums over a period read the index alone, never
        # the table (the last 90 days' totals at 100,000 entries: 4.3 -> 1.9 ms on SQLite).
        indexes = [
            models.Index(
                fields=["user", "facet", "day", "person", "value", "count"], name="rollup_user_facet_day_cover"
            )
        ]

    def __str__(self) -> str:
        return f"{self.day} {self.get_facet_display()} {self.value}: {self.count}"


class AttemptRollupTotal(RollupCount):
    """AttemptRollup's counts added up over the people: what the insights page reads when
    it shows everyone, so its sums over a period read a row per day and value, not one
    per person as well (the hours of the last 90 days at 100,000 entries: 1,109 rows ->
    about 480). Written with AttemptRollup, by the same one writer (`rollups_write`)."""

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["user", "facet", "day", "value"], name="rollup_total_unique"),
        ]
        # Covering, as AttemptRollup's: a period's sums read the index alone.
        indexes = [models.Index(fields=["user", "facet", "day", "value", "count"], name="rollup_total_cover")]

    def __str__(self) -> str:
        return f"{self.day} {self.get_facet_display()} {self.value}: {self.count} in all"
