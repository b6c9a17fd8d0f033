"""No two modules of rok_qt import each other, not even inside a function (issue 31: a newcomer
follows one module to the next without walking in a circle). Names imported for type checking
only (`if TYPE_CHECKING:`) run nothing and are not counted."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imported(tree: ast.AST, known: set[str]) -> set[str]:
    """The rok_qt modules a module's code imports anywhere (a name imported from a package
    counts as its module when it is one)."""
    found: set[str] = set()
    typing_only = {id(inner) for node in ast.walk(tree) if _type_checking(node)
                   for inner in ast.walk(node)}
    for node in ast.walk(tree):
        if id(node) in typing_only:
            continue
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module)
            found.update(f"{node.module}.{alias.name}" for alias in node.names)
    return {name for name in found if name in known}


def _type_checking(node: ast.AST) -> bool:
    if not isinstance(node, ast.If):
        return False
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def import_graph() -> dict[str, set[str]]:
    paths = sorted((ROOT / "rok_qt").rglob("*.py"))
    known = {module_name(path) for path in paths}
    return {module_name(path): imported(ast.parse(path.read_text(encoding="utf-8")), known)
            for path in paths}


def test_no_two_modules_import_each_other() -> None:
    graph = import_graph()
    pairs = sorted({tuple(sorted((a, b))) for a, targets in graph.items() for b in targets
                    if a != b and a in graph.get(b, set())
                    and not (a.startswith(f"{b}.") or b.startswith(f"{a}."))})
    assert pairs == []


def test_the_check_finds_a_pair_it_is_shown() -> None:
    known = {"rok_qt.model.live", "rok_qt.model.referee"}
    planted = ast.parse("def f():\n    from rok_qt.model.live import end_reason\n")
    assert imported(planted, known) == {"rok_qt.model.live"}
    typing_only = ast.parse("if TYPE_CHECKING:\n    from rok_qt.model.live import Grab\n")
    assert imported(typing_only, known) == set()
