"""Noisy transcripts made on demand, to measure the cleaner on text it was never tuned on.

`make_noisy(base_sentences, seed)` takes real sentences (prose written for this project:
the articles' bodies) and builds a transcript the way speech recognition and web copies
spoil one, recording what it injected so that a cleaned result can be scored:

- loop: a sentence said again, once or twice, right away or a little later;
- near_repeat: a short sentence said again with one word slightly changed (a plural, a
  tense, a letter: "tragic story" / "tragedy story");
- phrase_loop: a few words said twice inside a sentence ("when you are tired you are
  tired of it");
- other_script: a fragment in another script (CJK, Cyrillic, Thai, Arabic), often ended
  by that script's own full stop and run into the next sentence ("一點時間。Real words");
- nonsense: a sentence of pronounceable made-up words ("the brellish tarment will
  fondrate") or letters and digits run together ("feeling2002friendly");
- boilerplate: web page furniture on a line of its own and spoken outros ("Share this:",
  "Page 2 of 4", "Do not forget to like and subscribe.");
- tail: an unrelated outro after the last real sentence: one garbled sentence and a few
  ordinary sentences about something else ("Push the magnet back up.").

Three sets are fixed here (SETS): TUNE (seeds 1-12 on half of the articles) may be looked
at while changing the cleaner; HELDOUT (seeds 1001-1012 on the other half) was measured
once, at the end of the first round; HELDOUT2 (seeds 2001-2012 on eleven articles that
neither uses, with their own lists of web furniture, outros and tails) was made before
the second round changed the cleaner, and is measured, never studied; HELDOUT3 (seeds
4001-4012 on every base article, with lists of its own) was written before the
boilerplate rules of the reader round and measured once, at its end; HELDOUT4 (seeds
5001-5012 on every base article, with lists of its own) likewise for the clean4 round,
whose TUNE3 to TUNE7 (seeds 6001 on, lists of their own) were each measured once before
anything was changed for them, then studied. TUNE8 to TUNE21 (helper clean5, seeds 11001
on) were each measured once with the rules of the day before it was studied; TUNE16 and
TUNE21 were never studied. Every set's lists are JSON files under pools/ (load_pools): the
first sets' in first.json, heldout2-4.json and tune3-7.json, the others by their names.
pools/heldout5.json was written by a hand that saw no rule and no earlier list, and measured
once with --seed 6001 on the rules before and after clean5 (boilerplate 34 and 39 of 43):
spent. build_from_pools(load_pools(file), seed) builds a set from anyone's file, as
tools/measure_cleaning.py --pools does. `score(cleaned, noisy)` gives the share of
real sentences kept and of each kind of noise removed. Standard library only.
"""

import json
import random
import re
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

# The articles' prose frozen as it was when the cleaner was first measured, so that the
# sets stay the same when articles are edited or added (article_sentences made it).
BASE = Path(__file__).resolve().parent / "noise_base.json"
BASE_2 = Path(__file__).resolve().parent / "noise_base2.json"
POOLS_DIR = Path(__file__).resolve().parent / "pools"  # pools written as JSON files (load_pools)
KINDS = ("loop", "near_repeat", "phrase_loop", "other_script", "nonsense", "boilerplate", "tail")

_ONSETS = ["b", "bl", "br", "d", "dr", "f", "fl", "fr", "g", "gl", "gr", "k", "l", "m", "n", "p", "pl", "pr",
           "s", "sk", "sl", "sn", "st", "t", "tr", "v", "w", "z", "ch", "sh", "th"]  # fmt: skip
_NUCLEI = ["a", "e", "i", "o", "u", "ai", "ea", "oo", "ou", "ie"]
_CODAS = ["", "", "n", "r", "l", "m", "nt", "st", "sh", "ck", "rd", "nd", "sk", "lt"]
_SUFFIXES = ["", "", "ish", "ment", "ing", "ly", "ous", "ate", "ence", "ful", "ive", "er"]
_FUNCTION = ["the", "a", "and", "of", "to", "you", "they", "it", "is", "will", "in", "your", "that", "when"]

