"""Load packaging/bundle_config.py by path: a `packaging` package would shadow the PyPI one."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"


def load_bundle_config() -> ModuleType:
    """The module the spec imports, under a name that cannot clash."""
    name = "rok_qt_bundle_config"
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, PACKAGING / "bundle_config.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="session")
def cfg() -> ModuleType:
    """packaging/bundle_config.py."""
    return load_bundle_config()
