# Two commands on a fresh machine: `make run` and `make test`. Both bootstrap .venv first.
PYTHON ?= python3
VENV ?= .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed-stamp

.PHONY: run test lint bench sim clean dist install-linux icons

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

# --- Standalone bundle (issue 6) -------------------------------------------------------------
# `make dist`: the PyInstaller onedir in dist/rok-qt/ and its archive. The release workflow's
# Linux job runs this same target, so what CI ships is what is built here.
VERSION := $(shell sed -n 's/^version = "\(.*\)"/\1/p' pyproject.toml | head -n 1)
DIST_ARCHIVE := dist/rok-qt-$(VERSION)-linux-$(shell uname -m).tar.gz

dist: $(STAMP)
	@$(PY) -c 'import PyInstaller' 2>/dev/null || $(PY) -m pip install --quiet -e '.[dev,dist]'
	$(PY) -m PyInstaller --noconfirm --log-level WARN --distpath dist \
		--workpath build/pyinstaller packaging/rok-qt.spec
	@# Desktop integration travels with the bundle: rok-qt/share/install-linux.sh sets it up.
	mkdir -p dist/rok-qt/share/linux dist/rok-qt/share/icons
	cp packaging/install-linux.sh dist/rok-qt/share/
	cp packaging/linux/*.desktop packaging/linux/*.metainfo.xml dist/rok-qt/share/linux/
	cp resources/icons/rok-qt.svg resources/icons/rok-qt-*.png dist/rok-qt/share/icons/
	tar -C dist --sort=name --owner=0 --group=0 --numeric-owner -czf $(DIST_ARCHIVE) rok-qt
	@echo "built dist/rok-qt/ and $(DIST_ARCHIVE)"

install-linux:
	packaging/install-linux.sh dist/rok-qt

icons: $(STAMP)
	$(PY) packaging/make_icons.py

# --- Languages and sounds (issue 7) ----------------------------------------------------------
# `make translations` re-extracts every tr() string from the code into the .ts sources (edit them
# with pyside6-linguist); the .qm catalogues the game loads are compiled from them before
# `make run`, `make test` and `make dist`. English is the source language: its .ts holds only
# the plural forms ("%n stone(s)" -> "1 stone", "2 stones").
TS_DIR := resources/translations
TS_FOREIGN := $(TS_DIR)/rok_qt_hu.ts $(TS_DIR)/rok_qt_fr.ts
TS_FILES := $(TS_DIR)/rok_qt_en.ts $(TS_FOREIGN)
QM_FILES := $(TS_FILES:.ts=.qm)
TR_SOURCES = $(shell find rok_qt -name '*.py' | sort)

.PHONY: translations qm sounds

translations: $(STAMP)
	$(VENV)/bin/pyside6-lupdate -silent -locations relative -no-obsolete -source-language en \
		$(TR_SOURCES) -ts $(TS_FOREIGN)
	$(VENV)/bin/pyside6-lupdate -silent -locations relative -no-obsolete -source-language en \
		-pluralonly $(TR_SOURCES) -ts $(TS_DIR)/rok_qt_en.ts

qm: $(QM_FILES)

$(TS_DIR)/%.qm: $(TS_DIR)/%.ts $(STAMP)
	$(VENV)/bin/pyside6-lrelease -silent $< -qm $@

run test dist: qm

# `make sounds`: synthesise resources/sounds/*.wav again (deterministic; see its README).
sounds: $(STAMP)
	$(PY) tools/make_sounds.py
