from pathlib import Path

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from apps.library import search
from apps.library.models import SearchDocument
from tests.blind_sets import sha256_as_written
from tests.library.helpers import make_library, varied_talk

SEARCH = reverse("library:search")

HOSTILE = [
    "",
    "   ",
    "x" * 5000,
    "guilt " * 1000,
    '"',
    "'",
    '"unclosed guilt',
    "*",
    "guilt*",
    "NEAR(",
    "NEAR(guilt boundary, 3)",
    "OR",
    "guilt OR",
    "AND NOT",
    "-guilt",
    "^guilt",
    "body:guilt",
    "{title body}: guilt",
    "'; DROP TABLE library_passage; --",
    "1=1 OR 1=1",
    "%",
    "_",
    "\\",
    "😀",
    "💔 guilt 🙂",
    "\u4e00\u9ede",
    "<script>alert(1)</script>",
]


@pytest.fixture
def library(db, tmp_path):
    return make_library(tmp_path)


def test_it_finds_a_passage_by_a_word(library):
    results = search.search("guilt")
    assert [hit.kind for hit in results.hits] == ["passage"]
    hit = results.hits[0]
    assert hit.url.startswith("/library/transcripts/000-sample/#p-")
    assert search.SnippetPart("Guilt", marked=True) in hit.snippet
    assert hit.label.startswith("Talk 1, passage ")


def test_it_finds_other_forms_of_a_word(library):
    assert search.search("boundaries").hits  # the talk says "boundary"
    assert search.search("rebuilding").hits  # the talk says "rebuild"


def test_a_passage_needs_every_word(library):
    assert search.search("guilt hook").hits
    assert search.search("guilt hippopotamus").hits == []  # this library has no article


def test_slips_and_texting_shorthand_are_read_as_meant():
    assert search.typed_plainly("says hes chnaged") == "says he is changed"
    assert search.typed_plainly("wanna text him") == "want to text him"
    assert search.typed_plainly("bday msg") == "birthday message"
    assert search.typed_plainly("what is nc") == "what is no contact"
    # The library's own terms are rare in English but are not slips.
    assert search.typed_plainly("hoovering breadcrumbing gaslighting") == "hoovering breadcrumbing gaslighting"


def test_a_slip_finds_what_the_word_finds(library):
    assert search.search("guilt").hits
    assert search.search("giult hook").hits == search.search("guilt hook").hits


def test_it_ranks_the_better_match_first(db, tmp_path):
    make_library(
        tmp_path,
        {
            "000_a.txt": varied_talk(8, word="calm") + " Silence is said once here.",
            "001_b.txt": varied_talk(8, word="silence", seed=2),
        },
    )
    hits = search.search("silence").hits
    assert hits[0].url.startswith("/library/transcripts/001-b/")


def test_the_page_escapes_the_text_around_the_marks(client, db, tmp_path):
    make_library(
        tmp_path,
        {"000_a.txt": "A <b>bold</b> & odd line about guilt, here. " + varied_talk(5)},
    )
    r = client.post(SEARCH, {"q": "guilt"}, follow=True)
    snippet = r.content.decode().split('class="hit__snippet">', 1)[1].split("</p>", 1)[0]
    # SQLite keeps "<b>" as text (escaped); PostgreSQL's headline drops tag-like
    # words. Either way no markup of the content reaches the page.
    assert "<b>" not in snippet and "</b>" not in snippet
    assert "&amp; odd" in snippet
    assert "<mark>guilt</mark>" in snippet


def test_snippet_parts_never_trust_unbalanced_markers():
    assert search.snippet_parts("a \ue000b") == (search.SnippetPart("a b"),)
    assert search.snippet_parts("<i>\ue000x\ue001 y") == (
        search.SnippetPart("<i>"),
        search.SnippetPart("x", marked=True),
        search.SnippetPart(" y"),
    )


def test_please_is_not_a_word_to_look_for():
    assert search.query_terms("please help me pls plz") == ["help"]


def test_query_terms_keep_only_plain_words():
    assert search.query_terms('"NEAR(guilt OR the  Boundary*') == [
        "near",
        "guilt",
        "boundary",
    ]
    assert search.query_terms("x" * 5000) == []
    assert len(search.query_terms(" ".join(f"w{i}" for i in range(50)))) == search.MAX_TERMS


