import datetime as dt
import random
import re
from collections import Counter
from io import StringIO
from pathlib import Path

import pytest
from django.conf import settings as django_settings
from django.contrib.auth import get_user_model
from django.core.management import CommandError, call_command

from apps.attempts.models import Attempt, EvidenceFile, TacticTally
from apps.bench.demo import schedule
from apps.bench.management.commands.seed_demo import DEBUG_PASSWORD
from apps.counter.models import Person, Reason, SafeContact, SpecialDate, Urge
from tests.factories import make_user

pytestmark = [pytest.mark.django_db, pytest.mark.slow]  # builds demo data sets

SIZE = 200


def seed(*args: str) -> str:
    out = StringIO()
    call_command("seed_demo", "--attempts", str(SIZE), *args, stdout=out)
    return out.getvalue()


def demo():
    return get_user_model().objects.get(username="demo")


def test_it_builds_three_people_with_different_rules_and_two_years():
    seed()
    people = Person.objects.for_user(demo())
    assert sorted(p.rule for p in people) == ["limited", "no_contact", "no_response"]
    for person in people:
        assert person.streaks.count() >= 2  # slips ended earlier streaks
        assert person.past_streaks == person.streaks.filter(end__isnull=False).count()
        assert person.current_streak.end is None
        assert SpecialDate.objects.filter(person=person).exists()
        assert person.attempts.exists()
    times = Attempt.objects.for_user(demo()).order_by("occurred_at").values_list("occurred_at", flat=True)
    assert times.last() - times.first() > dt.timedelta(days=600)
    assert Attempt.objects.for_user(demo()).count() == SIZE
    assert Reason.objects.filter(user=demo()).count() >= 5
    assert SafeContact.objects.filter(user=demo()).exists()
    outcomes = set(Urge.objects.filter(user=demo()).values_list("outcome", flat=True))
    assert {"resisted", "slipped"} <= outcomes
    resisted = Urge.objects.filter(user=demo(), outcome="resisted").count()
    assert sum(p.resisted_urges for p in people) == resisted


def test_running_it_twice_leaves_the_same_data():
    seed()
    before = set(Attempt.objects.values_list("pk", flat=True))
    out = seed()
    assert "already there" in out
    assert set(Attempt.objects.values_list("pk", flat=True)) == before
    assert Person.objects.count() == 3
    assert get_user_model().objects.filter(username="demo").count() == 1


def test_the_log_verifies_and_the_tallies_are_the_real_counts(capsys):
    seed()
    call_command("verify_log", "demo")
    assert "demo: ok" in capsys.readouterr().out
    live = Attempt.objects.for_user(demo()).live()
    real = Counter(live.values_list("tactics__slug", flat=True).exclude(tactics__slug=None))
    stored = dict(TacticTally.objects.filter(user=demo(), count__gt=0).values_list("tactic__slug", "count"))
    assert stored == dict(real)
    assert len(real) >= 10  # tactics of every kind, not one or two
    assert live.filter(revision_count__gt=1).exists()  # some edits
    assert Attempt.objects.for_user(demo()).exclude(deleted_at=None).count() == 1


def test_evidence_files_are_in_the_evidence_storage():
    seed()
    files = EvidenceFile.objects.filter(attempt__user=demo())
    assert files.count() == 5
    for evidence in files:
        storage = evidence.original.storage
        assert Path(storage.location).resolve() == Path(django_settings.EVIDENCE_ROOT).resolve()
        assert storage.exists(evidence.original.name) and storage.exists(evidence.preview.name)
        assert evidence.content_type == "image/png"


def test_reset_rebuilds_the_same_data_afresh(django_capture_on_commit_callbacks):
    seed("--seed", "3")
    old_ids = set(Attempt.objects.values_list("pk", flat=True))
    old_content = sorted(Attempt.objects.values_list("occurred_at", "message"))
    evidence = EvidenceFile.objects.first()
    storage, name = evidence.original.storage, evidence.original.name
    with django_capture_on_commit_callbacks(execute=True):
        out = seed("--seed", "3", "--reset")
    assert "Built the demo account" in out
    assert not old_ids & set(Attempt.objects.values_list("pk", flat=True))
    assert sorted(Attempt.objects.values_list("occurred_at", "message")) == old_content
    assert not storage.exists(name)
    call_command("verify_log", "demo", stdout=StringIO())


def test_a_password_is_printed_and_works(settings):
    settings.DEBUG = False
    out = seed()
    password = re.search(r"with the password '([^']+)'", out).group(1)
    assert password != DEBUG_PASSWORD
    assert demo().check_password(password)
    assert "unchanged" in seed()  # a second run keeps it
    assert demo().check_password(password)


def test_in_debug_the_password_is_the_memorable_one(settings):
    settings.DEBUG = True
    seed()
    assert demo().check_password(DEBUG_PASSWORD)


def test_it_takes_a_password_and_a_username():
    seed("--username", "demo2", "--password", "given-one-1234")
    assert get_user_model().objects.get(username="demo2").check_password("given-one-1234")


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--attempts", "-5"], "--attempts must be between 0 and 1,000,000"),
        (["--attempts", "2000000"], "--attempts must be between"),
        (["--username", " "], "--username must not be empty"),
    ],
)
def test_bad_options_are_refused_clearly(args, message):
    with pytest.raises(CommandError, match=message):
        call_command("seed_demo", *args)
    assert not Attempt.objects.exists()


def test_it_never_touches_a_real_account():
    alice = make_user(username="alice")
    with pytest.raises(CommandError, match="'alice' is a real account"):
        call_command("seed_demo", "--username", "alice", "--reset", "--attempts", "10")
    assert get_user_model().objects.filter(pk=alice.pk).exists()
    assert not Person.objects.exists()


def _christmas_and_ordinary(planned, first, last):
    days = Counter(p.at.date() for p in planned)
    christmases = [dt.date(y, 12, 25) for y in range(first.year, last.year + 1) if first <= dt.date(y, 12, 25) <= last]
    per_christmas = sum(days[d] for d in christmases) / len(christmases)
    return per_christmas, len(planned) / ((last - first).days + 1)


def test_the_schedule_bursts_on_occasions_and_is_the_same_for_a_seed():
    first, last = dt.date(2024, 11, 1), dt.date(2026, 10, 31)
    profile = schedule.Profile(voice="ex", share=1, begins=first, occasions={"their_birthday": dt.date(1990, 3, 14)})
    planned = schedule.plan([profile], count=5000, first=first, last=last, rng=random.Random(1))
    christmas, ordinary = _christmas_and_ordinary(planned, first, last)
    assert christmas > 4 * ordinary
    birthdays = Counter(p.occasion for p in planned)
    assert birthdays["their_birthday"] > 0 and birthdays["new_year"] > 0
    again = schedule.plan([profile], count=5000, first=first, last=last, rng=random.Random(1))
    assert again == planned
    assert all(p.at.date() >= first for p in planned)
