"""`make bench`: run every benchmark module in turn and print medians."""

from __future__ import annotations

import importlib
import pkgutil

import benchmarks


def main() -> None:
    for info in sorted(pkgutil.iter_modules(benchmarks.__path__), key=lambda m: m.name):
        if not info.name.startswith("bench_"):
            continue
        module = importlib.import_module(f"benchmarks.{info.name}")
        print(f"== {info.name}")
        module.main()


if __name__ == "__main__":
    main()