@pytest.mark.parametrize("query", HOSTILE)
def test_it_survives_hostile_queries(library, query):
    results = search.search(query)
    assert all(hit.url.startswith("/library/") for hit in results.hits)  # only the library's own pages
    assert SearchDocument.objects.count() > 0  # nothing dropped


def test_operators_are_plain_words(library):
    # On both backends "guilt OR" means guilt; "NEAR(guilt" finds nothing (no "near").
    assert search.search("guilt OR").hits
    assert search.search("NEAR(guilt").hits == []


def test_it_pages_results(db, tmp_path, monkeypatch):
    monkeypatch.setattr(search, "PER_PAGE", 2)
    make_library(
        tmp_path,
        {f"00{i}_t.txt": varied_talk(5, seed=i) for i in range(5)},
    )
    first = search.search("guilt")
    assert len(first.hits) == 2 and first.has_more
    last = search.search("guilt", page=3)
    assert len(last.hits) == 1 and not last.has_more
    seen = {h.url for p in (1, 2, 3) for h in search.search("guilt", page=p).hits}
    assert len(seen) == 5


def test_it_runs_a_fixed_number_of_queries(library, django_assert_num_queries):
    # The articles the words name (trigram index), then the ranked full-text match with
    # its snippets, then (no article holds both words here) the closest articles;
    # PostgreSQL first sets the trigram threshold for the transaction.
    with django_assert_num_queries(4 if connection.vendor == "postgresql" else 3):
        search.search("guilt hook")
    with django_assert_num_queries(3 if connection.vendor == "postgresql" else 2):
        search.search("guilt")  # one word: every article holding it is already ranked


def test_it_forgets_unindexed_documents(library):
    search.unindex_documents(SearchDocument.objects.all())
    SearchDocument.objects.all().delete()
    assert search.search("guilt").hits == []
    assert search.prune_index() == 0


def test_prune_drops_entries_of_documents_deleted_another_way(library):
    count = SearchDocument.objects.count()
    SearchDocument.objects.all().delete()
    assert search.search("guilt").hits == []
    expected = count if connection.vendor == "sqlite" else 0
    assert search.prune_index() == expected


def test_the_backend_in_use_is_covered():
    # The suite runs on SQLite by default and on PostgreSQL with DATABASE_URL set.
    assert connection.vendor in ("sqlite", "postgresql")


# Finding the article a search names (titles and aliases, by trigrams).


def test_trigram_similarity_tolerates_typos_and_finds_a_word_in_a_name():
    from apps.library.trigrams import name_score, similarity

    assert similarity("hovering", "hoovering") > 0.6
    assert name_score("guilt", "Guilt tripping\nguilt trip") == 0.95  # a word inside a longer name
    assert name_score("guilt", "Guilt tripping\nguilt") == 1.0  # a whole name
    assert name_score("gaslihgting", "Gaslighting") >= 0.45
    assert name_score("hippopotamus", "Gaslighting\nthat never happened") < 0.45


def test_a_floor_never_changes_a_score_at_or_above_it():
    """name_score skips a name's runs when they cannot beat the best so far or the floor:
    every query of the ranking sets against every shipped article's names scores the
    same with the floor as without it, or stays under the floor."""
    import json
    from pathlib import Path

    from apps.library import trigrams
    from apps.library.frontmatter import parse_article
    from apps.library.nearest import ARTICLES_DIR

    names = [
        "\n".join([article.meta["title"], *article.meta["aliases"]])
        for article in map(parse_article, sorted(ARTICLES_DIR.glob("*.md")))
    ]
    queries = [
        case["query"]
        for path in Path(__file__).parent.glob("search_ranking*.json")
        for case in json.loads(path.read_text())
    ]
    compared = 0
    for query in queries:
        for name in names:
            exact = trigrams.name_score(query, name)
            floored = trigrams.name_score(query, name, trigrams.THRESHOLD)
            assert floored == exact if exact >= trigrams.THRESHOLD else floored < trigrams.THRESHOLD, (query, name)
            compared += exact >= trigrams.THRESHOLD
    assert compared > 100  # the sets name many articles, so the check is not vacuous


