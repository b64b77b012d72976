"""The log's CSV and JSON exports: the current filters, deleted entries, every version's
contents and every link's hashes (issue 13)."""

import csv
import datetime as dt
import io
import json

import pytest
from django.urls import reverse

from apps.attempts import chain, services
from apps.attempts.export import CSV_COLUMNS
from apps.attempts.models import ChainHead, ChainLink
from tests.factories import make_attempt, make_person, png_bytes

pytestmark = pytest.mark.django_db
WHEN = dt.datetime(2026, 3, 1, 21, 30, tzinfo=dt.UTC)


@pytest.fixture
def log(alice):
    """Four entries: one edited twice, one deleted, one with a file, one by email."""
    person = make_person(user=alice, label="J")
    edited = make_attempt(person=person, message="first words", occurred_at=WHEN, tactics=["hoovering"])
    services.attempt_update(attempt=edited, message="second words")
    services.attempt_update(attempt=edited, notes="a note")
    deleted = make_attempt(person=person, message="private", occurred_at=WHEN - dt.timedelta(days=1))
    services.attempt_delete(attempt=deleted)
    filed = make_attempt(
        person=person, message="see picture", occurred_at=WHEN - dt.timedelta(days=2), files=[("a.png", png_bytes())]
    )
    emailed = make_attempt(person=person, message="by email", channel="email", occurred_at=WHEN - dt.timedelta(days=3))
    return {"edited": edited, "deleted": deleted, "filed": filed, "emailed": emailed}


def export_json(client, query: str = "") -> dict:
    r = client.get(reverse("attempts:export-json") + query)
    assert r.status_code == 200
    assert r["Content-Disposition"].startswith('attachment; filename="log-')
    return json.loads(b"".join(r.streaming_content))


def export_csv(client, query: str = "") -> list[dict]:
    r = client.get(reverse("attempts:export-csv") + query)
    body = b"".join(r.streaming_content).decode("utf-8-sig")
    return list(csv.DictReader(io.StringIO(body)))


def test_the_json_carries_every_version_deletion_and_hash(alice_client, alice, log):
    data = export_json(alice_client)
    attempts = {a["id"]: a for a in data["attempts"]}
    assert list(attempts) == [str(log[k].pk) for k in ("edited", "deleted", "filed", "emailed")]  # the log's order
    edited = attempts[str(log["edited"].pk)]
    assert [link["record"]["snapshot"]["message"] for link in edited["links"]] == [
        "first words",
        "second words",
        "second words",
    ]
    assert [link["changed"] for link in edited["links"]] == [["created"], ["message"], ["notes"]]
    deleted = attempts[str(log["deleted"].pk)]
    assert deleted["message"] == "" and deleted["deleted_at"] and len(deleted["erased_hash"]) == 64
    assert [link["kind"] for link in deleted["links"]] == ["revision", "tombstone"]
    assert deleted["links"][0]["record"] is None  # erased on deletion; its hash stays
    assert deleted["links"][1]["record"]["erased_hash"] == deleted["erased_hash"]
    assert attempts[str(log["filed"].pk)]["file_sha256"] == [log["filed"].files.get().sha256]
    assert edited["tactics"] == ["Hoovering"]
    # Every record kept hashes to its link's record hash, and the links form the user's
    # whole chain up to its head.
    links = sorted((link for a in data["attempts"] for link in a["links"]), key=lambda link: link["seq"])
    for link in links:
        if link["record"] is not None:
            assert chain.record_hash(link["record"]) == link["record_hash"]
    head = ChainHead.objects.get(user=alice)
    assert data["chain_head"] == {"seq": head.seq, "hash": head.hash}
    walked = [chain.Link(**{k: v for k, v in link.items() if k != "changed"}) for link in links]
    assert chain.verify(walked, head_seq=head.seq, head_hash=head.hash) is None


def test_a_changed_export_no_longer_matches_its_hashes(alice_client, log):
    data = export_json(alice_client)
    link = data["attempts"][0]["links"][0]
    link["record"]["snapshot"]["message"] = "first wordz"
    assert chain.record_hash(link["record"]) != link["record_hash"]


def test_exports_follow_the_filters(alice_client, log):
    ids = [a["id"] for a in export_json(alice_client, "?channel=email")["attempts"]]
    assert ids == [str(log["emailed"].pk)]
    ids = [a["id"] for a in export_json(alice_client, "?tactic=hoovering")["attempts"]]
    assert ids == [str(log["edited"].pk)]
    ids = [a["id"] for a in export_json(alice_client, "?channel=text&end=2026-02-28")["attempts"]]
    assert ids == [str(log["deleted"].pk), str(log["filed"].pk)]  # a tombstone keeps its date and channel
    data = export_json(alice_client, "?channel=email")
    assert data["filters"] == {"channel": "email"}


def test_exports_follow_the_words_searched_through_their_token(alice_client, log):
    page = alice_client.post(reverse("attempts:search"), {"q": "picture"}, follow=True)
    query = "?" + page.context["query"]
    assert "picture" not in query
    assert [a["id"] for a in export_json(alice_client, query)["attempts"]] == [str(log["filed"].pk)]
    rows = export_csv(alice_client, query)
    assert [row["message"] for row in rows] == ["see picture"]


