"""Every write of the counter app. Views call these; nothing else changes counter rows."""

from .people import (
    person_archive,
    person_create,
    person_delete,
    person_restore,
    person_update,
    special_date_create,
    special_date_delete,
)
from .reasons import (
    reason_create,
    reason_delete,
    reason_move,
    reason_update,
    safe_contact_create,
    safe_contact_delete,
)
from .slips import person_recount, slip_record, slip_update, slip_withdraw, streak_set_start
from .urges import urge_record, urge_set_outcome

__all__ = [
    "person_archive",
    "person_create",
    "person_delete",
    "person_recount",
    "person_restore",
    "person_update",
    "reason_create",
    "reason_delete",
    "reason_move",
    "reason_update",
    "safe_contact_create",
    "safe_contact_delete",
    "slip_record",
    "slip_update",
    "slip_withdraw",
    "special_date_create",
    "special_date_delete",
    "streak_set_start",
    "urge_record",
    "urge_set_outcome",
]
