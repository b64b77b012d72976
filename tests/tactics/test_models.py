import pytest

from apps.tactics.matching import SLUGS
from apps.tactics.models import Tactic
from tests.factories import make_tactics

pytestmark = pytest.mark.django_db


def test_the_migration_loads_the_22_tactics_in_order():
    tactics = list(Tactic.objects.by_position())
    assert len(tactics) == 22
    assert tuple(t.slug for t in tactics) == SLUGS


def test_slugs_are_hyphenated_lowercase():
    for slug in Tactic.objects.values_list("slug", flat=True):
        assert slug == slug.lower()
        assert "_" not in slug and " " not in slug
    assert Tactic.objects.filter(slug__in=["guilt-tripping", "flying-monkeys", "hot-and-cold"]).count() == 3


def test_every_definition_is_one_plain_sentence():
    for tactic in Tactic.objects.all():
        assert tactic.name
        assert tactic.definition.endswith(".")
        assert ". " not in tactic.definition[:-1]
        assert "narcissist" not in tactic.definition.lower()


def test_with_slugs_filters_by_slug():
    found = Tactic.objects.with_slugs(["rage", "gaslighting", "no-such-tactic"])
    assert sorted(t.slug for t in found) == ["gaslighting", "rage"]


def test_str_is_the_name():
    assert str(Tactic.objects.get(slug="hot-and-cold")) == "Hot and cold"


def test_make_tactics_restores_flushed_tactics_and_keeps_edits():
    Tactic.objects.filter(slug="rage").update(name="Anger")
    Tactic.objects.exclude(slug="rage").delete()
    assert len(make_tactics()) == 22
    assert Tactic.objects.get(slug="rage").name == "Anger"


def test_the_queryset_keeps_djangos_ordered_property():
    """Django reads QuerySet.ordered (in first(), last() and the paginator): a method
    of that name would always be truthy, and an unordered first() would not add its
    ordering by primary key."""
    assert Tactic.objects.order_by().ordered is False
    assert Tactic.objects.by_position().ordered is True
    assert Tactic.objects.order_by().first() == Tactic.objects.order_by("pk").first()
