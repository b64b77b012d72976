import csv
import io
import json
from datetime import timedelta

import pytest
from django.urls import reverse
from django.utils import timezone

from apps.attempts import services
from apps.attempts.models import Attempt
from apps.tactics.models import Tactic
from tests.factories import make_attempt, make_person, png_bytes

pytestmark = pytest.mark.django_db
XSS = "<script>alert(\"x\")</script> 'quoted'"


@pytest.fixture
def person(alice):
    return make_person(user=alice, label="J")


@pytest.fixture
def attempt(alice, person):
    return make_attempt(user=alice, person=person, message="just checking in", files=[("a.png", png_bytes())])


def private_urls(attempt) -> list[str]:
    f = attempt.files.get()
    return [
        reverse("attempts:detail", args=[attempt.pk]),
        reverse("attempts:edit", args=[attempt.pk]),
        reverse("attempts:delete", args=[attempt.pk]),
        reverse("attempts:suggestions", args=[attempt.pk]),
        reverse("attempts:file", args=[f.pk]),
        reverse("attempts:file-preview", args=[f.pk]),
    ]


def test_anonymous_visitors_are_sent_to_sign_in(client, attempt):
    urls = [*private_urls(attempt), reverse("attempts:log"), reverse("attempts:create"), reverse("attempts:export-csv")]
    for url in urls:
        r = client.get(url)
        assert r.status_code == 302, url
        assert r["Location"].startswith("/accounts/login/")


def test_another_user_gets_404_everywhere(bob, attempt, client):
    client.force_login(bob)
    for url in private_urls(attempt):
        assert client.get(url).status_code == 404, url
    for name in ("attempts:edit", "attempts:delete", "attempts:tag"):
        assert client.post(reverse(name, args=[attempt.pk]), {"tactic": "hoovering", "message": "x"}).status_code == 404
    assert Attempt.objects.get(pk=attempt.pk).message == "just checking in"


def test_another_users_export_holds_none_of_this_users_rows(bob, attempt, client):
    client.force_login(bob)
    body = b"".join(client.get(reverse("attempts:export-json")).streaming_content)
    assert json.loads(body)["attempts"] == []


def test_wrong_methods_are_refused(alice_client, attempt):
    assert alice_client.post(reverse("attempts:detail", args=[attempt.pk])).status_code == 405
    assert alice_client.get(reverse("attempts:quick")).status_code == 405
    assert alice_client.get(reverse("attempts:verify")).status_code == 405
    assert alice_client.get(reverse("attempts:tag", args=[attempt.pk])).status_code == 405
    assert alice_client.post(reverse("attempts:suggestions", args=[attempt.pk])).status_code == 405


def test_quick_log_saves_with_one_field(alice_client, person):
    r = alice_client.post(reverse("attempts:quick"), {"person": person.pk, "message": "I miss you"})
    assert r.status_code == 302
    attempt = Attempt.objects.get()
    assert (attempt.channel, attempt.message, attempt.person) == ("text", "I miss you", person)
    assert abs(attempt.occurred_at - timezone.now()) < timedelta(minutes=1)


def test_quick_log_by_htmx_confirms_the_save_and_asks_for_its_suggestions(alice_client, person):
    r = alice_client.post(
        reverse("attempts:quick"), {"person": person.pk, "message": "just checking in"}, headers={"HX-Request": "true"}
    )
    assert r.status_code == 200
    assert b"<html" not in r.content
    assert b'id="quick-log"' in r.content
    assert b"Saved at" in r.content
    assert json.loads(r["HX-Trigger"]) == {"attemptLogged": {}}
    # The suggestions come in a request of their own, as the confirmation appears.
    url = reverse("attempts:suggestions", args=[Attempt.objects.get().pk])
    assert f'hx-get="{url}" hx-trigger="load"' in r.content.decode()
    assert b"Tag as" not in r.content

    r = alice_client.get(url, headers={"HX-Request": "true"})
    assert r.status_code == 200
    assert b"<html" not in r.content
    assert b'id="tactic-suggestions"' in r.content
    assert b"Tag as Hoovering" in r.content


def test_a_saved_entrys_suggestions_show_what_is_tagged_already(alice_client, attempt):
    services.attempt_update(attempt=attempt, tactics=[Tactic.objects.get(slug="hoovering")])
    r = alice_client.get(reverse("attempts:suggestions", args=[attempt.pk]), headers={"HX-Request": "true"})
    assert b"Hoovering: tagged" in r.content
    assert b"Tag as Hoovering" not in r.content


def test_a_deleted_entry_has_no_suggestions(alice_client, attempt):
    services.attempt_delete(attempt=attempt)
    assert alice_client.get(reverse("attempts:suggestions", args=[attempt.pk])).status_code == 404


