"""Which tag's article a passage reads most like (apps.library.nearest)."""

from apps.library.nearest import corroborated, nearest_tags


def _article(directory, name: str, front: str, body: str) -> None:
    (directory / f"{name}.md").write_text(f"---\n{front}\nquotes: []\n---\n{body}\n", encoding="utf-8")


def test_a_tactic_is_read_from_its_article_and_a_theme_from_the_recovery_articles_that_lead_with_it(tmp_path):
    _article(
        tmp_path, "baiting", "title: Baiting\nslug: baiting\nkind: tactic\nthemes: [closure]", "A hook to provoke you."
    )
    _article(
        tmp_path,
        "closure",
        "title: Closure\nslug: closure-within\nkind: recovery\nthemes: [closure, boundaries]",
        "Closure comes from within, an ending you write yourself.",
    )
    _article(
        tmp_path,
        "safety",
        "title: Safety\nslug: danger\nkind: safety\nthemes: [boundaries]",
        "Closure, ending, provoke, hook: a safety article is no tag's.",
    )
    assert nearest_tags("They provoke you with a hook.", tmp_path) == ["baiting"]
    assert nearest_tags("You write your own ending; closure comes from within.", tmp_path) == ["closure"]
    assert nearest_tags("The weather was mild.", tmp_path) == []


def test_a_passage_reads_most_like_the_article_of_what_it_is_about():
    assert nearest_tags("You grieve the version of them you thought was real. The mourning comes in waves.")[0] == (
        "grief-and-detox"
    )
    assert nearest_tags("They watch your stories and check your profile to keep tabs on you.")[0] == "surveillance"


def test_an_alias_in_another_sentence_corroborates_a_tag_the_rules_found_and_never_makes_one(tmp_path):
    _article(
        tmp_path,
        "strategic-silence",
        "title: Strategic silence\nslug: strategic-silence\nkind: tactic\naliases: [silent treatment, ghosting]",
        "Going quiet on purpose.",
    )
    text = "They go quiet for days. It is the silent treatment. Ghosting, again."
    found = {"strategic-silence": [0]}
    assert corroborated(text, found, tmp_path) == {
        "strategic-silence": [0, text.index("silent treatment"), text.index("Ghosting")]
    }
    assert corroborated(text, {}, tmp_path) == {}
    assert corroborated(text, {"rage": [3]}, tmp_path) == {"rage": [3]}
