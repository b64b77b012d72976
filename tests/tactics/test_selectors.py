import pytest

from apps.tactics import selectors
from apps.tactics.models import Tactic

pytestmark = pytest.mark.django_db


def test_it_reads_the_tactics_once(django_assert_num_queries):
    name, count = Tactic.objects.get(slug="hoovering").name, Tactic.objects.count()
    selectors.tactics_ordered()
    with django_assert_num_queries(0):
        assert selectors.tactic_by_slug("hoovering").name == name
        assert len(selectors.tactics_ordered()) == count


def test_saving_a_tactic_forgets_the_copy():
    selectors.tactics_ordered()
    tactic = Tactic.objects.get(slug="hoovering")
    tactic.name = "Hoovering (renamed)"
    tactic.save()
    assert selectors.tactic_by_slug("hoovering").name == "Hoovering (renamed)"


def test_an_unknown_id_reloads_the_copy(django_assert_num_queries):
    selectors.tactics_ordered()
    new = Tactic.objects.bulk_create([Tactic(slug="new-one", name="New one", definition="d", order=99)])[0]
    with django_assert_num_queries(1):
        assert [t.slug for t in selectors.tactics_by_ids([new.pk])] == ["new-one"]


def test_the_copy_is_refreshed_after_a_while(monkeypatch):
    selectors.tactics_ordered()
    Tactic.objects.filter(slug="hoovering").update(name="Changed elsewhere")
    monkeypatch.setattr(selectors, "REFRESH_SECONDS", -1)
    assert selectors.tactic_by_slug("hoovering").name == "Changed elsewhere"


def test_ids_come_back_in_list_order():
    first, second = Tactic.objects.by_position()[:2]
    assert [t.id for t in selectors.tactics_by_ids([second.pk, first.pk])] == [first.pk, second.pk]


def test_each_tactic_carries_its_definition_and_article_link(db):
    from apps.tactics.selectors import forget_tactics, tactic_by_slug

    forget_tactics()
    hoovering = tactic_by_slug("hoovering")
    assert hoovering.definition.startswith("Getting back in touch")
    assert "\n" not in hoovering.definition
    assert hoovering.article_url == "/library/hoovering/"


def test_the_choice_partial_shows_definition_and_link(db):
    from django.template.loader import render_to_string

    from apps.tactics.selectors import forget_tactics, tactic_by_slug

    forget_tactics()
    html = render_to_string(
        "tactics/_choice.html", {"value": "hoovering", "checked": True, "tactic": tactic_by_slug("hoovering")}
    )
    assert 'id="tactic-hoovering" checked aria-describedby="tactic-hoovering-def"' in html
    assert "Getting back in touch" in html
    assert 'href="/library/hoovering/"' in html


def test_the_log_form_shows_each_tactic_with_its_definition_and_article(alice_client):
    from django.urls import reverse

    page = alice_client.get(reverse("attempts:create")).content.decode()
    assert page.count('class="tactic-choice"') == 22
    assert "Getting back in touch after a gap" in page
    assert 'href="/library/hoovering/"' in page
    assert 'aria-describedby="tactic-hoovering-def"' in page


def test_the_live_suggestions_say_quietly_when_a_message_is_not_in_english(alice_client):
    from django.urls import reverse

    r = alice_client.post(reverse("attempts:suggest"), {"message": "Je pense à toi tous les jours, réponds-moi"})
    assert b"English and Spanish only" in r.content
    assert b'class="chip"' not in r.content
    r = alice_client.post(reverse("attempts:suggest"), {"message": "hey stranger, just checking in"})
    assert b"English and Spanish only" not in r.content
    assert b"Suggestions in Spanish" not in r.content


def test_the_live_suggestions_read_spanish_and_say_they_find_less(alice_client):
    from django.urls import reverse

    r = alice_client.post(reverse("attempts:suggest"), {"message": "hola, te extraño mucho, llámame por favor"})
    page = r.content.decode()
    assert "Suggestions in Spanish come from a short list of phrases" in page
    assert 'class="chip"' in page
    assert "te extraño" in page
