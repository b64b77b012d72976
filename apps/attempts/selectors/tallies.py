"""Stored totals other apps read (the library's tactic pages): this module imports
only the log's models, so a reader of it depends on nothing else of the log."""

from ..models import TacticTally


def tactic_tally(*, user, slug: str) -> int:
    """How many of the user's attempts carry this tactic (a stored total, one query)."""
    row = TacticTally.objects.filter(user=user, tactic__slug=slug).values_list("count", flat=True).first()
    return row or 0
