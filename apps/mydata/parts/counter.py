"""The counter's rows: people with their streaks, slips, dates and corrections; urges;
reasons; safe contacts."""

from collections.abc import Iterator
from typing import Any

from django.db.models import Prefetch

from apps.counter.models import Change, Person, Reason, SafeContact, Slip, SpecialDate, Streak, Urge
from apps.counter.services import person_recount
from nocontact.rows import insert_rows

from ..registry import Part, Section
from ..restoring import Restore
from ..values import counted, date, day, iso, moment, uid

CHUNK = 1000


def _person(person: Person) -> dict[str, Any]:
    return {
        "id": str(person.pk),
        "label": person.label,
        "rule": person.rule,
        "allowed_contact": person.allowed_contact,
        "created_at": iso(person.created_at),
        "archived_at": iso(person.archived_at),
        "erased_at": iso(person.erased_at),
        "current_streak": str(person.current_streak_id) if person.current_streak_id else None,
        "streaks": [
            {"id": str(s.pk), "start": day(s.start), "end": day(s.end), "created_at": iso(s.created_at)}
            for s in person.streaks.all()
        ],
        "slips": [
            {
                "id": str(s.pk),
                "date": day(s.date),
                "kind": s.kind,
                "note": s.note,
                "ended_streak": str(s.ended_streak_id) if s.ended_streak_id else None,
                "next_streak": str(s.next_streak_id) if s.next_streak_id else None,
                "created_at": iso(s.created_at),
                "updated_at": iso(s.updated_at),
                "withdrawn_at": iso(s.withdrawn_at),
            }
            for s in person.slips.all()
        ],
        "special_dates": [
            {"id": str(d.pk), "kind": d.kind, "label": d.label, "date": day(d.date)} for d in person.special_dates.all()
        ],
        "changes": [
            {"id": str(c.pk), "kind": c.kind, "before": c.before, "after": c.after, "created_at": iso(c.created_at)}
            for c in person.changes.order_by("created_at", "pk")
        ],
    }


def read_people(user) -> Iterator[dict[str, Any]]:
    # Every person row, the erased ones included (Person.erased_at): the tombstones of the
    # entries deleted with them still point to them.
    people = (
        Person.objects.filter(user=user)
        .order_by("created_at", "pk")
        .prefetch_related(
            Prefetch("streaks", queryset=Streak.objects.order_by("start", "created_at", "pk")),
            Prefetch("slips", queryset=Slip.objects.order_by("date", "created_at", "pk")),
            Prefetch("special_dates", queryset=SpecialDate.objects.order_by("date", "pk")),
            "changes",
        )
    )
    for person in people.iterator(chunk_size=100):
        yield _person(person)


def read_urges(user) -> Iterator[dict[str, Any]]:
    for u in Urge.objects.filter(user=user).order_by("created_at", "pk").iterator(chunk_size=CHUNK):
        yield {
            "id": str(u.pk),
            "person": str(u.person_id),
            "intensity": u.intensity,
            "triggers": list(u.triggers),
            "trigger_note": u.trigger_note,
            "unsent_message": u.unsent_message,
            "outcome": u.outcome,
            "created_at": iso(u.created_at),
            "outcome_at": iso(u.outcome_at),
        }


def read_reasons(user) -> Iterator[dict[str, Any]]:
    for r in Reason.objects.filter(user=user).order_by("kind", "position", "created_at", "pk"):
        yield {"id": str(r.pk), "kind": r.kind, "text": r.text, "position": r.position, "created_at": iso(r.created_at)}


def read_safe_contacts(user) -> Iterator[dict[str, Any]]:
    for c in SafeContact.objects.filter(user=user).order_by("created_at", "pk"):
        yield {"id": str(c.pk), "name": c.name, "phone": c.phone, "created_at": iso(c.created_at)}


def write_person(restore: Restore, item: dict) -> None:
    """A person and their history, exactly as exported. Their stored totals are worked
    out afresh from these rows when the import ends (`finish`)."""
    if item["erased_at"] is not None:
        _write_erased_person(restore, item)
        return
    current = next((s for s in item["streaks"] if s["id"] == item["current_streak"]), None)
    if current is None:
        restore.refuse(f"a person's current streak ({item['current_streak']}) is not among their streaks")
    person = Person(
        id=uid(item["id"]),
        user=restore.user,
        label=item["label"],
        rule=item["rule"],
        allowed_contact=item["allowed_contact"],
        created_at=moment(item["created_at"]),
        archived_at=moment(item["archived_at"]),
        current_start=date(current["start"]),
    )
    restore.check(person, exclude=["current_streak"])
    streaks = [
        Streak(
            id=uid(s["id"]),
            person=person,
            start=date(s["start"]),
            end=date(s["end"]),
            created_at=moment(s["created_at"]),
        )
        for s in item["streaks"]
    ]
    known = {str(s.pk) for s in streaks}
    slips = []
    for s in item["slips"]:
        for key in ("ended_streak", "next_streak"):
            if s[key] is not None and s[key] not in known:
                restore.refuse(f"a slip points at a streak ({s[key]}) that is not in the file")
        slip = Slip(
            id=uid(s["id"]),
            person=person,
            ended_streak_id=uid(s["ended_streak"]),
            next_streak_id=uid(s["next_streak"]),
            date=date(s["date"]),
            kind=s["kind"],
            note=s["note"],
            created_at=moment(s["created_at"]),
            updated_at=moment(s["updated_at"]),
            withdrawn_at=moment(s["withdrawn_at"]),
        )
        restore.check(slip, exclude=["ended_streak", "next_streak", "person"])
        slips.append(slip)
    dates = [
        SpecialDate(id=uid(d["id"]), person=person, kind=d["kind"], label=d["label"], date=date(d["date"]))
        for d in item["special_dates"]
    ]
    for special in dates:
        restore.check(special, exclude=["person"])
    changes = [
        Change(
            id=uid(c["id"]),
            person=person,
            kind=c["kind"],
            before=c["before"],
            after=c["after"],
            created_at=moment(c["created_at"]),
        )
        for c in item["changes"]
    ]
    with restore.batch():  # the person and their history, or nothing
        insert_rows(Person, [person], as_given=True)
        insert_rows(Streak, streaks, as_given=True)
        Person.objects.filter(pk=person.pk).update(current_streak_id=uid(current["id"]))
        insert_rows(Slip, slips, as_given=True)
        insert_rows(SpecialDate, dates, as_given=True)
        insert_rows(Change, changes, as_given=True)
    restore.state.setdefault("people", set()).add(str(person.pk))
    restore.tick(1)


