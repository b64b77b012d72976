"""The parts, in the order export and import walk them (erasing walks them backwards):
each after the parts its rows point at. See `registry.py` for how to add one."""

from ..registry import Part
from . import accounts, attempts, counter, imports, insights, jobs, journal

PARTS: tuple[Part, ...] = (
    accounts.PART,
    counter.PART,
    attempts.PART,
    imports.PART,
    journal.PART,
    insights.PART,
    jobs.PART,
)
