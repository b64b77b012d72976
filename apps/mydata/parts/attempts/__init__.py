"""The attempt log: every attempt with all its revisions and its files, tombstones,
and the hash chain's links, carried over exactly.

The chain is carried over, not rebuilt. Attempts keep their ids, revisions their
snapshots, links their hashes, so the imported log verifies with the same chain head as
on the server it came from: anyone holding the old head (a printout, a receipt, an
earlier export) can check that nothing changed on the way. A chain rebuilt on import
would verify too, but would prove only what the import wrote. The import checks every
link and every record as it reads them, and every live entry against its last version
(what `log_verify` checks), and refuses a file in which anything was changed.
"""

from django.template.defaultfilters import filesizeformat

from apps.attempts.models import (
    Attempt,
    AttemptRevision,
    AttemptRollup,
    AttemptRollupTotal,
    AttemptTactic,
    ChainHead,
    ChainLink,
    EvidenceFile,
    RollupState,
    TacticTally,
)
from apps.attempts.quota import storage_used
from apps.attempts.search import FTS_TABLE

from ...registry import Part, Section
from ...values import counted
from .reading import files, read_attempts, read_chain_head, read_chain_links
from .writing import finish, write_attempt, write_chain_head, write_chain_link


def erase(user) -> list[str]:
    stored = [
        name
        for pair in EvidenceFile.objects.filter(attempt__user=user).values_list("original", "preview")
        for name in pair
        if name
    ]
    for rows in (
        AttemptRollup.objects.filter(user=user),
        AttemptRollupTotal.objects.filter(user=user),
        RollupState.objects.filter(user=user),
        ChainLink.objects.filter(user=user),
        AttemptRevision.objects.filter(attempt__user=user),
        AttemptTactic.objects.filter(user=user),
        EvidenceFile.objects.filter(attempt__user=user),
        TacticTally.objects.filter(user=user),
        ChainHead.objects.filter(user=user),
        Attempt.objects.filter(user=user),
    ):
        # One DELETE each, children first. QuerySet.delete() would load every row to
        # look for dependants that are already gone: 1.7 s of the write lock at 10,000
        # entries, against 0.3 s.
        rows._raw_delete(rows.db)
    return stored


def count(user) -> dict[str, int]:
    head = ChainHead.objects.filter(user=user).values_list("seq", flat=True).first() or 0
    return {
        "attempts": Attempt.objects.filter(user=user).count(),
        "chain_links": head,
        "files": EvidenceFile.objects.filter(attempt__user=user).count(),
    }


def describe(user) -> list[str]:
    n = count(user)
    used = storage_used(user)
    return [
        counted(n["attempts"], "entry", "entries") + " in your log, with every version and every deletion marker",
        counted(n["files"], "file", "files") + f" attached to them ({filesizeformat(used)})",
    ]


def is_empty(user) -> bool:
    return (
        not Attempt.objects.filter(user=user).exists() and not ChainHead.objects.filter(user=user, seq__gt=0).exists()
    )


PART = Part(
    name="attempts",
    models=(
        "attempts.Attempt",
        "attempts.AttemptTactic",
        "attempts.AttemptRevision",
        "attempts.ChainHead",
        "attempts.ChainLink",
        "attempts.EvidenceFile",
        "attempts.TacticTally",
        # Not exported: counted again from the log on import (writing.finish).
        "attempts.AttemptRollup",
        "attempts.AttemptRollupTotal",
        "attempts.RollupState",
    ),
    sections=(
        Section("chain_head", many=False, read=read_chain_head, write=write_chain_head),
        Section("attempts", many=True, read=read_attempts, write=write_attempt),
        Section("chain_links", many=True, read=read_chain_links, write=write_chain_link),
    ),
    erase=erase,
    count=count,
    describe=describe,
    files=files,
    finish=finish,
    is_empty=is_empty,
    search_tables=(FTS_TABLE,),
)
