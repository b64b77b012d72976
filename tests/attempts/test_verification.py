"""Checking the log: as a job, from a consistent snapshot, and fast enough for long logs."""

import json
from datetime import UTC, date, datetime
from decimal import Decimal
from uuid import UUID

import pytest
from django.db import connection
from django.urls import reverse

from apps.attempts import chain
from apps.attempts.records import chain_links, uuid_text
from apps.attempts.services import attempt_delete, attempt_update, revision_record, tombstone_record
from apps.attempts.tasks import BROKEN
from apps.attempts.verification import log_verify
from apps.jobs.models import Job
from tests.chains import rehash_chain
from tests.factories import make_attempt, make_person

pytestmark = pytest.mark.django_db


def test_checking_the_log_starts_a_job_and_shows_its_page(alice_client, alice):
    make_attempt(user=alice, message="one")

    r = alice_client.post(reverse("attempts:verify"))

    job = Job.objects.get()
    assert r.status_code == 302
    assert r["Location"] == job.get_absolute_url()
    assert (job.kind, job.title, job.status, job.back_url) == ("log-check", "Log check", Job.Status.DONE, "/log/")
    assert job.summary == "Every entry, edit and deletion in your log is exactly as it was saved (1 checked)."
    assert not job.needs_attention
    assert (job.done, job.total) == (1, 1)


def test_htmx_is_sent_to_the_job_page(alice_client, alice):
    r = alice_client.post(reverse("attempts:verify"), headers={"HX-Request": "true"})
    assert r.status_code == 200
    assert r["HX-Redirect"] == Job.objects.get().get_absolute_url()


def test_a_check_already_under_way_is_shown_rather_than_started_again(alice_client, alice):
    running = Job.objects.create(user=alice, kind="log-check", title="Log check", status=Job.Status.RUNNING)

    r = alice_client.post(reverse("attempts:verify"))

    assert r["Location"] == running.get_absolute_url()
    assert Job.objects.count() == 1


def test_it_sends_anonymous_visitors_to_sign_in_and_refuses_get(client, alice_client):
    assert client.post(reverse("attempts:verify"))["Location"].startswith(reverse("account_login"))
    assert alice_client.get(reverse("attempts:verify")).status_code == 405


def test_a_changed_entry_is_named_on_the_job_page_as_something_to_look_at(alice_client, alice):
    make_attempt(user=alice, message="one")
    target = make_attempt(user=alice, message="two")
    with connection.cursor() as cursor:
        cursor.execute("UPDATE attempts_attempt SET message = %s WHERE message = %s", ["changed", "two"])

    alice_client.post(reverse("attempts:verify"))

    job = Job.objects.get()
    assert job.needs_attention
    assert job.summary == BROKEN.format(seq=2, reason="the attempt no longer matches its last saved revision")
    html = alice_client.get(job.get_absolute_url()).content.decode()
    assert "entry 2" in html and "message--warning" in html
    assert str(target.pk) not in html


def test_the_chain_reader_gives_the_records_the_services_wrote(alice):
    person = make_person(user=alice)
    first = make_attempt(user=alice, person=person, message='é "quoted" words', tactics=[])
    second = make_attempt(user=alice, person=person, message="two")
    attempt_update(attempt=second, message="two, edited", notes="a note")
    attempt_delete(attempt=first)
    first.refresh_from_db()
    revisions = {r.pk: r for r in second.revisions.all()}

    links = list(chain_links(alice))

    assert [link.kind for link in links] == ["revision", "revision", "revision", "tombstone"]
    assert links[0].record is None  # erased with the attempt
    assert links[1].record == json.loads(json.dumps(revision_record(revisions[min(revisions)])))
    assert links[2].record == json.loads(json.dumps(revision_record(revisions[max(revisions)])))
    assert links[3].record == tombstone_record(first)
    assert links[3].ref == f"attempt:{first.pk}:tombstone"
    assert links[2].ref == f"attempt:{second.pk}:rev:2"
    assert chain.verify(links, head_seq=4, head_hash=links[-1].hash) is None


def test_an_attempt_changed_behind_the_apps_back_is_found(alice):
    make_attempt(user=alice, message="one")
    target = make_attempt(user=alice, message="two")
    with connection.cursor() as cursor:
        cursor.execute("UPDATE attempts_attempt SET notes = %s WHERE message = %s", ["added later", "two"])

    broken = log_verify(user=alice)

    assert (broken.seq, broken.ref) == (2, f"attempt:{target.pk}")