_SCRIPTS = [
    "\u4e00\u9ede\u6642\u9593",  # CJK
    "\u6211\u4eec\u53ef\u4ee5",
    "\u3053\u308c\u306f\u672c\u5f53",  # Japanese
    "\u043f\u0440\u0438\u0432\u0435\u0442 \u043c\u0438\u0440",  # Cyrillic
    "\u0e2a\u0e27\u0e31\u0e2a\u0e14\u0e35",  # Thai
    "\u0645\u0631\u062d\u0628\u0627",  # Arabic
    "\u4f60\u597d\u5417",
]
_SCRIPT_STOPS = ["\u3002", "\uff01", "\uff1f", "\uff0e", "\u3002", ""]


@dataclass(frozen=True)
class Pools:
    """What the generator draws its web furniture, spoken outros and tails from."""

    lines: list[str]
    spoken: list[str]
    off_topic: list[str]


_POOL_KEYS = {"boilerplate_lines": 1, "spoken": 1, "off_topic": 4}  # key: fewest entries (a tail takes up to 4)


def load_pools(path: Path) -> Pools:
    """Pools from a JSON file {"boilerplate_lines": [...], "spoken": [...], "off_topic": [...]},
    so that a set can be written by someone who never reads the rules (and kept from them)."""
    data = json.loads(Path(path).read_text(encoding="utf-8"))
    data = data if isinstance(data, dict) else {}  # not an object: every key is missing
    for key, fewest in _POOL_KEYS.items():
        entries = data.get(key)
        if not isinstance(entries, list) or not all(isinstance(e, str) and e.strip() for e in entries):
            raise ValueError(f"{path}: {key!r} must be a list of non-empty strings")
        if len(entries) < fewest:
            raise ValueError(f"{path}: {key!r} needs at least {fewest} entries")
    return Pools(list(data["boilerplate_lines"]), list(data["spoken"]), list(data["off_topic"]))


# The pools written before they were kept as JSON files, by the sets that use them.
POOLS = load_pools(POOLS_DIR / "first.json")
POOLS_2 = load_pools(POOLS_DIR / "heldout2.json")
POOLS_3 = load_pools(POOLS_DIR / "heldout3.json")
POOLS_4 = load_pools(POOLS_DIR / "heldout4.json")
POOLS_T3 = load_pools(POOLS_DIR / "tune3.json")
POOLS_T4 = load_pools(POOLS_DIR / "tune4.json")
POOLS_T5 = load_pools(POOLS_DIR / "tune5.json")
POOLS_T6 = load_pools(POOLS_DIR / "tune6.json")
POOLS_T7 = load_pools(POOLS_DIR / "tune7.json")


@dataclass
class Injection:
    kind: str
    text: str  # what must be gone from the cleaned text
    count_allowed: int = 0  # how often it may still appear (a loop's first copy stays)


@dataclass
class Noisy:
    text: str
    real: list[str]  # every real sentence, as cleaning must keep it
    injections: list[Injection] = field(default_factory=list)


def article_sentences(path: Path) -> list[str]:
    """The prose sentences of an article's body: no front matter, headings, quote markers,
    list items or Markdown marks."""
    body = path.read_text(encoding="utf-8").split("\n---\n", 1)[1]
    sentences = []
    for line in body.split("\n"):
        line = line.strip()
        if not line or line.startswith(("#", "-", "*", "{{", ">", "|")) or re.match(r"\d+\.", line):
            continue
        line = re.sub(r"\[([^\]]+)\]\([^)]+\)", r"\1", line).replace("**", "").replace("`", "")
        for sentence in re.split(r"(?<=[.!?])\s+(?=[A-Z\"])", line):
            if sentence.endswith((".", "!", "?")) and len(sentence.split()) >= 3 and '"' not in sentence:
                sentences.append(sentence)
    return sentences


def _word(rng: random.Random) -> str:
    syllables = rng.choice([2, 2, 3])
    parts = [rng.choice(_ONSETS) + rng.choice(_NUCLEI) + rng.choice(_CODAS) for _ in range(syllables)]
    return ("".join(parts) + rng.choice(_SUFFIXES))[:14]


def _nonsense_sentence(rng: random.Random) -> tuple[str, list[str]]:
    if rng.random() < 0.25:
        a, b = rng.choice(["feeling", "moment", "healing", "silence"]), rng.choice(["friendly", "caring", "quiet"])
        junk = f"{a}{rng.randint(10, 2099)}{b}"
        return f"And some days you will be {junk} about it.", [junk]
    words, made_up = [], []
    for _ in range(rng.randint(5, 9)):
        if rng.random() < 0.45:
            made_up.append(_word(rng))
            words.append(made_up[-1])
        else:
            words.append(rng.choice(_FUNCTION))
    if len(made_up) < 2:
        made_up += [_word(rng), _word(rng)]
        words += made_up[-2:]
    if rng.random() < 0.2:
        made_up[0] = made_up[0].upper()
        words[words.index(made_up[0].lower())] = made_up[0]
    sentence = " ".join(words)
    return sentence[0].upper() + sentence[1:] + ".", made_up


