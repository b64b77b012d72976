"""Suggestions for messages in Spanish: the phrase rules of apps/tactics/spanish/ (issue 16)."""

import re
from pathlib import Path

import pytest

from apps.tactics import spanish
from apps.tactics.evaluation import evaluate, load_labelled
from apps.tactics.language import ENGLISH_ONLY_NOTE, SPANISH_NOTE, is_spanish, suggestion_note
from apps.tactics.matching import mentions_self_harm, rule_suggestions, spanish_suggestions, suggest_tactics

SETS = Path(__file__).parent / "spanish"


def slugs(text: str) -> set[str]:
    return {s.slug for s in suggest_tactics(text)}


def test_folding_takes_accents_off_and_keeps_every_character_in_its_place():
    text = "¿Cómo ESTÁS? Te extraño 💔"

    folded = spanish.fold(text)

    assert folded == "¿Como ESTAS? Te extrano 💔"
    assert len(folded) == len(text)


@pytest.mark.parametrize(
    ("text", "slug", "trigger"),
    [
        ("hola cómo estás? te extraño mucho, llámame", "hoovering", "te extraño"),
        ("Después de todo lo que hice por ti, así me pagas.", "guilt-tripping", "así me pagas"),
        ("Tu madre dice que te echa de menos. Yo solo te lo digo.", "flying-monkeys", "Tu madre dice"),
        ("Eso nunca pasó, te lo estás inventando.", "gaslighting", "Eso nunca pasó"),
        ("Feliz cumpleaños, hoy hace un año de nuestra primera cita", "timed-contact", "Feliz cumpleaños"),
        ("Estaba esperando afuera de tu trabajo", "showing-up", "Estaba esperando afuera"),
        ("eres una fracasada, nadie te va a querer", "devaluation", "nadie te va a querer"),
        ("Lo siento mucho, he cambiado, dame otra oportunidad", "fake-apology", "Lo siento mucho"),
        ("[Vio tu historia de Instagram a las 3 de la mañana]", "surveillance", "[Vio tu historia"),
        ("q tal? hace siglos q no se nada de ti", "hoovering", "hace siglos q no se"),
    ],
)
def test_a_spanish_message_gets_its_tactic_with_the_words_as_written(text, slug, trigger):
    found = {s.slug: s.triggers for s in suggest_tactics(text)}

    assert slug in found
    assert trigger in found[slug]


@pytest.mark.parametrize(
    "text",
    [
        "Vale, recojo a los niños a las 5 en la puerta del cole.",
        "Mañana llevo a Lucas al dentista a las 10, te aviso cuando salgamos.",
        "Te paso el número de la póliza del seguro del coche: 4471-B.",
        "Ya no te echo de menos, que te vaya bien.",
    ],
)
def test_plain_spanish_messages_and_a_denial_get_no_tactic(text):
    assert is_spanish(text)
    assert "hoovering" not in slugs(text)
    if not text.startswith("Ya no"):
        assert suggest_tactics(text) == []


def test_shouting_in_spanish_is_rage_and_an_apology_for_being_an_idiot_is_not():
    assert "rage" in slugs("ERES UNA EGOÍSTA Y UNA COBARDE")
    assert "rage" not in slugs("Fui un idiota contigo, lo siento de verdad.")


def test_warm_and_hostile_in_one_spanish_message_is_hot_and_cold():
    assert "hot-and-cold" in slugs("Te amo con locura. Vete a la mierda.")


def test_rule_suggestions_read_spanish_with_the_spanish_rules():
    text = "Te echo de menos, llámame por favor"
    assert [s.slug for s in rule_suggestions(text)] == [s.slug for s in spanish_suggestions(text)] == ["hoovering"]


def test_a_spanish_message_gets_a_quiet_note_that_says_how_much_less_it_finds():
    assert suggestion_note("hola cómo estás? te extraño mucho") == SPANISH_NOTE
    assert suggestion_note("Je pense à toi tous les jours, réponds-moi") == ENGLISH_ONLY_NOTE
    assert "!" not in SPANISH_NOTE


@pytest.mark.parametrize("text", ["Ya no quiero vivir, me voy a matar", "quiero morirme", "me voy a hacer daño"])
def test_self_harm_in_spanish_brings_the_safety_note(text):
    assert mentions_self_harm(text)
    assert "pity-play" in slugs(text)


@pytest.mark.parametrize(
    "text", ["No quiero vivir en ese barrio.", "Me muero de ganas de ver la peli.", "Mañana me corto el pelo."]
)
def test_everyday_spanish_is_not_self_harm(text):
    assert not mentions_self_harm(text)


def test_every_plain_spanish_rule_is_lowercase_and_without_accents_and_compiles():
    for slug, patterns in spanish.RULES.items():
        for pattern in patterns:
            re.compile(pattern)
            if pattern.startswith("(?#raw)"):
                continue
            assert pattern == pattern.lower(), (slug, pattern)
            assert spanish.fold(pattern) == pattern, (slug, pattern)


def test_the_spanish_rules_cover_every_tactic_the_english_ones_do():
    from apps.tactics.rules import RULES

    assert list(spanish.RULES) == list(RULES)


@pytest.mark.slow
@pytest.mark.parametrize(
    ("name", "precision", "recall", "empty"),
    [
        # Tuned on (helper es_dev's 150): P 73% / R 65%, 23 of 25 no-tactic messages left empty.
        ("dev", 0.68, 0.6, 22),
        # Blind, measured once (P 60% / R 35%, 13 of 14), then two bugs it showed were fixed:
        # P 62% / R 35%. Floors a little under; see tests/tactics/spanish/README.md.
        ("frozen_es1", 0.58, 0.32, 12),
    ],
)
def test_the_spanish_sets_hold_their_figures(name, precision, recall, empty):
    report = evaluate(load_labelled(SETS / f"{name}_messages.json", truth="writer"))

    assert report.micro.precision >= precision
    assert report.micro.recall >= recall
    assert report.empty_kept >= empty


def test_every_day_is_not_the_old_days():
    text = "Hija, tu abuela pregunta por ti todos los días."
    assert "nostalgia-bait" not in slugs(text)
    assert "nostalgia-bait" in slugs("¡Qué tiempos aquellos! Esos días en la playa no vuelven.")


def test_the_blind_set_s_readers_file_is_in_step_with_it():
    import json

    from apps.tactics.evaluation import our_slug

    rows = json.loads((SETS / "frozen_es1_messages.json").read_text(encoding="utf-8"))
    also = json.loads((SETS / "frozen_es1_messages.readers.json").read_text(encoding="utf-8"))["also_named"]
    reader = json.loads((SETS.parent / "readers" / "frozen_es1_reader_i.json").read_text(encoding="utf-8"))
    assert len(also) == len(rows) == len(reader) == 100
    for row, extra, read in zip(rows, also, reader, strict=True):
        writer = {our_slug(s) for s in row["tactics"]}
        assert {our_slug(s) for s in extra} == {our_slug(s) for s in read["tactics"]} - writer


def test_the_sealed_spanish_set_is_as_its_writer_left_it():
    # tests/tactics/spanish/README.md: never read; measured once, the next change's "before".
    import gzip
    import hashlib

    sealed = SETS / "sealed" / "frozen_es2_messages.json.gz"
    digest = hashlib.sha256(gzip.decompress(sealed.read_bytes())).hexdigest()
    assert digest == "2641ac3c25823b6225a8da15bff8c231e9dce1c2000bd01daf78724a58b2547a"
