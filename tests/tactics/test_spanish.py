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
        "Abrí una cuenta en el banco para los gastos de los niños.",
        "Pregúntale a tu padre, él sí sabe dónde está el seguro.",
        "No sé qué decirle a la abogada sobre las fechas, ¿me llamas?",
        "Perdona, perdona, no había visto tu mensaje. El lunes los recojo yo.",
        "Espero que estés tranquila, el viaje de los niños fue bien.",
    ],
)
def test_plain_spanish_messages_and_a_denial_get_no_tactic(text):
    assert is_spanish(text)
    assert "hoovering" not in slugs(text)
    if not text.startswith("Ya no"):
        assert suggest_tactics(text) == []


@pytest.mark.parametrize("text", ["hola", "Hola!!", "estas?", "buenas"])
def test_a_spanish_greeting_alone_is_a_message_of_its_own_and_reaches_out(text):
    assert suggestion_note(text) == SPANISH_NOTE
    assert slugs(text) == {"hoovering"}


def test_a_greeting_that_opens_a_plain_message_is_not_hoovering():
    assert "hoovering" not in slugs("Hola, mañana recojo a los niños a las 5.")


@pytest.mark.parametrize(
    ("text", "slug"),
    [
        ("Tu abuelo preguntó por ti tres veces. Aquí estamos todos menos tú.", "guilt-tripping"),
        ("Supongo que no vendrás, como siempre.", "guilt-tripping"),
        ("Lindo vestido, aunque el de tu prima era más elegante.", "devaluation"),
        ("Bueno, con esa empresa tampoco es que sea muy difícil.", "devaluation"),
        ("Te quiero mucho aunque seas una malagradecida.", "hot-and-cold"),
        ("Creé esta cuenta solo para decirte que te extraño.", "hoovering"),
    ],
)
def test_the_spanish_rules_read_the_quieter_forms_of_the_weak_tactics(text, slug):
    assert slug in slugs(text)


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
        # Tuned on (helper es_dev's 150): P 73% / R 65%, 23 of 25 no-tactic messages left empty;
        # round 13 (the quieter forms of guilt, devaluation, hot and cold; a bare greeting): 73% / 71%.
        ("dev", 0.68, 0.66, 22),
        # Blind, measured once (P 60% / R 35%, 13 of 14), then two bugs it showed were fixed:
        # P 62% / R 35%; tuned on in round 13: 66% / 43%. Floors a little under; see
        # tests/tactics/spanish/README.md.
        ("frozen_es1", 0.62, 0.4, 12),
        # Blind until round 13, measured before (P 61% / R 34%) and after (P 63% / R 37%).
        ("frozen_es2", 0.6, 0.35, 12),
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

    sealed = SETS / "sealed" / "frozen_es3_messages.json.gz"
    digest = hashlib.sha256(gzip.decompress(sealed.read_bytes())).hexdigest()
    assert digest == "870eeb07b4acb80240f9446b8050286ed986c22f1d159d1c315eb2631938b386"


def test_the_spent_blind_spanish_set_is_as_its_writer_left_it():
    import hashlib

    digest = hashlib.sha256((SETS / "frozen_es2_messages.json").read_bytes()).hexdigest()
    assert digest == "2641ac3c25823b6225a8da15bff8c231e9dce1c2000bd01daf78724a58b2547a"
