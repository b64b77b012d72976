import html
import re
import shutil

import pytest
from django.core.management import CommandError, call_command
from django.urls import reverse

from apps.library import search
from apps.library.articles import ArticleError
from apps.library.models import Article, ArticleQuote, Passage, Transcript
from apps.library.services import DEFAULT_ARTICLES_DIR, articles_load


def test_every_tactic_of_the_log_has_its_article(shipped):
    from apps.tactics.models import Tactic

    tactic_slugs = set(Tactic.objects.values_list("slug", flat=True))
    assert len(tactic_slugs) == 22
    assert tactic_slugs <= set(Article.objects.of_kind("tactic").values_list("slug", flat=True))
    assert Article.objects.of_kind("recovery").count() >= 8
    assert {"how-to-document-contact-attempts", "when-contact-becomes-dangerous"} <= set(
        Article.objects.of_kind("safety").values_list("slug", flat=True)
    )


def test_every_quote_is_an_exact_part_of_a_stored_cleaned_passage(shipped):
    quotes = ArticleQuote.objects.select_related("passage__transcript", "article")
    assert quotes.count() >= 2 * 22
    for quote in quotes:
        assert quote.text in quote.passage.text
        assert quote.passage.text in quote.passage.transcript.cleaned_text
        # ... and it is shown in its article, attributed and linked to its place in the reader.
        body = html.unescape(quote.article.body_html)
        assert quote.text in body
        assert f'href="{quote.passage.get_absolute_url()}"' in quote.article.body_html


def test_each_tactic_article_quotes_two_to_four_passages(shipped):
    for article in Article.objects.of_kind("tactic"):
        assert 2 <= article.quotes.count() <= 4, article.slug


def test_loading_twice_changes_nothing(shipped):
    before = list(Article.objects.values_list("slug", "body_html", "loaded_at"))
    report = articles_load()
    assert report.loaded == [] and report.removed == []
    assert list(Article.objects.values_list("slug", "body_html", "loaded_at")) == before


def test_a_bad_article_leaves_the_library_untouched(shipped, tmp_path):
    folder = tmp_path / "articles"
    shutil.copytree(DEFAULT_ARTICLES_DIR, folder)
    text = (folder / "hoovering.md").read_text()
    (folder / "hoovering.md").write_text(text.replace("If they sense you", "If they never sense you"))
    (folder / "baiting.md").write_text("no front matter here")
    before = list(Article.objects.values_list("slug", "body_html"))
    with pytest.raises(ArticleError):
        articles_load(folder)
    with pytest.raises(CommandError, match="Nothing was changed"):
        call_command("load_articles", str(folder))
    assert list(Article.objects.values_list("slug", "body_html")) == before


def test_a_changed_article_replaces_its_own_rows(shipped, tmp_path):
    folder = tmp_path / "articles"
    shutil.copytree(DEFAULT_ARTICLES_DIR, folder)
    path = folder / "rage.md"
    path.write_text(path.read_text().replace("## What it is", "## What it is\n\nZephyrine lanterns glow."))
    (folder / "projection.md").unlink()
    report = articles_load(folder)
    assert report.loaded == ["rage"]
    assert report.removed == ["projection"]
    assert "Zephyrine lanterns glow." in Article.objects.get(slug="rage").body_html
    assert search.search("zephyrine lanterns").hits[0].url == "/library/rage/"


def test_an_article_with_many_aliases_loads_and_is_found_by_each(shipped, tmp_path):
    # Its title and aliases are searched together: on PostgreSQL a 200-character column
    # once refused them, and the whole load stopped.
    folder = tmp_path / "articles"
    shutil.copytree(DEFAULT_ARTICLES_DIR, folder)
    path = folder / "rage.md"
    aliases = [f"zephyrine lantern {n}" for n in range(20)]
    path.write_text(path.read_text().replace("aliases: [", f"aliases: [{', '.join(aliases)}, ", 1))
    report = articles_load(folder)
    assert report.loaded == ["rage"]
    assert search.search("zephyrine lantern 19").hits[0].url == "/library/rage/"


