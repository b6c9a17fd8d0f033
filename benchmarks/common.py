"""Timing helpers shared by the benchmark scripts: medians over repeated runs."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable


def time_ms(fn: Callable[[], object], repeats: int, warmup: int = 3) -> list[float]:
    """Run fn repeatedly and return each run's wall time in milliseconds."""
    for _ in range(warmup):
        fn()
    samples = []
    for _ in range(repeats):
        start = time.perf_counter()
        fn()
        samples.append((time.perf_counter() - start) * 1000.0)
    return samples


def report(name: str, samples_ms: list[float], goal_ms: float | None = None) -> float:
    """Print one benchmark line (median, p90, goal verdict) and return the median."""
    med = statistics.median(samples_ms)
    ordered = sorted(samples_ms)
    p90 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.9))]
    verdict = ""
    if goal_ms is not None:
        verdict = f"  goal <= {goal_ms:g} ms: {'ok' if med <= goal_ms else 'MISSED'}"
    print(f"{name:<48} median {med:8.3f} ms  p90 {p90:8.3f} ms  n={len(samples_ms)}{verdict}")
    return med
