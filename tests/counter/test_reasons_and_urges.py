import pytest
from django.core.exceptions import ValidationError

from apps.counter import services
from apps.counter.models import Person, Reason, Urge
from tests.factories import make_person, make_reason, make_urge, make_user

pytestmark = pytest.mark.django_db


def texts(user, kind=Reason.Kind.WHY) -> list[str]:
    return list(Reason.objects.filter(user=user, kind=kind).values_list("text", flat=True))


def test_reasons_are_added_at_the_end_of_their_own_list(alice):
    make_reason(user=alice, text="one")
    make_reason(user=alice, text="cost", kind=Reason.Kind.COST)
    make_reason(user=alice, text="two")
    assert texts(alice) == ["one", "two"]
    assert texts(alice, Reason.Kind.COST) == ["cost"]


def test_moving_a_reason_swaps_it_with_its_neighbour(alice):
    one, _two, three = (make_reason(user=alice, text=t) for t in ("one", "two", "three"))
    services.reason_move(reason=three, direction="up")
    assert texts(alice) == ["one", "three", "two"]
    services.reason_move(reason=one, direction="down")
    assert texts(alice) == ["three", "one", "two"]


def test_moving_past_either_end_changes_nothing(alice):
    one, two = make_reason(user=alice, text="one"), make_reason(user=alice, text="two")
    services.reason_move(reason=one, direction="up")
    services.reason_move(reason=two, direction="down")
    assert texts(alice) == ["one", "two"]


def test_moving_never_touches_another_users_reasons(alice, bob):
    make_reason(user=bob, text="bob's")
    make_reason(user=alice, text="one")
    two = make_reason(user=alice, text="two")
    services.reason_move(reason=two, direction="up")
    assert texts(alice) == ["two", "one"]
    assert texts(bob) == ["bob's"]


def test_an_empty_or_overlong_reason_is_refused(alice):
    with pytest.raises(ValidationError):
        make_reason(user=alice, text="   ")
    with pytest.raises(ValidationError):
        make_reason(user=alice, text="x" * 1001)
    assert not Reason.objects.exists()


def test_a_resisted_urge_is_counted_on_its_person(alice):
    person = make_person(user=alice)
    make_urge(person=person, outcome=Urge.Outcome.RESISTED)
    make_urge(person=person, outcome=Urge.Outcome.PENDING)
    make_urge(person=person, outcome=Urge.Outcome.SLIPPED)
    assert Person.objects.get(pk=person.pk).resisted_urges == 1


def test_changing_an_urges_outcome_keeps_the_count_right(alice):
    person = make_person(user=alice)
    urge = make_urge(person=person)
    services.urge_set_outcome(urge=urge, outcome=Urge.Outcome.RESISTED)
    assert Person.objects.get(pk=person.pk).resisted_urges == 1
    services.urge_set_outcome(urge=urge, outcome=Urge.Outcome.RESISTED)
    assert Person.objects.get(pk=person.pk).resisted_urges == 1
    urge = services.urge_set_outcome(urge=urge, outcome=Urge.Outcome.SLIPPED)
    assert Person.objects.get(pk=person.pk).resisted_urges == 0
    assert urge.outcome_at is not None


@pytest.mark.parametrize("intensity", [0, 11])
def test_an_intensity_outside_1_to_10_is_refused(alice, intensity):
    person = make_person(user=alice)
    with pytest.raises(ValidationError):
        make_urge(person=person, intensity=intensity)
    assert not Urge.objects.exists()


def test_an_urge_about_someone_elses_person_is_refused(alice, bob):
    bobs = make_person(user=bob, label="B")
    with pytest.raises(ValidationError):
        services.urge_record(user=alice, person=bobs, intensity=5)


def test_a_person_with_protected_records_is_not_deleted(alice, monkeypatch):
    from django.db.models import ProtectedError

    person = make_person(user=alice)

    def refuse(self, *args, **kwargs):
        raise ProtectedError("protected", set())

    monkeypatch.setattr(Person, "delete", refuse)
    with pytest.raises(ValidationError):
        services.person_delete(person=person)
    assert Person.objects.filter(pk=person.pk).exists()


def test_deleting_a_person_deletes_their_history_only(alice):
    person = make_person(user=alice)
    other = make_person(user=make_user(username="carol"))
    services.slip_record(person=person, date=person.current_start)
    services.person_delete(person=person)
    assert list(Person.objects.all()) == [other]
