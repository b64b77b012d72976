"""How many signs of danger and of self-harm the safety rules read in a labelled set,
and how many they read where there are none: counts only, unless --show.

    .venv/bin/python tools/measure_safety_signs.py tests/tactics/safety/danger19c.json [--show]

A set is a JSON list of {"text", "voice", "danger", "self_harm", "style"}
(tests/tactics/safety/README.md). --show prints every miss and every false note: never
use it on a sealed set before it is spent.
"""

import argparse
import json
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("path")
    parser.add_argument("--show", action="store_true", help="print each miss and false note")
    options = parser.parse_args()
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "nocontact.settings")
    os.environ.setdefault("DJANGO_DEBUG", "True")
    import django

    django.setup()
    from apps.tactics.safety import safety_signs

    items = json.loads(Path(options.path).read_text())
    read = [safety_signs(item["text"]) for item in items]
    for sign in ("danger", "self_harm"):
        caught = missed = false = others = 0
        for item, signs in zip(items, read, strict=True):
            found = getattr(signs, sign)
            if item[sign]:
                caught += found
                missed += not found
                if options.show and not found:
                    print(f"  missed {sign} ({item['voice']}, {item['style']}): {item['text']}")
            else:
                others += 1
                false += found
                if options.show and found:
                    print(f"  false {sign} ({item['voice']}): {item['text']}")
        print(f"{sign}: {caught} of {caught + missed} read; {false} of {others} without it read as {sign}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
