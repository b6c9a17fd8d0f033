"""Game-controller libraries compared (issue 14): PySDL2 + pysdl2-dll against pygame-ce.

For each candidate, in a scratch virtual environment of its own under build/bench-pads/:
- start-up: a fresh interpreter imports the package and starts SDL's game-controller
  subsystem; the time from before the import to after the init, median of 11 runs (one warm-up);
- with `--bundle`: what the package adds to a PyInstaller onedir bundle, in MB: a tiny program
  that imports it and starts the controllers, against the same program without it. That
  counts standard-library modules (ctypes, json, ...) the bare program lacks and the game
  already has: in the game's own bundle PySDL2 adds 2.6 MB on Linux (the stripped SDL2 and
  0.13 MB of bindings; see packaging/bundle_config.py).

Run: `python -m benchmarks.bench_pads [--bundle]` (the first run installs the candidates).
"""

from __future__ import annotations

import importlib.util
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SCRATCH = ROOT / "build" / "bench-pads"
ROUNDS = 11
PYINSTALLER = "pyinstaller==6.22.3"

# Each program prints the ms from before its import to after SDL's controllers started.
CANDIDATES: dict[str, tuple[list[str], str]] = {
    "PySDL2 0.9.17 + pysdl2-dll 2.32.10": (
        ["PySDL2==0.9.17", "pysdl2-dll==2.32.10"],
        "import os, time\n"
        "t = time.perf_counter()\n"
        "import sdl2dll\n"
        "os.environ['PYSDL2_DLL_PATH'] = sdl2dll.get_dllpath()\n"
        "import sdl2\n"
        "assert sdl2.SDL_Init(sdl2.SDL_INIT_GAMECONTROLLER) == 0\n"
        "print((time.perf_counter() - t) * 1000)\n",
    ),
    "pygame-ce 2.5.8 (pygame._sdl2.controller)": (
        ["pygame-ce==2.5.8"],
        "import os, time\n"
        "os.environ['PYGAME_HIDE_SUPPORT_PROMPT'] = '1'\n"
        "t = time.perf_counter()\n"
        "import pygame._sdl2.controller as controller\n"
        "controller.init()\n"
        "assert controller.get_init()\n"
        "print((time.perf_counter() - t) * 1000)\n",
    ),
}
# What the race needs besides speed: controller events without SDL's video subsystem (Qt owns
# the windows and the keyboard) and each event's own SDL timestamp (for the race clock).
NEEDS: dict[str, str] = {
    "PySDL2 0.9.17 + pysdl2-dll 2.32.10": (
        "import os, ctypes, sdl2dll\n"
        "os.environ['PYSDL2_DLL_PATH'] = sdl2dll.get_dllpath()\n"
        "import sdl2\n"
        "sdl2.SDL_Init(sdl2.SDL_INIT_GAMECONTROLLER)\n"
        "event = sdl2.SDL_Event()\n"
        "sdl2.SDL_PollEvent(ctypes.byref(event))\n"
        "print('events without video: yes; event timestamps:',\n"
        "      'yes' if hasattr(event.cbutton, 'timestamp') else 'no')\n"
    ),
    "pygame-ce 2.5.8 (pygame._sdl2.controller)": (
        "import os\n"
        "os.environ['PYGAME_HIDE_SUPPORT_PROMPT'] = '1'\n"
        "import pygame, pygame._sdl2.controller as controller\n"
        "controller.init()\n"
        "try:\n"
        "    pygame.event.get()\n"
        "    video = 'yes'\n"
        "except pygame.error as error:\n"
        "    video = f'no ({error})'\n"
        "event = pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, button=0, instance_id=0)\n"
        "print(f'events without video: {video}; event timestamps:',\n"
        "      'yes' if hasattr(event, 'timestamp') else 'no')\n"
    ),
}
BASELINE = "import time\nprint(time.perf_counter())\n"


