"""The migrations that reshaped the log keep what was in it."""

import datetime as dt

import pytest
from django.db import connection
from django.db.migrations.executor import MigrationExecutor

from apps.attempts.models import Attempt, AttemptTactic
from apps.attempts.search import message_terms, with_words
from tests.backends import sqlite_only
from tests.factories import make_tactics


def before(attempts: str = "0001_initial") -> list[tuple[str, str | None]]:
    """The log as it was, beside the latest of every other app (whose models, Person
    say, may have gained columns since). An app whose migrations need a later state of
    the log (chat imports, say) is taken back to before its first migration."""
    graph = MigrationExecutor(connection).loader.graph
    target = ("attempts", attempts)
    kept = set(graph.forwards_plan(target))
    newer = {node for leaf in graph.leaf_nodes() for node in graph.forwards_plan(leaf)}
    too_new = {node for node in newer if node[0] == "attempts" and node not in kept}
    targets: list[tuple[str, str | None]] = []
    for leaf in graph.leaf_nodes():
        if leaf[0] == "attempts":
            continue
        needs_newer_log = any(node in too_new for node in graph.forwards_plan(leaf))
        targets.append((leaf[0], None) if needs_newer_log else leaf)
    return [*targets, target]


def migrate(targets):
    executor = MigrationExecutor(connection)
    executor.migrate(targets)
    applied = [node for node in targets if node[1] is not None]  # (app, None): none of it
    return MigrationExecutor(connection).loader.project_state(applied).apps


@pytest.mark.slow
@pytest.mark.django_db(transaction=True, serialized_rollback=True)
def test_the_tactics_and_messages_of_existing_attempts_survive():
    make_tactics()  # an earlier flush may have emptied the table
    old = migrate(before())
    User = old.get_model("auth", "User")
    Person = old.get_model("counter", "Person")
    OldAttempt = old.get_model("attempts", "Attempt")
    Tactic = old.get_model("tactics", "Tactic")
    user = User.objects.create(username="before")
    person = Person.objects.create(user=user, label="J", current_start=dt.date(2026, 1, 1))
    when = dt.datetime(2026, 1, 2, 3, 4, tzinfo=dt.UTC)
    attempt = OldAttempt.objects.create(user=user, person=person, occurred_at=when, message="Please call me back")
    attempt.tactics.add(*Tactic.objects.filter(slug__in=["hoovering", "guilt-tripping"]))

    latest = MigrationExecutor(connection).loader.graph.leaf_nodes()
    migrate(latest)

    links = AttemptTactic.objects.filter(attempt_id=attempt.pk).order_by("tactic__slug")
    assert [(t.tactic.slug, t.user_id, t.occurred_at) for t in links] == [
        ("guilt-tripping", user.pk, when),
        ("hoovering", user.pk, when),
    ]
    found = with_words(Attempt.objects.all(), message_terms("call back"))
    assert list(found.values_list("pk", flat=True)) == [attempt.pk]


@pytest.mark.slow
@pytest.mark.django_db(transaction=True, serialized_rollback=True)
def test_the_migrations_go_back_and_forth():
    latest = MigrationExecutor(connection).loader.graph.leaf_nodes()
    migrate(before())
    migrate(latest)
    assert AttemptTactic.objects.count() == 0


@pytest.mark.django_db
def test_the_search_index_is_in_place():
    """A later migration that rebuilds attempts_attempt on SQLite (as Django does for
    many column changes) drops its triggers with it: it must create them again."""
    with connection.cursor() as cursor:
        if connection.vendor == "sqlite":
            cursor.execute("SELECT name FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'attempts_attempt'")
            expected = {"attempts_search_insert", "attempts_search_update", "attempts_search_delete"}
        else:
            cursor.execute("SELECT indexname FROM pg_indexes WHERE tablename = 'attempts_attempt'")
            expected = {"attempt_message_search"}
        assert expected <= {row[0] for row in cursor.fetchall()}


def search_triggers() -> set[str]:
    with connection.cursor() as cursor:
        cursor.execute("SELECT name FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'attempts_attempt'")
        return {row[0] for row in cursor.fetchall()}