def test_what_is_typed_never_grows_the_cache_of_names():
    from apps.library import trigrams

    names = "Guilt tripping\nguilt\nhow to say no without guilt"
    assert trigrams.name_score("guilt trip", names) >= trigrams.THRESHOLD
    cached = trigrams._name_trigrams.cache_info().currsize
    assert trigrams.name_score("qzv wxkj " * 20, names) < trigrams.THRESHOLD
    assert trigrams._name_trigrams.cache_info().currsize == cached


def test_the_ranking_set_puts_the_expected_article_in_the_top_three(client, shipped_library):
    import json
    from pathlib import Path

    from apps.library.management.commands.evaluate_search import rank_of

    cases = json.loads((Path(__file__).parent / "search_ranking.json").read_text())
    assert len(cases) >= 30
    misses = [(c["query"], rank_of(c["query"], c["expected"])) for c in cases]
    misses = [(q, rank) for q, rank in misses if rank is None or rank > 3]
    assert len(misses) <= len(cases) // 10, misses


@pytest.mark.parametrize(
    ("name", "least"),
    [
        ("typed", 34),
        ("typed2", 31),
        ("typed3", 33),
        ("typed4", 37),
        ("typed5", 38),
        ("typed6", 45),
        ("typed7", 42),
        ("typed8", 49),
        ("typed9", 55),
        ("typed10", 53),
        ("typed11", 43),
    ],
)
def test_queries_typed_as_people_type_find_the_article(client, shipped_library, name, least):
    """search_ranking_typed*.json: queries written blind by helpers who saw only the
    articles' titles and summaries (typed to typed8; the long accounts from typed5 on),
    each measured once before it was studied. Their history, set by set, is in
    docs/architecture.md ("Search: the ranking sets"). Each is held within a query or two
    of where it stands now (SQLite / PostgreSQL at round 17: typed 36/36, typed2 34/33,
    typed3 35/35, typed4 39/38, typed5 40/40, typed6 47/47, typed7 44/45, typed8 51/52;
    round 18: typed8 52/53, typed9 57/57; round 19: typed10 55/55, typed11 45/47)."""
    import json
    from pathlib import Path

    from apps.library.management.commands.evaluate_search import rank_of

    cases = json.loads((Path(__file__).parent / f"search_ranking_{name}.json").read_text())
    found = [c["query"] for c in cases if (rank := rank_of(c["query"], c["expected"])) is not None and rank <= 3]
    assert len(found) >= least, sorted({c["query"] for c in cases} - set(found))


@pytest.mark.parametrize(
    ("name", "sha256"),
    [
        ("sealed/search_ranking_typed12.json.gz", "dc08251eaf04c178d4bed01c87e599909db8d2625994dec9007fedd7b8013356"),
        ("search_ranking_typed11.json", "c535a81f9fe3a35133c5817f5761d38b11969190e6660545156fc0f4034f3618"),
        ("search_ranking_typed10.json", "338ef8f66b17e716f7e74461182559774243e31e2f4e8cefde4d8632ecbff730"),
        ("search_ranking_typed9.json", "9db2393e65731a84b71dc54247538254b6ff8b6af1cf9d83c7f636a304374b9f"),
        ("search_ranking_typed8.json", "f1fa20b24442371735174088309acdad333402f4bf5462d36d48b7d480cf40aa"),
    ],
)
def test_the_blind_ranking_sets_are_as_their_writers_left_them(name, sha256):
    # tests/library/sealed/README.md: the sealed set never studied, the spent ones as written.
    assert sha256_as_written(Path(__file__).parent / name) == sha256


def test_articles_rank_above_passages_for_a_concept(shipped_library):
    hits = search.search("guilt").hits
    assert hits[0].kind == "article"
    assert hits[0].url == "/library/guilt-tripping/"


@pytest.mark.parametrize(
    ("query", "slug"),
    [
        ("think theres a tracker on my car", "when-contact-becomes-dangerous"),
        ("boss belittles me every single day", "devaluation"),
        ("showering me with gifts after breakup", "love-bombing"),
    ],
)
def test_when_no_article_holds_every_word_the_closest_articles_come_first(shipped_library, query, slug):
    # On PostgreSQL "boss belittles me" found Devaluation 9th once aliases16 gave other
    # articles "every", "single" and "day": ts_rank does not weigh a rare word up, and the
    # closest articles there now do (search._CLOSEST_SQL).
    hits = search.search(query).hits
    assert hits[0].kind == "article"
    assert f"/library/{slug}/" in [hit.url for hit in hits[:3]]


