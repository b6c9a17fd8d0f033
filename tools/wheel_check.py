"""`make wheels-check`: every runtime dependency, at its pin, has a wheel for every released system.

The bundles are built from wheels only (no compiler on the release runners), so each runtime
dependency of rok-qt, at the version constraints.txt pins, must have a binary wheel (or a pure
Python one) for each system a bundle is released for, and for the Python the bundles use. pip
answers that from the package index without downloading the wheels themselves
(`pip install --dry-run --report`, one run per system, reading only the index and each wheel's
metadata): a few seconds, and it works on any machine that reaches PyPI.

The runtime dependencies are pyproject.toml's `dependencies` and, transitively, theirs (from the
installed metadata and then from each wheel's own, with the markers of the target system). A
dependency without a pin fails, since the Windows and macOS bundles would then get whatever
version is newest on the day. Prints the table dependency x system: version and wheel tags, and
the oldest macOS and glibc the wheels need; exits 1 naming each missing wheel and its system.

Usage: python tools/wheel_check.py [--python 3.11]
"""

from __future__ import annotations

import argparse
import concurrent.futures
import importlib.metadata
import json
import re
import subprocess
import sys
import tempfile
import tomllib
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path

from packaging.markers import Marker
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name, parse_wheel_filename

ROOT = Path(__file__).resolve().parent.parent
# The Python of every bundle: the release workflow's setup-python version (a test keeps the two
# equal) and the Windows Python that `make dist-windows` builds with.
BUNDLE_PYTHON = "3.11"


@dataclass(frozen=True)
class System:
    """A system a bundle is released for: its pip platform tag and its marker values."""

    name: str
    platforms: tuple[str, ...]
    markers: Mapping[str, str] = field(default_factory=dict)

    @property
    def platform(self) -> str:
        """The newest platform tag accepted, for messages."""
        return self.platforms[0]

    def pip_args(self, python: str) -> list[str]:
        """pip's options that pick this system's wheels for CPython `python` ('3.11')."""
        abi = "cp" + python.replace(".", "")
        platforms = [arg for tag in self.platforms for arg in ("--platform", tag)]
        return [*platforms, "--python-version", python, "--implementation", "cp",
                "--abi", abi]


def _markers(sys_platform: str, system: str, machine: str, os_name: str) -> dict[str, str]:
    return {"sys_platform": sys_platform, "platform_system": system,
            "platform_machine": machine, "os_name": os_name,
            "implementation_name": "cpython", "platform_python_implementation": "CPython"}


def manylinux(glibc_minor: int, machine: str) -> tuple[str, ...]:
    """Every manylinux tag a system with glibc 2.<minor> accepts, newest first (pip itself
    widens a macOS tag to the older versions, but not a manylinux_2_x one)."""
    tags = [f"manylinux_2_{minor}_{machine}" for minor in range(glibc_minor, 4, -1)]
    legacy = {17: "manylinux2014", 12: "manylinux2010", 5: "manylinux1"}
    tags += [f"{name}_{machine}" for minor, name in legacy.items() if minor <= glibc_minor]
    return tuple(tags)


# macOS 15 and glibc 2.35 (Ubuntu 22.04, the Linux bundle's floor in the README) are the newest
# systems a wheel may ask for; the table then says the oldest each wheel accepts. macOS on
# Intel is not released (the README promises Apple silicon only).
SYSTEMS: dict[str, System] = {
    "windows-x86_64": System("windows-x86_64", ("win_amd64",),
                             _markers("win32", "Windows", "AMD64", "nt")),
    "macos-arm64": System("macos-arm64", ("macosx_15_0_arm64",),
                          _markers("darwin", "Darwin", "arm64", "posix")),
    "linux-x86_64": System("linux-x86_64", manylinux(35, "x86_64"),
                           _markers("linux", "Linux", "x86_64", "posix")),
}


def canonical(name: str) -> str:
    return str(canonicalize_name(name))


def read_pins(path: Path) -> dict[str, str]:
    """constraints.txt's `name==version` lines, by canonical name."""
    pins: dict[str, str] = {}
    for raw in path.read_text().splitlines():
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        requirement = Requirement(line)
        spec = list(requirement.specifier)
        if len(spec) == 1 and spec[0].operator == "==":
            pins[canonical(requirement.name)] = spec[0].version
    return pins


def project_version(pyproject: Path) -> str:
    with pyproject.open("rb") as handle:
        return str(tomllib.load(handle)["project"]["version"])


def applies(requirement: Requirement, markers: Mapping[str, str], python: str) -> bool:
    """Whether a requirement holds on the system (no extras: the game's runtime only)."""
    if requirement.marker is None:
        return True
    env = {**markers, "python_version": python, "python_full_version": f"{python}.0",
           "extra": ""}
    return bool(Marker(str(requirement.marker)).evaluate(env))


