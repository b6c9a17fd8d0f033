"""What the spec puts in the bundle and what it trims, checked without building."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tomllib
from pathlib import Path
from types import ModuleType

import pytest

from rok_qt import __version__
from tests.packaging.conftest import PACKAGING, ROOT

SPEC = PACKAGING / "rok-qt.spec"


def pyproject_version() -> str:
    with (ROOT / "pyproject.toml").open("rb") as handle:
        return str(tomllib.load(handle)["project"]["version"])


def test_spec_takes_its_rules_and_version_from_bundle_config() -> None:
    text = SPEC.read_text(encoding="utf-8")
    assert "excludes=list(cfg.EXCLUDED_MODULES)" in text
    assert "cfg.keep_qt_file" in text
    assert "VERSION = cfg.version()" in text
    assert "info_plist=cfg.info_plist(VERSION)" in text
    assert "bundle_identifier=cfg.APP_ID" in text
    assert "console=False" in text
    # onedir: the EXE leaves the libraries out and COLLECT puts them beside it.
    assert "exclude_binaries=True" in text
    assert re.search(r"^coll = COLLECT\(", text, re.MULTILINE)


@pytest.mark.parametrize("module", [
    "PySide6.QtQml", "PySide6.QtQuick", "PySide6.QtQuickWidgets", "PySide6.QtWebEngineCore",
    "PySide6.QtWebEngineWidgets", "PySide6.QtNetwork",
])
def test_unused_qt_modules_are_excluded(cfg: ModuleType, module: str) -> None:
    assert module in cfg.EXCLUDED_MODULES


def test_used_qt_modules_are_not_excluded(cfg: ModuleType) -> None:
    for used in ("PySide6.QtCore", "PySide6.QtGui", "PySide6.QtWidgets", "PySide6.QtSvg"):
        assert used not in cfg.EXCLUDED_MODULES


@pytest.mark.parametrize(("dest", "kept"), [
    # Linux wheel layout
    ("PySide6/Qt/plugins/platforms/libqxcb.so", True),
    ("PySide6/Qt/plugins/platforms/libqwayland.so", True),
    ("PySide6/Qt/plugins/platforms/libqoffscreen.so", True),
    ("PySide6/Qt/plugins/platforms/libqeglfs.so", False),
    ("PySide6/Qt/plugins/platforms/libqvnc.so", False),
    ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", False),
    ("PySide6/Qt/plugins/platformthemes/libqxdgdesktopportal.so", True),
    ("PySide6/Qt/plugins/imageformats/libqsvg.so", True),
    ("PySide6/Qt/plugins/imageformats/libqjpeg.so", False),
    ("PySide6/Qt/plugins/iconengines/libqsvgicon.so", True),
    ("PySide6/Qt/plugins/tls/libqopensslbackend.so", False),
    ("PySide6/Qt/plugins/generic/libqevdevmouseplugin.so", False),
    ("PySide6/Qt/plugins/wayland-shell-integration/libxdg-shell.so", True),
    ("PySide6/Qt/lib/libQt6Core.so.6", True),
    # Windows wheel layout
    ("PySide6\\plugins\\platforms\\qwindows.dll", True),
    ("PySide6\\plugins\\platforms\\qdirect2d.dll", False),
    ("PySide6\\plugins\\imageformats\\qico.dll", True),
    ("PySide6\\plugins\\styles\\qmodernwindowsstyle.dll", True),
    ("PySide6\\translations\\qtbase_fr.qm", True),
    # macOS wheel layout
    ("PySide6/Qt/plugins/platforms/libqcocoa.dylib", True),
    ("PySide6/Qt/plugins/styles/libqmacstyle.dylib", True),
    # not Qt's: always kept
    ("rok_qt/resources/icons/rok-qt.svg", True),
    ("pymunk/_chipmunk.abi3.so", True),
    ("plugins/platforms/not-qt.so", True),
])
def test_keep_qt_file(cfg: ModuleType, dest: str, kept: bool) -> None:
    assert cfg.keep_qt_file(dest) is kept


@pytest.mark.parametrize(("name", "kept"), [
    ("qtbase_fr.qm", True),
    ("qtbase_pt_BR.qm", True),
    ("qtbase_de.qm", False),   # a language the game does not speak
    ("qt_fr.qm", False),       # the wrapper: i18n loads qtbase_* itself
    ("qt_help_fr.qm", False),
    ("qtmultimedia_fr.qm", False),
])
def test_only_qtbase_translations_of_the_games_languages(
    cfg: ModuleType, name: str, kept: bool
) -> None:
    languages = frozenset({"en", "fr", "pt_BR"})
    for folder in ("PySide6/Qt/translations", "PySide6\\translations"):
        assert cfg.keep_qt_file(f"{folder}/{name}", languages) is kept


def test_game_languages_are_the_compiled_catalogues(cfg: ModuleType) -> None:
    from rok_qt.app import i18n

    languages = cfg.game_languages()
    assert "en" in languages
    assert languages == {code for code in i18n.LANGUAGES if i18n.catalogue(code).is_file()}


def test_resources_ship_without_sources(cfg: ModuleType) -> None:
    files = cfg.resource_files()
    names = {Path(src).name for src, _dest in files}
    assert "rok-qt.svg" in names and "rok-qt.ico" in names
    assert not any(Path(src).suffix in (".ts", ".md") for src, _dest in files)
    for src, dest in files:
        relative = Path(src).parent.relative_to(ROOT)
        assert Path(dest) == relative, "each file keeps its place under rok_qt/resources/"


def test_the_phone_page_travels_in_the_bundle(cfg: ModuleType) -> None:
    """Every file a table's port serves to phones is in the bundle, where the page reads it
    (the self-test then fetches each of them from a table it hosts)."""
    from rok_qt.net import phone_page

    bundled = {f"{dest}/{Path(src).name}".replace("\\", "/") for src, dest in cfg.resource_files()}
    for name in (phone_page.PAGE, *phone_page.FILES):
        assert f"rok_qt/resources/phone/{name}" in bundled, name


def test_orphan_libraries_follow_links_from_what_stays(cfg: ModuleType) -> None:
    binaries = [
        ("QtGui.abi3.so", "/src/QtGui.abi3.so", "EXTENSION"),
        ("libQt6Gui.so.6", "/src/libQt6Gui.so.6", "BINARY"),
        ("libQt6Core.so.6", "/src/libQt6Core.so.6", "BINARY"),
        ("PySide6/Qt/plugins/platforms/libqxcb.so", "/src/libqxcb.so", "BINARY"),
        ("libxcb-cursor.so.0", "/src/libxcb-cursor.so.0", "BINARY"),
        ("libgtk-3.so.0", "/src/libgtk-3.so.0", "BINARY"),  # only the dropped theme used it
        ("libcairo.so.2", "/src/libcairo.so.2", "BINARY"),
        ("libpython3.11.so.1.0", "/src/libpython3.11.so.1.0", "BINARY"),
        ("libcairo-link.so", "libcairo.so.2", "SYMLINK"),
        ("libQt6Core-link.so", "libQt6Core.so.6", "SYMLINK"),
    ]
    links = {
        "/src/QtGui.abi3.so": ["libQt6Gui.so.6"],
        "/src/libQt6Gui.so.6": ["libQt6Core.so.6", "libc.so.6"],
        "/src/libqxcb.so": ["/usr/lib/libxcb-cursor.so.0"],
        "/src/libgtk-3.so.0": ["libcairo.so.2"],
    }
    orphans = cfg.orphan_libraries(binaries, lambda src: links.get(src, []))
    assert orphans == {"libgtk-3.so.0", "libcairo.so.2", "libcairo-link.so"}


def test_windows_orphans_are_the_unlinked_dlls_whatever_the_case(cfg: ModuleType) -> None:
    binaries = [
        ("PySide6\\QtWidgets.pyd", "C:/src/QtWidgets.pyd", "EXTENSION"),
        ("PySide6\\Qt6Widgets.dll", "C:/src/Qt6Widgets.dll", "BINARY"),
        ("PySide6\\Qt6Core.dll", "C:/src/Qt6Core.dll", "BINARY"),
        ("PySide6\\VCRUNTIME140.dll", "C:/src/VCRUNTIME140.dll", "BINARY"),
        ("PySide6\\plugins\\platforms\\qwindows.dll", "C:/src/qwindows.dll", "BINARY"),
        ("PySide6\\Qt6Network.dll", "C:/src/Qt6Network.dll", "BINARY"),
        ("PySide6\\opengl32sw.dll", "C:/src/opengl32sw.dll", "BINARY"),
        ("python311.dll", "C:/src/python311.dll", "BINARY"),
    ]
    links = {
        "C:/src/QtWidgets.pyd": ["Qt6Widgets.dll", "python3.dll"],
        "C:/src/Qt6Widgets.dll": ["Qt6Core.dll", "KERNEL32.dll"],
        "C:/src/Qt6Core.dll": ["vcruntime140.dll", "icuuc.dll"],
        "C:/src/qwindows.dll": ["Qt6Core.dll"],
    }
    orphans = cfg.orphan_libraries(binaries, lambda src: links.get(src, []))
    assert orphans == {"PySide6\\Qt6Network.dll", "PySide6\\opengl32sw.dll"}


def test_versions_match_pyproject(cfg: ModuleType) -> None:
    version = pyproject_version()
    assert cfg.version() == version
    assert __version__ == version, "rok_qt/__init__.py's __version__ (shown in About)"
    plist = cfg.info_plist(version)
    assert plist["CFBundleShortVersionString"] == version
    assert plist["CFBundleVersion"] == version
    strings = cfg.windows_version_strings(version)
    assert strings["FileVersion"] == strings["ProductVersion"] == version
    numbers = cfg.version_tuple(version)
    assert ".".join(map(str, numbers)).startswith(version)


def test_info_plist(cfg: ModuleType) -> None:
    plist = cfg.info_plist("1.2.3")
    assert plist["NSHighResolutionCapable"] is True
    assert plist["CFBundleIdentifier"] == cfg.APP_ID
    assert re.fullmatch(r"[A-Za-z0-9.-]+", plist["CFBundleIdentifier"])
    assert plist["CFBundleDisplayName"] == "Rök"


def test_windows_version_strings(cfg: ModuleType) -> None:
    strings = cfg.windows_version_strings("1.2.3")
    for key in ("CompanyName", "ProductName", "FileDescription", "LegalCopyright"):
        assert strings[key]
    assert strings["OriginalFilename"] == "rok-qt.exe"
    assert cfg.version_tuple("1.2.3") == (1, 2, 3, 0)
    assert cfg.version_tuple("2.0") == (2, 0, 0, 0)


def test_dist_extra_and_make_targets() -> None:
    with (ROOT / "pyproject.toml").open("rb") as handle:
        extras = tomllib.load(handle)["project"]["optional-dependencies"]
    assert any(re.fullmatch(r"pyinstaller>=\d+(\.\d+)*", req) for req in extras["dist"])
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    assert re.search(r"^dist:", makefile, re.MULTILINE)
    assert re.search(r"^install-linux:", makefile, re.MULTILINE)
    assert "packaging/rok-qt.spec" in makefile
    assert "rok-qt-$(VERSION)-linux-$(shell uname -m).tar.gz" in makefile


def test_release_workflow_covers_three_systems_and_runs_the_self_test() -> None:
    text = (ROOT / ".github" / "workflows" / "release.yml").read_text(encoding="utf-8")
    for runner in ("windows-latest", "macos-latest", "ubuntu-22.04"):
        assert runner in text
    assert "make dist" in text, "the Linux job builds exactly as `make dist` does"
    assert text.count("--self-test") >= 3
    assert "QT_QPA_PLATFORM: offscreen" in text
    assert "actions/upload-artifact" in text


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="LD_LIBRARY_PATH is Linux's")
@pytest.mark.parametrize(("orig", "expected"), [("/usr/local/lib", ["/usr/local/lib"]), (None, [])])
def test_runtime_hook_gives_children_the_users_library_path(
    orig: str | None, expected: list[str]
) -> None:
    assert 'runtime_hooks=[str(Path(SPECPATH) / "rthook_child_env.py")]' in SPEC.read_text(
        encoding="utf-8")
    env = {**os.environ, "LD_LIBRARY_PATH": "/opt/bundle/_internal",
           "HOOK": str(PACKAGING / "rthook_child_env.py")}
    env.pop("LD_LIBRARY_PATH_ORIG", None)
    if orig is not None:
        env["LD_LIBRARY_PATH_ORIG"] = orig
    code = ("import os, runpy; runpy.run_path(os.environ['HOOK']); "
            "print(os.environ.get('LD_LIBRARY_PATH', ''), 'LD_LIBRARY_PATH_ORIG' in os.environ)")
    result = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                            text=True, check=True, timeout=20)
    assert result.stdout.split() == [*expected, "False"]


def test_the_bundle_carries_sdl2_itself_and_none_of_its_media_libraries(
        cfg: ModuleType, tmp_path: Path) -> None:
    for name in ("libSDL2-2.0.so", "libSDL2_mixer-2.0.so", "libSDL2_ttf-2.0.so", "libwebp.so.1",
                 "SDL2.dll", "SDL2_image.dll"):
        (tmp_path / name).write_bytes(b"")
    entries = cfg.sdl_bundle_entries(tmp_path)
    assert sorted(Path(src).name for src, _folder in entries) == ["SDL2.dll", "libSDL2-2.0.so"]
    assert {folder for _src, folder in entries} == {cfg.SDL_DLL_FOLDER}


def test_the_installed_sdl2_is_found_for_the_bundle(cfg: ModuleType) -> None:
    import sdl2dll

    files = cfg.sdl_library_files(Path(sdl2dll.get_dllpath()))
    assert files, "pysdl2-dll's SDL2 library is where the spec looks"


def test_every_folder_of_modules_is_a_regular_package() -> None:
    """pyproject.toml finds packages by their __init__.py (namespaces = false, so that the
    search does not follow the Wine prefix's links): a folder of modules without one would be
    left out of the wheel."""
    folders = {path.parent for path in (ROOT / "rok_qt").rglob("*.py")}
    missing = sorted(str(f.relative_to(ROOT)) for f in folders if not (f / "__init__.py").is_file())
    assert not missing, f"no __init__.py in {missing}"


def test_zeroconf_travels_as_source_without_its_compiled_speedups(
        cfg: ModuleType, tmp_path: Path) -> None:
    """The speed-ups weigh MBs for a lookup made only while tables are listed or hosted."""
    package = tmp_path / "zeroconf" / "_handlers"
    package.mkdir(parents=True)
    for name in ("answers.py", "answers.cp311-win_amd64.pyd", "other.cp311-win_amd64.pyd",
                 "__init__.py", "__init__.cp311-win_amd64.pyd"):
        (package / name).write_bytes(b"")
    binaries = [
        ("zeroconf/_handlers/answers.cp311-win_amd64.pyd",
         str(package / "answers.cp311-win_amd64.pyd"), "EXTENSION"),
        ("zeroconf/_handlers/other.cp311-win_amd64.pyd",   # no source beside it: kept
         str(package / "other.cp311-win_amd64.pyd"), "EXTENSION"),
        ("msgspec/_core.cp311-win_amd64.pyd", "/site/msgspec/_core.pyd", "EXTENSION"),
        ("zeroconf/_handlers/__init__.cp311-win_amd64.pyd",   # the package itself
         str(package / "__init__.cp311-win_amd64.pyd"), "EXTENSION"),
    ]
    kept, pure = cfg.pure_instead_of_speedups(binaries)
    assert pure == [("zeroconf._handlers.answers", str(package / "answers.py"), "PYMODULE"),
                    ("zeroconf._handlers", str(package / "__init__.py"), "PYMODULE")]
    assert [entry[0] for entry in kept] == ["zeroconf/_handlers/other.cp311-win_amd64.pyd",
                                           "msgspec/_core.cp311-win_amd64.pyd"]
    assert "cfg.pure_instead_of_speedups(a.binaries)" in (PACKAGING / "rok-qt.spec").read_text()


def test_one_copy_of_each_cpp_runtime_dll_the_newest_at_the_top(cfg: ModuleType) -> None:
    binaries = [
        ("VCRUNTIME140.dll", "C:/python/vcruntime140.dll", "BINARY"),
        ("PySide6\\VCRUNTIME140.dll", "C:/pyside/VCRUNTIME140.dll", "BINARY"),
        ("shiboken6\\VCRUNTIME140.dll", "C:/shiboken/VCRUNTIME140.dll", "BINARY"),
        ("PySide6\\MSVCP140.dll", "C:/pyside/MSVCP140.dll", "BINARY"),
        ("shiboken6\\MSVCP140.dll", "C:/shiboken/MSVCP140.dll", "BINARY"),
        ("PySide6\\MSVCP140_2.dll", "C:/pyside/MSVCP140_2.dll", "BINARY"),
        ("PySide6\\Qt6Core.dll", "C:/pyside/Qt6Core.dll", "BINARY"),
        ("python311.dll", "C:/python/python311.dll", "BINARY"),
    ]
    versions = {"C:/python/vcruntime140.dll": (14, 38, 33126, 1)}

    kept = cfg.single_runtime_dlls(binaries, lambda src: versions.get(src, (14, 44, 35211, 0)))

    assert sorted(dest for dest, _src, _kind in kept) == [
        "MSVCP140.dll", "MSVCP140_2.dll", "PySide6\\Qt6Core.dll", "VCRUNTIME140.dll",
        "python311.dll"]
    sources = {dest: src for dest, src, _kind in kept}
    assert sources["VCRUNTIME140.dll"] == "C:/pyside/VCRUNTIME140.dll"   # 14.44 over 14.38
    assert sources["PySide6\\Qt6Core.dll"] == "C:/pyside/Qt6Core.dll"


def test_deflate_zip_keeps_every_member_and_shrinks_the_file(
    cfg: ModuleType, tmp_path: Path
) -> None:
    import zipfile

    archive = tmp_path / "base_library.zip"
    members = {f"encodings/m{i}.pyc": bytes(range(256)) * (40 + i) for i in range(5)}
    with zipfile.ZipFile(archive, "w") as stored:
        for name, data in members.items():
            stored.writestr(name, data)

    before, after = cfg.deflate_zip(archive)

    assert after < before // 4
    with zipfile.ZipFile(archive) as deflated:
        assert [info.filename for info in deflated.infolist()] == list(members)
        assert all(info.compress_type == zipfile.ZIP_DEFLATED for info in deflated.infolist())
        assert {name: deflated.read(name) for name in members} == members
    assert [path.name for path in tmp_path.iterdir()] == ["base_library.zip"]


def test_only_the_windows_bundle_keeps_its_modules_in_the_archive(cfg: ModuleType) -> None:
    assert cfg.archive_modules("win32")
    assert not cfg.archive_modules("linux")
    assert not cfg.archive_modules("darwin")
    assert "noarchive=not cfg.archive_modules(sys.platform)" in SPEC.read_text(encoding="utf-8")
