"""tools/check_system_libs.py: a fresh Linux desktop learns which packages Qt's xcb plugin lacks."""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

from tests.packaging.conftest import ROOT

TOOL = ROOT / "tools" / "check_system_libs.py"
# What `ldd libqxcb.so` says on a fresh Debian 12 with only libxcb-cursor0 added (issue 10).
FRESH_DEBIAN_LDD = """\
\tlinux-vdso.so.1 (0x00007ffd)
\tlibQt6XcbQpa.so.6 => /venv/PySide6/Qt/lib/libQt6XcbQpa.so.6 (0x00007f9b)
\tlibxcb-cursor.so.0 => /lib/x86_64-linux-gnu/libxcb-cursor.so.0 (0x00007f9b)
\tlibxcb-icccm.so.4 => not found
\tlibxcb-keysyms.so.1 => not found
\tlibc.so.6 => /lib/x86_64-linux-gnu/libc.so.6 (0x00007f9b)
\t/lib64/ld-linux-x86-64.so.2 (0x00007f9b)
"""


@pytest.fixture(scope="module")
def tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("rok_qt_check_system_libs", TOOL)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def run_tool(tmp_path: Path, ldd_output: str, **env: str) -> subprocess.CompletedProcess[str]:
    """The tool as `make run` starts it, with a stand-in `ldd` that prints `ldd_output`."""
    return run_tool_with(tmp_path, ldd_output, (), env)


def run_tool_with(tmp_path: Path, ldd_output: str, args: tuple[str, ...],
                  env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    """The tool with these arguments (`make dist`: ("--always",)) and environment."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir(exist_ok=True)
    (tmp_path / "ldd.out").write_text(ldd_output, encoding="utf-8")
    fake = bin_dir / "ldd"
    fake.write_text(f"#!/bin/sh\ncat '{tmp_path / 'ldd.out'}'\n", encoding="utf-8")
    fake.chmod(0o755)
    full_env = {k: v for k, v in os.environ.items()
                if k not in ("QT_QPA_PLATFORM", "XDG_SESSION_TYPE", "WAYLAND_DISPLAY")}
    # A desktop session's display unless a test says otherwise ("" for none).
    full_env.update({"PATH": f"{bin_dir}{os.pathsep}{os.environ.get('PATH', '')}",
                     "DISPLAY": ":0", **env})
    if not full_env["DISPLAY"]:
        del full_env["DISPLAY"]
    return subprocess.run([sys.executable, str(TOOL), *args], env=full_env, capture_output=True,
                          text=True, timeout=60, check=False)


def test_readme_quick_start_gives_both_install_lines(tool: ModuleType) -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert tool.DEBIAN_LINE in readme.splitlines()
    assert tool.FEDORA_LINE in readme.splitlines()
    for needed in ("make", "libxcb-cursor0", "libxcb-icccm4", "libxcb-keysyms1", "python3-venv"):
        assert needed in tool.DEBIAN_LINE.split()
    assert "make" in tool.FEDORA_LINE.split()


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux's loader")
def test_no_display_is_said_plainly_before_any_library(tmp_path: Path) -> None:
    # `make run` from an ssh login or a console: Qt would name a library, or dump core.
    result = run_tool(tmp_path, FRESH_DEBIAN_LDD, DISPLAY="")
    assert result.returncode == 1
    first = result.stderr.splitlines()[0]
    assert first == "rok-qt: there is no display to show the window on (DISPLAY is not set)."
    assert "DISPLAY=:0 make run" in result.stderr
    assert "libxcb-icccm" not in result.stderr


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux's loader")
def test_a_bundle_build_needs_no_display(tmp_path: Path) -> None:
    # `make dist` on a build server checks the libraries the bundle copies, display or not.
    result = run_tool_with(tmp_path, FRESH_DEBIAN_LDD, ("--always",), {"DISPLAY": ""})
    assert result.returncode == 1
    assert "libxcb-icccm.so.4, libxcb-keysyms.so.1" in result.stderr
    assert "no display" not in result.stderr


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux's loader")
def test_a_missing_library_names_itself_and_prints_the_readme_lines(
    tool: ModuleType, tmp_path: Path
) -> None:
    result = run_tool(tmp_path, FRESH_DEBIAN_LDD, QT_QPA_PLATFORM="xcb")
    assert result.returncode == 1
    assert "libxcb-icccm.so.4, libxcb-keysyms.so.1" in result.stderr
    assert "libxcb-cursor.so.0" not in result.stderr.split("\n")[1], "it is installed"
    assert tool.DEBIAN_LINE in result.stderr and tool.FEDORA_LINE in result.stderr


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux's loader")
@pytest.mark.parametrize("env", [
    {"QT_QPA_PLATFORM": "offscreen"},
    {"QT_QPA_PLATFORM": "wayland;xcb"},
    {"XDG_SESSION_TYPE": "wayland", "WAYLAND_DISPLAY": "wayland-0"},
])
def test_no_check_when_qt_will_not_use_xcb(tmp_path: Path, env: dict[str, str]) -> None:
    result = run_tool(tmp_path, FRESH_DEBIAN_LDD, **env)
    assert (result.returncode, result.stderr) == (0, "")


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux's loader")
def test_nothing_is_printed_when_every_library_is_found(tmp_path: Path) -> None:
    found = FRESH_DEBIAN_LDD.replace("=> not found", "=> /lib/x86_64-linux-gnu/x.so (0x1)")
    result = run_tool(tmp_path, found, QT_QPA_PLATFORM="xcb:dpi=96")
    assert (result.returncode, result.stdout, result.stderr) == (0, "", "")


def test_xcb_is_qt_s_choice_unless_told_otherwise(tool: ModuleType) -> None:
    assert tool.xcb_chosen({})
    assert tool.xcb_chosen({"QT_QPA_PLATFORM": "xcb"})
    assert tool.xcb_chosen({"XDG_SESSION_TYPE": "x11", "WAYLAND_DISPLAY": "wayland-0"})
    assert not tool.xcb_chosen({"QT_QPA_PLATFORM": "minimal"})


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux's loader")
def test_every_library_the_real_xcb_plugin_loads_is_known(tool: ModuleType) -> None:
    # A new PySide6 that links one more system library must add it to the install lines.
    plugin = tool.xcb_plugin()
    assert plugin is not None, "PySide6 ships libqxcb.so"
    output = subprocess.run(["ldd", str(plugin)], capture_output=True, text=True, timeout=60,
                            check=True).stdout
    named, _missing = tool.parse_ldd(output)
    qt_own = {p.name for p in (plugin.parents[2] / "lib").iterdir()}
    unknown = [n for n in named if n not in tool.LIBRARIES and n not in tool.BASE
               and n not in qt_own]
    assert not unknown, f"add to LIBRARIES with their packages: {unknown}"
    assert "libxcb-cursor.so.0" in named and "libxcb-icccm.so.4" in named


def test_ci_and_release_install_the_same_packages_and_self_test_on_xcb() -> None:
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    release = (ROOT / ".github" / "workflows" / "release.yml").read_text(encoding="utf-8")
    for text in (ci, release):
        assert "tools/check_system_libs.py --packages debian" in text
        assert "xvfb-run -a" in text
        assert "QT_QPA_PLATFORM=xcb dist/rok-qt/rok-qt --self-test" in text
    assert "make wheel-test" in ci