def installed_requires(name: str) -> list[str] | None:
    """Requires-Dist of an installed distribution, None when it is not installed here."""
    try:
        return importlib.metadata.requires(name) or []
    except importlib.metadata.PackageNotFoundError:
        return None


def runtime_dependencies(
    pyproject: Path,
    markers: Mapping[str, str],
    python: str = BUNDLE_PYTHON,
    requires_of: Callable[[str], list[str] | None] = installed_requires,
) -> list[str]:
    """The project's runtime dependencies on one system, transitively, in a stable order.

    A dependency not installed here is still listed (its own are checked from its wheel).
    """
    with pyproject.open("rb") as handle:
        roots = tomllib.load(handle)["project"]["dependencies"]
    found: dict[str, str] = {}
    todo = [Requirement(text) for text in roots]
    while todo:
        requirement = todo.pop(0)
        key = canonical(requirement.name)
        if key in found or not applies(requirement, markers, python):
            continue
        found[key] = requirement.name
        for text in requires_of(requirement.name) or []:
            todo.append(Requirement(text))
    return list(found.values())


@dataclass(frozen=True)
class Found:
    """The wheel pip chose: version, tags, and what its metadata requires."""

    version: str
    tags: str
    requires: tuple[str, ...] = ()


def wheel_tags(filename: str) -> str:
    """'PySide6_Essentials-6.11.3-cp39-abi3-win_amd64.whl' -> 'cp39-abi3-win_amd64'."""
    _name, _version, _build, tags = parse_wheel_filename(filename)
    return ".".join(sorted({f"{t.interpreter}-{t.abi}-{t.platform}" for t in tags}))


def parse_report(report: Mapping[str, object]) -> dict[str, Found]:
    """pip's installation report -> canonical name: Found."""
    found: dict[str, Found] = {}
    for item in report.get("install", []):  # type: ignore[union-attr]
        metadata = item["metadata"]
        url = item["download_info"]["url"]
        filename = url.rsplit("/", 1)[-1].split("#", 1)[0]
        found[canonical(metadata["name"])] = Found(
            metadata["version"],
            wheel_tags(filename) if filename.endswith(".whl") else filename,
            tuple(metadata.get("requires_dist", [])))
    return found


class IndexUnreachable(Exception):
    """pip failed for another reason than a missing wheel."""


def pip_report(system: System, requirements: list[str], python: str) -> dict[str, Found] | None:
    """What pip would install for the system (wheels only, no dependencies), or None if it
    finds no wheel for one of the requirements."""
    with tempfile.TemporaryDirectory(prefix="rok-wheels-") as scratch:
        report = Path(scratch) / "report.json"
        result = subprocess.run(
            [sys.executable, "-m", "pip", "install", "--dry-run", "--quiet", "--no-deps",
             "--ignore-installed", "--only-binary=:all:", "--disable-pip-version-check",
             "--target", str(Path(scratch) / "target"), "--report", str(report),
             *system.pip_args(python), *requirements],
            capture_output=True, text=True, stdin=subprocess.DEVNULL, check=False)
        if result.returncode != 0 or not report.is_file():
            if "No matching distribution" not in result.stderr:
                # Not a missing wheel but no answer at all (no network, a broken pip).
                lines = [line for line in result.stderr.splitlines() if line.strip()]
                raise IndexUnreachable(lines[-1] if lines else f"pip exited {result.returncode}")
            return None
        return parse_report(json.loads(report.read_text()))


@dataclass
class Outcome:
    """One system's result: what was found, and what failed (one line each)."""

    found: dict[str, Found] = field(default_factory=dict)
    problems: list[str] = field(default_factory=list)


def check_system(
    system: System,
    names: list[str],
    pins: Mapping[str, str],
    python: str,
    report_of: Callable[[System, list[str], str], dict[str, Found] | None] = pip_report,
) -> Outcome:
    """Every name at its pin must have a wheel for the system; its own dependencies too."""
    outcome = Outcome()
    todo = list(names)
    seen: set[str] = set()
    while todo:
        batch = [n for n in dict.fromkeys(todo) if canonical(n) not in seen]
        todo = []
        seen.update(canonical(n) for n in batch)
        pinned = [n for n in batch if canonical(n) in pins]
        for name in batch:
            if canonical(name) not in pins:
                outcome.problems.append(
                    f"{name}: no pin in constraints.txt (needed on {system.name})")
        if not pinned:
            break
        wanted = {n: f"{n}=={pins[canonical(n)]}" for n in pinned}
        report = report_of(system, list(wanted.values()), python)
        if report is None:  # one at a time, to name each missing wheel
            report = {}
            for requirement in wanted.values():
                single = report_of(system, [requirement], python)
                if single is None:
                    outcome.problems.append(
                        f"{requirement}: no wheel for {system.name} ({system.platform}, "
                        f"CPython {python})")
                else:
                    report.update(single)
        outcome.found.update(report)
        for found in report.values():
            for text in found.requires:
                requirement = Requirement(text)
                if applies(requirement, system.markers, python) \
                        and canonical(requirement.name) not in seen:
                    todo.append(requirement.name)
    return outcome


