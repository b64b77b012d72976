"""Build the demo account: `demo_seed`, behind `manage.py seed_demo` and `make bench`.

Everything goes through the apps' services (people, streaks and slips, urges, reasons,
evidence files, edits and deletions), so stored totals, tallies and the hash chain are
exactly what a person using the app would have; the bulk of the attempts goes through
`attempts_bulk_create`, which keeps the same invariants.
"""

import datetime as dt
import io
import random
import textwrap
import time
import zoneinfo
from dataclasses import dataclass
from functools import cache

from django.contrib.auth import get_user_model
from django.db import transaction
from django.utils import timezone
from PIL import Image, ImageDraw, ImageFont

from apps.accounts.services import profile_set_time_zone
from apps.attempts import services as log
from apps.attempts.bulk import attempts_bulk_create
from apps.attempts.models import Attempt, ChainLink, EvidenceFile, Response
from apps.counter import services as counter
from apps.counter.clock import user_today
from apps.counter.models import Person, Urge
from apps.tactics.matching import suggest_tactics
from apps.tactics.models import Tactic

from . import cast, messages, schedule
from .diary import seed_journal

EMAIL_DOMAIN = "demo.invalid"  # marks an account as the demo's, so nothing else is ever reset
EVIDENCE_FILES = 5
SCREENSHOT_CHANNELS = ("text", "social_message", "email")
EDITS = 12
ZONE = zoneinfo.ZoneInfo(cast.TIME_ZONE)
SLIP_WINDOW = 2  # days around a slip on which the user answered


class DemoError(Exception):
    """The demo account cannot be built as asked."""


@dataclass(frozen=True)
class Report:
    username: str
    created: bool
    attempts: int
    people: int
    slips: int
    urges: int
    files: int
    seconds: float


def _is_demo(user) -> bool:
    return user.email == f"{user.username}@{EMAIL_DOMAIN}"


def _report(user, *, created: bool, started: float) -> Report:
    return Report(
        username=user.username,
        created=created,
        attempts=Attempt.objects.for_user(user).count(),
        people=Person.objects.for_user(user).count(),
        slips=sum(p.slips.count() for p in Person.objects.for_user(user)),
        urges=Urge.objects.filter(user=user).count(),
        files=EvidenceFile.objects.filter(attempt__user=user).count(),
        seconds=time.monotonic() - started,
    )


def _delete(user) -> None:
    """The demo user and everything of theirs, evidence files included (once committed)."""
    rows = EvidenceFile.objects.filter(attempt__user=user)
    names = [name for pair in rows.values_list("original", "preview") for name in pair if name]
    storage = EvidenceFile._meta.get_field("original").storage

    def delete_files() -> None:
        for name in names:
            storage.delete(name)

    transaction.on_commit(delete_files)
    # The log first: people are protected while attempts point to them.
    ChainLink.objects.filter(user=user).delete()
    Attempt.objects.filter(user=user).delete()
    user.delete()


@transaction.atomic
def demo_seed(*, username: str, attempts: int, seed: int, password: str | None, reset: bool = False) -> Report:
    """Build the demo account, or leave a complete one as it is (unless `reset`).

    `password` is set when given; a new account needs one.
    """
    started = time.monotonic()
    user = get_user_model().objects.filter(username=username).first()
    if user and not _is_demo(user):
        raise DemoError(f"{username!r} is a real account, not the demo's: choose another --username.")
    if user and reset:
        _delete(user)
        user = None
    if user is None:
        if not password:
            raise DemoError("A new demo account needs a password.")
        user = get_user_model().objects.create_user(username=username, email=f"{username}@{EMAIL_DOMAIN}")
    if password:
        user.set_password(password)
        user.save(update_fields=["password"])
    if Person.objects.for_user(user).exists():
        return _report(user, created=False, started=started)
    _build(user, attempts=attempts, rng=random.Random(seed))
    return _report(user, created=True, started=started)


def _build(user, *, attempts: int, rng: random.Random) -> None:
    profile_set_time_zone(user=user, time_zone=cast.TIME_ZONE)
    today = user_today(user)
    first = today - dt.timedelta(days=365 * cast.YEARS)
    people = [_person(user, someone, first) for someone in cast.PEOPLE]
    for text_kind, texts in cast.REASONS.items():
        for text in texts:
            counter.reason_create(user=user, text=text, kind=text_kind)
    for name, phone in cast.SAFE_CONTACTS:
        counter.safe_contact_create(user=user, name=name, phone=phone)
    for person, someone in zip(people, cast.PEOPLE, strict=True):
        _urges(user, person, someone, first=first, today=today, rng=rng)
    # Its own generator: the log's data below stays what it was before the journal existed.
    seed_journal(user, people, first=first, today=today, rng=random.Random(repr(rng.getstate()[1][:4])))

    profiles = [
        schedule.Profile(
            voice=s.voice,
            share=s.share,
            begins=first + dt.timedelta(days=s.start_after),
            occasions=s.dates,
            slips=tuple(first + dt.timedelta(days=day) for day, _, _ in s.slips),
            fading=s.fading,
            silences=s.silences,
            hours=s.hours,
        )
        for s in cast.PEOPLE
    ]
    planned = schedule.plan(profiles, count=attempts, first=first, last=today - dt.timedelta(days=1), rng=rng)
    tactics = Tactic.objects.in_bulk(field_name="slug")
    rows = [_row(p, people, profiles, tactics, rng) for p in planned]
    # Screenshots of written words, as people keep them.
    written = [i for i, row in enumerate(rows) if row["message"] and row["channel"] in SCREENSHOT_CHANNELS]
    with_files = set(rng.sample(written, min(EVIDENCE_FILES, len(written))))
    attempts_bulk_create(user=user, rows=(row for i, row in enumerate(rows) if i not in with_files))
    for i in sorted(with_files):
        log.attempt_create(user=user, files=[("screenshot.png", _screenshot(rows[i]["message"]))], **rows[i])
    _edit_some(user, rng)


