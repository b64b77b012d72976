"""`make load`'s verdict (load/run.py): what makes a run fail. The run itself is not part of
the suite (minutes of a quiet machine); its gate is."""

from load.run import P95_BUDGET_MS, problems, server_refusals


def _result(**changes) -> dict:
    clean = {
        "failures": 0,
        "exceptions": [],
        "server_refusals": [],
        "p95_ms": 45.0,
        "missing": [],
        "changed": [],
        "broken": [],
        "written": 455,
    }
    return clean | changes


def test_a_clean_run_passes():
    assert problems(_result()) == []


def test_each_kind_of_trouble_fails_the_run():
    cases = {
        "failed requests": _result(failures=2),
        "errors in the load test itself": _result(exceptions=["144x There are multiple cookies"]),
        "refused or failed in the server log": _result(
            server_refusals=["Forbidden (CSRF cookie not set.): /log/quick/"]
        ),
        "budget": _result(p95_ms=float(P95_BUDGET_MS)),
        "entries missing": _result(missing=["a"]),
        "not as last written": _result(changed=["b"]),
        "do not verify": _result(broken=["alice"]),
        "no entry was written": _result(written=0),
    }
    for words, result in cases.items():
        found = problems(result)
        assert len(found) == 1 and words in found[0], (words, found)


def test_the_server_log_counts_refusals_and_failures_but_not_the_rest(tmp_path):
    log = tmp_path / "gunicorn.log"
    log.write_text(
        "[2026-11-25 20:47:05 +0000] [3802] [INFO] Starting gunicorn 27.0.1\n"
        "Forbidden (CSRF cookie not set.): /log/quick/\n"
        "Internal Server Error: /log/new/\n"
        "Traceback (most recent call last):\n"
        "database busy or unavailable: POST /log/quick/: database is locked\n"
        "Not Found: /favicon.ico\n"
        "auth event=sign_in user=load01\n"
    )
    assert server_refusals(log) == [
        "Forbidden (CSRF cookie not set.): /log/quick/",
        "Internal Server Error: /log/new/",
        "database busy or unavailable: POST /log/quick/: database is locked",
    ]