def test_a_changed_revision_snapshot_is_found_at_its_link(alice):
    make_attempt(user=alice, message="one")
    make_attempt(user=alice, message="two")
    with connection.cursor() as cursor:
        cursor.execute(
            "UPDATE attempts_attemptrevision SET snapshot = %s WHERE id = (SELECT MIN(id) FROM attempts_attemptrevision)",
            [json.dumps({"message": "rewritten"})],
        )

    broken = log_verify(user=alice)

    assert broken.seq == 1
    assert broken.reason == "the record was changed after it was written"


def test_a_wrong_revision_count_is_found(alice):
    target = make_attempt(user=alice, message="one")
    with connection.cursor() as cursor:
        cursor.execute("UPDATE attempts_attempt SET revision_count = 7")

    assert log_verify(user=alice).ref == f"attempt:{target.pk}"


def test_progress_is_reported_up_to_the_last_link(alice, monkeypatch):
    monkeypatch.setattr("apps.attempts.verification.PROGRESS_EVERY", 2)
    for i in range(5):
        make_attempt(user=alice, message=f"m{i}")
    seen = []

    assert log_verify(user=alice, progress=lambda done, total: seen.append((done, total))) is None

    assert seen == [(2, 5), (4, 5), (5, 5)]


def test_a_stored_uuid_is_written_as_the_records_write_it():
    value = UUID("c1246dae-41f3-47ab-9141-eca655556bca")
    assert uuid_text(value.hex) == uuid_text(value) == str(value)


@pytest.mark.parametrize(
    "record",
    [
        {"b": 1, "a": [3, 2, {"z": None, "y": True}], "c": 'é "q" \\ \n \u2028 \x00'},
        {"at": datetime(2026, 3, 1, 12, 30, tzinfo=UTC), "day": date(2026, 3, 1), "id": UUID(int=7)},
        {"amount": Decimal("1.50"), "tags": {"b", "a"}, "frozen": frozenset({3, 1}), "nested": ({"k": {"x"}},)},
        {"snapshot": {"id": "x", "tactics": [], "intensity": None, "files": ["ab", "aa"]}, "number": 3},
    ],
)
def test_the_fast_canonical_form_is_the_same_bytes_as_the_reference(record):
    reference = json.dumps(chain._plain(record), sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode()
    assert chain.canonical(record) == reference


@pytest.mark.parametrize(
    "body",
    [
        {"seq": 1, "kind": "revision", "ref": "attempt:x:rev:1", "record_hash": "a" * 64, "prev": "0" * 64},
        {"seq": 10**15, "kind": 'tomb"stone', "ref": "é\n\u2028\x00\\", "record_hash": "", "prev": "x"},
        {"seq": "1", "kind": "revision", "ref": "r", "record_hash": "h", "prev": "p"},  # not the usual types
    ],
)
def test_the_fast_link_hash_is_the_reference_hash(body):
    import hashlib

    assert chain.link_hash(**body) == hashlib.sha256(chain.canonical(body)).hexdigest()


def _store_first_revision(attempt, snapshot_text):
    with connection.cursor() as cursor:
        cursor.execute(
            "UPDATE attempts_attemptrevision SET snapshot = %s WHERE attempt_id = %s AND number = 1",
            [snapshot_text, attempt.pk.hex if connection.vendor == "sqlite" else attempt.pk],
        )


@pytest.mark.parametrize("number", ["123456789012345678901234567890", "1e16", "1e-7", "-0.0"])
def test_a_record_holding_numbers_orjson_cannot_vouch_for_still_holds(alice, number):
    """The quick walk (orjson) gives no answer for these (a number beyond 64 bits it reads
    as a float, floats from 1e16) or writes otherwise (1e-7, where Python writes 1e-07):
    the exact walk must clear them."""
    attempt = make_attempt(user=alice, message="one")
    attempt_update(attempt=attempt, message="one, edited")
    _store_first_revision(attempt, '{"message": "one", "amount": ' + number + "}")
    rehash_chain(alice)

    assert log_verify(user=alice) is None


def test_a_float_record_changed_to_the_integer_orjson_reads_it_as_is_found(alice):
    """orjson reads 123456789012345678901234567890 as the float 1.2345678901234568e+29:
    a record that held that float, changed to that integer, must not pass as unchanged."""
    attempt = make_attempt(user=alice, message="one")
    attempt_update(attempt=attempt, message="one, edited")
    _store_first_revision(attempt, '{"amount": 1.2345678901234568e+29}')
    rehash_chain(alice)
    assert log_verify(user=alice) is None

    _store_first_revision(attempt, '{"amount": 123456789012345678901234567890}')

    assert log_verify(user=alice).reason == "the record was changed after it was written"