def test_the_csv_has_a_row_per_version_and_deletion_with_hashes(alice_client, alice, log):
    rows = export_csv(alice_client)
    assert list(rows[0]) == CSV_COLUMNS
    assert len(rows) == ChainLink.objects.filter(user=alice).count() == 7
    edited = [row for row in rows if row["id"] == str(log["edited"].pk)]
    assert [(row["record"], row["message"], row["changed"]) for row in edited] == [
        ("version 1", "first words", "created"),
        ("version 2", "second words", "message"),
        ("version 3", "second words", "notes"),
    ]
    assert edited[0]["tactics"] == "Hoovering"
    assert edited[0]["person"] == "J"
    deleted = [row for row in rows if row["id"] == str(log["deleted"].pk)]
    assert [row["record"] for row in deleted] == ["version 1", "deleted"]
    assert deleted[0]["person"] == "(erased when the entry was deleted)"
    assert deleted[1]["erased_hash"] and deleted[1]["record_saved_at"]
    by_seq = {link.seq: link for link in ChainLink.objects.filter(user=alice)}
    for row in rows:
        link = by_seq[int(row["link_seq"])]
        assert (row["record_hash"], row["prev_hash"], row["link_hash"]) == (link.record_hash, link.prev, link.hash)


@pytest.mark.parametrize("size", [3, 40])
def test_an_export_runs_the_same_queries_at_any_size(alice_client, alice, size, django_assert_num_queries):
    person = make_person(user=alice)
    for n in range(size):
        make_attempt(person=person, message=f"m {n}", occurred_at=WHEN - dt.timedelta(minutes=n), tactics=["baiting"])
    services.attempt_delete(attempt=person.attempts.first())
    alice_client.get(reverse("attempts:log"))  # the tactics are read once per process
    # 1 session, 2 user, 3 the user's people, 4 the chain head, 5 the attempts joined
    # to their links and versions (tactics and files through subqueries), streamed
    for view in ("attempts:export-json", "attempts:export-csv"):
        with django_assert_num_queries(5):
            r = alice_client.get(reverse(view))
            b"".join(r.streaming_content)


def test_the_export_needs_sign_in_and_get(client, alice_client):
    for view in ("attempts:export-json", "attempts:export-csv"):
        assert client.get(reverse(view))["Location"].startswith("/accounts/login/")
        assert alice_client.post(reverse(view)).status_code == 405


def test_bad_filters_in_an_export_are_ignored_not_a_failure(alice_client, log):
    data = export_json(alice_client, "?start=garbage&person=nonsense&tactic=no-such-tactic")
    assert data["attempts"] == []  # an unknown tactic finds nothing
    data = export_json(alice_client, "?start=garbage&person=nonsense")
    assert len(data["attempts"]) == 4


@pytest.mark.parametrize(
    "moment",
    [
        dt.datetime(2026, 3, 1, 21, 30, tzinfo=dt.UTC),
        dt.datetime(2026, 3, 1, 21, 30, 5, 7, tzinfo=dt.UTC),
        dt.datetime(2026, 7, 1, 23, 59, 59, 999_999, tzinfo=dt.timezone(dt.timedelta(hours=2))),
    ],
)
def test_times_read_as_text_are_written_as_records_write_them(moment):
    from apps.attempts.export.reading import record_time as from_text
    from apps.attempts.services import record_time

    utc = moment.astimezone(dt.UTC)
    sqlite_text = utc.replace(tzinfo=None).isoformat(sep=" ")  # as Django stores it in SQLite
    postgresql_text = utc.isoformat(sep=" ").replace("+00:00", "+00")  # timestamptz::text in UTC
    assert from_text(sqlite_text) == from_text(postgresql_text) == record_time(moment)


@pytest.mark.parametrize(
    ("postgresql_text", "written"),
    [
        # timestamptz::text drops trailing zeros: with three digits left, it is as long as
        # SQLite's "2026-11-27 04:22:20.369000" (a CI run met this one on 2026-11-27).
        ("2026-11-27 04:22:20.369+00", "2026-11-27T04:22:20.369000+00:00"),
        ("2026-11-27 04:22:20.3+00", "2026-11-27T04:22:20.300000+00:00"),
        ("2026-11-27 04:22:20+00", "2026-11-27T04:22:20.000000+00:00"),
    ],
)
def test_postgresql_s_shortened_fractions_are_read_not_taken_for_sqlite_s(postgresql_text, written):
    from apps.attempts.export.reading import record_time as from_text

    assert from_text(postgresql_text) == written


def test_an_export_whose_middle_entry_went_meanwhile_is_read_in_one_go(alice_client, log, monkeypatch):
    # As if the export could be split and entries were erased between counting them and
    # finding the middle one: no middle, and the whole log is read in one process.
    from django.db.models import QuerySet

    from apps.attempts.export import stream

    monkeypatch.setattr(stream, "can_share", lambda: True)
    monkeypatch.setattr(stream, "SPLIT_FROM", 1)
    monkeypatch.setattr(QuerySet, "count", lambda self: 10**6)
    body = b"".join(alice_client.get(reverse("attempts:export-json")).streaming_content)
    assert len(json.loads(body)["attempts"]) == len(log)
