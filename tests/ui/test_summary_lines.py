"""The round summary stays short: a race's losers fold into its winner's line (R7.2), and a claim
that became a capture is said once, by the capture's line (R5.3)."""

from __future__ import annotations

from rok_qt.model.events import Captured, ClaimMade, PairTaken, RaceLost, RaceWon
from rok_qt.model.state import Phase
from rok_qt.model.stones import twin_of
from rok_qt.ui.dialogs.summary_lines import round_lines
from tests.model.scenario import scenario


def test_R7_2_a_pairs_races_make_one_line_with_everyone_too_late_once(qapp: object) -> None:
    state = scenario([1, 5, 9], phase=Phase.SUMMARY)
    for seat, name in enumerate(("Ann", "Bea", "Cy")):
        state.players[seat].name = name
    a, b = 3, twin_of(3)
    state.log = [
        RaceWon(a, 0, 900.0, 400.0, False), RaceLost(1, a, 0, 400.0, False),
        RaceLost(2, a, 0, 2500.0, False),
        RaceWon(b, 0, 1100.0, 50.0, False), RaceLost(1, b, 0, 50.0, False),
        PairTaken(0, a, b),
    ]
    lines = round_lines(state, viewer=1)
    assert len(lines) == 2, lines
    assert lines[0].startswith("Ann reached the ")
    assert lines[0].endswith("(too late: you +50 ms, Cy +2.5 s)"), lines[0]
    assert "lost" not in " ".join(lines)


def test_R5_3_a_claim_is_told_by_its_capture_and_an_open_claim_by_its_own_line(
        qapp: object) -> None:
    state = scenario([1, 5, 9], phase=Phase.SUMMARY)
    for seat, name in enumerate(("Ann", "Bea", "Cy")):
        state.players[seat].name = name
    state.log = [
        ClaimMade(0, twin_of(5), 1), ClaimMade(2, twin_of(1), 0),
        Captured.of(0, 1, twin_of(5), 5, (6, 7)),
    ]
    lines = round_lines(state, viewer=None)
    assert len(lines) == 2, lines
    assert lines[0] == "Cy claimed the twin of Ann's balance stone"
    assert "Ann took the twin of Bea's balance stone" in lines[1], lines[1]
