from pathlib import Path

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand, CommandError

from apps.mydata.services import ImportRefused, account_import


class Command(BaseCommand):
    help = "Import an 'Export everything' ZIP into an existing, empty account."

    def add_arguments(self, parser) -> None:
        parser.add_argument("username")
        parser.add_argument("file", type=Path)

    def handle(self, *args, username: str, file: Path, **options) -> None:
        user = get_user_model().objects.filter(username=username).first()
        if user is None:
            raise CommandError(f"No account is called {username!r}: create it first.")
        try:
            counts = account_import(user=user, path=file)
        except ImportRefused as refused:
            raise CommandError(f"Nothing was imported: {refused.reason}.") from None
        self.stdout.write(f"Imported into {username}: " + ", ".join(f"{k} {v}" for k, v in counts.items()))
