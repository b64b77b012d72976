from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand, CommandError

from apps.attempts.models import ChainHead
from apps.attempts.verification import log_verify


class Command(BaseCommand):
    help = "Recompute each user's hash chain and report the first broken link, if any."

    def add_arguments(self, parser) -> None:
        parser.add_argument("usernames", nargs="*", help="only these users (default: everyone with a log)")

    def handle(self, *args, usernames: list[str], **options) -> None:
        users = get_user_model().objects.filter(pk__in=ChainHead.objects.values("user_id"))
        if usernames:
            users = get_user_model().objects.filter(username__in=usernames)
            missing = set(usernames) - set(users.values_list("username", flat=True))
            if missing:
                raise CommandError(f"No such user: {', '.join(sorted(missing))}")
        failures = 0
        for user in users.order_by("username"):
            broken = log_verify(user=user)
            if broken:
                failures += 1
                self.stdout.write(f"{user.username}: BROKEN at link {broken.seq} ({broken.ref}): {broken.reason}")
            else:
                self.stdout.write(f"{user.username}: ok")
        if failures:
            raise CommandError(f"{failures} log(s) failed verification")