@pytest.mark.parametrize("size", [1, 30])
def test_a_saved_entrys_suggestions_cost_the_same_queries_at_any_size(
    alice_client, alice, person, size, django_assert_num_queries
):
    for n in range(size):
        make_attempt(person=person, message=f"just checking in {n}", tactics=["hoovering"])
    attempt = Attempt.objects.first()
    alice_client.get(reverse("attempts:log"))  # the tactics are read once per process
    # 1 session, 2 user, 3 the attempt, 4 its tactics
    with django_assert_num_queries(4):
        alice_client.get(reverse("attempts:suggestions", args=[attempt.pk]), headers={"HX-Request": "true"})


def test_quick_log_with_an_empty_message_explains(alice_client, person):
    r = alice_client.post(
        reverse("attempts:quick"), {"person": person.pk, "message": "  "}, headers={"HX-Request": "true"}
    )
    assert r.status_code == 200
    assert b"Paste or type what they sent" in r.content
    assert not Attempt.objects.exists()


def test_a_forged_person_id_is_refused_on_the_form(alice_client, bob):
    someone_elses = make_person(user=bob, label="not yours")
    r = alice_client.post(reverse("attempts:quick"), {"person": someone_elses.pk, "message": "hi"})
    assert r.status_code == 200
    assert b"Choose one of your people" in r.content
    assert b"hi</textarea>" in r.content
    assert not Attempt.objects.exists()


def form_data(person, **overrides):
    data = {
        "person": person.pk,
        "occurred_at": timezone.localtime().strftime("%Y-%m-%dT%H:%M"),
        "channel": "text",
        "message": "Everyone knows what you did",
        "response": "none",
        "tactics": ["smear-campaign"],
    }
    data.update(overrides)
    return data


def test_full_form_creates_an_attempt_with_tactics(alice_client, person):
    r = alice_client.post(reverse("attempts:create"), form_data(person))
    assert r.status_code == 302
    attempt = Attempt.objects.get()
    assert [t.slug for t in attempt.tactics.all()] == ["smear-campaign"]


@pytest.mark.parametrize(
    ("overrides", "error"),
    [
        ({"occurred_at": "2099-01-01T10:00"}, b"in the future"),
        ({"message": "x" * 20_001}, b"longer than 20,000 characters"),
        ({"tactics": ["no-such-tactic"]}, b"not on the list"),
        ({"intensity": "11"}, b"less than or equal to 10"),
        ({"occurred_at": "yesterday-ish"}, b"Enter a valid date/time"),
    ],
)
def test_full_form_bad_input_explains_and_keeps_the_rest(alice_client, person, overrides, error):
    r = alice_client.post(reverse("attempts:create"), form_data(person, notes="keep me", **overrides))
    assert r.status_code == 200
    assert error in r.content
    assert b"keep me" in r.content
    assert not Attempt.objects.exists()


def test_a_file_that_is_not_what_it_claims_is_refused(alice_client, person):
    fake = io.BytesIO(b"<html>not a picture</html>")
    fake.name = "photo.png"
    r = alice_client.post(reverse("attempts:create"), {**form_data(person), "files": fake})
    assert r.status_code == 200
    assert b"photo.png: This file is not a JPEG, PNG, WebP image or a PDF." in r.content
    assert not Attempt.objects.exists()


def test_an_oversized_file_is_refused(alice_client, person, settings):
    settings.EVIDENCE_MAX_BYTES = 100
    big = io.BytesIO(png_bytes(size=(300, 300)))
    big.name = "big.png"
    r = alice_client.post(reverse("attempts:create"), {**form_data(person), "files": big})
    assert r.status_code == 200
    assert b"larger than" in r.content


def test_editing_keeps_every_version_in_the_history(alice_client, attempt, person):
    url = reverse("attempts:edit", args=[attempt.pk])
    r = alice_client.post(url, form_data(person, message="new words", tactics=["hoovering"]))
    assert r.status_code == 302
    page = alice_client.get(reverse("attempts:detail", args=[attempt.pk])).content.decode()
    assert "Edited" in page
    assert "just checking in" in page  # the old words, in the history
    assert "new words" in page


def test_bad_input_on_edit_loses_nothing_saved(alice_client, attempt, person):
    r = alice_client.post(reverse("attempts:edit", args=[attempt.pk]), form_data(person, message="x" * 20_001))
    assert r.status_code == 200
    attempt.refresh_from_db()
    assert attempt.message == "just checking in"
    assert attempt.revision_count == 1


