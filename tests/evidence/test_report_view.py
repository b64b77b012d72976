"""Making a report or bundle from the web: re-authentication first, then a job."""

import zipfile

import pytest
from django.core.files.storage import storages
from django.test import Client
from django.urls import reverse

from apps.attempts.models import EvidenceFile
from apps.evidence.checking import check_bundle_file
from apps.jobs.models import Job

URL = "/records/report/"


@pytest.fixture
def signed_in(alice_reauthenticated_client) -> Client:
    """Alice, who has just confirmed her password again (no re-authentication due)."""
    return alice_reauthenticated_client


def test_the_url_is_neutral():
    assert reverse("evidence:report") == URL


def test_anonymous_visitors_are_sent_to_sign_in(db):
    response = Client().get(URL)
    assert response.status_code == 302 and response.url.startswith(reverse("account_login"))


def test_it_rejects_put(alice_client):
    assert alice_client.put(URL).status_code == 405


def test_the_form_lists_only_my_people(log, alice_client, bob):
    from tests.factories import make_person

    make_person(user=bob, label="Bobs-person")
    response = alice_client.get(URL)
    assert response.status_code == 200
    assert b"Sam" in response.content and b"Bobs-person" not in response.content


def test_making_one_asks_for_the_password_again(log, alice_client):
    response = alice_client.post(URL, {"kind": "report", "prefix": "EX"})
    assert response.status_code == 302
    assert response.url.startswith(reverse("account_reauthenticate"))
    assert not Job.objects.exists()


def test_a_bundle_is_made_as_a_job_and_verifies(log, alice, signed_in):
    response = signed_in.post(URL, {"kind": "bundle", "prefix": "CASE1", "include_tags": "on"})
    job = Job.objects.get(user=alice)
    assert response.status_code == 302 and response["Location"] == job.get_absolute_url()
    assert job.status == Job.Status.DONE, job.failure
    assert job.result_name.startswith("bundle-") and job.result_name.endswith(".zip")
    assert job.summary.startswith("Report R-") and "6 entries" in job.summary
    with storages["jobs"].open(job.result_path) as f:
        result = check_bundle_file(f)
        assert result.ok, result.problems
        f.seek(0)
        with zipfile.ZipFile(f) as zf:
            assert "CASE1-000001" in __import__("pypdf").PdfReader(zf.open("report.pdf")).pages[0].extract_text()


def test_a_report_for_one_person_and_period(log, alice, signed_in):
    sam = log[0].person
    signed_in.post(
        URL, {"kind": "report", "prefix": "EX", "people": [str(sam.pk)], "start": "2025-03-01", "end": "2025-03-02"}
    )
    job = Job.objects.get(user=alice)
    assert job.status == Job.Status.DONE and job.result_type == "application/pdf"
    assert "1 entry." in job.summary


def test_a_period_with_no_entries_gets_a_message_not_a_pdf(log, signed_in):
    response = signed_in.post(URL, {"kind": "report", "prefix": "EX", "start": "2020-01-01", "end": "2020-01-31"})
    assert response.status_code == 200
    assert b"There are no entries for these people in this period." in response.content
    assert not Job.objects.exists()


@pytest.mark.parametrize(
    ("data", "error"),
    [
        ({"kind": "report", "prefix": "ex 1!"}, b"Use up to 8 capital letters or digits"),
        (
            {"kind": "report", "prefix": "EX", "start": "2025-03-05", "end": "2025-03-01"},
            b"This date is before the first one",
        ),
        ({"kind": "poster", "prefix": "EX"}, b"Select a valid choice"),
        ({"kind": "report", "prefix": "EX", "people": ["not-mine"]}, b"Select a valid choice"),
    ],
)
def test_bad_input_gets_a_clear_error(log, signed_in, data, error):
    response = signed_in.post(URL, data)
    assert response.status_code == 200
    assert error in response.content
    assert not Job.objects.exists()


def test_another_users_person_cannot_be_chosen(log, bob, reauthenticate):
    client = Client()
    client.force_login(bob)
    reauthenticate(client)
    response = client.post(URL, {"kind": "report", "prefix": "EX", "people": [str(log[0].person_id)]})
    assert b"Select a valid choice" in response.content


def test_a_file_lost_mid_way_fails_the_job_plainly_and_keeps_nothing(log, alice, signed_in, monkeypatch):
    from apps.evidence import bundle

    def vanish(*args, **kwargs):
        raise FileNotFoundError("gone")

    monkeypatch.setattr(bundle, "_originals", vanish)
    signed_in.post(URL, {"kind": "bundle", "prefix": "EX"})
    job = Job.objects.get(user=alice)
    assert job.status == Job.Status.FAILED
    assert job.failure.startswith("A file this report needs disappeared from storage")
    assert job.result_path == ""
    assert EvidenceFile.objects.exists()
