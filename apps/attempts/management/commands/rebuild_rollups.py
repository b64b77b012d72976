from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand, CommandError

from apps.attempts.models import Attempt, RollupState
from apps.attempts.rollups import rollups_rebuild


class Command(BaseCommand):
    help = "Count each user's daily roll-ups (the insights page's numbers) afresh from their log."

    def add_arguments(self, parser) -> None:
        parser.add_argument("usernames", nargs="*", help="only these users (default: everyone with a log)")

    def handle(self, *args, usernames: list[str], **options) -> None:
        users = get_user_model().objects.all()
        if usernames:
            users = users.filter(username__in=usernames)
            missing = set(usernames) - set(users.values_list("username", flat=True))
            if missing:
                raise CommandError(f"No such user: {', '.join(sorted(missing))}")
        else:
            with_log = Attempt.objects.values("user_id")
            users = users.filter(pk__in=with_log) | users.filter(pk__in=RollupState.objects.values("user_id"))
        for user in users.distinct().order_by("username"):
            counted = rollups_rebuild(user_id=user.pk)
            self.stdout.write(f"{user.get_username()}: {counted} live entries counted")
