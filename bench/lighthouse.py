"""Lighthouse's four category scores for a page, in Debian's Chromium."""

import json
import os
import shutil
import subprocess
from pathlib import Path

LIGHTHOUSE = Path(__file__).parent / "node_modules" / ".bin" / "lighthouse"
CATEGORIES = ("performance", "accessibility", "best-practices", "seo")
# Headless, and quiet: without these Chromium keeps calling other hosts.
CHROME_FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]


class LighthouseError(Exception):
    pass


# Lighthouse itself sometimes fails to record a page load's trace and asks to be run
# again ("NO_NAVSTART", "NO_FCP"): one more try, before the bench gives up.
ATTEMPTS = 2


def scores(url: str, cookie: str, report: Path) -> dict[str, int]:
    """Run Lighthouse (mobile, simulated throttling: its defaults) on `url`, keep the
    full JSON report at `report`, and return each category's score out of 100."""
    chromium = shutil.which("chromium")
    if not chromium:
        raise LighthouseError("Chromium is not installed (apt-get install -y chromium)")
    command = [
        str(LIGHTHOUSE),
        url,
        "--quiet",
        "--output=json",
        f"--output-path={report}",
        f"--only-categories={','.join(CATEGORIES)}",
        f"--chrome-flags={' '.join(CHROME_FLAGS)}",
    ]
    if cookie:
        command.append(f"--extra-headers={json.dumps({'Cookie': cookie})}")
    env = {**os.environ, "CHROME_PATH": chromium}
    for _ in range(ATTEMPTS):
        done = subprocess.run(command, check=False, env=env, timeout=180, capture_output=True, text=True)
        if done.returncode == 0 or "run Lighthouse again" not in done.stderr:
            break
    if done.returncode != 0:
        raise LighthouseError(f"lighthouse failed on {url}:\n{done.stderr[-2000:]}")
    categories = json.loads(report.read_text())["categories"]
    return {name: round(categories[name]["score"] * 100) for name in CATEGORIES}


def failed_audits(report: Path) -> dict[str, list[str]]:
    """Per category, the titles of audits that scored under 1, to say why."""
    data = json.loads(report.read_text())
    audits = data["audits"]
    found: dict[str, list[str]] = {}
    for name, category in data["categories"].items():
        for ref in category["auditRefs"]:
            audit = audits[ref["id"]]
            if ref["weight"] > 0 and audit["score"] is not None and audit["score"] < 1:
                found.setdefault(name, []).append(audit["title"])
    return found
