"""Every form survives hostile input (issue 14 item 6, checklist I5).

The forms are found by walking the app's pages (tests/reliability/forms_walk.py), from
seed pages and every URL that takes no argument: signed in with a history (people, a slip,
dates, reasons, contacts, urges, entries with a file, a finished job, a journal entry), as
a new empty account, and signed out. Hypothesis then fills each form with text, numbers,
dates, files, odd Unicode and huge values and sends it through the test client. Expect:
no answer >= 500, and when the form is refused (an error on it, or a 4xx) the database
exactly as before. Each example runs in a savepoint that is rolled back afterwards.

Examples per form: FUZZ_EXAMPLES (25 unless set, the same inputs every run);
FUZZ_PROFILE=fuzz-thorough for 200 new ones per form.
"""

import copy
import hashlib
import os
import time
from datetime import date, datetime

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.db import connection, transaction
from django.test import Client
from hypothesis import HealthCheck, given
from hypothesis import settings as hypothesis_settings
from hypothesis import strategies as st

from tests.factories import make_attempt, make_entry, make_person, make_reason, make_urge, png_bytes
from tests.reliability.forms_walk import Form, plain_urls, walk

hypothesis_settings.register_profile(
    "fuzz",
    max_examples=int(os.getenv("FUZZ_EXAMPLES", "25")),
    deadline=None,
    database=None,
    derandomize=True,  # the same inputs on every run: a failure is seen again on the next
    suppress_health_check=list(HealthCheck),
)
hypothesis_settings.register_profile(
    "fuzz-thorough", parent=hypothesis_settings.get_profile("fuzz"), max_examples=200, derandomize=False
)
PROFILE = hypothesis_settings.get_profile(os.getenv("FUZZ_PROFILE", "fuzz"))

SIGNED_IN_SEEDS = ["/", "/log/", "/log/new/", "/people/", "/reasons/", "/urge/", "/urges/", "/accounts/settings/",
                   "/accounts/sessions/", "/accounts/activity/", "/accounts/email/", "/accounts/password/change/",
                   "/accounts/2fa/", "/library/", "/jobs/", "/privacy/"]  # fmt: skip
SIGNED_OUT_SEEDS = ["/accounts/login/", "/accounts/signup/", "/accounts/password/reset/", "/library/"]
# Tables a refused form may still touch: the session (and allauth's copy of it), and the
# account's record of sign-in events (a refused sign-in is recorded on purpose).
VOLATILE = {"django_session", "usersessions_usersession", "accounts_accountevent"}
# Content no form writes (and large): left out of the before/after comparison.
STATIC = ("library_", "tactics_", "auth_permission", "django_content_type")

