"""What 50 people do in the app at once, for `make load` (load/run.py starts it).

Each simulated person arrives signed in (load/run.py signed every account in through the
real form before the run, timing it apart: the password hash is slow on purpose), then,
with a pause of 1-4 s
between actions: looks at the dashboard, quick-logs a message, writes a full entry with
a screenshot, edits one of their entries, searches their log and the library (words are
POSTed, never put in a URL), records an urge, reads an article. Every write must answer
with the redirect that means "saved"; anything else is a failure. Entries written are
remembered (with their last words) for load/check.py.

Environment: LOAD_ACCOUNTS (load/prepare.py's JSON), LOAD_WRITTEN (where to write the
entries at the end).
"""

import io
import itertools
import json
import os
import random
import re
import threading
from urllib.parse import urlsplit

from locust import HttpUser, between, events, task

ACCOUNTS = json.load(open(os.environ["LOAD_ACCOUNTS"]))  # noqa: SIM115
NEXT_ACCOUNT = itertools.count()
WRITTEN: dict[str, dict] = {}
LOCK = threading.Lock()
DETAIL = re.compile(r"^/log/([0-9a-f-]{36})/")
WORDS = ["car", "birthday", "sister", "sorry", "call", "money", "kids", "christmas"]


def _png() -> bytes:
    from PIL import Image

    out = io.BytesIO()
    Image.new("RGB", (320, 640), (random.randrange(256), 140, 120)).save(out, format="PNG")
    return out.getvalue()


SCREENSHOT = _png()


@events.test_stop.add_listener
def _save_written(**kwargs) -> None:
    with open(os.environ["LOAD_WRITTEN"], "w") as handle:
        json.dump({"entries": WRITTEN}, handle)


class Person(HttpUser):
    wait_time = between(1, 4)

    def on_start(self) -> None:
        account = ACCOUNTS["accounts"][next(NEXT_ACCOUNT) % len(ACCOUNTS["accounts"])]
        self.username, self.person = account["username"], account["person"]
        self.mine: list[str] = []
        self.client.headers["Origin"] = self.host
        # Signed in through the form by load/run.py: the browser keeps the session and CSRF
        # cookies the sign-in set (a POST as the first action would otherwise be refused).
        # Set for the server's own host, as its answers set them: a second cookie of the same
        # name for another domain would make the CSRF token ambiguous.
        host = urlsplit(self.host).hostname
        for name, value in account["cookies"].items():
            self.client.cookies.set(name, value, domain=host, path="/")

    def post(self, path: str, data: dict, *, name: str, expect: str = "", files=None) -> str | None:
        """POST like the browser's form; a success is a redirect (to `expect`, if given)."""
        data = {**data, "csrfmiddlewaretoken": self.client.cookies.get("csrftoken", "")}
        with self.client.post(
            path, data=data, files=files, name=name, allow_redirects=False, catch_response=True
        ) as response:
            location = response.headers.get("Location", "")
            if response.status_code not in (302, 303) or not location.startswith(expect):
                response.failure(f"{response.status_code}, to {location!r}")
                return None
            response.success()
            return location

    def remember(self, location: str | None, message: str, files: int = 0) -> None:
        found = DETAIL.match(location or "")
        if found:
            with LOCK:
                WRITTEN[found.group(1)] = {"user": self.username, "message": message, "files": files}
            self.mine.append(found.group(1))

    def entry(self, message: str) -> dict:
        return {
            "person": self.person,
            "occurred_at": "2026-01-15T18:30",
            "channel": "text",
            "response": "none",
            "message": message,
            "notes": "",
            "via": "",
        }

    @task(10)
    def dashboard(self) -> None:
        self.client.get("/", name="dashboard")

    @task(4)
    def quick_log(self) -> None:
        message = f"{random.choice(WORDS)}: are you ignoring me again? ({random.randrange(10**6)})"
        self.remember(self.post("/log/quick/", {"person": self.person, "message": message}, name="quick log"), message)

    @task(2)
    def full_entry(self) -> None:
        self.client.get("/log/new/", name="full entry (form)")
        message = f"A long voicemail about the {random.choice(WORDS)} ({random.randrange(10**6)})"
        files = {"files": ("screenshot.png", SCREENSHOT, "image/png")}
        location = self.post("/log/new/", self.entry(message), name="full entry with a file", files=files)
        self.remember(location, message, files=1)

    @task(2)
    def edit(self) -> None:
        if not self.mine:
            return
        pk = random.choice(self.mine)
        self.client.get(f"/log/{pk}/edit/", name="edit (form)")
        message = f"Edited: it was about the {random.choice(WORDS)} ({random.randrange(10**6)})"
        location = self.post(f"/log/{pk}/edit/", self.entry(message), name="edit", expect=f"/log/{pk}/")
        if location:
            with LOCK:
                WRITTEN[pk]["message"] = message

    @task(3)
    def log_search(self) -> None:
        location = self.post("/log/search/", {"q": random.choice(WORDS)}, name="log search", expect="/log/")
        if location:
            self.client.get(location, name="log search (results)")

    @task(2)
    def library_search(self) -> None:
        location = self.post("/library/search/", {"q": random.choice(WORDS)}, name="library search", expect="/library/")
        if location:
            self.client.get(location, name="library search (results)")

    @task(2)
    def urge(self) -> None:
        self.client.get("/urge/", name="urge (form)")
        data = {"person": self.person, "intensity": "6", "unsent_message": "I miss you", "outcome": "resisted"}
        self.post("/urge/", data, name="urge")

    @task(3)
    def article(self) -> None:
        self.client.get(f"/library/{random.choice(ACCOUNTS['articles'])}/", name="article")