@pytest.mark.parametrize(
    ("query", "first"),
    [
        ("he says he has a knife", "when-contact-becomes-dangerous"),
        ("my ex just texted that hes got nothing left to lose", "when-contact-becomes-dangerous"),
        ("he always knows where i am", "when-contact-becomes-dangerous"),
        ("she tried to choke me once", "when-contact-becomes-dangerous"),
        ("i want to end it all", "when-you-are-in-crisis"),
        ("he has a knfie", "when-contact-becomes-dangerous"),
        ("hes been followin me home", "when-contact-becomes-dangerous"),
        ("want 2 die tbh", "when-you-are-in-crisis"),
    ],
)
def test_words_of_danger_or_crisis_bring_the_safety_article_first(shipped_library, query, first):
    results = search.search(query)
    assert results.urgent
    assert results.hits[0].url == f"/library/{first}/"
    assert [hit.url for hit in results.hits].count(f"/library/{first}/") == 1


@pytest.mark.parametrize("query", ["mum turned up at my door", "my ex turned up at my work reception with a coffee"])
def test_someone_turning_up_keeps_the_article_on_showing_up_first(shipped_library, query):
    # Turning up is a sign of danger and the showing-up tactic's own ground: the page
    # shows the help-now block, and the article on danger comes after the first three.
    results = search.search(query)
    urls = [hit.url for hit in results.hits]
    assert results.urgent
    assert urls[0] == "/library/showing-up/"
    assert urls.index("/library/when-contact-becomes-dangerous/") == search.CLOSEST


def test_a_threat_of_suicide_brings_both_safety_articles_danger_first(shipped_library):
    urls = [hit.url for hit in search.search("he keeps threatening suicide if i leave").hits]
    assert urls[:2] == ["/library/when-contact-becomes-dangerous/", "/library/when-you-are-in-crisis/"]


@pytest.mark.parametrize("query", ["just checking in", "stick to your guns", "you are dead to me"])
def test_everyday_words_bring_no_safety_article_first(shipped_library, query):
    assert not search.search(query).urgent


def test_a_search_that_speaks_of_danger_shows_help_now_above_the_results(client, shipped_library):
    page = _searched(client, "he says he has a knife").content.decode()
    results = page[page.index('id="results"') :]
    assert 'id="help-now-page"' in results
    assert results.index("help-now-page") < results.index('class="hit"')
    assert 'id="help-now-page"' not in _searched(client, "guilt").content.decode()


def test_a_search_that_speaks_of_danger_costs_one_query_more(client, shipped_library):
    # The safety articles it brings first are one query, whatever the library holds.
    counts = []
    for words in ("he says he has a knife", "he says he has a kitten"):
        location = client.post(reverse("library:search"), {"q": words})["Location"]
        with CaptureQueriesContext(connection) as queries:
            client.get(location)
        counts.append(len(queries))
    assert counts[0] == counts[1] + 1


def _searched(client, words):
    """The page a reader lands on after searching for `words`."""
    return client.get(client.post(reverse("library:search"), {"q": words})["Location"])


def _rows(*ids_and_kinds: tuple[int, str]) -> list[tuple]:
    return [(pk, kind, f"label {pk}", f"/{pk}/", "snippet") for pk, kind in ids_and_kinds]


@pytest.fixture
def ranked(monkeypatch):
    """Stand-in full-text results: `every` hold every word, `closest` are the articles
    holding most of them, each in rank order."""
    results = {"every": [], "closest": []}

    def search_rows(terms, offset, limit, *, any_word=False):
        return results["closest" if any_word else "every"][offset : offset + limit]

    monkeypatch.setattr(search, "_search_sqlite", search_rows)
    monkeypatch.setattr(search, "_search_postgresql", search_rows)
    return results


def test_too_few_articles_holding_every_word_are_followed_by_the_closest(ranked):
    ranked["every"] = _rows((1, "passage"), (2, "article"), (3, "passage"), (7, "passage"))
    ranked["closest"] = _rows((2, "article"), (4, "article"), (5, "article"), (6, "article"))
    rows, every_word = search._matching_rows(["aunt", "messages"], set(), 21)
    # The one article holding every word leads, two of the closest make three articles,
    # then the rest of what holds every word, in its order, then the other closest.
    assert [row[0] for row in rows] == [2, 4, 5, 1, 3, 7, 6]
    assert every_word is True


