"""After a load run: is every entry the load test wrote there, as last written, and does
every account's log verify?

    python -m load.check WRITTEN.json      # prints one JSON object
"""

import json
import sys

import django

django.setup()

from django.contrib.auth import get_user_model  # noqa: E402

from apps.attempts.models import Attempt, ChainHead, EvidenceFile  # noqa: E402
from apps.attempts.verification import log_verify  # noqa: E402


def main(path: str) -> None:
    with open(path) as handle:
        written = json.load(handle)["entries"]  # {entry id: {"user": name, "message": last text, "files": n}}
    found = {
        str(pk): (username, message)
        for pk, username, message in Attempt.objects.filter(pk__in=list(written))
        .values_list("pk", "user__username", "message")
        .iterator()
    }
    file_counts: dict[str, int] = {}
    for attempt_id in EvidenceFile.objects.filter(attempt_id__in=list(written)).values_list("attempt_id", flat=True):
        file_counts[str(attempt_id)] = file_counts.get(str(attempt_id), 0) + 1
    missing = sorted(pk for pk in written if pk not in found)
    changed = sorted(
        pk
        for pk, entry in written.items()
        if pk in found
        and (
            found[pk][0] != entry["user"]
            or found[pk][1] != entry["message"]
            or file_counts.get(pk, 0) != entry["files"]
        )
    )
    users = get_user_model().objects.filter(pk__in=ChainHead.objects.values("user_id"))
    broken = {}
    for user in users:
        result = log_verify(user=user)
        if result is not None:
            broken[user.username] = f"link {result.seq}: {result.reason}"
    print(
        json.dumps(
            {"written": len(written), "missing": missing, "changed": changed, "logs": users.count(), "broken": broken}
        )
    )


if __name__ == "__main__":
    main(*sys.argv[1:])