def attempt_columns() -> set[str]:
    with connection.cursor() as cursor:
        return {c.name for c in connection.introspection.get_table_description(cursor, "attempts_attempt")}


@pytest.mark.django_db(transaction=True, serialized_rollback=True)
def test_dropping_tactic_ids_keeps_the_search_triggers_both_ways():
    """0007 drops Attempt.tactic_ids in place (ALTER TABLE), never by rebuilding the
    table, which on SQLite would take the search triggers of 0003/0005 with it."""
    make_tactics()
    latest = MigrationExecutor(connection).loader.graph.leaf_nodes()
    old = migrate(before("0006_evidencefile_has_location"))
    User = old.get_model("auth", "User")
    Person = old.get_model("counter", "Person")
    OldAttempt = old.get_model("attempts", "Attempt")
    Tactic = old.get_model("tactics", "Tactic")
    user = User.objects.create(username="before")
    person = Person.objects.create(user=user, label="J", current_start=dt.date(2026, 1, 1))
    when = dt.datetime(2026, 1, 2, 3, 4, tzinfo=dt.UTC)
    attempt = OldAttempt.objects.create(user=user, person=person, occurred_at=when, message="Please call me back")
    tactics = list(Tactic.objects.filter(slug__in=["hoovering", "guilt-tripping"]))
    for tactic in tactics:
        old.get_model("attempts", "AttemptTactic").objects.create(
            attempt=attempt, tactic=tactic, user=user, occurred_at=when
        )

    migrate(latest)
    assert "tactic_ids" not in attempt_columns()
    if connection.vendor == "sqlite":
        assert search_triggers() == {"attempts_search_insert", "attempts_search_update", "attempts_search_delete"}
    found = with_words(Attempt.objects.all(), message_terms("call back"))
    assert list(found.values_list("pk", flat=True)) == [attempt.pk]

    # Back again: the column returns, filled from the links.
    back = migrate(before("0006_evidencefile_has_location"))
    restored = back.get_model("attempts", "Attempt").objects.get(pk=attempt.pk)
    assert restored.tactic_ids == ",".join(str(t.pk) for t in sorted(tactics, key=lambda t: t.pk))
    if connection.vendor == "sqlite":
        assert len(search_triggers()) == 3
    migrate(latest)


@sqlite_only("PostgreSQL's word index has no keys (a GIN index over the messages)")
@pytest.mark.django_db(transaction=True, serialized_rollback=True)
def test_0008_rebuilds_the_keys_and_sends_a_full_minutes_extra_entries_to_the_overflow():
    from apps.attempts import search

    make_tactics()
    latest = MigrationExecutor(connection).loader.graph.leaf_nodes()
    old = migrate(before("0007_remove_attempt_tactic_ids"))
    User = old.get_model("auth", "User")
    Person = old.get_model("counter", "Person")
    OldAttempt = old.get_model("attempts", "Attempt")
    user = User.objects.create(username="before")
    person = Person.objects.create(user=user, label="J", current_start=dt.date(2026, 1, 1))
    when = dt.datetime(2026, 1, 2, 3, 4, tzinfo=dt.UTC)
    # 0005's triggers put the 4,097th entry of a minute under the next minute's first key.
    OldAttempt.objects.bulk_create(
        [
            OldAttempt(user=user, person=person, occurred_at=when, message=f"hello {n}")
            for n in range(search.KEY_SLOTS + 1)
        ]
    )

    migrate(latest)
    low, high = search.overflow_range(user.pk)
    with connection.cursor() as cursor:
        cursor.execute("SELECT count(*) FROM attempts_search_doc WHERE id BETWEEN %s AND %s", [low, high])
        assert cursor.fetchone() == (1,)
        cursor.execute("SELECT count(*) FROM attempts_search_doc WHERE id >= %s", [search.minute_key(user.pk, when)])
        assert cursor.fetchone() == (search.KEY_SLOTS,)
    assert with_words(Attempt.objects.all(), message_terms("hello")).count() == search.KEY_SLOTS + 1