def bundle_config() -> object:
    """packaging/bundle_config.py, loaded by path as the spec loads it."""
    spec = importlib.util.spec_from_file_location("bundle_config",
                                                  ROOT / "packaging" / "bundle_config.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def sdl_binaries(python: Path) -> list[str]:
    """PyInstaller arguments that add SDL2 as the game's spec does (PySDL2 only: pygame-ce's
    own PyInstaller hook collects its libraries)."""
    found = subprocess.run([str(python), "-c", "import sdl2dll; print(sdl2dll.get_dllpath())"],
                           capture_output=True, text=True)
    if found.returncode != 0:
        return []
    entries = bundle_config().sdl_bundle_entries(Path(found.stdout.strip()))  # type: ignore[attr-defined]
    return [arg for source, folder in entries for arg in ("--add-binary", f"{source}:{folder}")]


def scratch_python(name: str, packages: list[str], bundle: bool) -> Path:
    """The interpreter of this candidate's scratch environment, made on first use."""
    folder = SCRATCH / "".join(c if c.isalnum() else "-" for c in name.split()[0].lower())
    python = folder / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
    if not python.exists():
        subprocess.run([sys.executable, "-m", "venv", str(folder)], check=True)
    wanted = [*packages, PYINSTALLER] if bundle else packages
    subprocess.run([str(python), "-m", "pip", "install", "--quiet", *wanted], check=True,
                   capture_output=True)
    return python


def startup_ms(python: Path, program: str) -> list[float]:
    """Import + init times of fresh interpreters, after one warm-up run."""
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy"}
    runs = []
    for round_ in range(ROUNDS + 1):
        done = subprocess.run([str(python), "-c", program], check=True, capture_output=True,
                              text=True, env=env, timeout=60)
        if round_:
            runs.append(float(done.stdout.split()[-1]))
    return runs


def bundle_mb(python: Path, program: str, folder: Path, extra: list[str]) -> float:
    """Size of the onedir bundle PyInstaller makes of `program`, in MB; the bundle must run."""
    folder.mkdir(parents=True)
    script = folder / "probe.py"
    script.write_text(program, encoding="utf-8")
    # Left out as the game's own spec leaves them out (TLS, test and doc tools).
    modules = bundle_config().EXCLUDED_MODULES  # type: ignore[attr-defined]
    excluded = [arg for module in modules for arg in ("--exclude-module", module)]
    subprocess.run([str(python), "-m", "PyInstaller", "--noconfirm", "--log-level", "ERROR",
                    "--onedir", "--distpath", str(folder / "dist"),
                    "--workpath", str(folder / "work"), "--specpath", str(folder),
                    *excluded, *extra, str(script)], check=True, capture_output=True, timeout=600)
    ran = subprocess.run([str(folder / "dist" / "probe" / "probe")], capture_output=True,
                         text=True, timeout=60, env={**os.environ, "SDL_VIDEODRIVER": "dummy"})
    if ran.returncode != 0:
        raise RuntimeError(f"the bundled probe fails: {ran.stderr.strip()[-300:]}")
    files = (folder / "dist" / "probe").rglob("*")
    return sum(path.stat().st_size for path in files if path.is_file()) / 1e6


def main() -> None:
    """Print start-up (and with --bundle, bundle size) for each candidate."""
    bundle = "--bundle" in sys.argv[1:]
    for name, (packages, program) in CANDIDATES.items():
        python = scratch_python(name, packages, bundle)
        needs = subprocess.run([str(python), "-c", NEEDS[name]], capture_output=True, text=True,
                               timeout=60)
        print(f"{name:<44} {(needs.stdout or needs.stderr).strip().splitlines()[-1]}")
        runs = startup_ms(python, program)
        print(f"{name:<44} import + init controllers: median {statistics.median(runs):6.1f} ms"
              f"  min {min(runs):6.1f}  max {max(runs):6.1f}  n={len(runs)}")
        if bundle:
            with tempfile.TemporaryDirectory(prefix="rok-bench-pads-") as scratch:
                base = bundle_mb(python, BASELINE, Path(scratch) / "base", [])
                with_it = bundle_mb(python, program, Path(scratch) / "with",
                                    sdl_binaries(python))
            print(f"{name:<44} adds to a PyInstaller bundle: {with_it - base:6.1f} MB"
                  f"  ({with_it:.1f} MB against {base:.1f} MB without)")
    if not bundle:
        print("bundle sizes: run `python -m benchmarks.bench_pads --bundle`")


if __name__ == "__main__":
    main()
