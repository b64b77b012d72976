"""Pasted text is kept as plain text (apps/journal/text.py: pure, no Django)."""

import pytest

from apps.journal.text import html_to_text, looks_like_html, plain_text, rtf_to_text


@pytest.mark.parametrize(
    ("raw", "kept"),
    [
        ("plain words", "plain words"),
        ("a < b and c > d", "a < b and c > d"),
        ("I <3 you", "I <3 you"),
        ("<p>One</p><p>Two &amp; three</p>", "One\nTwo & three"),
        ("<div>line<br>break</div>", "line\nbreak"),
        (
            "<table><tr><th>When</th><th>What</th></tr><tr><td>9:14</td><td>He called</td></tr></table>",
            "When What\n9:14 He called",
        ),
        ("<dl><dt>From</dt><dd>Sam</dd></dl>above<hr>below", "From\nSam\n\nabove\nbelow"),
        ("above<hr/>below", "above\nbelow"),
        ("<ul><li>first</li><li>second</li></ul>", "- first\n- second"),
        ('<ul><LI title="1>2">first</LI><li data-x=">">second</ul>', "- first\n- second"),
        ("<style>p{color:red}</style><p>shown</p><script>hidden()</script>", "shown"),
        ("<!-- note --><b>bold</b> and <i>italic</i>", "bold and italic"),
        ("<html><head><title>T</title></head><body><p>Body</p></body></html>", "Body"),
        ('<a href="javascript:x()">link text</a><img src=x onerror=alert(1)>', "link text"),
        ("&lt;p&gt;escaped&lt;/p&gt;<p>and real</p>", "escaped\nand real"),
        ("windows\r\nline\rends", "windows\nline\nends"),
        ("zero\u200bwidth\u200d and \ufeffmarks\u202e", "zerowidth and marks"),
        ("control\x00\x07chars", "controlchars"),
        ("  spaced   out  \n\n\n\n\nlines   ", "spaced out\n\nlines"),
        ("e\u0301", "\u00e9"),
    ],
)
def test_plain_text(raw, kept):
    assert plain_text(raw) == kept


@pytest.mark.parametrize(
    "raw",
    [
        "<p>One</p><p>Two</p>",
        "&lt;p&gt;x&lt;/p&gt;&lt;b&gt;y&lt;/b&gt;<p>z</p>",
        r"{\rtf1 Hello\par world}",
        "text  with\n\n\n\ngaps",
        "<b>a</b> &amp;lt;b&amp;gt; <i>c</i>",
    ],
)
def test_plain_text_is_idempotent(raw):
    once = plain_text(raw)
    assert plain_text(once) == once


def test_rtf_from_a_word_processor():
    rtf = (
        r"{\rtf1\ansi\ansicpg1252\deff0{\fonttbl{\f0\fnil Calibri;}}{\colortbl ;\red255\green0\blue0;}"
        r"{\*\generator Riched20 10.0;}\viewkind4\uc1\pard\f0\fs22 First line\par"
        r"\cf1 Second \b bold\b0  line\cf0\par Caf\'e9 \u8220?quoted\u8221? \{braces\}\par}"
    )
    assert rtf_to_text(rtf).strip() == "First line\nSecond bold line\nCafé “quoted” {braces}"
    assert plain_text(rtf) == "First line\nSecond bold line\nCafé “quoted” {braces}"


def test_a_broken_rtf_never_raises():
    assert plain_text(r"{\rtf1 unclosed {\b group") == "unclosed group"
    assert plain_text(r"{\rtf1 }}}} extra") == "extra"


def test_one_angle_bracket_is_not_html():
    assert not looks_like_html("x<y")
    assert looks_like_html("<p>x</p>")


def test_a_whole_document_is_html_even_with_one_tag():
    assert looks_like_html("<!DOCTYPE html>Hello")
    assert looks_like_html("  <html>Hello")
    assert not looks_like_html("I love <html> tags")


def test_html_to_text_keeps_entities_as_characters():
    assert html_to_text("5 &gt; 3 &nbsp;&copy;") == "5 > 3 \u00a0\u00a9"


def test_a_long_paste_is_handled_quickly():
    import time

    start = time.process_time()
    plain_text("<p>" + "word " * 40_000 + "</p>" * 2_000)
    plain_text(r"{\rtf1 " + r"\b x\b0 " * 40_000 + "}")
    plain_text("<html><b>word</b></html> " * 20_000)
    assert time.process_time() - start < 2.0