MAC_TAG = re.compile(r"macosx_(\d+)_(\d+)_")
GLIBC_TAG = re.compile(r"manylinux_(\d+)_(\d+)_")
LEGACY_GLIBC = {"manylinux1": (2, 5), "manylinux2010": (2, 12), "manylinux2014": (2, 17)}


def oldest_system(tags: Iterable[str], kind: str) -> tuple[int, int] | None:
    """The oldest macOS (kind 'macos') or glibc ('glibc') a wheel's tags accept, None for any."""
    versions: list[tuple[int, int]] = []
    for tag in tags:
        if kind == "macos" and (match := MAC_TAG.search(tag)):
            versions.append((int(match[1]), int(match[2])))
        elif kind == "glibc":
            if match := GLIBC_TAG.search(tag):
                versions.append((int(match[1]), int(match[2])))
            for legacy, version in LEGACY_GLIBC.items():
                if f"{legacy}_" in tag:
                    versions.append(version)
    return min(versions) if versions else None


def floors(outcomes: Mapping[str, Outcome]) -> dict[str, tuple[tuple[int, int], str]]:
    """Per system kind, the newest of the wheels' minimum versions and the wheel that sets it."""
    result: dict[str, tuple[tuple[int, int], str]] = {}
    for system_name, kind in (("macos-arm64", "macos"), ("linux-x86_64", "glibc")):
        outcome = outcomes.get(system_name)
        for name, found in (outcome.found.items() if outcome else ()):
            oldest = oldest_system(found.tags.split("."), kind)
            if oldest is not None and (kind not in result or oldest > result[kind][0]):
                result[kind] = (oldest, name)
    return result


def display_tag(tags: str) -> str:
    """One tag for the table: Python 3's, and the one that accepts the oldest system."""
    choices = [t for t in tags.split(".") if not t.startswith("py2-")] or tags.split(".")

    def age(tag: str) -> tuple[int, int]:
        return oldest_system([tag], "macos") or oldest_system([tag], "glibc") or (0, 0)

    return min(choices, key=age)


def table(names: list[str], outcomes: Mapping[str, Outcome]) -> list[str]:
    """dependency x system: version and wheel tags ('MISSING' where none was found)."""
    shown: dict[str, str] = {}
    for name in [*names, *(n for o in outcomes.values() for n in o.found)]:
        shown.setdefault(canonical(name), name)
    keys = list(shown.values())
    width = max(len(k) for k in ["dependency", *keys]) + 2
    cells = {
        key: [f"{o.found[canonical(key)].version} {display_tag(o.found[canonical(key)].tags)}"
              if canonical(key) in o.found else "MISSING" for o in outcomes.values()]
        for key in keys
    }
    column = max(len(c) for row in cells.values() for c in row) + 2
    lines = ["dependency".ljust(width) + "".join(s.ljust(column) for s in outcomes).rstrip()]
    for key in keys:
        lines.append(key.ljust(width) + "".join(c.ljust(column) for c in cells[key]).rstrip())
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--python", default=BUNDLE_PYTHON, help="the bundles' Python (3.11)")
    args = parser.parse_args(argv)
    pins = read_pins(ROOT / "constraints.txt")
    pyproject = ROOT / "pyproject.toml"
    names = {s.name: runtime_dependencies(pyproject, s.markers, args.python)
             for s in SYSTEMS.values()}
    with concurrent.futures.ThreadPoolExecutor(max_workers=len(SYSTEMS)) as pool:
        futures = {name: pool.submit(check_system, system, names[name], pins, args.python)
                   for name, system in SYSTEMS.items()}
        try:
            outcomes = {name: future.result() for name, future in futures.items()}
        except IndexUnreachable as error:
            print(f"wheels-check: pip could not ask the package index: {error}",
                  file=sys.stderr)
            return 2
    all_names = list(dict.fromkeys(n for ns in names.values() for n in ns))
    print(f"wheels for CPython {args.python}, at the pins in constraints.txt:")
    for line in table(all_names, outcomes):
        print("  " + line)
    for kind, ((major, minor), name) in sorted(floors(outcomes).items()):
        label = "macOS" if kind == "macos" else "glibc"
        print(f"  {label}: the wheels need {major}.{minor} or newer ({name})")
    problems = [p for o in outcomes.values() for p in o.problems]
    for problem in problems:
        print(f"wheels-check: {problem}", file=sys.stderr)
    if problems:
        print(f"wheels-check: FAILED, {len(problems)} problem(s)", file=sys.stderr)
        return 1
    print(f"wheels-check: every runtime dependency has a wheel for {', '.join(SYSTEMS)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
