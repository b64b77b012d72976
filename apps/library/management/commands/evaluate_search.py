"""python manage.py evaluate_search [FILE]: how well the library search ranks the article a
query is about (tests/library/search_ranking.json: [{"query": ..., "expected": slug}])."""

import json
from pathlib import Path

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError, CommandParser
from django.urls import reverse

from apps.library.search import search

DEFAULT = Path(settings.BASE_DIR) / "tests" / "library" / "search_ranking.json"


def rank_of(query: str, slug: str, depth: int = 60) -> int | None:
    """1-based position of the article in the results (None if not in the first `depth`)."""
    url, position, page = reverse("library:article", args=[slug]), 0, 1
    while position < depth:
        results = search(query, page=page)
        for hit in results.hits:
            position += 1
            if hit.url == url:
                return position
        if not results.has_more:
            return None
        page += 1
    return None


class Command(BaseCommand):
    help = "Rank of the expected article for each query of a ranking set, and how many are in the top 3."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("file", nargs="?", default=str(DEFAULT))

    def handle(self, *args, file: str, **options) -> None:
        try:
            cases = json.loads(Path(file).read_text(encoding="utf-8"))
        except (OSError, ValueError) as error:
            raise CommandError(f"{file}: {error}") from error
        top3 = 0
        for case in cases:
            rank = rank_of(case["query"], case["expected"])
            top3 += rank is not None and rank <= 3
            shown = "-" if rank is None else str(rank)
            self.stdout.write(f"{shown:>3}  {case['query']!r} -> {case['expected']}")
        self.stdout.write(f"expected article in the top 3: {top3} of {len(cases)}")
