"""The migrations that reshaped the log keep what was in it."""

import datetime as dt

import pytest
from django.db import connection
from django.db.migrations.executor import MigrationExecutor

from apps.attempts.models import Attempt, AttemptTactic
from apps.attempts.search import message_terms, with_words
from tests.factories import make_tactics


def before() -> list[tuple[str, str]]:
    """The log as it was, beside the latest of every other app (whose models, Person
    say, may have gained columns since)."""
    latest = MigrationExecutor(connection).loader.graph.leaf_nodes()
    return [node for node in latest if node[0] != "attempts"] + [("attempts", "0001_initial")]


def migrate(targets):
    executor = MigrationExecutor(connection)
    executor.migrate(targets)
    return MigrationExecutor(connection).loader.project_state(targets).apps


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
    ids = sorted(Tactic.objects.filter(slug__in=["hoovering", "guilt-tripping"]).values_list("pk", flat=True))
    assert Attempt.objects.get(pk=attempt.pk).tactic_ids == ",".join(map(str, ids))


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
