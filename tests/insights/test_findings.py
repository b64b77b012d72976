"""The findings on hand-built histories whose answer is known, and the log behind each
finding's link holds exactly the entries it speaks of."""

import datetime as dt

import pytest
from django.urls import reverse

from apps.attempts.models import Attempt, Response
from apps.counter.models import Person
from apps.counter.services import special_date_create
from tests.factories import make_person
from tests.insights.conftest import TODAY, at, log

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("frozen")]
DAY = dt.timedelta(days=1)


def page(client, **params):
    r = client.get(reverse("insights:page"), params)
    assert r.status_code == 200
    return r.context["page"]


def finding(found, start: str):
    matches = [f for f in found.findings if f.text.startswith(start)]
    assert len(matches) == 1, [f.text for f in found.findings]
    return matches[0]


def logged(client, url: str) -> list[str]:
    """The excerpts of the log's entries behind a finding's link."""
    rows = client.get(url).context["page"].rows
    return [row.excerpt for row in rows]


def test_it_finds_the_sunday_evenings(alice_client, london):
    person = make_person(user=london, label="R.")
    sundays = [TODAY - dt.timedelta(days=2 + 7 * week) for week in range(8)]  # Sunday 28 June and before
    assert all(day.weekday() == 6 for day in sundays)
    log(london, person, [at(day, 19 + i % 3, 15) for day in sundays for i in range(2)], message="sunday")
    log(london, person, [at(TODAY - dt.timedelta(days=n), 10) for n in (3, 4, 5, 6, 7, 8, 10, 11)], message="weekday")
    found = page(alice_client)
    assert found.total == 24
    f = finding(found, "Contact comes most often")
    # 16 of 24 entries in one of the week's 28 quarter-days: 16 / 24 * 28 = 18.7.
    assert (
        f.text
        == "Contact comes most often on Sunday evenings (6 pm to midnight): 16 of 24 entries, about 19 times an even spread."
    )
    assert f.url == reverse("attempts:log") + "?start=2026-04-02&end=2026-06-30"


def test_it_names_the_tactic_and_channel_used_most_and_links_to_those_entries(alice_client, london):
    person = make_person(user=london, label="R.")
    days = [TODAY - dt.timedelta(days=n) for n in range(1, 13)]
    log(london, person, [at(d) for d in days[:7]], channel="text", tactics=["guilt-tripping"], message="guilt")
    log(london, person, [at(d, 9) for d in days[7:]], channel="voicemail", message="voice")
    found = page(alice_client)
    tactic = finding(found, "The tactic you tag most")
    assert tactic.text == "The tactic you tag most is guilt tripping: 7 of 12 entries."
    assert logged(alice_client, tactic.url) == ["guilt"] * 7
    channel = finding(found, "Most contact comes by")
    assert channel.text == "Most contact comes by text message: 7 of 12 entries."
    assert logged(alice_client, channel.url) == ["guilt"] * 7
    assert "channel=text" in channel.url and "tactic=guilt-tripping" in tactic.url


def test_it_measures_contact_after_a_reply_against_the_usual(alice_client, london):
    person = make_person(user=london, label="R.")
    # A year of one attempt a week, then a reply on 1 June and eight attempts in the two weeks after.
    weekly = [TODAY - dt.timedelta(days=7 * n + 1) for n in range(53)]
    log(london, person, [at(d, 10) for d in weekly], message="weekly")
    reply = dt.date(2026, 6, 1)
    log(london, person, [at(reply, 18)], message="the one I answered", response=Response.REPLIED)
    after = [reply + dt.timedelta(days=n) for n in (1, 2, 2, 3, 5, 6, 8, 13)]
    log(london, person, [at(d, 21) for d in after], message="after")
    # The usual: the attempts of the last 365 days (1 July 2025 to today), a day.
    in_year = Attempt.objects.filter(occurred_at__gte=at(TODAY - dt.timedelta(days=364), 0)).count()
    usual = in_year / 365
    window = sum(1 for d in [*weekly, *after] if reply < d <= reply + dt.timedelta(days=14))
    found = page(alice_client)
    f = finding(found, "In the two weeks after your reply")
    assert (
        f.text
        == f"In the two weeks after your reply on 1 Jun 2026, contact was {window / (14 * usual):.1f} times your usual."
    )
    assert f.url == reverse("attempts:log") + f"?person={person.pk}&start=2026-06-02&end=2026-06-15"
    assert sorted(logged(alice_client, f.url)) == sorted(["after"] * 8 + ["weekly"] * (window - 8))


def test_replies_under_limited_contact_are_not_compared_and_the_page_says_why(alice_client, london):
    person = make_person(user=london, label="Jamie", rule=Person.Rule.LIMITED)
    weekly = [TODAY - dt.timedelta(days=7 * n + 1) for n in range(20)]
    log(london, person, [at(d, 10) for d in weekly], message="weekly")
    log(london, person, [at(dt.date(2026, 6, 1), 18)], message="pick-up times", response=Response.REPLIED)
    found = page(alice_client)
    assert found.responses.replied == 1
    assert found.after == []
    assert not [f for f in found.findings if "your reply" in f.text]
    r = alice_client.get(reverse("insights:page"))
    assert b"Your replies went to someone you keep limited contact with" in r.content


