from .people import Person, PersonQuerySet, SpecialDate
from .reasons import Reason, SafeContact
from .streaks import Change, Slip, Streak
from .urges import Urge

__all__ = [
    "Change",
    "Person",
    "PersonQuerySet",
    "Reason",
    "SafeContact",
    "Slip",
    "SpecialDate",
    "Streak",
    "Urge",
]
