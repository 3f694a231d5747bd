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

test: install  ## the whole test suite (what CI runs)
	$(PY) -m pytest -q

.PHONY: install demo test lint

lint: install  ## ruff over the package, tests and scripts
	$(VENV)/bin/ruff check trustgate tests scripts
