"""Daily roll-ups of the attempt log: how many live attempts from each person fall on each
of the user's days, in all and by channel, response, tactic and hour of the week.

The insights page adds these up instead of reading the log: its read grows with the
number of days and of distinct channels, tactics and hours on them, not with the entries.
They are a copy of what the log holds, so they have exactly one writer, `rollups_write`,
which every write path calls:

- services.attempt_create, attempt_update and attempt_delete (one entry, or its old and
  new state), under the chain head's lock (services.lock_head reads the roll-ups' zone
  with it); bulk.attempts_bulk_create (each batch); deleting a person with their
  entries (services.person_delete_with_entries, tasks.person_erase) through
  attempt_delete; chat imports through attempts_bulk_create / attempt_create;
- the data-rights import (apps/mydata) calls it once at the end with what it restored;
- anything else that ever writes attempts calls it too, with what it wrote:
  `rollups_write(user_id=..., added=[Counted.of(attempt, tactic_ids), ...])`, or
  `rollups_rebuild(user_id=...)` once it is done;
- `rollups_rebuild` (the `rebuild_rollups` command, and the job started when the user's
  time zone changed) counts everything afresh and hands the result to the same writer.

Days and hours are the user's own, in the time zone kept in `RollupState` (their
profile's when first written). When the profile's zone changes, the roll-ups are counted
again in the new one (`rollups_stale`, `rollups_rebuild`).
"""

from .cells import Cell, Counted, cells_of, tally
from .rebuild import rollups_rebuild, rollups_recount, rollups_stale
from .writer import rollups_write

__all__ = [
    "Cell",
    "Counted",
    "cells_of",
    "rollups_rebuild",
    "rollups_recount",
    "rollups_stale",
    "rollups_write",
    "tally",
]
