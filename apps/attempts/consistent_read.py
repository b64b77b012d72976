"""Reading one consistent state of the database without taking the write lock, on one
core or, for a long read that splits in two, on two.

`read_snapshot` gives a cursor that sees one state of the database from its first read to
its end, while writers go on. `alongside` runs a second read on the same state in another
process, so that a check of a long log (`verification.log_verify`) uses both of this
machine's cores: its work splits in two halves of about a second each at 100,000 entries.
"""

import logging
import multiprocessing
import os
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from multiprocessing.connection import Connection
from typing import Any

from django.db import DEFAULT_DB_ALIAS, connections
from django.db.backends.base.base import BaseDatabaseWrapper
from django.db.utils import load_backend

logger = logging.getLogger(__name__)

# Second processes are forked from a small server process started once (the first time
# one is needed) with Django set up and the check's code loaded (`second_process`), so
# each starts in milliseconds. Forking this process instead would copy its threads' locks
# (a job's heartbeat, a server's threads): Python warns that the copy can deadlock.
_SECOND = multiprocessing.get_context("forkserver")
_SECOND.set_forkserver_preload(["apps.attempts.second_process"])


def start_second_processes() -> None:
    """Start the server that second processes are forked from, if it is not running yet
    (a worker does at its start: settings.JOBS_WORKER_STARTS)."""
    from multiprocessing import forkserver

    forkserver.ensure_running()


@contextmanager
def read_snapshot(using: str = DEFAULT_DB_ALIAS) -> Iterator:
    """A cursor that sees one consistent state of the database and takes no write lock.

    Inside a transaction already (the tests), that transaction is the snapshot. Otherwise
    a separate connection opens a read-only transaction (see `_snapshot_on`).
    """
    own = connections[using]
    if own.in_atomic_block:
        with own.cursor() as cursor:
            yield cursor
        return
    with _snapshot_on(connections.create_connection(using)) as cursor:
        yield cursor


@contextmanager
def _snapshot_on(separate: BaseDatabaseWrapper, shared: str | None = None) -> Iterator:
    """A read-only transaction on a connection of its own: on SQLite a deferred one (our
    connections begin IMMEDIATE, which takes the write lock; in WAL mode a reader sees the
    state of its first read and never blocks a writer), on PostgreSQL REPEATABLE READ, on
    the snapshot of another transaction (`shared`) if given."""
    try:
        with separate.cursor() as cursor:
            if separate.vendor == "sqlite":
                cursor.execute("BEGIN DEFERRED")
            else:
                cursor.execute("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY")
                if shared:
                    cursor.execute("SET TRANSACTION SNAPSHOT %s", [shared])
            try:
                yield cursor
            finally:
                cursor.execute("ROLLBACK")
    finally:
        separate.close()


def can_share(using: str = DEFAULT_DB_ALIAS) -> bool:
    """Whether `alongside` may give its work to a second process: on a machine with more
    than one core; outside a transaction (another process could not see what it wrote);
    and on a database in a file or a server (an in-memory one lives in this process)."""
    connection = connections[using]
    return (
        (os.process_cpu_count() or 1) > 1
        and not connection.in_atomic_block
        and not (connection.vendor == "sqlite" and connection.is_in_memory_db())  # type: ignore[attr-defined]
    )


@contextmanager
def alongside(
    cursor,
    work: Callable[[Any], Any],
    *,
    witness: Callable[[Any], Any],
    here: Callable[[Any], Any] | None = None,
    using: str = DEFAULT_DB_ALIAS,
) -> Iterator[Callable[[], Any]]:
    """Start `work(a cursor)` on the state of the database that `cursor` (from
    `read_snapshot`) sees, and give a function that returns its answer.

    Where it can (`can_share`), the work starts at once in a second process, on a snapshot
    of its own: on PostgreSQL the very snapshot of `cursor`'s transaction; on SQLite, which
    cannot share one, a snapshot taken a moment later. `witness(a cursor)` says
    which state a snapshot sees (for a log: its chain head, which every write of an entry
    moves); where the second process's witness is not this one's, or it failed, the work
    runs again here, on `cursor`. Otherwise the work runs on `cursor` when its answer is
    asked for. `here(cursor)`, if given, is what runs here instead of `work` (when the
    work is worth doing only in a second process). `work` and `witness` go to the second process pickled: functions of a
    module, or `functools.partial`s of them; so does the answer. (As always with
    multiprocessing, a script that checks a log needs `if __name__ == "__main__":`.)
    """
    here = here or work
    if not can_share(using):
        yield lambda: here(cursor)
        return
    connection = connections[using]
    shared = None
    if connection.vendor == "postgresql":
        cursor.execute("SELECT pg_export_snapshot()")
        shared = cursor.fetchone()[0]
    receiving, sending = _SECOND.Pipe(duplex=False)
    process = _SECOND.Process(
        target=_second,
        args=(sending, connection.settings_dict, using, shared, work, witness),
        daemon=True,
    )
    started = _start(process, work)
    sending.close()
    if not started:
        receiving.close()
        yield lambda: here(cursor)
        return
    answered = False

    def answer() -> Any:
        nonlocal answered
        answered = True
        try:
            received = receiving.recv()
        except EOFError:  # the second process ended without an answer
            received = None
        if received is not None and received[0] == witness(cursor):
            logger.debug("%s: answered by a second process", _name(work))
            return received[1]
        logger.info("%s: the second process saw another state or failed; it runs again here", _name(work))
        return here(cursor)

    try:
        yield answer
    finally:
        if not answered:
            process.terminate()
        process.join()
        receiving.close()


def _name(work) -> str:
    """The work's name for the logs: a function's, or that of the function a partial calls."""
    return str(getattr(work, "__qualname__", None) or getattr(work.func, "__qualname__", repr(work)))


def _start(process, work) -> bool:
    try:
        process.start()
    except Exception:  # no second process: the work runs in the first
        logger.warning("No second process for %s; it runs here", _name(work), exc_info=True)
        return False
    return True


def _second(sending: Connection, database: dict, using: str, shared: str | None, work, witness) -> None:
    """The second process: the work and its witness on a snapshot of its own, on a
    connection made from the first process's settings (those of a test database, or of
    whichever database the first has moved to since the server started, say). That
    connection is also the process's own for the alias, so whatever else the work reads
    through the ORM (the tactics' names, say) comes from the same database and snapshot."""
    try:
        connections[using] = load_backend(database["ENGINE"]).DatabaseWrapper(database, using)
        with _snapshot_on(connections[using], shared) as cursor:
            sending.send((witness(cursor), work(cursor)))
    except Exception:  # whatever went wrong, the first process does the work itself
        logger.warning("The second process of %s failed", _name(work), exc_info=True)
        sending.send(None)
