from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from ...checking import check_bundle_file


class Command(BaseCommand):
    help = "Check an evidence bundle (ZIP or unpacked folder) as verify.py does, optionally against receipts."

    def add_arguments(self, parser) -> None:
        parser.add_argument("bundle", type=Path)
        parser.add_argument("--receipt", action="append", type=Path, default=[], help="a receipt (repeat for more)")

    def handle(self, *args, bundle: Path, receipt: list[Path], **options):
        try:
            receipts = [(p.name, p.read_text(encoding="utf-8")) for p in receipt]
            result = check_bundle_file(bundle, receipts=receipts)
        except (OSError, UnicodeDecodeError) as error:
            raise CommandError(f"Could not read the input: {error}") from None
        self.stdout.write(result.verdict())
        for problem in result.problems:
            self.stdout.write(f"  - {problem}")
        for note in result.notes:
            self.stdout.write(note)
        if not result.ok:
            raise CommandError("The bundle did not verify.", returncode=1)