def test_a_heading_ends_its_sentence_in_the_search_text():
    from apps.library.articles import plain_text

    html = "<h2>Keep it written</h2><p>Where you can, write.</p><h3>Why?</h3><p>Time.</p>"
    assert plain_text(html) == "Keep it written. Where you can, write. Why? Time."


def test_a_quotes_attribution_is_not_in_the_search_text():
    from apps.library.articles import RenderedQuote, _quote_html, plain_text

    quote = RenderedQuote(number=1, text="Silence is an answer.", source_title="Talk 1", url="/library/t/#p3")
    html = f"<p>You take that power back.</p>{_quote_html(quote)}<h2>What to avoid</h2>"
    assert plain_text(html) == "You take that power back. Silence is an answer. What to avoid."


def test_an_article_indexed_the_old_way_is_indexed_again(shipped):
    from apps.library.models import SearchDocument

    SearchDocument.objects.filter(article__slug="contact-you-cannot-avoid").update(body="stale words")
    report = articles_load()
    assert report.loaded == ["contact-you-cannot-avoid"]
    body = SearchDocument.objects.get(article__slug="contact-you-cannot-avoid").body
    assert "Keep it written. Where you can" in body


def test_article_html_is_sanitised(db, tmp_path):
    from apps.library.articles import render_body

    out = render_body("<script>alert(1)</script>\n\n[x](javascript:alert(1)) <img src=x onerror=alert(1)>\n", [])
    assert "<script" not in out and 'href="javascript:' not in out and "<img" not in out


def test_article_page_for_anonymous_readers(client, shipped, django_assert_max_num_queries):
    # 2 queries: the article (its quotes are part of its stored HTML), the related articles.
    with django_assert_max_num_queries(2):
        r = client.get(reverse("library:article", args=["hoovering"]))
    assert r.status_code == 200
    assert b"<title>Reading" in r.content  # the tab never names the subject
    assert b'class="quote"' in r.content
    assert b"not therapy" in r.content


def test_unknown_article_is_404(client, shipped):
    assert client.get("/library/no-such-article/").status_code == 404


def test_index_groups_every_article(client, shipped, django_assert_max_num_queries):
    # 2 queries: the articles, the transcripts with their passage counts.
    with django_assert_max_num_queries(2):
        r = client.get(reverse("library:index"))
    page = r.content.decode()
    for slug in Article.objects.values_list("slug", flat=True):
        assert f'href="/library/{slug}/"' in page
    assert page.index("Safety first") < page.index("Tactics:") < page.index("Recovery:")
    assert page.index("/library/when-contact-becomes-dangerous/") < page.index(
        "/library/how-to-document-contact-attempts/"
    )


def test_article_page_shows_reading_time_read_next_and_related(client, shipped):
    page = client.get(reverse("library:article", args=["hoovering"])).content.decode()
    assert "minutes to read" in page
    assert 'id="related-title"' in page
    assert 'href="/library/breadcrumbing/"' in page  # declared in its front matter


def test_danger_related_articles_carry_the_help_now_block(client, shipped):
    danger = client.get(reverse("library:article", args=["when-contact-becomes-dangerous"])).content.decode()
    calm = client.get(reverse("library:article", args=["hoovering"])).content.decode()
    assert 'aria-labelledby="help-now-page"' in danger
    assert 'aria-labelledby="help-now-page"' not in calm
    for page in (danger, calm):  # the footer's compact block is on every page
        assert 'aria-labelledby="help-now-footer"' in page
        assert "findahelpline.com" in page
        assert 'href="https://' not in page  # named as text: no link to another host


def test_search_finds_an_article_by_a_word_of_its_body(client, shipped):
    r = client.post(reverse("library:search"), {"q": "vacuum cleaner"}, follow=True)
    assert b"/library/hoovering/" in r.content
    assert re.search(rb"<mark[^>]*>vacuum</mark>", r.content, re.IGNORECASE)


