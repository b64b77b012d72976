"""Background jobs: not exported (they are the user's recent requests, not their
records). Erased with the account, with their result files (an export's ZIP holds
everything) and any uploaded export still waiting to be imported."""

from apps.jobs.services import jobs_delete_for_user

from ..registry import Part
from ..uploads import uploads_of


def erase(user) -> list[str]:
    jobs_delete_for_user(user=user)
    for path in uploads_of(user.pk):
        path.unlink(missing_ok=True)
    return []


PART = Part(name="jobs", models=("jobs.Job",), sections=(), erase=erase)
