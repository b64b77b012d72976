from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand, CommandError

from apps.mydata.services import account_delete


class Command(BaseCommand):
    help = (
        "Delete an account and everything in it, for good: every app's rows, evidence files, "
        "sessions, and the search index's copies of the words. The same as the user's own "
        "'Delete my account'."
    )

    def add_arguments(self, parser) -> None:
        parser.add_argument("username")
        parser.add_argument("--no-input", action="store_true", help="Do not ask for confirmation.")

    def handle(self, *args, username: str, no_input: bool, **options) -> None:
        user = get_user_model().objects.filter(username=username).first()
        if user is None:
            raise CommandError(f"No account is called {username!r}.")
        if not no_input:
            answer = input(f"Delete the account {username!r} and everything in it, for good? Type its username: ")
            if answer != username:
                raise CommandError("Nothing was deleted.")
        deleted = account_delete(user=user)
        self.stdout.write(f"Deleted {username}: {deleted.files} stored files, {deleted.sessions} sessions.")
