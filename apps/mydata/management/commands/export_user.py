from pathlib import Path

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand, CommandError

from apps.mydata.exporting import export_write


class Command(BaseCommand):
    help = "Write an account's 'Export everything' ZIP to a file (for an operator moving an account)."

    def add_arguments(self, parser) -> None:
        parser.add_argument("username")
        parser.add_argument("--out", required=True, type=Path)

    def handle(self, *args, username: str, out: Path, **options) -> None:
        user = get_user_model().objects.filter(username=username).first()
        if user is None:
            raise CommandError(f"No account is called {username!r}.")
        size = export_write(user=user, path=out)
        self.stdout.write(f"Wrote {out} ({size:,} bytes).")
