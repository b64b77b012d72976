"""`make load`: 50 people using the app at once for 5 minutes, once on the embedded SQLite
and once on PostgreSQL, against gunicorn (2 sync workers) on loopback, with production
settings. Fails unless there were 0 errors, the 95th percentile stayed under 300 ms,
every entry written is there as last written, and every account's log verifies.

    python -m load.run [--databases sqlite,postgresql] [--users 50] [--duration 300]
                       [--port 8199] [--entries 300] [--postgres-url URL]

PostgreSQL: a new database on --postgres-url (or DATABASE_URL when it names PostgreSQL);
without either, a throwaway server is started on loopback (initdb; as root through
`runuser -u postgres`), as .ci/run does.
"""

import argparse
import csv
import json
import os
import re
import secrets
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import urllib.request
import uuid
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

ROOT = Path(__file__).resolve().parent.parent
P95_BUDGET_MS = 300


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="make load", description=__doc__.split("\n\n")[0])
    parser.add_argument("--databases", default="sqlite,postgresql")
    parser.add_argument("--users", type=int, default=50)
    parser.add_argument("--spawn-rate", type=float, default=5, help="users started per second")
    parser.add_argument("--duration", type=int, default=300, help="seconds measured, after every user has started")
    parser.add_argument("--port", type=int, default=8199)
    parser.add_argument("--entries", type=int, default=300, help="past entries per account before the run")
    parser.add_argument("--postgres-url", default=os.getenv("LOAD_POSTGRES_URL") or _postgres_env())
    parser.add_argument(
        "--pg-port", type=int, default=55434, help="port of the throwaway PostgreSQL, if one is started"
    )
    parser.add_argument("--out", type=Path, default=ROOT / "load" / "results")
    return parser.parse_args(argv)


def _postgres_env() -> str | None:
    url = os.getenv("DATABASE_URL", "")
    return url if url.startswith("postgres") else None


def _run(args: list[str], env: dict[str, str], **kwargs) -> subprocess.CompletedProcess:
    result = subprocess.run(args, cwd=ROOT, env=env, capture_output=True, text=True, check=False, **kwargs)
    if result.returncode != 0:
        raise SystemExit(f"{' '.join(args)} failed:\n{result.stdout}\n{result.stderr}")
    return result


class ThrowawayPostgres:
    """A PostgreSQL server in a temporary folder, on loopback."""

    def __init__(self, port: int) -> None:
        self.port = port
        self.folder = Path(tempfile.mkdtemp(prefix="nocontact-load-pg-"))
        bins = sorted(Path("/usr/lib/postgresql").glob("*/bin"), key=lambda p: int(p.parent.name))
        if not bins:
            raise SystemExit("PostgreSQL is not installed (apt-get install postgresql), or pass --postgres-url")
        self.bin = bins[-1]
        self.prefix = ["runuser", "-u", "postgres", "--"] if os.geteuid() == 0 else []
        if self.prefix:
            shutil.chown(self.folder, "postgres", "postgres")

    def __enter__(self) -> str:
        env = dict(os.environ)
        _run([*self.prefix, str(self.bin / "initdb"), "-D", f"{self.folder}/data", "-U", "postgres", "-A", "trust",
              "--no-sync", "-E", "UTF8"], env)  # fmt: skip
        options = f"-p {self.port} -k {self.folder} -c listen_addresses=127.0.0.1 -c max_connections=100"
        _run([*self.prefix, str(self.bin / "pg_ctl"), "-D", f"{self.folder}/data", "-l", f"{self.folder}/log", "-w",
              "-o", options, "start"], env)  # fmt: skip
        return f"postgres://postgres@127.0.0.1:{self.port}/postgres"

    def __exit__(self, *exc) -> None:
        subprocess.run([*self.prefix, str(self.bin / "pg_ctl"), "-D", f"{self.folder}/data", "-m", "fast", "stop"],
                       capture_output=True, check=False)  # fmt: skip
        shutil.rmtree(self.folder, ignore_errors=True)


