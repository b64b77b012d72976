"""A junk block (speech recognition losing the thread for a few seconds) goes whole: its
garbled words and the short off-subject sentences left after them, never the talk around it."""

import json
import random

from apps.library.cleaning import remove_garbled
from tests.library.noisegen import BASE, _nonsense_sentence

# Less common English words no talk about no contact uses: what a recogniser makes of a
# mumble ("My purpose is Isaac,"), each of them in a leftover sentence of its own.
_ODD_WORDS = [
    "courage", "lantern", "isaac", "walrus", "pelican", "harbour", "velvet", "trombone", "glacier",
    "marmalade", "saddle", "orchid", "compass", "thimble", "canyon", "biscuit", "pottery", "anchor",
]  # fmt: skip
_ENDED = ["My {} has no answer or answer.", "The {} is for later.", "So {} then.", "And the {} goes on."]
_RUN_INTO = ["I dive into a {} more different", "My purpose is {},", "Therefore, the {} of"]
_RESUMES = {"They", "You", "The", "But", "And", "So", "When", "If", "This", "That", "It", "Your", "Their"}


def _block(rng: random.Random) -> tuple[str, list[str]]:
    junk, _made_up = _nonsense_sentence(rng)
    words = rng.sample(_ODD_WORDS, 3)
    leftovers = [template.format(word) for template, word in zip(rng.sample(_ENDED, 2), words[:2], strict=True)]
    if rng.random() < 0.5:
        leftovers.insert(1, "No time for later.")
    # The recogniser runs back into the talk with a fragment that has no end of its own.
    leftovers.append(rng.choice(_RUN_INTO).format(words[2]))
    return " ".join([junk, *leftovers]), [junk, *leftovers]


def test_junk_blocks_go_whole_inside_the_articles_prose():
    articles = json.loads(BASE.read_text(encoding="utf-8"))["articles"]
    lost, left = [], []
    for seed, name in enumerate(sorted(articles)):
        rng = random.Random(100 + seed)
        real = list(dict.fromkeys(articles[name]))
        # The talk resumes with a sentence the splitter can find after a fragment (text._OPENERS).
        at = rng.choice([i for i in range(3, len(real) - 3) if real[i].split()[0] in _RESUMES])
        block, pieces = _block(rng)
        cleaned = remove_garbled(" ".join([*real[:at], block, *real[at:]]))
        lost += [s for s in real if s not in cleaned]
        left += [p for p in pieces if p.rstrip(",.") in cleaned]
    assert lost == []
    assert left == []


def test_the_block_left_in_talk_001_goes_whole():
    text = (
        "You do not need their validation. You do not need them to admit the truth. Just nunca ROMPLIZARRAS "
        "Essentially, I feel learned. I make progress. I ex\u0105me repression. My courage has no answer or "
        "answer. No time for later. My purpose is Isaac, Therefore, I dive into a more different serious You "
        "do not need them to admit the truth they kept denying because your healing no longer depends on "
        "their honesty. It depends on your decision to stop giving your power away piece by piece. Your "
        "healing is your own. The truth does not need their honesty. Your validation comes from you. You stop "
        "waiting for the truth. Your power was never theirs."
    )

    cleaned = remove_garbled(text)

    for junk in ("ROMPLIZARRAS", "progress", "courage", "No time", "Isaac", "dive"):
        assert junk not in cleaned
    assert "You do not need their validation." in cleaned
    assert "your healing no longer depends on their honesty." in cleaned
    assert "It depends on your decision" in cleaned


def test_a_short_sentence_on_the_subject_after_a_garbled_one_stays():
    text = (
        "No contact is a boundary. Keep the boundary when they test it. Blorvish tremple the snarfing. "
        "Your boundary holds. The boundary is yours, and no one can take it from you."
    )

    assert "Your boundary holds." in remove_garbled(text)


def test_a_tail_sharing_a_word_the_talk_uses_often_still_goes():
    # "hoover" is the talk's subject, but the tail's sofa and cushions are nowhere else in it.
    body = "Hoovering is when they try to pull you back in. " * 6 + "Expect hoovering near holidays. " * 3
    tail = "Hoover under the sofa cushions. The lemurs arrive in April."
    cleaned = remove_garbled(body + "Blorvish tremple the snarfing. " + tail)
    assert cleaned.strip() == body.strip()


def test_a_talk_that_goes_on_after_a_garbled_sentence_is_not_an_outro():
    body = "A real sentence about healing that goes on for a while. " * 12
    after = " ".join(
        f"The {word} is a thing of its own."
        for word in ("kettle", "lantern", "walrus", "pelican", "saddle", "compass", "thimble", "anchor", "orchid")
    )
    cleaned = remove_garbled(body + "Blorvish tremple the snarfing. " + after)
    assert after in cleaned


def test_seven_sentences_with_a_long_one_after_a_garbled_sentence_are_the_talk_going_on():
    body = "A real sentence about healing that goes on for a while. " * 12
    after = (
        " ".join(
            f"The {word} is a thing of its own."
            for word in ("kettle", "lantern", "walrus", "pelican", "saddle", "compass")
        )
        + " The orchid on the windowsill in the back bedroom has flowered every spring for eleven years now."
    )
    cleaned = remove_garbled(body + "Blorvish tremple the snarfing. " + after)
    assert after in cleaned


def test_a_phrase_said_twice_after_a_garbled_sentence_does_not_end_a_junk_block():
    body = "Boundaries are built slowly, and boundaries can be rebuilt. " * 8
    text = (
        body + "Will your is lientsniestate is brosksnumthail. Suspicion assumes the worst of everyone. "
        "Discernment watches and learns. It gives It gives people small chances and notices what they do with "
        "them, and your boundaries hold. Your boundaries are yours."
    )
    cleaned = remove_garbled(text)
    assert "Suspicion assumes the worst of everyone." in cleaned
    assert "Discernment watches and learns." in cleaned


def test_a_possessive_before_a_full_stop_ends_the_sentence():
    from apps.library.text import sentences

    text = "It is simply yours, as it is everyone's. Minslooish your of it. J. K. Rowling wrote it."
    assert [text[s.start : s.end] for s in sentences(text)] == [
        "It is simply yours, as it is everyone's.",
        "Minslooish your of it.",
        "J. K. Rowling wrote it.",
    ]


def test_a_named_letter_before_a_full_stop_ends_the_sentence():
    from apps.library.text import sentences

    text = "Members get a monthly Q and A. That space is yours to fill. Then try plan B. J. K. Rowling wrote it."

    assert [text[s.start : s.end] for s in sentences(text)] == [
        "Members get a monthly Q and A.",
        "That space is yours to fill.",
        "Then try plan B.",
        "J. K. Rowling wrote it.",
    ]


def test_a_name_english_lists_do_not_hold_is_not_junk():
    text = (
        "I joined a male voice choir in Pontarddulais. We have a dog called Frijol. "
        "Nobody asks me for a photo of where I am."
    )
    assert remove_garbled(text) == text


def test_a_made_up_word_is_junk_in_lower_case_or_opening_a_sentence():
    talk = (
        "You can rest now. The quiet after leaving is not emptiness, it is room. "
        "Some days the urge to reply will be strong, and that is normal. "
        "Write down what happened, so that your memory has something to lean on. "
        "Tell one person you trust what you are doing and why. "
    )
    for junk in ["The brellish tarment will fondrate.", "Brellish tarments fondrate slowly."]:
        cleaned = remove_garbled(talk + junk)
        assert "rellish" not in cleaned
        assert talk.strip() in cleaned