def test_the_load_command_reports(shipped, capsys):
    call_command("load_articles")
    count = Article.objects.count()
    assert f"{count} articles: 0 loaded, {count} unchanged, 0 removed." in capsys.readouterr().out


def test_passages_quoted_by_articles_are_found_by_their_anchor(shipped, client):
    quote = ArticleQuote.objects.select_related("passage__transcript").first()
    page = client.get(quote.passage.transcript.get_absolute_url()).content.decode()
    assert f'id="{quote.passage.anchor}"' in page
    assert Passage.objects.filter(pk=quote.passage_id).exists()


def test_a_signed_in_reader_sees_their_own_count_linked_to_the_log(shipped, alice, alice_client, bob):
    from tests.factories import make_attempt

    make_attempt(user=alice, message="miss you", tactics=["hoovering"])
    make_attempt(user=alice, message="again", tactics=["hoovering", "baiting"])
    make_attempt(user=bob, message="not alice's", tactics=["hoovering"])
    page = alice_client.get(reverse("library:article", args=["hoovering"])).content.decode()
    assert 'href="/log/?tactic=hoovering">2 attempts tagged Hoovering</a>' in page
    assert "logged" in alice_client.get(reverse("library:article", args=["rage"])).content.decode()


def test_an_anonymous_reader_sees_no_count(shipped, client):
    assert b'class="tally"' not in client.get(reverse("library:article", args=["hoovering"])).content


def test_passage_tags_are_links_to_their_articles(client, shipped):
    from apps.library.models import Passage

    passage = Passage.objects.exclude(tactic_slugs=[]).select_related("transcript").first()
    page = client.get(passage.transcript.get_absolute_url()).content.decode()
    slug = passage.tactic_slugs[0]
    assert f'<a href="/library/{slug}/">' in page


def test_evaluate_tags_pools_samples_and_reports_each_tag(shipped):
    from io import StringIO
    from pathlib import Path

    from django.core.management import call_command

    here = Path(__file__).parent
    out = StringIO()
    call_command(
        "evaluate_tags", str(here / "tag_sample.json"), str(here / "tag_sample_fresh.json"), "--per-tag", stdout=out
    )
    lines = out.getvalue().splitlines()
    assert lines[0].startswith("50 passages: ")
    assert any(line.startswith("  self-worth: shown ") for line in lines)
    # What the reader shows: never more than three tags on a passage.
    assert lines[-1].startswith("All ") and " passages: tags per passage 0: " in lines[-1]
    assert "4: " not in lines[-1]


def test_most_passage_tags_are_right_on_the_judged_samples(shipped):
    import json
    from pathlib import Path

    from apps.library.management.commands.evaluate_tags import judge

    here = Path(__file__).parent
    names = (
        "tag_sample",
        "tag_sample_fresh",
        "tag_sample3",
        "tag_sample4",
        "tag_sample5",
        "tag_sample6_judge_a",
        "tag_sample7",
    )
    totals = [0, 0, 0]
    for name in (*names, "tag_sample6_judge_b"):
        sample = json.loads((here / f"{name}.json").read_text())["passages"]
        shown, right, missed, notes = judge(sample)
        # Precision first (apps.library.about): at least 90% pooled (below), and no
        # sample below 80% (a sample shows as few as 6 tags: one wrong one is 83%).
        assert right >= 0.8 * shown, (name, notes)
        if name in names:
            totals = [totals[0] + shown, totals[1] + right, totals[2] + missed]
    assert totals[1] >= 0.9 * totals[0], totals
    # And not by showing nothing: a fifth of the judged tags or more are shown.
    assert totals[1] / (totals[1] + totals[2]) >= 0.2, totals


def test_the_reader_shows_a_question_with_its_contraction_put_back(client, shipped):
    talk = Transcript.objects.get(source_name__startswith="001")
    r = client.get(reverse("library:transcript", args=[talk.slug]))
    assert b"confusion. Why isn&#x27;t this working? What changed?" in r.content  # spelled out: "Why is not"
    assert b"Why is not this working?" not in r.content
    assert b"contraction the transcript spelled out" in r.content  # the reader says so