def _person(user, someone: cast.Someone, first: dt.date) -> Person:
    person = counter.person_create(
        user=user,
        label=someone.label,
        rule=someone.rule,
        allowed_contact=someone.allowed_contact,
        start=first + dt.timedelta(days=someone.start_after),
    )
    for kind, date in someone.dates.items():
        counter.special_date_create(person=person, kind=kind, date=date)
    for day, kind, note in someone.slips:
        date = first + dt.timedelta(days=day)
        counter.slip_record(person=person, date=date, kind=kind, note=note, next_start=date + dt.timedelta(days=1))
    person.refresh_from_db()
    return person


def _urges(user, person: Person, someone: cast.Someone, *, first: dt.date, today: dt.date, rng: random.Random) -> None:
    slip_days = {first + dt.timedelta(days=day) for day, _, _ in someone.slips}
    span = (today - first).days
    days = sorted({first + dt.timedelta(days=rng.randrange(someone.start_after, span)) for _ in range(someone.urges)})
    for i, day in enumerate(sorted([*days, *slip_days])):
        note, trigger = rng.choice(cast.URGE_NOTES)
        if day in slip_days:
            outcome = Urge.Outcome.SLIPPED
        elif i == len(days) + len(slip_days) - 1 and day > today - dt.timedelta(days=60):
            outcome = Urge.Outcome.PENDING
        else:
            outcome = Urge.Outcome.RESISTED
        urge = counter.urge_record(
            user=user,
            person=person,
            intensity=rng.randint(3, 9),
            triggers=[trigger, *rng.sample([t for t, _ in Urge.Trigger.choices], rng.randint(0, 1))],
            trigger_note=note,
            unsent_message=rng.choice(cast.UNSENT),
            outcome=outcome,
        )
        # When it happened, as if it had been recorded then (urges keep no chain).
        at = timezone.make_aware(dt.datetime.combine(day, dt.time(rng.randint(18, 23), rng.randrange(60))), ZONE)
        outcome_at = None if outcome == Urge.Outcome.PENDING else at + dt.timedelta(minutes=rng.randint(10, 90))
        Urge.objects.filter(pk=urge.pk).update(created_at=at, outcome_at=outcome_at)


@cache
def _suggested(text: str) -> tuple[str, ...]:
    return tuple(s.slug for s in suggest_tactics(text)) if text else ()


def _row(
    planned: schedule.Planned,
    people: list[Person],
    profiles: list[schedule.Profile],
    tactics: dict[str, Tactic],
    rng: random.Random,
) -> dict:
    index = planned.person
    voice = profiles[index].voice
    pool = messages.OCCASIONS.get(planned.occasion, {}).get(voice)
    template = rng.choice(pool if pool and rng.random() < 0.6 else messages.GENERAL[voice])
    text = messages.word(template, voice, rng)
    tagged = set(template.tactics) | {s for s in _suggested(text) if rng.random() < 0.7}
    if rng.random() < 0.05:
        tagged = set()  # not tagged yet
    channel = rng.choice(template.channels)
    at = planned.at
    slipped = any(abs((at.date() - slip).days) < SLIP_WINDOW for slip in profiles[index].slips)
    return {
        "person": people[index],
        "occurred_at": timezone.make_aware(at, ZONE),
        "occurred_approx": channel in ("third_party", "in_person", "gift") and rng.random() < 0.5,
        "channel": channel,
        "via": messages.fill(template.via, rng),
        "message": text,
        "tactics": [tactics[slug] for slug in sorted(tagged)],
        "intensity": None if rng.random() < 0.25 else rng.randint(2, 9),
        "response": _response(voice, template, slipped, rng),
        "notes": template.notes or (rng.choice(cast.NOTES) if rng.random() < 0.08 else ""),
    }


def _response(voice: str, template, slipped: bool, rng: random.Random) -> str:
    if slipped and rng.random() < 0.5:
        return Response.REPLIED
    if voice == messages.COPARENT and not template.tactics:
        return Response.REPLIED  # the logistics that limited contact allows
    return Response.BLOCKED if rng.random() < 0.02 else Response.NONE


def _edit_some(user, rng: random.Random) -> None:
    """A few later edits (second revisions) and one attempt deleted as logged twice."""
    live = list(Attempt.objects.for_user(user).order_by("occurred_at").values_list("pk", flat=True))
    for pk in rng.sample(live, min(EDITS, len(live) // 20)):
        attempt = Attempt.objects.get(pk=pk)
        log.attempt_update(attempt=attempt, notes=f"{attempt.notes} Added later: {rng.choice(cast.NOTES)}".strip())
    if len(live) >= 50:
        log.attempt_delete(attempt=Attempt.objects.get(pk=live[len(live) // 2]))


def _screenshot(text: str) -> bytes:
    """A small PNG that looks like a message on a phone."""
    lines = textwrap.wrap(text or "Missed call", width=34)[:8]
    font = _font()
    image = Image.new("RGB", (360, 80 + 22 * len(lines)), (246, 244, 240))
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle((16, 24, 300, 44 + 22 * len(lines)), radius=14, fill=(225, 229, 234))
    for n, line in enumerate(lines):
        draw.text((30, 32 + 22 * n), line, fill=(40, 40, 48), font=font)
    out = io.BytesIO()
    image.save(out, format="PNG")
    return out.getvalue()


@cache
def _font() -> ImageFont.ImageFont | ImageFont.FreeTypeFont:
    return ImageFont.load_default(size=15)