def test_tagging_a_suggestion_adds_the_tactic(alice_client, attempt):
    r = alice_client.post(
        reverse("attempts:tag", args=[attempt.pk]), {"tactic": "hoovering"}, headers={"HX-Request": "true"}
    )
    assert r.status_code == 200
    assert b"<html" not in r.content
    assert [t.slug for t in attempt.tactics.all()] == ["hoovering"]
    assert attempt.revisions.count() == 2


def test_delete_asks_first_then_leaves_a_tombstone(alice_client, attempt):
    url = reverse("attempts:delete", args=[attempt.pk])
    page = alice_client.get(url).content.decode()
    assert "cannot be undone" in page
    assert "1 attached file" in page
    assert alice_client.post(url).status_code == 302
    attempt.refresh_from_db()
    assert attempt.is_deleted
    detail = alice_client.get(reverse("attempts:detail", args=[attempt.pk])).content.decode()
    assert attempt.erased_hash in detail
    assert "just checking in" not in detail


def test_files_are_served_only_to_their_owner_with_safe_headers(alice_client, attempt):
    f = attempt.files.get()
    r = alice_client.get(reverse("attempts:file", args=[f.pk]))
    assert r.status_code == 200
    assert r["Content-Disposition"].startswith("attachment;")
    assert r["X-Content-Type-Options"] == "nosniff"
    assert b"".join(r.streaming_content) == png_bytes()
    preview = alice_client.get(reverse("attempts:file-preview", args=[f.pk]))
    assert preview["Content-Type"] == "image/webp"


def test_messages_are_escaped_everywhere(alice_client, person):
    attempt = make_attempt(user=person.user, person=person, message=XSS)
    for url in (reverse("attempts:log"), reverse("attempts:detail", args=[attempt.pk])):
        html = alice_client.get(url).content.decode()
        assert "<script>alert" not in html
        assert "&lt;script&gt;" in html


def test_log_rows_escape_labels_and_keep_tactic_links(alice_client, alice):
    person = make_person(user=alice, label='<b>"M"</b>')
    make_attempt(user=alice, person=person, message="a & b", tactics=["hoovering"])
    html = alice_client.get(reverse("attempts:log")).content.decode()
    assert "<b>" not in html
    assert "&lt;b&gt;&quot;M&quot;&lt;/b&gt;" in html
    assert '<span class="log-row__text">a &amp; b</span>' in html
    assert f'<a class="chip" href="{reverse("library:article", args=["hoovering"])}">Hoovering</a>' in html


def test_csv_export_neutralises_formulas(alice_client, person):
    make_attempt(user=person.user, person=person, message='=HYPERLINK("http://evil.example")')
    make_attempt(user=person.user, person=person, message="@SUM(1)", notes="+1", via="-2")
    body = b"".join(alice_client.get(reverse("attempts:export-csv")).streaming_content).decode("utf-8-sig")
    rows = list(csv.DictReader(io.StringIO(body)))
    for row in rows:
        for value in row.values():
            assert not value.startswith(("=", "+", "-", "@")), value
    assert {row["message"] for row in rows} == {'\'=HYPERLINK("http://evil.example")', "'@SUM(1)"}


def test_export_follows_the_filters_and_carries_hashes(alice_client, attempt, person):
    make_attempt(user=person.user, person=person, message="a call", channel="call")
    body = b"".join(alice_client.get(reverse("attempts:export-json") + "?channel=text").streaming_content)
    (row,) = json.loads(body)["attempts"]
    assert row["message"] == "just checking in"
    assert row["revisions"] == 1
    assert row["file_sha256"] == [attempt.files.get().sha256]
    assert row["recorded_at"]


def test_log_filters_by_tactic_and_words(alice_client, person):
    tagged = make_attempt(
        user=person.user, person=person, message="how could you do this to me", tactics=["guilt-tripping"]
    )
    make_attempt(user=person.user, person=person, message="hello")
    r = alice_client.get(reverse("attempts:log") + "?tactic=guilt-tripping")
    assert str(tagged.pk) in r.content.decode()
    assert b"hello" not in r.content
    r = alice_client.post(reverse("attempts:search"), {"q": "HELLO"}, follow=True)
    assert b"hello" in r.content
    assert str(tagged.pk) not in r.content.decode()


def test_log_by_htmx_returns_only_the_results(alice_client, attempt):
    r = alice_client.get(reverse("attempts:log"), headers={"HX-Request": "true"})
    assert b"<html" not in r.content
    assert b'id="results"' in r.content


def test_log_with_bad_filters_explains_and_still_answers(alice_client, attempt):
    r = alice_client.get(reverse("attempts:log") + "?start=2026-05-01&end=2026-01-01&person=nonsense&after=garbage")
    assert r.status_code == 200
    assert b"The end date is before the start date" in r.content


