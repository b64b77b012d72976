"""Each account's storage for evidence files: a quota (DJANGO_STORAGE_QUOTA_MB, 1 GB by
default) over the originals' sizes. Previews are small copies the server makes and are
not counted. What is used is always added up from the files themselves (one indexed
query), never kept as a second figure."""

from dataclasses import dataclass

from django.conf import settings
from django.core.exceptions import ValidationError
from django.db.models import Sum
from django.template.defaultfilters import filesizeformat

from .models import EvidenceFile


def storage_used(user) -> int:
    return EvidenceFile.objects.filter(attempt__user=user).aggregate(total=Sum("size"))["total"] or 0


@dataclass(frozen=True)
class Storage:
    used: int
    quota: int

    @property
    def left(self) -> int:
        return max(0, self.quota - self.used)

    @property
    def percent(self) -> int:
        return min(100, round(100 * self.used / self.quota)) if self.quota else 100

    @property
    def text(self) -> str:
        return f"{filesizeformat(self.used)} of {filesizeformat(self.quota)} used"


def storage_for(user) -> Storage:
    return Storage(used=storage_used(user), quota=settings.STORAGE_QUOTA_BYTES)


def check_room(user, *, adding: int) -> None:
    """Refuse files that would take the account past its quota, saying how much room is left."""
    if adding <= 0:
        return
    storage = storage_for(user)
    if adding > storage.left:
        raise ValidationError(
            f"These files need {filesizeformat(adding)}, and your account has {filesizeformat(storage.left)} "
            f"of room left ({storage.text}). Nothing was saved yet: you can remove a file, or delete older "
            "files you no longer need.",
            code="quota",
        )
