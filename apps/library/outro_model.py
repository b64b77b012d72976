"""A small classifier of talk about the recording or the page, beside the rules.

Phrase patterns (outros.py, session.py, boilerplate.py) miss wording they have never met;
a classifier generalises from many examples instead. This one is a logistic regression
over a sentence's (or a short line's) words, word pairs and character n-grams, its shape
(length, end, digits, separators) and the rules' own cue scores (session.session_cues),
trained by tools/train_outro_model.py on the web lines and spoken outros of the pools
(tests/library/pools, tests/library/noisegen.py) against the real sentences of the four
transcripts, the articles in content/ and the tactic message sets that are not frozen.
Its weights live in outro_model.json; nothing is random at run time.

It only ever adds to the rules, and only when it is sure (the threshold in the weights
file, chosen so that no real sentence of the training documents is taken in
cross-validation), and never on a sentence that is quoted, names someone else or holds a
word of the subject: "Take care of yourself." and "He posts every Sunday." stay. Every
judgement is about one sentence or one line, never its place.
"""

import itertools
import json
import math
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from apps.library.session import session_cues

WEIGHTS = Path(__file__).with_name("outro_model.json")
_WORD = re.compile(r"[a-z0-9]+(?:'[a-z]+)?")
_SEPARATOR = re.compile(r"[|\u00b7\u00bb\u2022\u203a\u00a9*]|\s[-/]\s")
_LENGTHS = (1, 2, 3, 5, 8, 12, 16, 24)
_MAX_WORDS = 30  # longer sentences are speech about something, whatever they name
# Never judged talk about the recording: the subject, quoted words, someone else.
_GUARD = re.compile(
    r"\b(?:narcissis\w*|abus\w*|manipulat\w*|contact|boundar\w*|heal\w*|trauma\w*|silence|control\w*|guilt\w*|"
    r"hoover\w*|gaslight\w*|safe(?:ty)?|he|she|they|them|him|his|her|hers|their|theirs|ex|partner|mother|father|"
    r"mom|mum|dad|parents?|family|yourself)\b",
    re.IGNORECASE,
)


def features(text: str) -> set[str]:
    """The features of one sentence or line: words, word pairs, character n-grams of the
    words, shape, and the session cues."""
    core = text.strip()
    lower = core.lower().replace("\u2019", "'")
    words = [re.sub(r"\d", "0", w) for w in _WORD.findall(lower)]
    found = {f"w:{w}" for w in words}
    padded = ["<s>", *words, "</s>"]
    found |= {f"b:{a}_{b}" for a, b in itertools.pairwise(padded)}
    for word in words:
        marked = f"_{word}_"
        found |= {f"c:{marked[i : i + n]}" for n in (3, 4) for i in range(len(marked) - n + 1)}
    length = next((n for n in _LENGTHS if len(words) <= n), 99)
    found.add(f"len:{length}")
    found.add(f"end:{core[-1:] if core[-1:] in '.?!:' else 'none'}")
    if any(c.isdigit() for c in core):
        found.add("digit")
    if _SEPARATOR.search(core):
        found.add("separator")
    capitals = [w for w in core.split() if w[:1].isupper()]
    if len(words) >= 2 and len(capitals) / len(words) >= 0.6:
        found.add("title")
    found |= {f"cue:{kind}" for kind in session_cues(core)}
    return found


@dataclass(frozen=True)
class Model:
    weights: dict[str, float]
    bias: float
    threshold: float

    def probability(self, text: str) -> float:
        score = self.bias + sum(self.weights.get(f, 0.0) for f in features(text))
        return 1 / (1 + math.exp(-max(-30.0, min(30.0, score))))


def load(path: Path = WEIGHTS) -> Model:
    data = json.loads(Path(path).read_text(encoding="utf-8"))
    return Model(weights=data["weights"], bias=data["bias"], threshold=data["threshold"])


@lru_cache(maxsize=1)
def model() -> Model:
    return load()


def guarded(text: str) -> bool:
    """Too long, quoted, about the subject or about someone else: never the classifier's."""
    return len(text.split()) > _MAX_WORDS or '"' in text or bool(_GUARD.search(text))


def is_outro(text: str, judge: Model | None = None) -> bool:
    """Whether the classifier is sure a sentence or a short line is about the recording or
    the page itself."""
    core = text.strip()
    if not core or guarded(core):
        return False
    judge = judge or model()
    return judge.probability(core) >= judge.threshold
