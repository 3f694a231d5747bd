# Two entry points a newcomer needs: `make demo` and `make test`. Both create .venv if missing.
VENV ?= .venv
PY := $(VENV)/bin/python
export OMP_NUM_THREADS := 1
export HF_HUB_OFFLINE := 1
export TOKENIZERS_PARALLELISM := false

$(VENV)/.installed: pyproject.toml
	python3 -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q torch==2.13.0
	$(PY) -m pip install -q -e '.[embeddings,llm,plot,dev,sign,faces]'
	touch $@

install: $(VENV)/.installed

demo: install  ## gate the shipped tool-output example into a new SQLite store, then explain a rejection
	rm -f demo.db demo.db-wal demo.db-shm
	$(VENV)/bin/trustgate write --rules rules/default.yaml --db demo.db --input examples/tool_outputs.jsonl --now 2026-06-01T12:00:00Z || true
	$(VENV)/bin/trustgate audit show --db demo.db --latest-rejected

test: install  ## the whole test suite (what CI runs), on one worker per core (at most 4), each file on one worker
	$(PY) -m pytest -q -n auto --maxprocesses 4 --dist loadfile

# The PostgreSQL suites start a throwaway cluster from the server binaries (tests/pg_server.py);
# this installs them from Debian's packages when no initdb is on the machine (CI runs it first).
pg-server:  ## install the PostgreSQL server binaries when missing (Debian/Ubuntu, as root or with sudo)
	@if command -v pg_config >/dev/null && [ -x "$$(pg_config --bindir)/initdb" ] || ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then \
		echo "PostgreSQL server binaries found"; \
	else \
		SUDO=$$([ "$$(id -u)" = 0 ] || echo sudo); \
		$$SUDO apt-get update -q && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -q --no-install-recommends postgresql; \
	fi

.PHONY: install demo test lint pg-server

lint: install  ## ruff over the package, tests and scripts
	$(VENV)/bin/ruff check trustgate tests scripts
