# Two commands on a fresh machine: `make run` and `make test`. Both bootstrap .venv first.
PYTHON ?= python3
VENV ?= .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed-stamp
# Every tool and library at the version tested here (see the file), so lint cannot go red
# on its own when a new ruff or mypy comes out.
CONSTRAINTS := constraints.txt
PIP_INSTALL := $(PY) -m pip install --quiet -c $(CONSTRAINTS)
ICON_DIR := rok_qt/resources/icons
# setuptools tells every editable install, as a warning, that folders named like the package in
# the working directory may shadow it ("InformationOnly": nothing to act on, as it says).
EDITABLE_QUIET := PYTHONWARNINGS="ignore:Editable installation"

.PHONY: run test lint bench sim clean dist install-linux icons wheel-test dist-windows wheels-check \
	screenshots

# tools/make_venv.sh makes .venv with the first Python 3.11 or newer (or the PYTHON given), and
# makes it again when it has no pip; what stops it is said in a sentence with the line to run.
$(STAMP): pyproject.toml $(CONSTRAINTS) tools/make_venv.sh
	@sh tools/make_venv.sh $(VENV) $(PYTHON) $(origin PYTHON)
	$(PIP_INSTALL) --upgrade pip
	$(EDITABLE_QUIET) $(PIP_INSTALL) -e '.[dev]'
	@touch $(STAMP)

# The check says plainly when there is no display, and names the missing system libraries
# (Linux, X11) and the one line that installs them, where Qt itself would abort naming the
# wrong one.
run: $(STAMP)
	@$(PY) tools/check_system_libs.py
	$(VENV)/bin/rok-qt

# The checks of `make lint`, one shell line (`make test` runs it beside the suite).
LINT := $(VENV)/bin/ruff check . && $(VENV)/bin/mypy && $(VENV)/bin/lint-imports

lint: $(STAMP)
	$(LINT)

# Two workers a core (at most 8): a good part of the suite waits on real time (copies of the app
# starting, network games over the loopback, a browser), and while one worker waits another
# computes. On 2 cores, 4 workers run the suite in about 190 s where 2 took 335 s, with less CPU
# in all. A worker that runs out of tests takes some of another's (worksteal), so a long test
# near the end does not leave a core idle. Python's bytecode cache is on for the suite even
# where the environment turns it off (PYTHONDONTWRITEBYTECODE): the suite starts the app, the
# table server and their children about a hundred times, and each would compile rok_qt again
# (0.2-0.3 s a start on 2 busy cores).
TEST_WORKERS ?= $(shell n=$$(nproc 2>/dev/null || echo 2); n=$$((n * 2)); [ $$n -gt 8 ] && n=8; echo $$n)
#
# Lint runs beside the suite, not before it: the suite waits on real time (processes starting,
# network games, browsers) for a good part of its run, and lint's 40 s (mypy with no cache, as
# in a fresh clone) fits in those waits at a lower priority. Its report follows the suite's;
# either failing fails `make test`.
#
# Tests marked `alone` (a ratio of two timings on this machine, such as the players' round trip
# with and without a crowd of spectators) run last, one at a time, once the rest and lint are
# done: beside the workers and lint they would measure the machine's load, not the game.
test: $(STAMP)
	@lint_log=$$(mktemp); \
	(nice -n 5 sh -c '$(LINT)') >"$$lint_log" 2>&1 & lint=$$!; \
	QT_QPA_PLATFORM=offscreen PYTHONDONTWRITEBYTECODE= \
		$(PY) -m pytest -n $(TEST_WORKERS) --dist worksteal -q -m "not alone"; \
	tests=$$?; wait $$lint; linted=$$?; \
	echo "--- make test: the timings measured alone ---"; \
	QT_QPA_PLATFORM=offscreen PYTHONDONTWRITEBYTECODE= $(PY) -m pytest -p no:xdist -q -m alone; \
	alone=$$?; \
	echo "--- make lint ---"; cat "$$lint_log"; rm -f "$$lint_log"; \
	[ $$linted -eq 0 ] || echo "make test: lint failed (above)"; \
	[ $$tests -eq 0 ] && [ $$alone -eq 0 ] && [ $$linted -eq 0 ]

bench: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(PY) -m benchmarks

# `make screenshots`: the gallery of every main screen at 1024x640, 1280x800 and 1920x1080 into
# docs/screenshots/, and the pictures of docs/art.md into docs/art/ (offscreen; a few minutes).
screenshots: $(STAMP) qm
	QT_QPA_PLATFORM=offscreen $(PY) tools/screenshots.py
	QT_QPA_PLATFORM=offscreen $(PY) tools/art_pictures.py

