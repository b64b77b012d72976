"""Time to suggest tactics for a 200-word message: the phrase rules alone, and what the
attempt log shows (the rules and the model combined). CPU time, best of 5 runs of 50.

    DJANGO_SETTINGS_MODULE=nocontact.settings DJANGO_DEBUG=True python tools/time_suggestions.py
"""

import os
import sys
import time
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "nocontact.settings")

import django

django.setup()

from apps.tactics.matching import rule_suggestions, suggest_tactics  # noqa: E402
from apps.tactics.model.scoring import WEIGHTS, model_from_dict  # noqa: E402

MESSAGE = (
    "I know you said you needed space but it has been three weeks now and honestly I do not "
    "understand what I did that was so terrible. Your mum asked me at the shop if we were "
    "ok and I did not know what to tell her. I saw your post about the new job, congrats I "
    "guess, it would have been nice to hear it from you. Everyone keeps asking me where you "
    "went. I have been really struggling, I can barely sleep and work is a mess, and you "
    "just act like none of it matters. Remember that weekend at the lake when we said we "
    "would always talk things out? I miss that version of you. I am not angry, I just want "
    "to talk, one coffee, that is all. If you cannot even give me that after everything I "
    "did for you then maybe you were never who I thought you were. Anyway I will be near "
    "your work on Friday so maybe I will see you there. Please just answer me this time, I "
    "am begging you, it is not fair to leave me hanging like this when I have done nothing "
    "but love you. Sorry for the long message, I just needed to say it all. Call me x"
)


def best_ms(function) -> float:
    function(MESSAGE)  # warm the caches
    runs = []
    for _ in range(5):
        start = time.process_time()
        for _ in range(50):
            function(MESSAGE)
        runs.append((time.process_time() - start) / 50 * 1000)
    return min(runs)


def main() -> None:
    import json

    print(f"message: {len(MESSAGE.split())} words")
    print(f"rules alone (rule_suggestions): {best_ms(rule_suggestions):.2f} ms")
    print(f"app (suggest_tactics, rules and model): {best_ms(suggest_tactics):.2f} ms")
    tracemalloc.start()
    model = model_from_dict(json.loads(WEIGHTS.read_text(encoding="utf-8")))
    size, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    print(
        f"model in memory: {size / 2**20:.1f} MB (peak while loading {peak / 2**20:.1f} MB), {len(model.weights)} features"
    )


if __name__ == "__main__":
    main()
