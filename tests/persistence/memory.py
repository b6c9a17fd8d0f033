"""A cap on the address space around one fuzz example, so a blow-up fails the example.

Without it, a damaged file that makes the loader allocate gigabytes takes the whole pytest
worker down (the kernel's OOM killer, or a swap storm) and hypothesis never gets to shrink it.
With it, the allocation raises MemoryError inside the example, which fails like any other
exception and is shrunk and reported.
"""

from __future__ import annotations

import contextlib
import os
import sys
from collections.abc import Iterator

MARGIN = 512 * 1024 * 1024
"""Bytes an example may add to the process's address space: far above a real load and a few
moves of play (a few MB), far below what a runaway allocation reaches."""


def address_space() -> int | None:
    """Bytes of virtual memory this process maps now (Linux), else None."""
    try:
        with open("/proc/self/statm", encoding="ascii") as statm:
            pages = int(statm.read().split()[0])
    except (OSError, ValueError, IndexError):
        return None
    return pages * os.sysconf("SC_PAGE_SIZE")


@contextlib.contextmanager
def capped_memory(margin: int | None = None) -> Iterator[None]:
    """Run the block with RLIMIT_AS at the current address space plus `margin` (default
    MARGIN, read at each call), then restore the limit.

    Only Linux both enforces RLIMIT_AS and says how much is mapped; elsewhere this does nothing.
    """
    used = address_space() if sys.platform.startswith("linux") else None
    if used is None:
        yield
        return
    import resource  # POSIX only: imported here so the module loads on Windows too

    soft, hard = resource.getrlimit(resource.RLIMIT_AS)
    cap = used + (MARGIN if margin is None else margin)
    if hard != resource.RLIM_INFINITY:
        cap = min(cap, hard)
    if soft != resource.RLIM_INFINITY and soft <= cap:
        # A stricter limit is already in force (set by whoever runs the tests): keep it.
        yield
        return
    resource.setrlimit(resource.RLIMIT_AS, (cap, hard))
    try:
        yield
    finally:
        resource.setrlimit(resource.RLIMIT_AS, (soft, hard))
