"""python manage.py ingest_transcripts [DIR]: a thin wrapper around transcript_ingest."""

from pathlib import Path

from django.core.management.base import BaseCommand, CommandError, CommandParser

from apps.library.services import (
    DEFAULT_TRANSCRIPTS_DIR,
    IngestReport,
    transcript_ingest,
)
from apps.library.sources import SourceError

# Above either, a text progress bar goes to stderr.
LARGE_INPUT_BYTES = 200_000
LARGE_INPUT_FILES = 20
BAR_WIDTH = 30


class Command(BaseCommand):
    help = (
        "Load every .txt transcript of DIR (default: content/transcripts/) into the "
        "library: clean, split into passages, tag and index. Safe to run again: "
        "unchanged files are skipped; a bad file stops the run before anything changes."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("directory", nargs="?", default=str(DEFAULT_TRANSCRIPTS_DIR))
        parser.add_argument(
            "--force",
            action="store_true",
            help="Clean and store every file again, even unchanged ones.",
        )

    def handle(self, *args, directory: str, force: bool, **options) -> None:
        path = Path(directory)
        try:
            report = transcript_ingest(directory=path, force=force, on_progress=self._progress_for(path))
        except SourceError as error:
            problems = "\n".join(f"  {problem}" for problem in error.problems)
            raise CommandError(f"Nothing was changed: fix these files and run the command again.\n{problems}") from None
        self._print(report)

    def _progress_for(self, path: Path):
        files = list(path.glob("*.txt")) if path.is_dir() else []
        size = sum(f.stat().st_size for f in files)
        if size <= LARGE_INPUT_BYTES and len(files) <= LARGE_INPUT_FILES:
            return None

        def progress(done: int, total: int) -> None:
            filled = BAR_WIDTH * done // total
            bar = "#" * filled + "-" * (BAR_WIDTH - filled)
            self.stderr.write(f"\r[{bar}] {done}/{total} files", ending="")
            if done == total:
                self.stderr.write("")

        return progress

    def _print(self, report: IngestReport) -> None:
        for file in report.files:
            if file.status == "unchanged":
                line = f"{file.name}: unchanged, skipped ({file.passages} passages"
                line += f", {file.retagged} retagged)" if file.retagged else ")"
            else:
                line = (
                    f"{file.name}: {file.passages} passages; removed "
                    f"{_count(file.repeats_removed, 'repeat')} and "
                    f"{_count(file.junk_removed, 'junk fragment')}"
                )
            self.stdout.write(line)
        self.stdout.write(
            self.style.SUCCESS(
                f"{_count(len(report.files), 'file')}: {report.ingested} ingested, "
                f"{report.unchanged} unchanged. "
                f"{_count(report.passages_written, 'passage')} written; "
                f"{_count(report.repeats_removed, 'repeat')} and "
                f"{_count(report.junk_removed, 'junk fragment')} removed."
            )
        )


def _count(number: int, noun: str) -> str:
    return f"{number} {noun}{'' if number == 1 else 's'}"
