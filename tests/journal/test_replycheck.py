"""The reply check: each flag names the words that raised it; the BIFF shape keeps only
the facts; nothing is stored (the pure module here, its pages in test_reply_views.py)."""

import io
from pathlib import Path

import pytest
from django.conf import settings
from django.core.management import call_command

from apps.journal.management.commands.evaluate_reply_check import SUFFIXES
from apps.journal.replycheck import FLAGS, check_reply
from apps.journal.replycheck.check import FIRM, FRIENDLY, GREY_ROCK, MISSING_FACT
from apps.journal.replycheck.evaluation import evaluate, load_drafts

SETS = Path(settings.BASE_DIR) / "tests" / "journal"


def flags(text: str) -> dict[str, tuple[str, ...]]:
    return {flag.slug: flag.triggers for flag in check_reply(text).flags}


def test_each_flag_names_the_words_that_raised_it_as_written():
    found = flags("I\u2019m SORRY. I feel awful, because you never said it. Can we talk?")
    assert found["apology"] == ("SORRY",)
    assert found["feelings"] == ("I feel",)
    assert found["justifying"] == ("because", "you never said")
    assert found["questions"] == ("Can we talk",)


def test_length_names_its_counts():
    found = flags(" ".join(["Pick-up is at five on Friday."] * 10))
    assert found == {"length": ("60 words", "10 sentences")}


def test_a_plain_practical_reply_raises_nothing():
    result = check_reply("Pick-up is at 5 on Friday. The swimming kit is in the bag.")
    assert result.clean and result.words == 13 and result.sentences == 2


def test_a_closed_question_about_logistics_is_not_flagged_but_an_open_one_is():
    assert "questions" not in flags("Can you confirm 5pm on Sunday?")
    assert "questions" in flags("Why do you always do this?")
    assert "questions" not in flags("I know why you did it.")  # "why" asks only in a question


@pytest.mark.parametrize(
    ("draft", "slug", "triggers"),
    [
        # Round 3 (tests/journal/reply_drafts.md): wording the earlier rules missed.
        ("How's the new job going?", "questions", ("How's the",)),
        ("Have you got a minute to chat tonight?", "questions", ("a minute to chat",)),
        ("why r u like this", "questions", ("why r u like this",)),
        ("I've been a wreck since Sunday.", "feelings", ("I've been a wreck",)),
        ("It makes me so angry when you do that.", "feelings", ("makes me so angry",)),
        ("I did nothing wrong.", "justifying", ("I did nothing wrong",)),
        ("It was your decision, not mine.", "justifying", ("was your decision",)),
    ],
)
def test_round_three_wording_is_flagged_with_its_words(draft, slug, triggers):
    assert flags(draft)[slug] == triggers


def test_a_question_about_a_task_is_not_an_invitation_to_talk():
    assert "questions" not in flags("Can you talk to the school about the form?")
    assert "questions" not in flags("Is there time to sign it before Friday?")


def test_the_biff_shape_keeps_the_facts_and_drops_the_rest():
    result = check_reply("I'm sorry, I know this is hard for you, but I can't do Saturday because of work.")
    assert result.kept == ("I can't do Saturday.",)
    assert result.biff == f"{FRIENDLY} I can't do Saturday. {FIRM}"
    assert result.grey_rock == GREY_ROCK


def test_the_biff_shape_keeps_a_greeting_and_asks_for_the_fact_when_none_is_left():
    result = check_reply("Hi Dad. I miss you so much. Why won't you talk to me?")
    assert result.greeting == "Hi Dad,"
    assert result.biff.startswith("Hi Dad, thanks for your message.")
    assert MISSING_FACT in result.biff


def test_the_biff_shape_does_not_thank_twice():
    assert check_reply("Thanks for letting me know. I'll be there at 6.").biff == (
        "Thanks for letting me know. I'll be there at 6."
    )


@pytest.mark.parametrize("draft", ["", "   ", "?!?", "…", "a" * 5000, "because " * 800, "😀" * 50])
def test_any_draft_is_checked_without_error(draft):
    result = check_reply(draft)
    assert result.biff


def test_a_long_draft_is_checked_quickly():
    import time

    draft = "I'm sorry, I know, but because you never listen, can we talk? " * 80  # about 5,000 characters
    start = time.process_time()
    check_reply(draft)
    assert time.process_time() - start < 0.5


def test_the_labelled_sets_name_only_known_flags_and_hold_enough_drafts():
    sets = [load_drafts(SETS / f"reply_drafts{suffix}.json") for suffix in SUFFIXES]
    assert len(sets) == 5
    assert sum(map(len, sets)) >= 60 and all(len(drafts) >= 40 for drafts in sets)
    for drafts in sets:  # every flag is labelled in every set, and so measured
        assert all(any(slug in draft.flags for draft in drafts) for slug in FLAGS)
    texts = [{d.text for d in drafts} for drafts in sets]
    assert sum(map(len, texts)) == len(set().union(*texts))  # no draft in two sets


def test_evaluation_counts_true_and_false_flags():
    drafts = load_drafts(SETS / "reply_drafts.json")[:3]
    report = evaluate(drafts, raise_flags=lambda text: ("apology",))
    assert report.per_flag["apology"].fp == 3 - sum("apology" in d.flags for d in drafts)


def test_the_command_prints_precision_and_recall_per_flag_for_every_set():
    out = io.StringIO()
    call_command("evaluate_reply_check", stdout=out)
    text = out.getvalue()
    assert text.count("== ") == 5
    assert text.split("== ")[-1].startswith(str(SETS / "reply_drafts_frozen3.json"))  # the unseen set comes last
    for slug in FLAGS:
        assert text.count(f"\n{slug} ") == 5