def _perturb(word: str, rng: random.Random) -> str:
    if word.endswith("s") and len(word) > 3:
        return word[:-1]
    options = [word + "s", word + "ed" if not word.endswith("e") else word + "d"]
    if len(word) > 4:
        i = rng.randrange(1, len(word) - 1)
        options.append(word[:i] + rng.choice("aeiou") + word[i + 1 :])
    return rng.choice(options)


def _near_repeat(sentence: str, rng: random.Random) -> str | None:
    words = sentence.split()
    if not 3 <= len(words) <= 9:
        return None
    candidates = [i for i, w in enumerate(words) if w.strip(".,!?;:").isalpha() and len(w.strip(".,!?;:")) >= 4]
    if not candidates:
        return None
    i = rng.choice(candidates)
    core = words[i].strip(".,!?;:")
    words[i] = words[i].replace(core, _perturb(core, rng))
    changed = " ".join(words)
    return changed if changed != sentence else None


def _phrase_loop(sentence: str, rng: random.Random) -> tuple[str, str] | None:
    words = sentence.split()
    plain = [i for i in range(len(words) - 3) if all(w.isalpha() for w in words[i : i + 3])]
    if len(words) < 7 or not plain:
        return None
    i = rng.choice(plain)
    n = rng.choice([2, 3])
    phrase = " ".join(words[i : i + n])
    looped = " ".join([*words[: i + n], phrase, *words[i + n :]])
    return looped, f"{phrase} {phrase}"


def make_noisy(base: list[str], seed: int, rate: float = 0.18, pools: Pools = POOLS) -> Noisy:
    """A noisy transcript from real sentences; about `rate` of the places get noise."""
    rng = random.Random(seed)
    base = list(dict.fromkeys(base))  # each real sentence once, so a loop is always noise
    out: list[str] = []  # pieces; "\n" pieces are line breaks
    injections: list[Injection] = []
    real: list[str] = []
    for sentence in base:
        if rng.random() < 0.08 and out:
            out.append("\n\n" if rng.random() < 0.5 else "\n")
        said = sentence
        if rng.random() < rate * 0.35:
            looped = _phrase_loop(sentence, rng)
            if looped:
                said, doubled = looped
                injections.append(Injection("phrase_loop", doubled))
        if rng.random() < rate * 0.35:
            fragment = rng.choice(_SCRIPTS)
            stop = rng.choice(_SCRIPT_STOPS)
            glue = "" if stop and rng.random() < 0.6 else " "
            said = f"{fragment}{stop}{glue}{said}" if stop else f"{said[:-1]} {fragment}{said[-1]}"
            if not stop:  # the fragment sits inside the sentence: that sentence is junk now
                injections.append(Injection("other_script", fragment))
                out.append(said)
                continue
            injections.append(Injection("other_script", fragment))
        out.append(said)
        real.append(sentence)
        roll = rng.random()
        if roll < rate * 0.25:
            copies = rng.choice([1, 1, 2])
            rng.random()  # a draw the measured sets were made with: keep it, or they change
            out += [sentence] * copies
            injections.append(Injection("loop", sentence, count_allowed=1))
        elif roll < rate * 0.5:
            changed = _near_repeat(sentence, rng)
            if changed:
                out.append(changed)
                injections.append(Injection("near_repeat", changed))
        elif roll < rate * 0.75:
            junk, made_up = _nonsense_sentence(rng)
            out.append(junk)
            injections += [Injection("nonsense", word) for word in made_up]
        elif roll < rate:
            if rng.random() < 0.6:
                line = rng.choice(pools.lines)
                out += ["\n", line, "\n"]
            else:
                line = rng.choice(pools.spoken)
                out.append(line)
            injections.append(Injection("boilerplate", line))
    tail_junk, made_up = (
        _nonsense_sentence(rng) if rng.random() < 0.5 else (f"You can tell us in a{rng.choice(_SCRIPTS)}.", [])
    )
    tail = [tail_junk, *rng.sample(pools.off_topic, rng.randint(2, 4))]
    out += tail
    injections += [Injection("tail", sentence) for sentence in tail]
    separator = rng.choice(["  ", " "])
    text = ""
    for piece in out:
        if piece.startswith("\n"):
            text = text.rstrip(" ") + piece
        elif not text or text.endswith("\n") or re.search(r"[\u3002\uff01\uff1f\uff0e]$", text):
            text += piece
        else:
            text += separator + piece
    return Noisy(text=text, real=real, injections=injections)


