"""The .ts sources are complete and match the code; the .qm catalogues are compiled from them."""

from __future__ import annotations

import ast
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QLibraryInfo

from rok_qt.app.i18n import TRANSLATIONS_DIR

ROOT = Path(__file__).resolve().parents[2]
FOREIGN = {"hu": 1, "fr": 2}
"""Languages and how many plural forms Qt's numerus rules give them."""
PLACEHOLDER = re.compile(r"\{[^{}]*\}|%n")


def messages(language: str) -> list[tuple[str, ET.Element]]:
    """(context, message element) for every message of a .ts file."""
    root = ET.parse(TRANSLATIONS_DIR / f"rok_qt_{language}.ts").getroot()
    return [(ctx.findtext("name") or "", m) for ctx in root.iter("context")
            for m in ctx.iter("message")]


def forms(message: ET.Element) -> list[str]:
    """The translation's text, or its plural forms."""
    translation = message.find("translation")
    assert translation is not None
    if message.get("numerus") == "yes":
        return [f.text or "" for f in translation.findall("numerusform")]
    return [translation.text or ""]


@pytest.mark.parametrize("language", sorted(FOREIGN))
def test_every_message_is_translated(language: str) -> None:
    found = messages(language)
    assert len(found) > 150
    problems = []
    for context, message in found:
        source = message.findtext("source")
        translation = message.find("translation")
        assert translation is not None
        kind = translation.get("type")
        texts = forms(message)
        plural = message.get("numerus") == "yes"
        if kind in ("unfinished", "vanished", "obsolete") or not all(t.strip() for t in texts):
            problems.append(f"{context}: {source!r} is not translated ({kind})")
        elif plural and len(texts) != FOREIGN[language]:
            problems.append(f"{context}: {source!r} has {len(texts)} plural forms")
    assert not problems, "\n".join(problems)


def test_english_has_its_plural_forms() -> None:
    found = messages("en")
    assert found, "the English catalogue holds the plurals"
    for context, message in found:
        texts = forms(message)
        assert message.get("numerus") == "yes", f"{context}: only plurals belong in en"
        assert len(texts) == 2 and all(texts), f"{context}: {message.findtext('source')!r}"


@pytest.mark.parametrize("language", [*sorted(FOREIGN), "en"])
def test_translations_keep_the_placeholders(language: str) -> None:
    """A lost {name} or a stray {x} would make str.format fail or show the wrong thing."""
    for context, message in messages(language):
        source = message.findtext("source") or ""
        wanted = sorted(set(PLACEHOLDER.findall(source)))
        for text in forms(message):
            assert sorted(set(PLACEHOLDER.findall(text))) == wanted, (context, source, text)
            if source.count("&") == 1 and "&&" not in source and "(*" not in source:
                assert text.count("&") == 1, f"{context}: keep one accelerator in {text!r}"


def lrelease() -> str:
    tool = Path(sys.executable).with_name("pyside6-lrelease")
    found = str(tool) if tool.exists() else shutil.which("pyside6-lrelease")
    if found is None:
        pytest.skip("pyside6-lrelease is not installed")
    return found


@pytest.mark.parametrize("language", [*sorted(FOREIGN), "en"])
def test_qm_files_are_compiled_from_the_current_ts(language: str, tmp_path: Path) -> None:
    fresh = tmp_path / f"rok_qt_{language}.qm"
    subprocess.run([lrelease(), "-silent", str(TRANSLATIONS_DIR / f"rok_qt_{language}.ts"),
                    "-qm", str(fresh)], check=True, timeout=60)
    shipped = TRANSLATIONS_DIR / f"rok_qt_{language}.qm"
    assert shipped.exists(), "run `make qm`"
    assert shipped.read_bytes() == fresh.read_bytes(), "stale .qm: run `make qm`"


def test_qt_ships_its_own_catalogues_for_our_languages() -> None:
    folder = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    for language in FOREIGN:
        assert (folder / f"qtbase_{language}.qm").exists(), language


# --- every string in the code reaches the .ts files ------------------------------------------

def _literal(node: ast.expr) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


class _Calls(ast.NodeVisitor):
    """(context, source) of every self.tr("...") and translate("ctx", "...") call."""

    def __init__(self) -> None:
        self.classes: list[str] = []
        self.found: list[tuple[str, str, int]] = []

    def visit_ClassDef(self, node: ast.ClassDef) -> None:
        self.classes.append(node.name)
        self.generic_visit(node)
        self.classes.pop()

    def visit_Assign(self, node: ast.Assign) -> None:
        value = node.value
        if isinstance(value, ast.Attribute) and value.attr == "translate":
            for target in node.targets:
                if isinstance(target, ast.Name) and target.id != "translate":
                    # lupdate reads `translate(...)` and `self.tr(...)` only: an alias's
                    # strings never reach the catalogues.
                    self.found.append(("", f"alias {target.id} = ...translate", node.lineno))
        self.generic_visit(node)

    def visit_Call(self, node: ast.Call) -> None:
        func = node.func
        name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
        args = node.args
        if name == "tr" and isinstance(func, ast.Attribute) and args and self.classes:
            owner = func.value
            if isinstance(owner, ast.Name) and owner.id == "self":
                source = _literal(args[0])
                if source is not None:
                    self.found.append((self.classes[-1], source, node.lineno))
        elif name == "translate" and len(args) >= 2:
            context, source = _literal(args[0]), _literal(args[1])
            if context is not None and source is not None:
                self.found.append((context, source, node.lineno))
        self.generic_visit(node)


def test_every_string_in_the_code_is_in_the_catalogues() -> None:
    """pyside6-lupdate silently skips forms it cannot read; this finds them (and stale .ts)."""
    known = {(context, m.findtext("source")) for context, m in messages("hu")}
    plural = {(context, m.findtext("source")) for context, m in messages("hu")
              if m.get("numerus") == "yes"}
    missing = []
    for path in sorted((ROOT / "rok_qt").rglob("*.py")):
        calls = _Calls()
        calls.visit(ast.parse(path.read_text(encoding="utf-8")))
        for context, source, line in calls.found:
            where = f"{path.relative_to(ROOT)}:{line}"
            if source.startswith("alias "):
                missing.append(f"{where}: {source}: lupdate cannot see it, name it translate")
            elif (context, source) not in known:
                missing.append(f"{where}: {context}: {source!r} (run `make translations`)")
            elif "%n" in source and (context, source) not in plural:
                missing.append(f"{where}: {source!r} is not a plural: use self.tr(text, '', n)")
    assert not missing, "\n".join(missing)