def _write_erased_person(restore: Restore, item: dict) -> None:
    """A person deleted with their entries: a stub with no name and no history, which the
    entries' tombstones point to (as apps.counter.services.person_delete leaves it)."""
    if (
        item["label"]
        or item["allowed_contact"]
        or any(item[key] for key in ("streaks", "slips", "special_dates", "changes"))
    ):
        restore.refuse("a deleted person still has a name or a history in the file")
    erased_at = moment(item["erased_at"])
    person = Person(
        id=uid(item["id"]),
        user=restore.user,
        label="",
        rule=item["rule"],
        allowed_contact="",
        created_at=moment(item["created_at"]),
        archived_at=moment(item["archived_at"]),
        erased_at=erased_at,
        current_start=erased_at.date(),
    )
    restore.check(person, exclude=["current_streak", "label"])
    with restore.batch():
        insert_rows(Person, [person], as_given=True)
    restore.state.setdefault("people", set()).add(str(person.pk))
    restore.tick(1)


def write_urge(restore: Restore, item: dict) -> None:
    if item["person"] not in restore.state.get("people", ()):
        restore.refuse(f"an urge points at a person ({item['person']}) who is not in the file")
    urge = Urge(
        id=uid(item["id"]),
        user=restore.user,
        person_id=uid(item["person"]),
        intensity=item["intensity"],
        triggers=item["triggers"],
        trigger_note=item["trigger_note"],
        unsent_message=item["unsent_message"],
        outcome=item["outcome"],
        created_at=moment(item["created_at"]),
        outcome_at=moment(item["outcome_at"]),
    )
    restore.check(urge, exclude=["user", "person"])
    restore.add(urge)


def write_reason(restore: Restore, item: dict) -> None:
    reason = Reason(
        id=uid(item["id"]),
        user=restore.user,
        kind=item["kind"],
        text=item["text"],
        position=item["position"],
        created_at=moment(item["created_at"]),
    )
    restore.check(reason, exclude=["user"])
    restore.add(reason)


def write_safe_contact(restore: Restore, item: dict) -> None:
    contact = SafeContact(
        id=uid(item["id"]),
        user=restore.user,
        name=item["name"],
        phone=item["phone"],
        created_at=moment(item["created_at"]),
    )
    restore.check(contact, exclude=["user"])
    restore.add(contact)


def finish(restore: Restore) -> None:
    restore.flush()
    for person in Person.objects.for_user(restore.user).select_related("current_streak"):
        person_recount(person=person)


def erase(user) -> list[str]:
    people = Person.objects.filter(user=user)  # the erased ones too
    Urge.objects.filter(user=user).delete()
    Change.objects.filter(person__in=people).delete()
    SpecialDate.objects.filter(person__in=people).delete()
    Slip.objects.filter(person__in=people).delete()
    people.update(current_streak=None)
    Streak.objects.filter(person__in=people).delete()
    people.delete()
    Reason.objects.filter(user=user).delete()
    SafeContact.objects.filter(user=user).delete()
    return []


def count(user) -> dict[str, int]:
    """How many items each list of the export holds (people: the erased ones too)."""
    return {
        "people": Person.objects.filter(user=user).count(),
        "urges": Urge.objects.filter(user=user).count(),
        "reasons": Reason.objects.filter(user=user).count(),
        "safe_contacts": SafeContact.objects.filter(user=user).count(),
    }


def describe(user) -> list[str]:
    n = count(user)
    people = Person.objects.for_user(user).count()  # the ones the user knows: no erased stubs
    return [
        counted(people, "person", "people") + ", with their streaks, slips and dates",
        counted(n["urges"], "urge", "urges") + " you recorded",
        counted(n["reasons"], "reason", "reasons")
        + " and "
        + counted(n["safe_contacts"], "safe contact", "safe contacts"),
    ]


def is_empty(user) -> bool:
    return not any(model.objects.filter(user=user).exists() for model in (Person, Urge, Reason, SafeContact))


PART = Part(
    name="counter",
    models=(
        "counter.Person",
        "counter.Streak",
        "counter.Slip",
        "counter.SpecialDate",
        "counter.Change",
        "counter.Urge",
        "counter.Reason",
        "counter.SafeContact",
    ),
    sections=(
        Section("people", many=True, read=read_people, write=write_person),
        Section("urges", many=True, read=read_urges, write=write_urge),
        Section("reasons", many=True, read=read_reasons, write=write_reason),
        Section("safe_contacts", many=True, read=read_safe_contacts, write=write_safe_contact),
    ),
    erase=erase,
    count=count,
    describe=describe,
    finish=finish,
    is_empty=is_empty,
)
