"""The fuzz tests' set-up: reproducible in CI, random locally."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
_CI_VARIABLES = {"CI", "GITHUB_ACTIONS", "GITLAB_CI", "TF_BUILD", "BUILDKITE", "CIRCLECI",
                 "CIRRUS_CI", "CODEBUILD_BUILD_ID", "HEROKU_TEST_RUN_ID", "TEAMCITY_VERSION",
                 "__TOX_ENVIRONMENT_VARIABLE_ORIGINAL_CI", "bamboo.buildKey"}
"""Variables by which hypothesis itself detects CI; the local probe runs without any."""

# Loads the test configuration as pytest would, then runs one small property test and prints
# the profile and the examples it drew.
_PROBE = """
import json
import tests.conftest
from hypothesis import given, settings, strategies as st
drawn = []
@given(st.integers(0, 10**9))
def probe(value):
    drawn.append(value)
probe()
profile = settings.default
print(json.dumps([profile.derandomize, profile.database is None, profile.max_examples, drawn]))
"""


def _probe(ci: str | None) -> tuple[bool, bool, int, list[int]]:
    """Run the probe with CI set to `ci` (None: unset) and no vendor CI variables either."""
    env = {k: v for k, v in os.environ.items() if k not in _CI_VARIABLES}
    if ci is not None:
        env["CI"] = ci
    done = subprocess.run(
        [sys.executable, "-c", _PROBE], cwd=ROOT, env=env, capture_output=True, text=True,
        timeout=60, check=True,
    )
    derandomize, no_database, max_examples, drawn = json.loads(done.stdout.splitlines()[-1])
    return derandomize, no_database, max_examples, drawn


@pytest.mark.parametrize("ci", ["true", "1"])
def test_with_CI_set_every_run_draws_the_same_examples(ci: str) -> None:
    first = _probe(ci)
    assert first[:3] == (True, True, 40)
    assert _probe(ci) == first


def test_without_CI_the_local_profile_stays_random() -> None:
    derandomize, _, max_examples, drawn = _probe(None)
    assert (derandomize, max_examples) == (False, 40)
    assert _probe(None)[3] != drawn