def _norm(text: str) -> str:
    text = unicodedata.normalize("NFC", text)
    for a, b in (("\u2019", "'"), ("\u2018", "'"), ("\u201c", '"'), ("\u201d", '"'), ("\u2014", " - ")):
        text = text.replace(a, b)
    return re.sub(r"\s+", " ", text)


@dataclass
class Score:
    real_total: int = 0
    real_kept: int = 0
    injected: dict[str, int] = field(default_factory=lambda: dict.fromkeys(KINDS, 0))
    removed: dict[str, int] = field(default_factory=lambda: dict.fromkeys(KINDS, 0))
    lost: list[str] = field(default_factory=list)
    left: list[tuple[str, str]] = field(default_factory=list)

    def add(self, other: "Score") -> None:
        self.real_total += other.real_total
        self.real_kept += other.real_kept
        for kind in KINDS:
            self.injected[kind] += other.injected[kind]
            self.removed[kind] += other.removed[kind]
        self.lost += other.lost
        self.left += other.left


def score(cleaned: str, noisy: Noisy) -> Score:
    text = _norm(cleaned)
    result = Score()
    for sentence in noisy.real:
        result.real_total += 1
        if _norm(sentence) in text:
            result.real_kept += 1
        else:
            result.lost.append(sentence)
    real = [_norm(sentence) for sentence in noisy.real]
    for injection in noisy.injections:
        result.injected[injection.kind] += 1
        core = _norm(injection.text).strip(" .:")
        # A sentence the base holds twice ("See flying monkeys." in two articles), or one a
        # near-repeat is a prefix of ("... contact attempt" / "... contact attempts."),
        # may stay as often as the real text holds it.
        allowed = max(injection.count_allowed, sum(sentence.count(core) for sentence in real))
        if text.count(core) <= allowed:
            result.removed[injection.kind] += 1
        else:
            result.left.append((injection.kind, injection.text))
    return result


def _articles(half: int, base: Path | tuple[Path, ...] = BASE) -> list[list[str]]:
    articles = {}
    for path in base if isinstance(base, tuple) else (base,):
        articles.update(json.loads(path.read_text(encoding="utf-8"))["articles"])
    return [articles[name] for i, name in enumerate(sorted(articles)) if half < 0 or i % 2 == half]


