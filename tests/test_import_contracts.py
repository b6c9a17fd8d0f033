"""The import contracts can fail: every module sits in a layer, and a planted import breaks them."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
LINT_IMPORTS = Path(sys.executable).with_name("lint-imports")


def contracts() -> list[dict[str, object]]:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    found: list[dict[str, object]] = config["tool"]["importlinter"]["contracts"]
    return found


def layered_names() -> set[str]:
    names: set[str] = set()
    for contract in contracts():
        if contract["type"] == "layers":
            layers = contract["layers"]
            assert isinstance(layers, list)
            for layer in layers:
                names.update(part.strip() for part in str(layer).split("|"))
    return names


def top_level_modules() -> set[str]:
    package = ROOT / "rok_qt"
    found = {f"rok_qt.{p.stem}" for p in package.glob("*.py") if p.stem != "__init__"}
    found |= {f"rok_qt.{p.name}" for p in package.iterdir()
              if p.is_dir() and (p / "__init__.py").exists()}
    return found


def test_every_module_of_the_package_sits_in_a_layer() -> None:
    missing = top_level_modules() - layered_names()
    assert not missing, f"not in any layer of pyproject.toml: {sorted(missing)}"


def scratch_copy(tmp_path: Path) -> Path:
    copy = tmp_path / "tree"
    shutil.copytree(ROOT / "rok_qt", copy / "rok_qt",
                    ignore=shutil.ignore_patterns("resources", "__pycache__"))
    shutil.copy(ROOT / "pyproject.toml", copy / "pyproject.toml")
    return copy


def lint_imports(tree: Path) -> subprocess.CompletedProcess[str]:
    if not LINT_IMPORTS.exists():
        pytest.skip("lint-imports is not installed beside this Python")
    env = {**os.environ, "PYTHONPATH": str(tree)}
    return subprocess.run([str(LINT_IMPORTS), "--no-cache", "--config", "pyproject.toml"],
                          cwd=tree, env=env, capture_output=True, text=True, timeout=120,
                          check=False)


def plant(tree: Path, module: str, line: str) -> None:
    path = tree / (module.replace(".", "/") + ".py")
    path.write_text(path.read_text(encoding="utf-8") + f"\n{line}  # planted\n",
                    encoding="utf-8")


def test_the_untouched_copy_keeps_its_contracts(tmp_path: Path) -> None:
    result = lint_imports(scratch_copy(tmp_path))
    assert result.returncode == 0, result.stdout + result.stderr


def test_a_direct_import_of_the_clock_in_the_model_breaks_the_contracts(tmp_path: Path) -> None:
    tree = scratch_copy(tmp_path)
    plant(tree, "rok_qt.model.rng", "from rok_qt import session_clock")
    result = lint_imports(tree)
    assert result.returncode != 0
    assert "BROKEN" in result.stdout


def test_an_indirect_qt_import_below_the_session_breaks_the_contracts(tmp_path: Path) -> None:
    """The model imports a Qt-free helper, which then imports Qt: the model is no longer Qt-free."""
    tree = scratch_copy(tmp_path)
    plant(tree, "rok_qt.assets", "import PySide6.QtCore")
    plant(tree, "rok_qt.model.rng", "from rok_qt import assets")
    result = lint_imports(tree)
    assert result.returncode != 0
    assert "Qt stays above the session" in result.stdout and "BROKEN" in result.stdout


def circles(package: str) -> list[list[str]]:
    """Import circles among the modules of `package`, type-checking imports included: a module
    that names another's types depends on it as much as one that runs it."""
    import grimp

    graph = grimp.build_graph("rok_qt", cache_dir=None)
    modules = {m for m in graph.modules if m.startswith(f"{package}.")}
    edges = {m: graph.find_modules_directly_imported_by(m) & modules for m in modules}
    found: list[list[str]] = []
    state: dict[str, int] = {}

    def visit(module: str, path: list[str]) -> None:
        state[module] = 1
        for target in sorted(edges[module]):
            if state.get(target) == 1:
                found.append([*path[path.index(target):], target])
            elif target not in state:
                visit(target, [*path, target])
        state[module] = 2

    for module in sorted(modules):
        if module not in state:
            visit(module, [module])
    return found


def test_the_windows_features_import_no_circle() -> None:
    """Features attach to the window through its host: none imports the window back."""
    assert circles("rok_qt.app") == []


def test_an_import_inside_a_function_breaks_the_contracts_too(tmp_path: Path) -> None:
    """The one lazy-import way (an import inside the function that needs it) is seen by the
    contracts like any other import."""
    tree = scratch_copy(tmp_path)
    plant(tree, "rok_qt.model.rng", "def _planted() -> None:\n    import PySide6.QtCore")
    result = lint_imports(tree)
    assert result.returncode != 0
    assert "Qt stays above the session" in result.stdout and "BROKEN" in result.stdout
