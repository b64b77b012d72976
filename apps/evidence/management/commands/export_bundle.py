import datetime as dt
from pathlib import Path

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand, CommandError

from apps.accounts.services import profile_get_or_create
from apps.counter.models import Person

from ...bundle import NothingToExport, bundle_build
from ...collect import Scope
from ...report.rows import counted


def _date(value: str) -> dt.date:
    try:
        return dt.date.fromisoformat(value)
    except ValueError:
        raise CommandError(f"{value!r} is not a date: use YYYY-MM-DD.") from None


class Command(BaseCommand):
    help = "Write a user's evidence bundle (signed report, entries, originals, verify.py) to a ZIP file."

    def add_arguments(self, parser) -> None:
        parser.add_argument("username")
        parser.add_argument("--out", required=True, type=Path, help="where to write the ZIP")
        parser.add_argument("--person", action="append", default=[], help="a person's label (repeat for more)")
        parser.add_argument("--from", dest="start", help="first day, YYYY-MM-DD (in the user's time zone)")
        parser.add_argument("--to", dest="end", help="last day, YYYY-MM-DD")
        parser.add_argument("--tags", action="store_true", help="include the user's own tactic tags")

    def handle(self, *args, username: str, out: Path, person: list[str], start, end, tags: bool, **options):
        user = get_user_model().objects.filter(username=username).first()
        if user is None:
            raise CommandError(f"No user named {username!r}.")
        people = []
        for label in person:
            found = list(Person.objects.filter(user=user, label=label).values_list("pk", flat=True))
            if not found:
                raise CommandError(f"{username} has no person labelled {label!r}.")
            people += [str(pk) for pk in found]
        scope = Scope(
            people=tuple(people),
            start=_date(start) if start else None,
            end=_date(end) if end else None,
            include_tags=tags,
            time_zone=profile_get_or_create(user=user).time_zone,
        )
        if scope.start and scope.end and scope.start > scope.end:
            raise CommandError("--from must not be after --to.")

        verbosity = options["verbosity"]

        def progress(done: int, total: int) -> None:
            if verbosity > 1:
                self.stderr.write(f"{done * 100 // max(total, 1)}%")

        try:
            built = bundle_build(user=user, scope=scope, out=out, progress=progress)
        except NothingToExport:
            raise CommandError("No entries in that period for those people: nothing was written.") from None
        self.stdout.write(
            f"Wrote {built.path} ({counted(built.entries, 'entry', 'entries')}, {built.size:,} bytes, report {built.report_id})."
        )
        if built.missing_files:
            missing = counted(built.missing_files, "original file was", "original files were")
            self.stderr.write(f"{missing} missing from storage: see the report.")
