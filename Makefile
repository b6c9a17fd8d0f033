# Two commands on a fresh machine: `make run` and `make test`. Both bootstrap .venv first.
PYTHON ?= python3
VENV ?= .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed-stamp

.PHONY: run test lint bench sim clean

$(STAMP): pyproject.toml
	@test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[dev]'
	@touch $(STAMP)

run: $(STAMP)
	$(VENV)/bin/rok-qt

lint: $(STAMP)
	$(VENV)/bin/ruff check .
	$(VENV)/bin/mypy
	$(VENV)/bin/lint-imports

test: lint
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest -n 2 -q

bench: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(PY) -m benchmarks

sim: $(STAMP)
	$(VENV)/bin/rok-qt-sim --players 4 --games 200 --seed 1

clean:
	rm -rf build dist .pytest_cache .mypy_cache .ruff_cache