def test_log_pages_with_a_keyset_cursor(alice_client, person):
    for i in range(55):
        make_attempt(
            user=person.user, person=person, message=f"msg {i:02}", occurred_at=timezone.now() - timedelta(hours=i)
        )
    first = alice_client.get(reverse("attempts:log")).content.decode()
    assert "msg 00" in first and "msg 49" in first and "msg 50" not in first
    older = first.split('href="?after=')[1].split('"')[0]
    second = alice_client.get(reverse("attempts:log") + "?after=" + older.replace("&amp;", "&")).content.decode()
    assert "msg 50" in second and "msg 54" in second and "msg 49" not in second


def test_verify_button_reports_an_intact_log(alice_client, attempt):
    # The check runs as a job (at once in tests); htmx is sent to the job's page.
    r = alice_client.post(reverse("attempts:verify"), headers={"HX-Request": "true"})
    job_page = r["HX-Redirect"]
    assert b"exactly as it was saved" in alice_client.get(job_page).content


def test_live_suggestions_say_which_words_triggered_them(alice_client):
    r = alice_client.post(
        reverse("attempts:suggest"), {"message": "Hey, just checking in"}, headers={"HX-Request": "true"}
    )
    assert r.status_code == 200
    assert b"<html" not in r.content
    assert b'for="tactic-hoovering"' in r.content
    assert b"just checking in" in r.content


def test_live_suggestions_for_a_very_long_message_do_not_fail(alice_client):
    r = alice_client.post(
        reverse("attempts:suggest"), {"message": "I miss you " * 5000}, headers={"HX-Request": "true"}
    )
    assert r.status_code == 200


def test_suggestions_need_sign_in_and_post(client, alice_client):
    assert client.post(reverse("attempts:suggest"), {"message": "x"}).status_code == 302
    assert alice_client.get(reverse("attempts:suggest")).status_code == 405


def test_a_reply_under_no_contact_offers_the_slip_form_without_recording_one(alice_client, person):
    r = alice_client.post(reverse("attempts:create"), form_data(person, response="replied"))
    assert r["Location"].endswith("?offer=slip")
    page = alice_client.get(r["Location"]).content.decode()
    assert reverse("counter:slip-create", args=[person.pk]) in page
    assert "information, not failure" in page
    person.refresh_from_db()
    assert person.slips.count() == 0


def test_a_reply_under_limited_contact_offers_nothing(alice_client, alice):
    person = make_person(user=alice, label="co-parent", rule="limited", allowed_contact="school pick-ups")
    r = alice_client.post(reverse("attempts:create"), form_data(person, response="replied"))
    assert "offer=slip" not in r["Location"]


@pytest.mark.parametrize(
    ("logged", "quick", "note", "quiet"),
    [
        # Their words about harming themselves: a calm note, not theirs to carry.
        ("if you don't answer I will kill myself", "i want to die", "keep them safe", "pick-up is at 3 on Friday"),
        # A sign of danger to you: the note points to the article on danger.
        (
            "I know where you live now. Watch your back.",
            "ive got a knife and nothing left to lose",
            "signs of higher risk",
            "stick to your guns, pick-up is at 3",
        ),
    ],
)
def test_a_message_that_calls_for_safety_brings_a_calm_note(alice_client, person, logged, quick, note, quiet):
    attempt = make_attempt(user=person.user, person=person, message=logged)
    page = alice_client.get(reverse("attempts:detail", args=[attempt.pk])).content.decode()
    assert note in page
    assert "/library/when-contact-becomes-dangerous/" in page
    r = alice_client.post(
        reverse("attempts:quick"), {"person": person.pk, "message": quick}, headers={"HX-Request": "true"}
    )
    assert note.encode() in r.content
    assert Attempt.objects.filter(message=quick).count() == 1  # saved as written, the note beside it
    plain = make_attempt(user=person.user, person=person, message=quiet)
    assert note.encode() not in alice_client.get(reverse("attempts:detail", args=[plain.pk])).content


def test_the_log_keeps_the_chosen_filters_selected(alice_client, alice):
    person = make_person(user=alice, label="Sam")
    make_person(user=alice, label="K")
    make_attempt(person=person, message="just checking in", tactics=["hoovering"])
    r = alice_client.get(reverse("attempts:log"), {"person": person.pk, "tactic": "hoovering", "channel": "text"})
    html = r.content.decode()
    assert f'<option value="{person.pk}" selected>Sam</option>' in html
    assert '<option value="hoovering" selected>' in html
    assert '<option value="text" selected>Text message</option>' in html
    assert html.count(" selected>") == 3
    assert "just checking in" in html
