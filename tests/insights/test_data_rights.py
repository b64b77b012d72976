"""The insights app's rows in "export everything", import and account deletion
(apps/mydata): the watchlist travels, the roll-ups are counted again on import, and
nothing stays behind."""

import datetime as dt
from zoneinfo import ZoneInfo

import pytest

from apps.attempts.models import AttemptRollup, RollupState
from apps.insights import services
from apps.insights.models import Watchlist
from apps.mydata.services import account_delete, account_import
from tests.attempts.test_rollups import recount, stored
from tests.factories import make_attempt, make_person
from tests.mydata.test_import import as_file, export_bytes, rewritten

pytestmark = pytest.mark.django_db


def a_watching_account(user):
    from apps.accounts.services import profile_set_time_zone

    profile_set_time_zone(user=user, time_zone="Europe/Berlin")
    person = make_person(user=user, label="Someone")
    for hour in (1, 12, 23):
        make_attempt(user=user, person=person, occurred_at=dt.datetime(2026, 3, 28, hour, tzinfo=dt.UTC))
    services.watchlist_save(user=user, christmas=False, new_year=True, mothers_day=True, fathers_day=False, region="uk")
    services.own_date_add(user=user, label="The day I left", month=2, day=29)


def test_the_watchlist_and_the_rollups_survive_a_move(alice, bob, tmp_path, django_capture_on_commit_callbacks):
    a_watching_account(alice)
    data = export_bytes(alice)
    with django_capture_on_commit_callbacks(execute=True):
        account_delete(user=alice)
    assert not Watchlist.objects.exists()
    assert not AttemptRollup.objects.exists() and not RollupState.objects.exists()

    account_import(user=bob, path=as_file(tmp_path, data))

    watchlist = Watchlist.objects.get(user=bob)
    assert (watchlist.christmas, watchlist.new_year, watchlist.mothers_day, watchlist.region) == (
        False,
        True,
        True,
        "uk",
    )
    assert watchlist.own_dates == [{"label": "The day I left", "month": 2, "day": 29}]
    assert RollupState.objects.get(user=bob).time_zone == "Europe/Berlin"
    assert stored(bob) == recount(bob, ZoneInfo("Europe/Berlin"))
    assert sum(stored(bob).values()) > 0


def test_an_export_from_before_the_watchlist_still_imports(alice, bob, tmp_path, django_capture_on_commit_callbacks):
    a_watching_account(alice)

    def as_version_two(parsed):
        parsed["version"] = 2  # the journal's version, from before the watchlist
        del parsed["watchlist"]

    data = rewritten(export_bytes(alice), as_version_two)
    with django_capture_on_commit_callbacks(execute=True):
        account_delete(user=alice)
    account_import(user=bob, path=as_file(tmp_path, data))
    assert not Watchlist.objects.filter(user=bob).exists()  # the defaults apply
    assert stored(bob) == recount(bob, ZoneInfo("Europe/Berlin"))


def test_a_bad_own_date_is_refused(alice, bob, tmp_path):
    from apps.mydata.services import ImportRefused

    a_watching_account(alice)

    def impossible(parsed):
        parsed["watchlist"]["own_dates"][0]["day"] = 31
        parsed["watchlist"]["own_dates"][0]["month"] = 2

    data = rewritten(export_bytes(alice), impossible)
    account_delete(user=alice)
    with pytest.raises(ImportRefused):
        account_import(user=bob, path=as_file(tmp_path, data))
    assert not Watchlist.objects.filter(user=bob).exists()
