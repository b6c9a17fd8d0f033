"""tools/wheel_check.py (`make wheels-check`): its logic, with pip's answers made up here.

The check itself asks the package index; these tests need no network: the runtime dependencies
walk, a missing wheel named with its system, a dependency met only in a wheel's metadata, the
oldest macOS and glibc read from the tags, and the table.
"""

from __future__ import annotations

import importlib.util
import re
import sys
from pathlib import Path
from types import ModuleType

import pytest

from tests.packaging.conftest import ROOT

TOOL = ROOT / "tools" / "wheel_check.py"
PYTHON = "3.11"


@pytest.fixture(scope="module")
def tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("rok_qt_wheel_check", TOOL)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


def write_pyproject(tmp_path: Path, *dependencies: str) -> Path:
    path = tmp_path / "pyproject.toml"
    listed = ", ".join(f'"{d}"' for d in dependencies)
    path.write_text(f'[project]\nname = "x"\nversion = "1.0"\ndependencies = [{listed}]\n')
    return path


def test_runtime_dependencies_follow_requirements_with_the_systems_markers(
    tool: ModuleType, tmp_path: Path
) -> None:
    pyproject = write_pyproject(tmp_path, "PySide6-Essentials>=6.11", "pymunk>=7")
    requires = {
        "PySide6-Essentials": ["shiboken6==6.11.3"],
        "pymunk": ["cffi>=1.17", "pywin32; sys_platform == 'win32'",
                   "pytest; extra == 'dev'"],
        "cffi": ["pycparser; implementation_name != 'PyPy'"],
    }
    windows = tool.SYSTEMS["windows-x86_64"].markers
    linux = tool.SYSTEMS["linux-x86_64"].markers
    found = tool.runtime_dependencies(pyproject, windows, PYTHON, requires.get)
    assert found == ["PySide6-Essentials", "pymunk", "shiboken6", "cffi", "pywin32", "pycparser"]
    assert "pywin32" not in tool.runtime_dependencies(pyproject, linux, PYTHON, requires.get)


def test_every_runtime_dependency_of_the_game_is_pinned(tool: ModuleType) -> None:
    pins = tool.read_pins(ROOT / "constraints.txt")
    for system in tool.SYSTEMS.values():
        names = tool.runtime_dependencies(ROOT / "pyproject.toml", system.markers, PYTHON)
        assert "miniaudio" in names
        unpinned = [n for n in names if tool.canonical(n) not in pins]
        assert not unpinned, f"constraints.txt pins no version of {unpinned} ({system.name})"


def test_the_bundles_python_is_the_release_workflows(tool: ModuleType) -> None:
    workflow = (ROOT / ".github" / "workflows" / "release.yml").read_text()
    versions = set(re.findall(r'python-version:\s*"([0-9.]+)"', workflow))
    assert versions == {tool.BUNDLE_PYTHON}


def fake_index(tool: ModuleType, wheels: dict[tuple[str, str], object]):  # type: ignore[no-untyped-def]
    """A stand-in for pip: (system, 'name==version') -> Found; one call fails as a whole when
    any requirement in it has no wheel, as pip does."""
    calls: list[list[str]] = []

    def report_of(system: object, requirements: list[str], python: str) -> object:
        calls.append(requirements)
        found = {}
        for requirement in requirements:
            wheel = wheels.get((system.name, requirement))  # type: ignore[attr-defined]
            if wheel is None:
                return None
            found[tool.canonical(requirement.split("==")[0])] = wheel
        return found

    return report_of, calls


def test_a_missing_wheel_is_named_with_its_system(tool: ModuleType) -> None:
    mac = tool.SYSTEMS["macos-arm64"]
    pins = {"pymunk": "7.3.1", "msgspec": "0.23.0", "cffi": "2.1.1"}
    wheels = {
        ("macos-arm64", "pymunk==7.3.1"): tool.Found("7.3.1", "cp311-cp311-macosx_11_0_arm64",
                                                     ("cffi>=1.17",)),
    }
    report_of, calls = fake_index(tool, wheels)
    outcome = tool.check_system(mac, ["pymunk", "msgspec"], pins, PYTHON, report_of)
    assert outcome.problems == [
        "msgspec==0.23.0: no wheel for macos-arm64 (macosx_15_0_arm64, CPython 3.11)",
        "cffi==2.1.1: no wheel for macos-arm64 (macosx_15_0_arm64, CPython 3.11)",
    ]
    assert set(outcome.found) == {"pymunk"}
    # One call for the batch, then one per requirement to name the missing one; the wheel's own
    # dependency (cffi) comes in a second round.
    assert calls[0] == ["pymunk==7.3.1", "msgspec==0.23.0"]
    assert ["cffi==2.1.1"] in calls


