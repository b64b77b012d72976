"""Screenshots waiting to be read and chat imports (apps.imports): not exported (the entries
an import added are in the log's own sections, each with its notes saying where it came
from); erased with the account, with the files they keep."""

from apps.imports.models import ChatImport, ImportedEntry, ImportedFile, ImportMatch, Screenshot, Suggestion

from ..registry import Part


def erase(user) -> list[str]:
    stored = [
        name for name in ImportedFile.objects.filter(chat_import__user=user).values_list("file", flat=True) if name
    ]
    stored += [name for name in ChatImport.objects.filter(user=user).values_list("file", flat=True) if name]
    stored += [name for name in Screenshot.objects.filter(user=user).values_list("image", flat=True) if name]
    for model in (Suggestion, ImportedFile, ImportMatch, ImportedEntry):
        model.objects.filter(chat_import__user=user).delete()
    ChatImport.objects.filter(user=user).delete()
    Screenshot.objects.filter(user=user).delete()
    return stored


PART = Part(
    name="imports",
    models=(
        "imports.Screenshot",
        "imports.ChatImport",
        "imports.ImportedEntry",
        "imports.ImportMatch",
        "imports.ImportedFile",
        "imports.Suggestion",
    ),
    sections=(),
    erase=erase,
)
