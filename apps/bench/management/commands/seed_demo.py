import secrets

from django.conf import settings
from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand, CommandError

from apps.bench.demo.seed import DemoError, demo_seed

# Only ever used with DEBUG on (a development machine); elsewhere the password is
# given with --password or made up at random.
DEBUG_PASSWORD = "demo-calm-harbour"
MAX_ATTEMPTS = 1_000_000


class Command(BaseCommand):
    help = (
        "Build a demo account with two years of realistic data (three people, contact attempts with "
        "bursts around birthdays and holidays, slips, urges, reasons, evidence files). Running it again "
        "leaves a complete demo account as it is; --reset rebuilds it."
    )

    def add_arguments(self, parser) -> None:
        parser.add_argument("--attempts", type=int, default=10_000, help="contact attempts (default 10000)")
        parser.add_argument("--username", default="demo", help="the demo account (default demo)")
        parser.add_argument("--reset", action="store_true", help="delete the demo account's data and rebuild it")
        parser.add_argument("--seed", type=int, default=6, help="random seed: the same seed gives the same data")
        parser.add_argument("--password", help="the demo account's password (default: see the help text)")

    def handle(self, *args, attempts: int, username: str, reset: bool, seed: int, password: str | None, **options):
        if not 0 <= attempts <= MAX_ATTEMPTS:
            raise CommandError(f"--attempts must be between 0 and {MAX_ATTEMPTS:,}, not {attempts:,}.")
        if not username.strip():
            raise CommandError("--username must not be empty.")
        exists = get_user_model().objects.filter(username=username).exists()
        if password is None:
            if settings.DEBUG:
                password = DEBUG_PASSWORD
            elif reset or not exists:
                password = secrets.token_urlsafe(12)
        try:
            report = demo_seed(username=username, attempts=attempts, seed=seed, password=password, reset=reset)
        except DemoError as error:
            raise CommandError(str(error)) from None

        if report.created:
            self.stdout.write(
                f"Built the demo account {report.username!r} in {report.seconds:.1f} s: {report.attempts:,} attempts, "
                f"{report.people} people, {report.slips} slips, {report.urges} urges, {report.files} evidence files."
            )
        else:
            self.stdout.write(
                f"The demo account {report.username!r} is already there ({report.attempts:,} attempts); "
                "nothing changed. Use --reset to rebuild it."
            )
        if password:
            self.stdout.write(f"Sign in as {report.username!r} with the password {password!r}.")
        else:
            self.stdout.write("Its password is unchanged (set a new one with --password).")