def test_when_nothing_holds_every_word_the_closest_fill_the_page(ranked):
    ranked["closest"] = _rows(*((pk, "article") for pk in range(1, 30)))
    rows, every_word = search._matching_rows(["2am", "text"], {3}, 21)
    assert [row[0] for row in rows] == [pk for pk in range(1, 23) if pk != 3][:21]
    assert every_word is False


def test_what_holds_every_word_is_followed_by_the_closest_while_the_page_has_room(ranked):
    ranked["every"] = _rows((1, "article"), (2, "article"), (3, "article"))
    ranked["closest"] = _rows((2, "article"), (8, "article"), (9, "article"))
    assert [row[0] for row in search._matching_rows(["ex", "reacting"], set(), 21)[0]] == [1, 2, 3, 8, 9]


def test_a_full_page_or_one_word_needs_no_closest(ranked):
    ranked["every"] = _rows(*((pk, "article") for pk in range(1, 22)))
    ranked["closest"] = _rows((99, "article"))
    assert [row[0] for row in search._matching_rows(["a", "b"], set(), 21)[0]] == list(range(1, 22))
    ranked["every"] = _rows((4, "passage"))
    assert [row[0] for row in search._matching_rows(["a"], set(), 21)[0]] == [4]


def test_when_nothing_holds_every_word_a_whole_page_of_the_closest_articles_is_offered(shipped_library):
    # Not three articles and a dead end: the one about it is the fourth.
    hits = search.search("its 4am and im about to text him please stop me").hits
    assert len(hits) == search.PER_PAGE
    assert {hit.kind for hit in hits} == {"article"}
    assert "/library/handling-the-urge-to-reach-out/" in [hit.url for hit in hits[:5]]


def test_the_page_says_when_the_articles_are_only_the_closest(client, shipped_library):
    note = "Nothing in the library holds all of those words"
    loose = client.post(SEARCH, {"q": "its 4am and im about to text him please stop me"}, follow=True)
    assert note in loose.content.decode()
    assert search.search("its 4am and im about to text him please stop me").every_word is False
    exact = client.post(SEARCH, {"q": "guilt trip"}, follow=True)
    assert exact.status_code == 200 and note not in exact.content.decode()


def test_a_name_may_be_all_the_words_of_a_query_but_its_stop_words(shipped_library):
    assert search.search("is he gaslightng me").hits[0].url == "/library/gaslighting/"
    # A query that is all stop words still looks for a name.
    assert search.search("after all i did for you").hits[0].url == "/library/guilt-tripping/"


@pytest.mark.parametrize(
    "query",
    [
        "suicidal",
        "dont want to be here anymore",
        "i want to kill myself",
        "want to end it all",
        "I cant go on",
        "everyone would be better off without me",
    ],
)
def test_words_for_wanting_to_die_find_the_crisis_article_first(shipped_library, query):
    assert search.search(query).hits[0].url == "/library/when-you-are-in-crisis/"


def test_every_shipped_name_fits_the_cache_of_names():
    """Each article's title and aliases are one name each: when they outgrow the cache,
    every search works their trigrams out again."""
    from apps.library import trigrams
    from apps.library.frontmatter import parse_article
    from apps.library.services import DEFAULT_ARTICLES_DIR

    names = {
        name
        for path in DEFAULT_ARTICLES_DIR.glob("*.md")
        for name in [parse_article(path).meta["title"], *parse_article(path).meta.get("aliases", [])]
    }
    assert 1_000 < len(names) < trigrams._name_trigrams.cache_parameters()["maxsize"]


def test_an_alias_written_as_people_text_meets_a_query_typed_either_way():
    """An alias is indexed as a search reads what is typed: "ppl keep sayin im heartless"
    and "people keep saying I'm heartless" are one name."""
    from apps.library import trigrams
    from apps.library.models import Article
    from apps.library.services import _article_document

    article = Article(
        slug="x", title="X", kind="tactic", summary="", body_html="", aliases=["ppl keep sayin im heartless"]
    )
    names = _article_document(article).names
    for typed in ("people keep saying I'm heartless", "ppl keep sayin im heartless"):
        assert trigrams.name_score(search.typed_plainly(typed), names) == 1.0, (typed, names)