sim: $(STAMP)
	$(VENV)/bin/rok-qt-sim --players 4 --games 200 --seed 1

clean:
	rm -rf build dist .pytest_cache .mypy_cache .ruff_cache

# --- Standalone bundle (issue 6) -------------------------------------------------------------
# `make dist`: the PyInstaller onedir in dist/rok-qt/ and its archive. The release workflow's
# Linux job runs this same target, so what CI ships is what is built here.
VERSION := $(shell sed -n 's/^version = "\(.*\)"/\1/p' pyproject.toml | head -n 1)
DIST_ARCHIVE := dist/rok-qt-$(VERSION)-linux-$(shell uname -m).tar.gz

# The bundle copies the xcb plugin's libraries from this machine, so they must be here.
dist: $(STAMP)
	@$(PY) tools/check_system_libs.py --always
	@$(PY) -c 'import PyInstaller' 2>/dev/null || $(EDITABLE_QUIET) $(PIP_INSTALL) -e '.[dev,dist]'
	$(PY) -m PyInstaller --noconfirm --log-level WARN --distpath dist \
		--workpath build/pyinstaller packaging/rok-qt.spec
	@# Desktop integration travels with the bundle: rok-qt/share/install-linux.sh sets it up.
	mkdir -p dist/rok-qt/share/linux dist/rok-qt/share/icons
	cp packaging/install-linux.sh dist/rok-qt/share/
	cp packaging/linux/*.desktop packaging/linux/*.metainfo.xml dist/rok-qt/share/linux/
	cp $(ICON_DIR)/rok-qt.svg $(ICON_DIR)/rok-qt-*.png dist/rok-qt/share/icons/
	tar -C dist --sort=name --owner=0 --group=0 --numeric-owner -czf $(DIST_ARCHIVE) rok-qt
	@echo "built dist/rok-qt/ and $(DIST_ARCHIVE)"

# `make wheel-test`: build the wheel, install it into a fresh venv (no source tree on the path)
# and run its self-test there: the package data (icon, sounds, translations) must travel in it.
WHEEL_DIR := build/wheel
WHEEL_VENV := build/wheel-venv

wheel-test: $(STAMP) qm
	rm -rf $(WHEEL_DIR) $(WHEEL_VENV)
	$(PY) -m pip wheel --quiet --no-deps --wheel-dir $(WHEEL_DIR) .
	$(PY) -m venv $(WHEEL_VENV)
	$(WHEEL_VENV)/bin/python -m pip install --quiet -c $(CONSTRAINTS) $(WHEEL_DIR)/rok_qt-*.whl
	cd $(WHEEL_VENV) && bin/python -c 'import rok_qt, sys; \
		sys.exit(0 if "site-packages" in rok_qt.__file__ else "rok_qt not from the wheel: " + rok_qt.__file__)'
	cd $(WHEEL_VENV) && QT_QPA_PLATFORM=offscreen bin/rok-qt --self-test

# `make dist-windows` (issue 24): the Windows bundle built with PyInstaller under Wine from the
# embeddable CPython and the Windows wheels on PyPI, then `rok-qt.exe --self-test` and the
# start-up time under Wine. Needs Debian's wine, wine64 and binutils-mingw-w64-x86-64; the Wine
# prefix is build/windows/prefix. Result: dist/windows/rok-qt/ and its zip in dist/.
dist-windows: $(STAMP) qm
	@$(PY) -c 'import pefile' 2>/dev/null || $(PIP_INSTALL) pefile
	nice -n 10 $(PY) tools/build_windows.py

# `make wheels-check`: every runtime dependency at its pin has a wheel for Windows x86-64,
# macOS arm64 and Linux x86-64, for the bundles' Python (asks PyPI's index, downloads no wheel).
wheels-check: $(STAMP)
	$(PY) tools/wheel_check.py

install-linux:
	packaging/install-linux.sh dist/rok-qt

icons: $(STAMP)
	$(PY) packaging/make_icons.py

# --- Languages and sounds (issue 7) ----------------------------------------------------------
# `make translations` re-extracts every tr() string from the code into the .ts sources (edit them
# with pyside6-linguist); the .qm catalogues the game loads are compiled from them before
# `make run`, `make test` and `make dist`. English is the source language: its .ts holds only
# the plural forms ("%n stone(s)" -> "1 stone", "2 stones").
TS_DIR := rok_qt/resources/translations
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

# `make sounds`: synthesise rok_qt/resources/sounds/*.wav again (deterministic; see its README).
sounds: $(STAMP)
	$(PY) tools/make_sounds.py
