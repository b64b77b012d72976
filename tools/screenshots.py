"""Screenshot pages at phone and desktop widths, light and dark, for a person to look at.

    python tools/screenshots.py http://127.0.0.1:8000 OUTDIR [--login USER:PASSWORD] PATH [PATH ...]

Needs a running server and Debian's chromium. Not part of the test suite.
"""

import argparse
import re
import shutil
from pathlib import Path

from playwright.sync_api import sync_playwright

ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("base")
    parser.add_argument("outdir", type=Path)
    parser.add_argument("paths", nargs="+")
    parser.add_argument("--login", help="USER:PASSWORD")
    options = parser.parse_args()
    options.outdir.mkdir(parents=True, exist_ok=True)
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=shutil.which("chromium"), headless=True, args=ARGS)
        for scheme in ("light", "dark"):
            for width, height in ((375, 812), (1280, 900)):
                context = browser.new_context(
                    base_url=options.base,
                    viewport={"width": width, "height": height},
                    color_scheme=scheme,
                )
                page = context.new_page()
                if options.login:
                    user, password = options.login.split(":", 1)
                    page.goto("/accounts/login/")
                    page.fill("input[name=login]", user)
                    page.fill("input[name=password]", password)
                    page.click("main button[type=submit]")
                    page.wait_for_load_state()
                for path in options.paths:
                    page.goto(path)
                    page.wait_for_load_state("networkidle")
                    name = re.sub(r"[^a-z0-9]+", "-", path.lower()).strip("-") or "home"
                    page.screenshot(
                        path=options.outdir / f"{name}-{width}-{scheme}.png",
                        full_page=True,
                    )
                context.close()
        browser.close()


if __name__ == "__main__":
    main()
