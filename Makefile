# Two commands for a fresh machine: `make run` and `make test`.
VENV := .venv
BIN := $(VENV)/bin
PY := $(BIN)/python
HOST ?= 127.0.0.1
PORT ?= 8000
# Local runs read the secret key that `make` generated into an ignored file.
SECRET_FILE := .secret_key

.PHONY: run test test-fast install lint format migrations-check check-deploy bench load clean

# System packages each target needs (Chromium, Tesseract, wrk, ...): installed with
# apt-get when missing and running as root; otherwise the target stops at once and
# prints the one command to run. See bin/provision.
provision-%:
	@bin/provision $*

$(BIN)/activate:
	@python=$$(bin/find-python) || exit 1; \
	echo "Creating $(VENV) with $$python"; \
	"$$python" -m venv $(VENV)

$(VENV)/.installed: pyproject.toml | $(BIN)/activate
	$(BIN)/pip install --quiet --disable-pip-version-check -e ".[test,dev]"
	@touch $@

install: $(VENV)/.installed

$(SECRET_FILE):
	@umask 077; $(PY) -c "import secrets; print(secrets.token_urlsafe(50))" > $@
	@echo "Generated a local secret key in $@ (ignored by git)."

run: provision-run install $(SECRET_FILE)
	@mkdir -p var
	DJANGO_DEBUG=True DJANGO_SECRET_KEY="$$(cat $(SECRET_FILE))" $(PY) manage.py migrate --no-input
	DJANGO_DEBUG=True DJANGO_SECRET_KEY="$$(cat $(SECRET_FILE))" $(PY) manage.py ingest_transcripts
	DJANGO_DEBUG=True DJANGO_SECRET_KEY="$$(cat $(SECRET_FILE))" $(PY) manage.py load_articles
	DJANGO_DEBUG=True DJANGO_SECRET_KEY="$$(cat $(SECRET_FILE))" $(PY) bin/dev-server $(HOST):$(PORT)

# Two workers (pytest-xdist) on two cores; PYTEST_ARGS adds to it, e.g. `-n 0` for one
# process or `-m "not browser"`.
test: provision-test install
	$(BIN)/pytest -n 2 $(PYTEST_ARGS)

# The quick loop while working: everything but the slow tests (subprocesses, migrations
# run both ways). `make test` and CI run those too.
test-fast: provision-test install
	$(BIN)/pytest -n 2 -m "not slow" $(PYTEST_ARGS)

lint: install
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/lint-imports
	DJANGO_DEBUG=True $(BIN)/mypy

format: install
	$(BIN)/ruff format .
	$(BIN)/ruff check --fix .

migrations-check: install
	DJANGO_DEBUG=True $(PY) manage.py makemigrations --check --dry-run

# Speed and size budgets (issues 6 and 11): `make bench`, or `make bench BENCH_ARGS=--quick`
# for a smoke run. Needs wrk, Chromium and npm (bin/provision bench).
bench: provision-bench install bench/node_modules/.installed
	$(PY) -m bench.run $(BENCH_ARGS)

# Load (issue 14): 50 people for 5 minutes against gunicorn (2 sync workers), on SQLite
# and on PostgreSQL (a throwaway server unless LOAD_ARGS=--postgres-url=...). Fails unless
# 0 errors, p95 < 300 ms, every entry written is there and every log verifies.
# `make load LOAD_ARGS="--duration 60 --databases sqlite"` for a shorter run.
load: install
	$(PY) -m load.run $(LOAD_ARGS)

bench/node_modules/.installed: bench/package-lock.json
	@command -v npm >/dev/null || { echo "make bench needs npm for Lighthouse: apt-get install -y npm" >&2; exit 1; }
	cd bench && npm ci --no-audit --no-fund --loglevel=error
	@touch $@

clean:
	rm -rf $(VENV) staticfiles .pytest_cache .ruff_cache .mypy_cache bench/node_modules