# name: (base file, which half of its articles (-1: all), first seed, pools).
SETS = {
    "tune": (BASE, 0, 1, POOLS),
    "heldout": (BASE, 1, 1001, POOLS),
    # Issue 16, second round: new base texts (noise_base2.json), new seeds and new pools,
    # made before the cleaner was changed again; measured once before and once after.
    "heldout2": (BASE_2, -1, 2001, POOLS_2),
    # Issue 16, fourth round: more of the tune half with new seeds, to tune the outro rule on
    # (tails that share one chance word with the text were kept); may be looked at.
    "tune2": (BASE, 0, 3001, POOLS),
    # Issue 16, helper reader: new seeds and new lists of furniture, outros and tails
    # (POOLS_3), written before this round changed the boilerplate rules and measured once,
    # at the end. Every article has been a base before, so its real sentences are not new:
    # the noise is.
    "heldout3": ((BASE, BASE_2), -1, 4001, POOLS_3),
    # Issue 16, helper clean4: new seeds and new lists again (POOLS_4), written before this
    # round changed any rule; measured once before and once at the end, never studied.
    "heldout4": ((BASE, BASE_2), -1, 5001, POOLS_4),
    # Issue 16, helper clean4: yet other lists (POOLS_T3), to study while changing the rules.
    "tune3": ((BASE, BASE_2), -1, 6001, POOLS_T3),
    # Written after the first outro rules, measured before any change for it, then studied.
    "tune4": ((BASE, BASE_2), -1, 7001, POOLS_T4),
    # Written after tune4 was studied, measured before any change for it, then studied.
    "tune5": ((BASE, BASE_2), -1, 8001, POOLS_T5),
    # Written after tune5 was studied, measured before any change for it, then studied.
    "tune6": ((BASE, BASE_2), -1, 9001, POOLS_T6),
    # Written after tune6 was studied, measured before any change for it.
    "tune7": ((BASE, BASE_2), -1, 10001, POOLS_T7),
    # Helper clean5: pools in JSON files (POOLS_DIR), each written before any change for it
    # and measured once with the rules of the day, then studied.
    "tune8": ((BASE, BASE_2), -1, 11001, POOLS_DIR / "tune8.json"),
    "tune9": ((BASE, BASE_2), -1, 12001, POOLS_DIR / "tune9.json"),
    "tune10": ((BASE, BASE_2), -1, 13001, POOLS_DIR / "tune10.json"),
    "tune11": ((BASE, BASE_2), -1, 14001, POOLS_DIR / "tune11.json"),
    "tune12": ((BASE, BASE_2), -1, 15001, POOLS_DIR / "tune12.json"),
    "tune13": ((BASE, BASE_2), -1, 16001, POOLS_DIR / "tune13.json"),
    "tune14": ((BASE, BASE_2), -1, 17001, POOLS_DIR / "tune14.json"),
    "tune15": ((BASE, BASE_2), -1, 18001, POOLS_DIR / "tune15.json"),
    "tune16": ((BASE, BASE_2), -1, 19001, POOLS_DIR / "tune16.json"),
    "tune17": ((BASE, BASE_2), -1, 20001, POOLS_DIR / "tune17.json"),
    "tune18": ((BASE, BASE_2), -1, 21001, POOLS_DIR / "tune18.json"),
    "tune19": ((BASE, BASE_2), -1, 22001, POOLS_DIR / "tune19.json"),
    "tune20": ((BASE, BASE_2), -1, 23001, POOLS_DIR / "tune20.json"),
    "tune21": ((BASE, BASE_2), -1, 24001, POOLS_DIR / "tune21.json"),
    # Helper clean7: tune22 written before any change of that round and kept from it (its own
    # held-out, measured at the start and the end only); tune23 written then too, and studied.
    "tune22": ((BASE, BASE_2), -1, 25001, POOLS_DIR / "tune22.json"),
    "tune23": ((BASE, BASE_2), -1, 26001, POOLS_DIR / "tune23.json"),
    # heldout5 (blind5, spent) as it was measured (--seed 5); tune24 to tune26: many more
    # lines of furniture and session talk written for the classifier's training (in-sample
    # for it; tune25 after studying the kinds heldout6 missed: live rooms, tours, books;
    # tune26 conferences, radio, game streams, charity nights, shops).
    "heldout5": ((BASE, BASE_2), -1, 5, POOLS_DIR / "heldout5.json"),
    "tune24": ((BASE, BASE_2), -1, 27001, POOLS_DIR / "tune24.json"),
    "tune25": ((BASE, BASE_2), -1, 28001, POOLS_DIR / "tune25.json"),
    "tune26": ((BASE, BASE_2), -1, 29001, POOLS_DIR / "tune26.json"),
    # Helper clean8: tune27 and tune28 written before the rules for running a live room
    # (session.running_the_room), which were written from heldout7's kinds (spent); tried as
    # training lines for the classifier, not kept (see tools/train_outro_model.py).
    "tune27": ((BASE, BASE_2), -1, 30001, POOLS_DIR / "tune27.json"),
    "tune28": ((BASE, BASE_2), -1, 31001, POOLS_DIR / "tune28.json"),
    # Helper clean8: tune29 written before any change of that round and kept from it (its own
    # held-out: news and paywall pages, lecture capture, audiobooks, phone-ins, live-stream
    # gifts, halls; measured at the start and the end only, never trained on).
    "tune29": ((BASE, BASE_2), -1, 32001, POOLS_DIR / "tune29.json"),
    # Round 11 (helpers r11 E and F, blind): written before the outro classifier was trained
    # on the bulk room talk (pools/room_talk_*.json), measured once before it, then studied
    # line by line; never trained on. Their settings differ from the training lines' in part.
    "tune30": ((BASE, BASE_2), -1, 60001, POOLS_DIR / "tune30.json"),
    "tune31": ((BASE, BASE_2), -1, 61001, POOLS_DIR / "tune31.json"),
    # Blind pools, sealed until measured once before and once after round 11, then spent:
    # heldout10 (helper blind18; pools/heldout10_before_1ceda87.txt) and heldout11 (helper
    # r11 heldout11, measured on 30af499 and after). The second seeds of each (41001, 71001)
    # are in the closing note of issue 16.
    "heldout10": ((BASE, BASE_2), -1, 40001, POOLS_DIR / "heldout10.json"),
    "heldout11": ((BASE, BASE_2), -1, 70001, POOLS_DIR / "heldout11.json"),
    # Sealed until measured once before and once after round 12 (the outro classifier's
    # strict bar), then spent: heldout12 (helper r11 heldout12; second seed 81001) and
    # heldout13 (helper r12 heldout13; second seed 91001). pools/heldout1[23]_*.txt.
    "heldout12": ((BASE, BASE_2), -1, 80001, POOLS_DIR / "heldout12.json"),
    "heldout13": ((BASE, BASE_2), -1, 90001, POOLS_DIR / "heldout13.json"),
    # Sealed until measured once before and once after round 14 (a sentence foreign to its
    # transcript needs less of the classifier), then spent: heldout14 (helper r12
    # heldout14; second seed 101001). pools/heldout14_*.txt.
    "heldout14": ((BASE, BASE_2), -1, 100001, POOLS_DIR / "heldout14.json"),
    # Written and sealed in round 14, measured once before and once after its classifier
    # change, then spent and studied: heldout15 (helper r14 heldout15; second seed 111001).
    "heldout15": ((BASE, BASE_2), -1, 110001, POOLS_DIR / "heldout15.json"),
    # Written and sealed in round 14, measured once before and once after round 15 (a page's
    # fields and counters), then spent: heldout16 (helper r14 heldout16; second seed 121001).
    "heldout16": ((BASE, BASE_2), -1, 120001, POOLS_DIR / "heldout16.json"),
}


