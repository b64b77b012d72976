"""Two app servers on one PostgreSQL (issue 14 item 5): what one server does, the other
sees. CI runs this after the PostgreSQL suite (.ci/run).

    DATABASE_URL=postgres://... python tools/two_servers.py [--ports 8301,8302]

Starts, with production settings on plain HTTP: gunicorn A and gunicorn B on two
loopback ports, sharing a new database beside the one DATABASE_URL names, one evidence
folder, one job folder and DJANGO_CACHE=database; and one job worker started beside B.
Then, as a browser would:

1. signs in through A, uses the quick exit through B: A no longer knows the session;
2. uploads a screenshot through A: B serves the same bytes;
3. enters a wrong password through A and B in turn: the sign-in throttle counts both;
4. starts a check of the log through A: the worker beside B runs it, and A shows it done.

Exits 0 when all four hold; prints what it saw either way.
"""

import argparse
import http.cookiejar
import io
import os
import re
import secrets
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
import uuid
from pathlib import Path
from urllib.parse import urlencode, urlsplit, urlunsplit

ROOT = Path(__file__).resolve().parent.parent
PASSWORD = "a calm long password 42"


class NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):
        return None


# The site's public name: a load balancer passes it on to whichever server it picks, so
# both servers see the same Host (allauth's throttle keys include it).
PUBLIC_HOST = "journal.example"


class Browser:
    """Cookies, CSRF tokens and the Origin header, as a browser sends them through a load
    balancer (the public Host on every request); no redirects followed."""

    def __init__(self) -> None:
        self.jar = http.cookiejar.CookieJar()
        self.opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(self.jar), NoRedirect)

    def request(self, url: str, data: bytes | None = None, headers: dict | None = None) -> tuple[int, dict, bytes]:
        public = {"Host": PUBLIC_HOST, "Origin": f"http://{PUBLIC_HOST}"}
        request = urllib.request.Request(url, data=data, headers={**public, **(headers or {})})
        try:
            with self.opener.open(request, timeout=60) as answer:
                return answer.status, dict(answer.headers), answer.read()
        except urllib.error.HTTPError as answer:
            return answer.code, dict(answer.headers), answer.read()

    def get(self, url: str) -> tuple[int, dict, bytes]:
        return self.request(url)

    def token(self, url: str) -> str:
        """The CSRF token of the form on the page at url."""
        status, _, body = self.get(url)
        found = re.search(rb'name="csrfmiddlewaretoken" value="([^"]+)"', body)
        if not found:
            raise SystemExit(f"no form on {url} (HTTP {status})")
        return found.group(1).decode()

    def post(self, url: str, fields: dict, *, form_page: str, files: dict | None = None) -> tuple[int, dict, bytes]:
        fields = {**fields, "csrfmiddlewaretoken": self.token(form_page)}
        if not files:
            return self.request(url, urlencode(fields, doseq=True).encode())
        boundary = uuid.uuid4().hex
        body = io.BytesIO()
        for name, value in fields.items():
            body.write(f'--{boundary}\r\nContent-Disposition: form-data; name="{name}"\r\n\r\n{value}\r\n'.encode())
        for name, (filename, data, kind) in files.items():
            body.write(
                f'--{boundary}\r\nContent-Disposition: form-data; name="{name}"; filename="{filename}"\r\n'
                f"Content-Type: {kind}\r\n\r\n".encode()
            )
            body.write(data + b"\r\n")
        body.write(f"--{boundary}--\r\n".encode())
        return self.request(url, body.getvalue(), {"Content-Type": f"multipart/form-data; boundary={boundary}"})

    def sign_in(self, base: str, username: str, password: str) -> tuple[int, dict, bytes]:
        page = f"{base}/accounts/login/"
        return self.post(page, {"login": username, "password": password}, form_page=page)