HOSTILE = [
    "",
    " ",
    "\x00",
    "a\x00b",
    "\u202eevil\u202c",  # right-to-left override
    "\u200b\u200d\ufeff",  # zero-width characters
    "e\u0301\u0301\u0301",  # stacked combining marks
    "👩‍👩‍👧‍👦" * 50,
    "\ud7ff\ue000\U0010ffff",
    "'; DROP TABLE attempts_attempt; --",
    "<script>alert(1)</script>",
    "{{ 7*7 }}{% debug %}",
    "../../etc/passwd",
    "%s%s%n",
    "\r\n\r\nSet-Cookie: x=y",
    "NaN",
    "-1",
    "1e309",
    "99999999999999999999999999",
    "0000-00-00",
    "2024-02-30",
    "9999-12-31T23:59",
    "0001-01-01T00:00",
    "1970-01-01",
    "2038-01-19T03:14",
]
text = st.one_of(
    st.text(max_size=300),
    st.sampled_from(HOSTILE),
    st.builds(lambda c, n: c * n, st.sampled_from(["x", "é", "😀", " ", "\n"]), st.integers(1_000, 60_000)),
)
numbers = st.one_of(
    st.integers(-(10**20), 10**20).map(str), st.floats(allow_nan=True, allow_infinity=True).map(str), text
)
dates = st.one_of(st.dates().map(lambda d: d.isoformat()), text)
datetimes = st.one_of(st.datetimes().map(lambda d: d.isoformat(timespec="minutes")), text)
PNG = png_bytes()
files = st.builds(
    lambda name, data: SimpleUploadedFile(name or "x", data),
    st.one_of(st.just("shot.png"), st.text(max_size=80), st.sampled_from(HOSTILE[9:14])),
    st.one_of(
        st.binary(max_size=4_000),
        st.just(PNG),
        st.just(PNG[: len(PNG) // 2]),  # truncated
        st.just(b"%PDF-1.4\n" + b"x" * 100),  # a PDF that never ends
        st.just(b"%PDF-1.4\n%%EOF"),
        st.just(b""),
    ),
)


ODD = [
    "Just checking in 👋",
    "\u202eevil\u202c text",
    "e\u0301 na\u0308ive cafe\u0301",
    "مرحبا كيف حالك",
    "你好\uff0c我们谈谈吧",
    "line one\r\nline two\n\n",
    "tab\tseparated\vvertical",
    "x" * 4_999,
]
TODAY = date.today()
typed = st.one_of(st.text(min_size=1, max_size=200).filter(str.strip), st.sampled_from(ODD))


def plausible(field) -> st.SearchStrategy:
    """What a person could send in this field: its own value, a choice it offers, or
    text (odd Unicode included) of its kind."""
    if field.kind == "hidden":
        return st.just(field.value)
    if field.kind in ("select", "radio", "checkbox") and field.options:
        choice = st.sampled_from(field.options)
        return st.lists(choice, max_size=len(field.options), unique=True) if field.multiple else choice
    own = {
        "number": st.integers(1, 10).map(str),
        "range": st.integers(1, 10).map(str),
        "date": st.dates(date(2015, 1, 1), TODAY).map(lambda d: d.isoformat()),
        "datetime-local": st.datetimes(datetime(2015, 1, 1), datetime.combine(TODAY, datetime.min.time())).map(
            lambda d: d.isoformat(timespec="minutes")
        ),
        "time": st.times().map(lambda t: t.isoformat(timespec="minutes")),
        "email": st.emails(),
        "file": st.lists(files, max_size=2),
    }.get(field.kind, typed)
    return st.one_of(st.just(field.value), own) if field.value else own


def hostile(field) -> st.SearchStrategy:
    """Anything at all, or nothing (the field left out)."""
    own = {
        "number": numbers,
        "range": numbers,
        "date": dates,
        "datetime-local": datetimes,
        "file": st.lists(files, max_size=3),
    }
    return st.one_of(own.get(field.kind, text), text, st.none())


def form_data(form: Form) -> st.SearchStrategy:
    """A whole form: every field plausible; or all plausible but one hostile; or every
    field anything."""
    fields = [f for f in form.fields if f.name != "csrfmiddlewaretoken"]
    if not fields:
        return st.just({})

    def one_bad(bad) -> st.SearchStrategy:
        return st.fixed_dictionaries({f.name: hostile(f) if f is bad else plausible(f) for f in fields})

    return st.one_of(
        st.fixed_dictionaries({f.name: plausible(f) for f in fields}),
        st.sampled_from(fields).flatmap(one_bad),
        st.fixed_dictionaries({f.name: hostile(f) for f in fields}),
    )


def database_state() -> dict[str, str]:
    """A fingerprint of every table's rows (but the volatile and static ones)."""
    state = {}
    present = set(connection.introspection.table_names())
    from django.apps import apps

    tables = sorted({m._meta.db_table for m in apps.get_models(include_auto_created=True)} & present)
    with connection.cursor() as cursor:
        for table in tables:
            if table in VOLATILE or table.startswith(STATIC):
                continue
            cursor.execute(f'SELECT * FROM "{table}"')
            rows = sorted(repr(row) for row in cursor.fetchall())
            state[table] = hashlib.sha256("\n".join(rows).encode()).hexdigest()
    return state


def refused(response) -> bool:
    if 400 <= response.status_code < 500:
        return True
    body = response.content
    return response.status_code == 200 and (b'class="errorlist' in body or b'aria-invalid="true"' in body)


def _history(user) -> None:
    import datetime as dt

    from apps.counter.clock import user_today
    from apps.counter.services import safe_contact_create, slip_record, special_date_create
    from apps.jobs.models import Job

    person = make_person(user=user, start=user_today(user) - dt.timedelta(days=40))
    slip_record(person=person, date=user_today(user) - dt.timedelta(days=5), note="I answered once")
    special_date_create(person=person, kind="their_birthday", date=dt.date(1990, 5, 17))
    make_reason(user=user, text="I sleep well now.")
    make_reason(user=user, text="It would cost me my calm.", kind="cost")
    safe_contact_create(user=user, name="Sam", phone="01234 567890")
    make_urge(user=user, person=person, unsent_message="I miss you", outcome="resisted")
    make_attempt(user=user, person=person, message="Just checking in.", files=[("shot.png", png_bytes())])
    make_attempt(user=user, person=person, message="Everyone knows what you did.", tactics=["baiting"])
    Job.objects.create(user=user, kind="verify", title="Log check", status=Job.Status.DONE, summary="All good.")
    make_entry(user=user, text="A quiet evening. I did not answer.")  # the journal's own pages and forms


def _fuzz(client: Client, form: Form, cookies) -> dict[str, int]:
    seen = {"examples": 0, "refused": 0, "accepted": 0}

    @hypothesis_settings(PROFILE)
    @given(data=form_data(form))
    def example(data):
        client.cookies = copy.deepcopy(cookies)  # a sign-out or Exit in one example ends no other
        sent = {k: v for k, v in data.items() if v is not None}
        with transaction.atomic():
            before = database_state() if form.method == "post" else None
            if form.method == "post":
                response = client.post(form.action, sent)
            else:
                response = client.get(form.action, {k: v for k, v in sent.items() if not isinstance(v, list)})
            assert response.status_code < 500, (form.action, response.status_code)
            seen["examples"] += 1
            if before is not None and refused(response):
                seen["refused"] += 1
                assert database_state() == before, f"{form.action} refused the form but changed the database"
            else:
                seen["accepted"] += 1
            transaction.set_rollback(True)

    example()
    return seen


# Signed in with a history, signed in to a new (empty) account (some forms, such as
# bringing data over, only show there), and signed out.
@pytest.mark.parametrize("who", ["signed in", "new account", "signed out"])
def test_every_form_survives_hostile_input(who, alice, settings, capsys):
    settings.ACCOUNT_REAUTHENTICATION_TIMEOUT = 24 * 60 * 60  # the sensitive forms stay open
    client = Client(raise_request_exception=True)
    signed_in = who != "signed out"
    if who == "signed in":
        _history(alice)
    if signed_in:
        client.force_login(alice)
        from tests.conftest import confirm_password

        confirm_password(client)
    started = time.monotonic()
    statuses, forms = walk(client, [*(SIGNED_IN_SEEDS if signed_in else SIGNED_OUT_SEEDS), *plain_urls()])
    assert [p for p, s in statuses.items() if s >= 500] == []
    assert len(forms) >= {"signed in": 25, "new account": 15, "signed out": 3}[who], sorted(f.url_name for f in forms)
    totals = {"examples": 0, "refused": 0, "accepted": 0}
    cookies = copy.deepcopy(client.cookies)  # each example starts from this browser state
    for form in forms:
        for key, n in _fuzz(client, form, cookies).items():
            totals[key] += n
    with capsys.disabled():
        print(
            f"\n[{connection.vendor}, {who}] {len(statuses)} pages walked, "
            f"{len(forms)} forms, {totals['examples']} hostile submissions ({totals['refused']} refused with the "
            f"database unchanged, {totals['accepted']} accepted), 0 answers >= 500, "
            f"{time.monotonic() - started:.0f} s: {sorted({f.url_name for f in forms})}"
        )
