"""The article checker (tools/check_article_quotes.py): its parser, its checks, and a run
over the shipped articles."""

import importlib.util
import sys
import types
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
_spec = importlib.util.spec_from_file_location("check_article_quotes", ROOT / "tools" / "check_article_quotes.py")
checker = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(checker)

TRANSCRIPT = (
    "They said it was nothing.  \u201cI never did that,\u201d they wrote \u2014 twice.\n"
    "You can trust   what you saw and what you remember about it."
)
THEMES = frozenset({"self-trust", "closure"})


def write_article(folder: Path, slug: str, front: str, body: str) -> Path:
    path = folder / f"{slug}.md"
    path.write_text(f"---\n{front.strip()}\n---\n{body}", encoding="utf-8")
    return path


def recovery_front(slug: str = "trusting", quotes: str | None = None) -> str:
    if quotes is None:
        quotes = '  - transcript: t.txt\n    text: "You can trust what you saw and what you remember about it."'
    return (
        f"title: Trusting\nslug: {slug}\nkind: recovery\n"
        "summary: A calm sentence.\ntactics: [gaslighting]\nthemes: [self-trust]\n"
        f"quotes:\n{quotes}"
    )


def check(path: Path, slugs: set[str] | None = None) -> list[str]:
    art = checker.parse_article(path)
    transcripts = {"t.txt": checker.normalise(TRANSCRIPT)}
    return checker.check_article(art, transcripts, slugs or {path.stem}, THEMES)


def test_normalise_straightens_quotes_dashes_and_spaces():
    text = checker.normalise("\u2018a\u2019 \u201cb\u201d c\u2013d e\u2014f g\u2026  h\t\ti\nj")
    assert text == "'a' \"b\" c-d e-f g... h i\nj"


def test_it_accepts_an_exact_quote_after_normalisation(tmp_path):
    body = "\nSome words.\n\n{{quote 1}}\n\nMore words.\n"
    assert check(write_article(tmp_path, "trusting", recovery_front(), body)) == []


def test_it_reads_escaped_double_quotes(tmp_path):
    quotes = '  - transcript: t.txt\n    text: "\\"I never did that,\\" they wrote - twice."'
    path = write_article(tmp_path, "trusting", recovery_front(quotes=quotes), "\n{{quote 1}}\n")
    assert check(path) == []
    assert checker.parse_article(path).meta["quotes"][0]["text"].startswith('"I never')


def test_it_reports_a_quote_not_in_the_transcript(tmp_path):
    quotes = '  - transcript: t.txt\n    text: "You can trust what you saw and what they told you."'
    path = write_article(tmp_path, "trusting", recovery_front(quotes=quotes), "\n{{quote 1}}\n")
    assert any("not found in t.txt" in p for p in check(path))


def test_it_reports_a_quote_from_an_unknown_transcript(tmp_path):
    quotes = '  - transcript: other.txt\n    text: "You can trust what you saw and what you remember about it."'
    path = write_article(tmp_path, "trusting", recovery_front(quotes=quotes), "\n{{quote 1}}\n")
    assert any("no transcript named 'other.txt'" in p for p in check(path))


def test_it_reports_a_marker_without_a_quote_and_an_unused_quote(tmp_path):
    path = write_article(tmp_path, "trusting", recovery_front(), "\n{{quote 2}}\n")
    problems = check(path)
    assert any("{{quote 2}} refers to no quote" in p for p in problems)
    assert any("never placed in the body: [1]" in p for p in problems)


def test_it_wants_a_marker_on_its_own_line_between_blank_lines(tmp_path):
    path = write_article(tmp_path, "trusting", recovery_front(), "\n- a point\n{{quote 1}}\n")
    assert any("blank line goes before and after" in p for p in check(path))
    path = write_article(tmp_path, "trusting", recovery_front(), "\nAs they said {{quote 1}}.\n")
    assert any("must stand alone on its line" in p for p in check(path))


def test_it_rejects_a_plain_value_a_yaml_parser_would_misread(tmp_path):
    front = recovery_front().replace("summary: A calm sentence.", "summary: Note: this breaks YAML.")
    path = write_article(tmp_path, "trusting", front, "\n{{quote 1}}\n")
    with pytest.raises(checker.FrontMatterError, match="needs double quotes"):
        checker.parse_article(path)


def test_it_reports_unknown_slugs_links_and_a_wrong_file_name(tmp_path):
    front = recovery_front(slug="other").replace("[gaslighting]", "[gaslight]")
    front = front.replace("[self-trust]", "[self-trust, nowhere]")
    body = "\n{{quote 1}}\n\nSee [this](/library/missing/) and [that](/library/trusting/).\n"
    problems = check(write_article(tmp_path, "trusting", front, body))
    assert any("must be lowercase-hyphenated and match the file name" in p for p in problems)
    assert any("unknown tactic 'gaslight'" in p for p in problems)
    assert any("unknown theme 'nowhere'" in p for p in problems)
    assert any("/library/missing/" in p for p in problems)
    assert not any("/library/trusting/" in p for p in problems)


def test_it_reports_exclamation_marks_phone_numbers_and_other_hosts(tmp_path):
    body = "\n{{quote 1}}\n\nCall 0800 123 4567 now! Or see https://example.org.\n"
    problems = check(write_article(tmp_path, "trusting", recovery_front(), body))
    assert any("exclamation mark" in p for p in problems)
    assert any("phone number" in p for p in problems)
    assert any("another host" in p for p in problems)


def test_a_tactic_article_needs_its_sections_length_and_quotes(tmp_path):
    front = recovery_front(slug="gaslighting").replace("kind: recovery", "kind: tactic")
    problems = check(write_article(tmp_path, "gaslighting", front, "\n## What it is\n\n{{quote 1}}\n"))
    assert any("1 quotes; a tactic article carries 2-4" in p for p in problems)
    assert any("missing section '## When to get help'" in p for p in problems)
    assert any("a tactic article has 350-800" in p for p in problems)


def test_themes_come_from_the_library_app_when_it_is_there(monkeypatch):
    themes_module = types.ModuleType("apps.library.themes")
    themes_module.THEMES = (types.SimpleNamespace(slug="closure"),)
    monkeypatch.setitem(sys.modules, "apps.library.themes", themes_module)
    assert checker.known_themes() == (frozenset({"closure"}), "apps/library/themes.py")


def test_main_fails_when_a_tactic_has_no_article(tmp_path, capsys):
    (tmp_path / "t").mkdir()
    (tmp_path / "t" / "t.txt").write_text(TRANSCRIPT, encoding="utf-8")
    (tmp_path / "a").mkdir()
    write_article(tmp_path / "a", "trusting", recovery_front(), "\n{{quote 1}}\n")
    code = checker.main(["--articles", str(tmp_path / "a"), "--transcripts", str(tmp_path / "t")])
    out = capsys.readouterr().out
    assert code == 1
    assert "ok    trusting.md" in out
    assert "no article for the tactic 'hoovering'" in out


def test_the_shipped_articles_pass(capsys):
    assert checker.main([]) == 0, capsys.readouterr().out
    out = capsys.readouterr().out
    assert "22 tactic" in out
    assert "All quotes are exact" in out
