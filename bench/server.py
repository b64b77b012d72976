"""The app as production runs it: gunicorn with two sync workers on loopback, static
files collected and served compressed by WhiteNoise. Throughput with wrk, and the
bytes a first visit downloads."""

import gzip
import http.client
import re
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import urljoin, urlsplit

import brotli

from bench.memory import resident_mb

HOST = "127.0.0.1"
PORTS = range(8810, 8820)
ACCEPT_ENCODING = "br, gzip"


class ServerError(Exception):
    pass


def free_port() -> int:
    for port in PORTS:
        with socket.socket() as s:
            try:
                s.bind((HOST, port))
            except OSError:
                continue
            return port
    raise ServerError(f"no free port in {PORTS.start}-{PORTS.stop - 1}")


def fetch(base: str, path: str, cookie: str = "") -> tuple[int, dict[str, str], bytes]:
    """One GET as a browser on a first visit sends it; the body as sent (compressed)."""
    parts = urlsplit(base)
    conn = http.client.HTTPConnection(parts.hostname or HOST, parts.port, timeout=30)
    headers = {"Accept-Encoding": ACCEPT_ENCODING}
    if cookie:
        headers["Cookie"] = cookie
    try:
        conn.request("GET", path, headers=headers)
        response = conn.getresponse()
        return response.status, dict(response.getheaders()), response.read()
    finally:
        conn.close()


@dataclass(frozen=True)
class Gunicorn:
    base: str  # its URL, e.g. http://127.0.0.1:8810
    pid: int  # the master process

    def worker_rss_mb(self) -> list[float]:
        """Resident memory of each worker (the master's children), in MB."""
        return [_rss_mb(pid) for pid in _children(self.pid)]


def _children(parent: int) -> list[int]:
    children = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            # pid (comm) state ppid ...: comm may hold spaces, so split after its ")".
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:  # the process ended meanwhile
            continue
        if int(fields[1]) == parent:
            children.append(int(stat.parent.name))
    return sorted(children)


def _rss_mb(pid: int) -> float:
    if (found := resident_mb(pid)) is None:
        raise ServerError(f"no resident memory reported for process {pid}")
    return found


@contextmanager
def gunicorn(env: dict[str, str], log: Path) -> Iterator[Gunicorn]:
    """Run the app under gunicorn until the block ends."""
    port = free_port()
    command = [
        *(sys.executable, "-m", "gunicorn", "nocontact.wsgi"),
        *("--workers", "2", "--worker-class", "sync"),
        *("--bind", f"{HOST}:{port}", "--log-level", "warning"),
    ]
    with log.open("ab") as out:
        process = subprocess.Popen(command, env=env, stdout=out, stderr=out)
    base = f"http://{HOST}:{port}"
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                if fetch(base, "/_bench/bare")[0] == 200:
                    break
            except OSError:
                pass
            if process.poll() is not None or time.monotonic() > deadline:
                raise ServerError(f"gunicorn did not start; see {log}")
            time.sleep(0.1)
        yield Gunicorn(base, process.pid)
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


# wrk: one thread is plenty at these rates on loopback. Four connections, two per sync
# worker: gunicorn's sync workers close the connection after each response, so a
# second connection per worker keeps the next request waiting while wrk reconnects.
# Measured on 2 cores: with 1 or 2 connections the workers idled and the shell's
# figure varied 20% from run to run; 8 connections added nothing.
WRK_THREADS = 1
WRK_CONNECTIONS = 4


def requests_per_second(url: str, cookie: str, *, seconds: float) -> float:
    """Requests/s over `seconds` (wrk takes whole seconds only)."""
    command = [
        "wrk",
        f"-t{WRK_THREADS}",
        f"-c{WRK_CONNECTIONS}",
        f"-d{max(1, round(seconds))}s",
        url,
    ]
    if cookie:
        command[1:1] = ["-H", f"Cookie: {cookie}"]
    output = subprocess.run(command, capture_output=True, text=True, check=True, timeout=seconds + 30).stdout
    if match := re.search(r"Non-2xx or 3xx responses: (\d+)", output):
        raise ServerError(f"{url}: {match.group(1)} error responses under wrk")
    match = re.search(r"Requests/sec:\s+([\d.]+)", output)
    if not match:
        raise ServerError(f"could not read wrk's output:\n{output}")
    return float(match.group(1))


class _AssetFinder(HTMLParser):
    FETCHED_RELS = {"stylesheet", "icon", "preload", "modulepreload", "manifest"}

    def __init__(self) -> None:
        super().__init__()
        self.urls: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        rels = set((a.get("rel") or "").lower().split())
        if tag == "link" and rels & self.FETCHED_RELS and a.get("href"):
            self.urls.append(a["href"] or "")
        elif tag in ("script", "img") and a.get("src"):
            self.urls.append(a["src"] or "")


CSS_URL = re.compile(r"""url\(\s*['"]?([^'")]+)['"]?\s*\)|@import\s+['"]([^'"]+)['"]""")


@dataclass(frozen=True)
class Download:
    path: str
    bytes: int
    encoding: str


@dataclass(frozen=True)
class FirstVisit:
    downloads: list[Download]
    other_hosts: list[str]  # anything the page would fetch from elsewhere: a leak

    @property
    def bytes(self) -> int:
        return sum(d.bytes for d in self.downloads)


def first_visit(base: str, path: str, cookie: str = "") -> FirstVisit:
    """The page and every asset it references (CSS url()s included), as many bytes as
    the server sends for each to a browser that accepts brotli and gzip."""
    status, headers, body = fetch(base, path, cookie)
    if status != 200:
        raise ServerError(f"GET {path} answered {status} under gunicorn")
    visit = FirstVisit([Download(path, len(body), headers.get("Content-Encoding", "-"))], [])
    finder = _AssetFinder()
    finder.feed(body.decode())
    queue = [urljoin(path, url) for url in finder.urls]
    seen = {path}
    while queue:
        url = queue.pop(0)
        if url in seen or url.startswith("data:"):
            continue
        seen.add(url)
        if urlsplit(url).netloc:
            visit.other_hosts.append(url)
            continue
        status, headers, body = fetch(base, url, cookie)
        if status != 200:
            raise ServerError(f"{path} references {url}, which answered {status}")
        encoding = headers.get("Content-Encoding", "-")
        visit.downloads.append(Download(url, len(body), encoding))
        if urlsplit(url).path.endswith(".css"):
            for found in CSS_URL.findall(_decode(body, encoding)):
                queue.append(urljoin(url, found[0] or found[1]))
    return visit


def _decode(body: bytes, encoding: str) -> str:
    if encoding == "br":
        body = brotli.decompress(body)
    elif encoding == "gzip":
        body = gzip.decompress(body)
    return body.decode()