def test_it_finds_contact_building_up_to_their_birthday(alice_client, london):
    person = make_person(user=london, label="R.")
    special_date_create(person=person, kind="their_birthday", date=dt.date(1980, 6, 20))
    weekly = [TODAY - dt.timedelta(days=7 * n + 2) for n in range(53)]
    log(london, person, [at(d, 10) for d in weekly], message="weekly")
    build_up = [dt.date(2026, 6, d) for d in (10, 14, 16, 18, 19, 20)]
    log(london, person, [at(d, 20) for d in build_up], message="birthday")
    in_year = Attempt.objects.filter(occurred_at__gte=at(TODAY - dt.timedelta(days=364), 0)).count()
    window = sum(1 for d in [*weekly, *build_up] if dt.date(2026, 6, 7) <= d <= dt.date(2026, 6, 20))
    found = page(alice_client, period="365")
    f = finding(found, "In the two weeks up to")
    ratio = window / (14 * in_year / 365)
    assert f.text == (
        f"In the two weeks up to their birthday (R.) on 20 Jun 2026, contact was {ratio:.1f} times your usual: "
        f"{window} attempts."
    )
    assert f.url == reverse("attempts:log") + f"?person={person.pk}&start=2026-06-07&end=2026-06-20"
    assert len(logged(alice_client, f.url)) == window


def test_it_finds_the_longest_quiet_spell_and_what_ended_it(alice_client, london):
    person = make_person(user=london, label="R.")
    first = TODAY - dt.timedelta(days=89)
    before = [first + dt.timedelta(days=n) for n in range(30)]  # 2 April to 1 May
    ended = dt.date(2026, 5, 27)  # 25 quiet days: 2 to 26 May
    after = [ended + dt.timedelta(days=n) for n in range(1, 35)]
    log(london, person, [at(d) for d in [*before, *after]], message="daily")
    log(london, person, [at(ended, 23)], channel="voicemail", tactics=["hoovering"], message="it ended")
    found = page(alice_client)
    f = finding(found, "The longest quiet spell")
    assert f.text == (
        "The longest quiet spell lasted 25 days (2 May 2026 to 26 May 2026) and ended on 27 May 2026: "
        "contact came by voicemail, tagged hoovering."
    )
    assert logged(alice_client, f.url) == ["it ended"]


@pytest.mark.parametrize(
    ("recent", "earlier", "start"), [(5, 1, "Contact has been rising"), (1, 5, "Contact has been easing off")]
)
def test_it_finds_contact_rising_or_easing_and_a_rise_points_to_the_article_on_danger(
    alice_client, london, recent, earlier, start
):
    person = make_person(user=london, label="R.")
    monday = TODAY - dt.timedelta(days=TODAY.weekday())  # this week, not over yet, is left out
    lately = [monday - dt.timedelta(days=n) for n in range(1, 43)]  # the last six whole weeks
    before = [monday - dt.timedelta(days=n) for n in range(43, 85)]  # the six before them
    log(london, person, [at(d, hour) for d in lately for hour in range(8, 8 + recent)], message="lately")
    log(london, person, [at(d, hour) for d in before for hour in range(8, 8 + earlier)], message="before")
    found = page(alice_client)
    f = finding(found, start)
    danger = reverse("library:article", args=["when-contact-becomes-dangerous"])
    html = alice_client.get(reverse("insights:page")).content.decode()
    findings_html = html[html.index('id="findings-heading"') : html.index('id="weekly-heading"')]
    if recent > earlier:
        assert "a sign to watch" in f.text
        assert (f.more_url, f.more_link) == (danger, "When contact becomes dangerous")
        assert f'href="{danger}"' in findings_html
    else:
        assert f.more_url == ""
        assert danger not in findings_html
    assert set(logged(alice_client, f.url)) == {"lately"}  # the link's log holds the recent weeks only


def test_too_few_entries_say_so(alice_client, london):
    person = make_person(user=london)
    log(london, person, [at(TODAY - dt.timedelta(days=n)) for n in range(1, 6)], message="few")
    r = alice_client.get(reverse("insights:page"))
    assert r.context["page"].findings == []
    assert b"too few to say what stands out" in r.content


def test_a_new_user_sees_a_short_explanation_not_empty_charts(alice_client, london):
    make_person(user=london)
    r = alice_client.get(reverse("insights:page"))
    assert r.status_code == 200
    assert b"Nothing to show yet" in r.content
    assert b"chart__bars" not in r.content and b"chart__heat" not in r.content
    assert b"The weeks ahead" in r.content  # dates to prepare for need no history