def build_from_pools(
    pools: Pools, first_seed: int, base: Path | tuple[Path, ...] = (BASE, BASE_2), half: int = -1
) -> list[Noisy]:
    """12 transcripts, each made of the sentences of three articles (by default of every
    base article, as heldout4), with noise drawn from `pools` and seeds first_seed on."""
    paths = _articles(half, base)
    transcripts = []
    for k in range(12):
        rng = random.Random(first_seed + k)
        chosen = rng.sample(paths, 3)
        sentences = [s for article in chosen for s in article]
        transcripts.append(make_noisy(sentences, seed=first_seed + k, pools=pools))
    return transcripts


@dataclass
class LineByLine:
    """One pools file's lines, each put alone into a talk: how many the cleaner removes."""

    removed: dict[str, int] = field(default_factory=dict)
    total: dict[str, int] = field(default_factory=dict)
    left: list[tuple[str, str]] = field(default_factory=list)


def line_by_line(pools: Pools, clean: Callable[[str], str]) -> LineByLine:
    """Each web line on a line of its own, each spoken line as a sentence, inside the first
    base article's prose; each off-topic line after a garbled sentence at its end, as a
    tail. A finer measure than a set, which draws only 25 to 45 of a pool's lines."""
    talk = _articles(-1, (BASE,))[0]
    head, rest = " ".join(talk[:20]), " ".join(talk[20:])
    placed = {
        "boilerplate_lines": (pools.lines, lambda line: f"{head}\n{line}\n{rest}"),
        "spoken": (pools.spoken, lambda line: f"{head} {line} {rest}"),
        "off_topic": (pools.off_topic, lambda line: f"{head} {rest} Sdfkj qwerp zzlorf. {line}"),
    }
    result = LineByLine()
    for kind, (lines, put) in placed.items():
        result.total[kind] = len(lines)
        result.removed[kind] = 0
        for line in lines:
            if _norm(line).strip(" .:") in _norm(clean(put(line))):
                result.left.append((kind, line))
            else:
                result.removed[kind] += 1
    return result


def build_set(name: str) -> list[Noisy]:
    """TUNE (may be looked at), HELDOUT or HELDOUT2 (measured, never studied): 12
    transcripts each, each made of the sentences of three articles."""
    base_file, half, first_seed, pools = SETS[name]
    if isinstance(pools, Path):
        pools = load_pools(pools)
    return build_from_pools(pools, first_seed, base_file, half)