def _pg(url: str, sql: str) -> None:
    import psycopg

    with psycopg.connect(urlunsplit(urlsplit(url)._replace(path="/postgres")), autocommit=True) as conn:
        conn.execute(sql)


def environment(tmp: Path, database: str, port: int, pg_url: str | None) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("DJANGO_") and k != "DATABASE_URL"}
    env |= {
        "DJANGO_SETTINGS_MODULE": "nocontact.settings",
        "DJANGO_SECRET_KEY": secrets.token_urlsafe(50),
        "DJANGO_ALLOWED_HOSTS": "127.0.0.1",
        "DJANGO_SECURE_SSL_REDIRECT": "False",  # plain HTTP on loopback
        "DJANGO_SECURE_COOKIES": "False",
        "DJANGO_STATIC_ROOT": str(tmp / "static"),
        "DJANGO_EVIDENCE_ROOT": str(tmp / "evidence"),
        "DJANGO_JOBS_ROOT": str(tmp / "jobs"),
        "DJANGO_LOG_LEVEL": "WARNING",
        "DJANGO_SESSION_MAX_HOURS": "12",
    }
    if database == "postgresql":
        env["DATABASE_URL"] = pg_url
    else:
        env["DJANGO_SQLITE_PATH"] = str(tmp / "db.sqlite3")
    return env


def serve(env: dict[str, str], port: int, log: Path) -> subprocess.Popen:
    server = subprocess.Popen(
        [sys.executable, "-m", "gunicorn", "nocontact.wsgi", "--workers", "2", "--bind", f"127.0.0.1:{port}",
         "--access-logfile", "-", "--error-logfile", "-"],
        cwd=ROOT, env=env, stdout=log.open("w"), stderr=subprocess.STDOUT, start_new_session=True,
    )  # fmt: skip
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/healthz", timeout=2) as answer:
                if answer.status == 200:
                    return server
        except OSError:
            time.sleep(0.3)
    server.kill()
    raise SystemExit(f"gunicorn did not answer on port {port}:\n{log.read_text()}")


def sign_in(port: int, account: dict, password: str) -> float:
    """Sign one account in through the real form; keeps its cookies in `account`, returns
    the seconds it took."""
    import http.cookiejar
    from urllib.parse import urlencode

    jar = http.cookiejar.CookieJar()

    class NoRedirect(urllib.request.HTTPRedirectHandler):
        def redirect_request(self, *args, **kwargs):
            return None

    opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar), NoRedirect)
    base = f"http://127.0.0.1:{port}"
    started = time.monotonic()
    page = opener.open(f"{base}/accounts/login/", timeout=120).read().decode()
    token = re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', page).group(1)
    data = urlencode({"login": account["username"], "password": password, "csrfmiddlewaretoken": token}).encode()
    request = urllib.request.Request(f"{base}/accounts/login/", data=data, headers={"Origin": base})
    try:
        opener.open(request, timeout=120)
        raise SystemExit(f"signing in {account['username']} did not redirect")
    except urllib.error.HTTPError as answer:
        if answer.code != 302:
            raise SystemExit(f"signing in {account['username']}: HTTP {answer.code}") from None
    account["cookies"] = {cookie.name: cookie.value for cookie in jar}
    if "sessionid" not in account["cookies"] or "csrftoken" not in account["cookies"]:
        raise SystemExit(f"signing in {account['username']} set no session or no CSRF cookie")
    return time.monotonic() - started


def sign_in_all(port: int, path: Path) -> list[float]:
    from concurrent.futures import ThreadPoolExecutor

    accounts = json.loads(path.read_text())
    with ThreadPoolExecutor(2) as pool:  # as many as gunicorn has workers
        took = list(pool.map(lambda a: sign_in(port, a, accounts["password"]), accounts["accounts"]))
    path.write_text(json.dumps(accounts))
    return sorted(took)


def exceptions(prefix: Path) -> list[str]:
    """Errors raised inside Locust's tasks (Locust does not count them as failures)."""
    with open(f"{prefix}_exceptions.csv") as handle:
        return [f"{row['Count']}x {row['Message']}" for row in csv.DictReader(handle)]


