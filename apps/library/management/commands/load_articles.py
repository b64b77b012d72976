"""python manage.py load_articles [DIR]: a thin wrapper around articles_load."""

from pathlib import Path

from django.core.management.base import BaseCommand, CommandError, CommandParser

from apps.library.articles import ArticleError
from apps.library.services import DEFAULT_ARTICLES_DIR, articles_load


class Command(BaseCommand):
    help = (
        "Load the library's articles (Markdown with front matter) from DIR (default: content/articles/). "
        "Run it after ingest_transcripts: quotes are matched to the cleaned passages. Safe to run again."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("directory", nargs="?", default=str(DEFAULT_ARTICLES_DIR))

    def handle(self, *args, directory: str, **options) -> None:
        try:
            report = articles_load(Path(directory))
        except ArticleError as error:
            raise CommandError(f"Nothing was changed: {error}") from None
        self.stdout.write(
            f"{len(report.loaded) + len(report.unchanged)} articles: {len(report.loaded)} loaded, "
            f"{len(report.unchanged)} unchanged, {len(report.removed)} removed."
        )