def test_an_unpinned_dependency_from_a_wheels_metadata_fails(tool: ModuleType) -> None:
    windows = tool.SYSTEMS["windows-x86_64"]
    wheels = {("windows-x86_64", "miniaudio==1.71"): tool.Found(
        "1.71", "cp311-cp311-win_amd64", ("cffi>=1.17", "colorama; sys_platform == 'darwin'"))}
    report_of, _calls = fake_index(tool, wheels)
    outcome = tool.check_system(windows, ["miniaudio"], {"miniaudio": "1.71"}, PYTHON,
                                report_of)
    assert outcome.problems == ["cffi: no pin in constraints.txt (needed on windows-x86_64)"]


def test_pip_platform_options(tool: ModuleType) -> None:
    linux = tool.SYSTEMS["linux-x86_64"]
    args = linux.pip_args("3.11")
    platforms = [args[i + 1] for i, arg in enumerate(args) if arg == "--platform"]
    assert platforms[0] == "manylinux_2_35_x86_64"
    assert "manylinux_2_17_x86_64" in platforms and "manylinux2014_x86_64" in platforms
    assert args[-6:] == ["--python-version", "3.11", "--implementation", "cp", "--abi", "cp311"]


def test_oldest_systems_come_from_the_tags(tool: ModuleType) -> None:
    assert tool.oldest_system(["cp310-abi3-macosx_13_0_universal2"], "macos") == (13, 0)
    assert tool.oldest_system(["cp311-cp311-manylinux2014_x86_64",
                               "cp311-cp311-manylinux_2_28_x86_64"], "glibc") == (2, 17)
    assert tool.oldest_system(["py3-none-any"], "macos") is None
    outcomes = {
        "macos-arm64": tool.Outcome({
            "pyside6-essentials": tool.Found("6.11.3", "cp310-abi3-macosx_13_0_universal2"),
            "pymunk": tool.Found("7.3.1", "cp311-cp311-macosx_11_0_arm64"),
        }),
        "linux-x86_64": tool.Outcome({
            "pyside6-essentials": tool.Found("6.11.3", "cp310-abi3-manylinux_2_34_x86_64"),
            "cffi": tool.Found("2.1.1", "cp311-cp311-manylinux2014_x86_64"),
        }),
    }
    assert tool.floors(outcomes) == {"macos": ((13, 0), "pyside6-essentials"),
                                     "glibc": ((2, 34), "pyside6-essentials")}


def test_the_table_shows_a_version_per_system_and_missing_wheels(tool: ModuleType) -> None:
    outcomes = {
        "windows-x86_64": tool.Outcome({"pymunk": tool.Found("7.3.1", "cp311-cp311-win_amd64")}),
        "linux-x86_64": tool.Outcome({"pymunk": tool.Found(
            "7.3.1", "cp311-cp311-manylinux2014_x86_64.cp311-cp311-manylinux_2_28_x86_64")}),
        "macos-arm64": tool.Outcome(),
    }
    lines = tool.table(["pymunk"], outcomes)
    assert lines[0].split() == ["dependency", "windows-x86_64", "linux-x86_64", "macos-arm64"]
    assert lines[1].split() == ["pymunk", "7.3.1", "cp311-cp311-win_amd64", "7.3.1",
                                "cp311-cp311-manylinux2014_x86_64", "MISSING"]


def test_a_pip_report_gives_version_tags_and_requirements(tool: ModuleType) -> None:
    report = {"install": [{
        "metadata": {"name": "PySide6_Essentials", "version": "6.11.3",
                     "requires_dist": ["shiboken6==6.11.3"]},
        "download_info": {"url": "https://files.example/p/PySide6_Essentials-6.11.3-cp310-"
                                 "abi3-win_amd64.whl#sha256=00"},
    }]}
    assert tool.parse_report(report) == {"pyside6-essentials": tool.Found(
        "6.11.3", "cp310-abi3-win_amd64", ("shiboken6==6.11.3",))}