def aggregated(prefix: Path) -> tuple[dict, list[dict]]:
    with open(f"{prefix}_stats.csv") as handle:
        rows = list(csv.DictReader(handle))
    total = next(r for r in rows if r["Name"] == "Aggregated")
    return total, [r for r in rows if r["Name"] != "Aggregated"]


def run_one(database: str, options: argparse.Namespace, pg_url: str | None) -> dict:
    tmp = Path(tempfile.mkdtemp(prefix=f"nocontact-load-{database}-"))
    out = options.out / database
    out.mkdir(parents=True, exist_ok=True)
    db_name = None
    if database == "postgresql":
        db_name = f"load_{uuid.uuid4().hex[:10]}"
        _pg(pg_url, f'CREATE DATABASE "{db_name}"')
        pg_url = urlunsplit(urlsplit(pg_url)._replace(path=f"/{db_name}"))
    env = environment(tmp, database, options.port, pg_url)
    server = None
    try:
        started = time.monotonic()
        for command in (["migrate", "--no-input", "-v0"], ["collectstatic", "--no-input", "-v0"],
                        ["ingest_transcripts"], ["load_articles"]):  # fmt: skip
            _run([sys.executable, "manage.py", *command], env)
        accounts = tmp / "accounts.json"
        _run([sys.executable, "-m", "load.prepare", str(accounts), str(options.users), str(options.entries)], env)
        print(f"[{database}] prepared in {time.monotonic() - started:.0f} s", flush=True)
        server = serve(env, options.port, out / "gunicorn.log")
        sign_ins = sign_in_all(options.port, accounts)
        written = out / "written.json"
        load_before = os.getloadavg()
        spawn_seconds = options.users / options.spawn_rate
        locust = subprocess.run(
            [sys.executable, "-m", "locust", "-f", str(ROOT / "load" / "locustfile.py"), "--headless",
             "-u", str(options.users), "-r", str(options.spawn_rate), "-t", f"{int(spawn_seconds + options.duration)}s",
             "--reset-stats", "--host", f"http://127.0.0.1:{options.port}", "--csv", str(out / "locust"),
             "--only-summary", "--loglevel", "WARNING", "--stop-timeout", "10"],
            cwd=ROOT, env={**env, "LOAD_ACCOUNTS": str(accounts), "LOAD_WRITTEN": str(written)},
            capture_output=True, text=True, check=False,
        )  # fmt: skip
        load_after = os.getloadavg()
        (out / "locust.txt").write_text(locust.stdout + locust.stderr)
        total, rows = aggregated(out / "locust")
        checked = json.loads(_run([sys.executable, "-m", "load.check", str(written)], env).stdout)
        return {
            "database": database,
            "users": options.users,
            "duration_s": options.duration,
            "requests": int(total["Request Count"]),
            "failures": int(total["Failure Count"]),
            "exceptions": exceptions(out / "locust"),
            "server_refusals": server_refusals(out / "gunicorn.log"),
            "rps": float(total["Requests/s"]),
            "median_ms": float(total["50%"]),
            "p95_ms": float(total["95%"]),
            "p99_ms": float(total["99%"]),
            "max_ms": float(total["Max Response Time"]),
            "per_request": {
                r["Name"]: {
                    "n": int(r["Request Count"]),
                    "failures": int(r["Failure Count"]),
                    "p95_ms": float(r["95%"]) if r["95%"] != "N/A" else 0.0,  # N/A: none sent
                }
                for r in rows
            },
            "sign_in_median_s": round(sign_ins[len(sign_ins) // 2], 2) if sign_ins else None,
            "sign_in_max_s": round(sign_ins[-1], 2) if sign_ins else None,
            "written": checked["written"],
            "missing": checked["missing"],
            "changed": checked["changed"],
            "logs": checked["logs"],
            "broken": checked["broken"],
            "load_before": [round(x, 1) for x in load_before],
            "load_after": [round(x, 1) for x in load_after],
            "cpus": os.cpu_count(),
        }
    finally:
        if server is not None:
            os.killpg(server.pid, signal.SIGTERM)
            server.wait(timeout=30)
        if db_name:
            _pg(options.postgres_url or pg_url, f'DROP DATABASE IF EXISTS "{db_name}" WITH (FORCE)')
        shutil.rmtree(tmp, ignore_errors=True)


SERVER_REFUSALS = re.compile(r"^(Internal Server Error|Service Unavailable|Forbidden|Bad Request|database busy)\b")


def server_refusals(log: Path) -> list[str]:
    """What the app logged as refused or failed over the whole run, the start-up of the
    users included (Locust's figures are reset once every user has started)."""
    return [line for line in log.read_text(errors="replace").splitlines() if SERVER_REFUSALS.match(line)]


def problems(result: dict) -> list[str]:
    found = []
    if result["server_refusals"]:
        found.append(
            f"{len(result['server_refusals'])} requests refused or failed in the server log: "
            f"{result['server_refusals'][:3]}"
        )
    if result["failures"]:
        found.append(f"{result['failures']} failed requests")
    if result["exceptions"]:
        found.append(f"errors in the load test itself: {result['exceptions']}")
    if result["p95_ms"] >= P95_BUDGET_MS:
        found.append(f"p95 {result['p95_ms']:.0f} ms (budget {P95_BUDGET_MS} ms)")
    if result["missing"] or result["changed"]:
        found.append(f"{len(result['missing'])} entries missing, {len(result['changed'])} not as last written")
    if result["broken"]:
        found.append(f"logs that do not verify: {result['broken']}")
    if not result["written"]:
        found.append("no entry was written")
    return found


def report(result: dict) -> str:
    r = result
    lines = [
        (
            f"[{r['database']}] {r['users']} users for {r['duration_s']} s: {r['requests']:,} requests, "
            f"{r['failures']} failed ({len(r['server_refusals'])} refused or failed in the server log over "
            f"the whole run), {r['rps']:.1f}/s; median {r['median_ms']:.0f} ms, p95 {r['p95_ms']:.0f} ms, "
            f"p99 {r['p99_ms']:.0f} ms, max {r['max_ms']:.0f} ms"
        ),
        (
            f"  {r['users']} sign-ins through the form before the run (two at a time, not in the figures above; "
            f"the password hash is slow on purpose): median {r['sign_in_median_s']} s, slowest {r['sign_in_max_s']} s"
        ),
        (
            f"  {r['written']:,} entries written: {len(r['missing'])} missing, {len(r['changed'])} not as last "
            f"written; {r['logs']} logs checked, {len(r['broken'])} broken"
        ),
        f"  machine load (1/5/15 min) before {r['load_before']}, after {r['load_after']}, {r['cpus']} CPUs",
    ]
    for name, row in sorted(r["per_request"].items()):
        lines.append(f"    {name:28} {row['n']:6,}  p95 {row['p95_ms']:5.0f} ms  failed {row['failures']}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    options = parse_args(argv)
    databases = [d.strip() for d in options.databases.split(",") if d.strip()]
    results = []
    postgres = None
    try:
        pg_url = options.postgres_url
        if "postgresql" in databases and not pg_url:
            postgres = ThrowawayPostgres(options.pg_port)
            pg_url = options.postgres_url = postgres.__enter__()
        for database in databases:
            result = run_one(database, options, pg_url)
            results.append(result)
            print(report(result), flush=True)
    finally:
        if postgres is not None:
            postgres.__exit__(None, None, None)
    options.out.mkdir(parents=True, exist_ok=True)
    (options.out / "results.json").write_text(json.dumps(results, indent=1))
    failed = {r["database"]: problems(r) for r in results if problems(r)}
    for database, found in failed.items():
        print(f"FAILED [{database}]: {'; '.join(found)}")
    if not failed:
        print(f"make load: passed on {', '.join(databases)}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
