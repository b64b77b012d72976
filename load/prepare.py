"""Seed the accounts the load test signs in as (run with the load test's settings).

    python -m load.prepare OUT.json USERS ENTRIES

Each account gets one person (a streak of 60 days), three reasons, and ENTRIES past
entries written in bulk (so pages show a real history). Writes the accounts, their
person and the password to OUT.json.
"""

import datetime as dt
import json
import secrets
import sys

import django

django.setup()

from django.contrib.auth import get_user_model  # noqa: E402
from django.contrib.auth.hashers import make_password  # noqa: E402
from django.utils import timezone  # noqa: E402

from apps.attempts.bulk import attempts_bulk_create  # noqa: E402
from apps.counter.services import person_create, reason_create  # noqa: E402
from apps.library.models import Article  # noqa: E402

MESSAGES = [
    "Just checking in. Are you ok?",
    "I saw your sister today. She says you miss me.",
    "You never answer. Everyone thinks you're cruel.",
    "Happy birthday. I still think about us.",
    "Call me back, it's about the car.",
]


def main(out: str, users: str, entries: str) -> None:
    password = secrets.token_urlsafe(16)
    hashed = make_password(password)  # once: the same password for every load account
    accounts = []
    now = timezone.now()
    for n in range(int(users)):
        user = get_user_model().objects.create(username=f"load{n:03d}", password=hashed)
        person = person_create(user=user, label="J", start=timezone.localdate() - dt.timedelta(days=60))
        for text in ("I sleep through the night.", "My friends are back.", "I like my own company."):
            reason_create(user=user, text=text)
        rows = (
            {"person": person, "message": MESSAGES[i % len(MESSAGES)], "occurred_at": now - dt.timedelta(hours=i)}
            for i in range(int(entries))
        )
        attempts_bulk_create(user=user, rows=rows)
        accounts.append({"username": user.username, "person": str(person.pk)})
    articles = list(Article.objects.values_list("slug", flat=True))
    with open(out, "w") as handle:
        json.dump({"password": password, "accounts": accounts, "articles": articles}, handle)


if __name__ == "__main__":
    main(*sys.argv[1:])
