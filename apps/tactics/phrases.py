"""Two small helpers every reader of the phrase rules shares (matching.py, safety.py)."""

_ASCII_LOWER = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz")


def alternation(patterns: list[str]) -> str:
    """One expression for a list of phrases, each wrapped in word boundaries; the boundary
    check stands in front of the whole alternation, so a position inside a word is ruled
    out at once."""
    return r"(?<!\w)(?:" + "|".join(f"(?:{p})" for p in patterns) + r")(?!\w)"


def lowered(text: str) -> str:
    """The text in lower case, every character in its place (the map back to the original
    text counts characters): where str.lower() would change the length ("İ"), only A to Z
    are lowered."""
    lower = text.lower()
    return lower if len(lower) == len(text) else text.translate(_ASCII_LOWER)