def png() -> bytes:
    from PIL import Image

    out = io.BytesIO()
    Image.new("RGB", (64, 48), (secrets.randbelow(256), 160, 130)).save(out, format="PNG")
    return out.getvalue()


def manage(env: dict, *args: str) -> str:
    result = subprocess.run(
        [sys.executable, "manage.py", *args], cwd=ROOT, env=env, capture_output=True, text=True, check=False
    )
    if result.returncode:
        raise SystemExit(f"manage.py {' '.join(args)} failed:\n{result.stdout}{result.stderr}")
    return result.stdout


def start(command: list[str], env: dict, log: Path) -> subprocess.Popen:
    return subprocess.Popen(
        command, cwd=ROOT, env=env, stdout=log.open("w"), stderr=subprocess.STDOUT, start_new_session=True
    )


def wait_for(base: str) -> None:
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(f"{base}/healthz", timeout=2) as answer:
                if answer.status == 200:
                    return
        except OSError:
            time.sleep(0.3)
    raise SystemExit(f"{base} did not answer")


def checks(a: str, b: str, username: str) -> list[tuple[str, bool, str]]:
    seen = []

    # 1. Signed in through A; the quick exit through B ends the session A knows.
    browser = Browser()
    status, headers, _ = browser.sign_in(a, username, PASSWORD)
    before = browser.get(f"{a}/log/")[0]
    browser.post(f"{b}/accounts/exit/", {}, form_page=f"{b}/")
    after, after_headers, _ = browser.get(f"{a}/log/")
    ok = status == 302 and before == 200 and after == 302 and "/accounts/login/" in after_headers.get("Location", "")
    seen.append(("quick exit through B ends the session on A", ok, f"A's log before {before}, after {after}"))

    # 2. A screenshot uploaded through A is served by B.
    browser = Browser()
    browser.sign_in(a, username, PASSWORD)
    person = re.search(rb'<option value="([0-9a-f-]{36})"', browser.get(f"{a}/log/new/")[2])
    data = png()
    fields = {"person": person.group(1).decode() if person else "", "occurred_at": "2026-01-15T18:30",
              "channel": "text", "response": "none", "message": "the photo they sent", "notes": "", "via": ""}  # fmt: skip
    status, headers, _ = browser.post(
        f"{a}/log/new/", fields, form_page=f"{a}/log/new/", files={"files": ("shot.png", data, "image/png")}
    )
    detail = urlsplit(headers.get("Location", "")).path
    link = re.search(rb'href="(/log/files/[0-9a-f-]{36}/)"', browser.get(f"{a}{detail}")[2]) if detail else None
    served = browser.get(f"{b}{link.group(1).decode()}") if link else (0, {}, b"")
    ok = status == 302 and served[0] == 200 and served[2] == data
    seen.append(("a file uploaded through A is served by B", ok, f"upload {status}, B answered {served[0]}"))

    # 3. The sign-in throttle counts wrong passwords on both servers (5 per account and address).
    answers = []
    for n in range(6):
        base = (a, b)[n % 2]
        status, _, body = Browser().sign_in(base, username, "not the password")
        answers.append("throttled" if b"Too many attempts" in body or status == 429 else f"refused {status}")
    ok = answers[:5] == ["refused 200"] * 5 and answers[5] == "throttled"
    seen.append(("the sign-in throttle counts across A and B", ok, ", ".join(answers)))

    # 4. A check of the log started through A runs on the worker beside B.
    browser = Browser()
    browser.sign_in(a, "other", PASSWORD)
    status, headers, _ = browser.post(f"{a}/log/verify/", {}, form_page=f"{a}/log/")
    job = urlsplit(headers.get("Location", "")).path
    deadline, page = time.monotonic() + 90, b""
    while job.startswith("/jobs/") and time.monotonic() < deadline:
        page = browser.get(f"{a}{job}")[2]
        if b"Finished" in page or b"Stopped" in page:
            break
        time.sleep(0.5)
    ok = b"Finished" in page
    seen.append(("a job started through A runs on the worker beside B", ok, f"start {status} to {job or '?'}"))
    return seen


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--ports", default="8301,8302")
    options = parser.parse_args(argv)
    url = os.getenv("DATABASE_URL", "")
    if not url.startswith("postgres"):
        print("two_servers: set DATABASE_URL to a PostgreSQL server", file=sys.stderr)
        return 2
    port_a, port_b = options.ports.split(",")
    name = f"two_servers_{uuid.uuid4().hex[:10]}"
    tmp = Path(tempfile.mkdtemp(prefix="nocontact-two-servers-"))
    env = {k: v for k, v in os.environ.items() if not k.startswith("DJANGO_")}
    env |= {
        "DATABASE_URL": urlunsplit(urlsplit(url)._replace(path=f"/{name}")),
        "DJANGO_SETTINGS_MODULE": "nocontact.settings",
        "DJANGO_SECRET_KEY": secrets.token_urlsafe(50),
        "DJANGO_ALLOWED_HOSTS": f"{PUBLIC_HOST},127.0.0.1",
        "DJANGO_SECURE_SSL_REDIRECT": "False",
        "DJANGO_SECURE_COOKIES": "False",
        "DJANGO_CACHE": "database",
        "DJANGO_EVIDENCE_ROOT": str(tmp / "evidence"),
        "DJANGO_JOBS_ROOT": str(tmp / "jobs"),
        "DJANGO_STATIC_ROOT": str(tmp / "static"),
        "DJANGO_LOG_LEVEL": "WARNING",
    }
    import psycopg

    admin = urlunsplit(urlsplit(url)._replace(path="/postgres"))
    with psycopg.connect(admin, autocommit=True) as conn:
        conn.execute(f'CREATE DATABASE "{name}"')
    processes: list[subprocess.Popen] = []
    seen: list[tuple[str, bool, str]] = []
    logs: dict[str, str] = {}
    try:
        for command in (["migrate", "--no-input", "-v0"], ["createcachetable"], ["collectstatic", "--no-input", "-v0"]):
            manage(env, *command)
        seed = (
            "from django.contrib.auth import get_user_model; from django.utils import timezone; "
            "from apps.counter.services import person_create\n"
            "for name in ('alice', 'other'):\n"
            f"    user = get_user_model().objects.create_user(username=name, password={PASSWORD!r})\n"
            "    person_create(user=user, label='J', start=timezone.localdate())"
        )
        manage(env, "shell", "-c", seed)
        for port in (port_a, port_b):
            gunicorn = [
                sys.executable,
                "-m",
                "gunicorn",
                "nocontact.wsgi",
                "--workers",
                "2",
                "--bind",
                f"127.0.0.1:{port}",
            ]
            processes.append(start(gunicorn, env, tmp / f"gunicorn-{port}.log"))
        worker = [sys.executable, "manage.py", "db_worker", "--no-reload", "--interval", "0.2"]
        processes.append(start(worker, env, tmp / "worker-b.log"))
        a, b = f"http://127.0.0.1:{port_a}", f"http://127.0.0.1:{port_b}"
        wait_for(a)
        wait_for(b)
        seen = checks(a, b, "alice")
    finally:
        for process in processes:
            os.killpg(process.pid, signal.SIGTERM)
            process.wait(timeout=30)
        with psycopg.connect(admin, autocommit=True) as conn:
            conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        logs = {p.name: p.read_text() for p in tmp.glob("*.log")}
        shutil.rmtree(tmp, ignore_errors=True)
    for what, ok, detail in seen:
        print(f"{'ok  ' if ok else 'FAIL'} {what} ({detail})")
    if not all(ok for _, ok, _ in seen):
        for log_name, text in logs.items():
            print(f"--- {log_name}\n{text[-3000:]}")
        return 1
    print("two servers on one PostgreSQL: all four hold")
    return 0


if __name__ == "__main__":
    sys.exit(main())
