"""A reach just after the grab ended (R7.2, R4.6) with a key ring, a game controller or a
finger: Bot 1's claim on Ann's balance stone ends the grab, and Ann's take a moment later, where
the claimed twin lay, is told on the table ("Bot 1 was faster by ...") and listed in the round's
summary, as it is for the mouse (tests/ui/test_missed_takes.py)."""

from __future__ import annotations

import re
from collections.abc import Callable
from itertools import count

from pytestqt.qtbot import QtBot

from rok_qt.app.window import MainWindow
from rok_qt.model.events import Event, GrabEnd, GrabEnded, PickFormed, RaceWon
from rok_qt.model.stones import are_twins
from rok_qt.session_clock import ManualClock
from rok_qt.ui.game.game_widget import GameWidget
from rok_qt.ui.game.round_pace import scene_rects
from rok_qt.ui.input import pad_mapping as mapping
from rok_qt.ui.input.devices import Action, InputId
from rok_qt.ui.input.keyboard import KeyClusters
from rok_qt.ui.input.seats import SeatInputs
from rok_qt.ui.table.animations import AnimationSpeed
from rok_qt.ui.table.spatial_nav import Direction, key_path
from tests.ui.driver import WAIT_MS, current
from tests.ui.keys import tap
from tests.ui.test_live_race import live_config
from tests.ui.test_missed_takes import CLAIM_SEED, start_by_touch, until_a_bot_claims
from tests.ui.test_missed_takes import tap as touch
from tests.ui.together import key, start_together, target
from tests.ui.virtual_pads import VirtualPad, sdl_or_skip

FASTER = r"Bot 1 was faster by (\d+\.\d) s"
_stamps = count(5_000_000, 1000)
"""Key timestamps far apart: none of these keys races."""
DIRECTION_KEYS = {Direction.UP: Action.UP, Direction.DOWN: Action.DOWN,
                  Direction.LEFT: Action.LEFT, Direction.RIGHT: Action.RIGHT}
PAD_BUTTONS = {Direction.UP: mapping.DPAD_UP, Direction.DOWN: mapping.DPAD_DOWN,
               Direction.LEFT: mapping.DPAD_LEFT, Direction.RIGHT: mapping.DPAD_RIGHT}


def balance_twin(game: GameWidget) -> int:
    """The stone on the table that is the twin of Ann's balance stone (what Bot 1 claims)."""
    state = current(game)
    balance = state.players[0].balance
    assert balance is not None
    twins = [stone for stone in state.table if are_twins(stone, balance)]
    assert len(twins) == 1, twins
    return twins[0]


def steer(qtbot: QtBot, game: GameWidget, stone: int,
          step: Callable[[Direction | None], object]) -> None:
    """Ann's ring onto `stone`, one direction at a time (None: the first press shows it)."""
    cursor = game.live.inputs.cursors[0]
    step(None)
    qtbot.waitUntil(lambda: cursor.stone is not None, timeout=WAIT_MS)
    places = {k: (p.x(), p.y()) for k, p in cursor.targets.items()}
    assert cursor.stone is not None
    path = key_path(places, cursor.stone, stone)
    assert path is not None
    for direction in path:
        before = cursor.stone

        def moved(before: int = before) -> bool:
            return cursor.stone != before

        step(direction)
        qtbot.waitUntil(moved, timeout=WAIT_MS)
    assert cursor.stone == stone


def claim_ends_the_grab(qtbot: QtBot, game: GameWidget, clock: ManualClock,
                        twin: int) -> tuple[float, float]:
    """Race on until Bot 1 lays the twin on Ann's balance stone and so ends the grab (R4.6);
    then 0.3 s more. (the claim's stamp, the stamp Bot 1 took the twin at)."""
    seen: list[Event] = []
    game.session.events_happened.connect(seen.extend)
    claim: PickFormed = until_a_bot_claims(clock, seen)
    game.set_animation_speed(AnimationSpeed.FAST)   # the round settles on screen a while
    live = current(game).live
    assert live is not None and claim.a == twin and claim.player == 1
    took = live.taken[twin][1]
    clock.advance(100)
    assert [(e.reason, e.ms) for e in seen if isinstance(e, GrabEnded)] == \
        [(GrabEnd.CLEARED, claim.ms)]
    assert not game.live.active
    clock.advance(300)
    return claim.ms, took


def told_and_listed(qtbot: QtBot, game: GameWidget, twin: int, claim_ms: float,
                    took_ms: float, reach: Callable[[], None]) -> None:
    """`reach` 0.4 s after the claim, while the round still settles on screen (the ready
    gate, which reads the same keys and pads between rounds, is not open yet): the table says
    who had the twin and by how much, once, the summary folds it into Bot 1's line, and the
    game's statistics count it (Races lost, shown at the game's end)."""
    assert not game.router.ready.is_open
    before = game.router.tally_source()
    assert before is not None
    # Bot 2 may have reached for the twin too: Bot 1 then won that race already, once.
    raced = any(isinstance(e, RaceWon) and e.stone == twin for e in current(game).log)
    with qtbot.waitSignal(game.live.lost_race, timeout=WAIT_MS) as lost:
        reach()
    after = game.router.tally_source()
    assert after is not None
    assert [(t.races_lost, t.races_won) for t in after] == [
        (before[0].races_lost + 1, before[0].races_won),
        (before[1].races_lost, before[1].races_won + (0 if raced else 1)),
        (before[2].races_lost, before[2].races_won)]
    match = re.fullmatch(FASTER, lost.args[1])
    assert lost.args[0] == twin and match is not None, lost.args[1]
    assert abs(float(match.group(1)) * 1000 - (claim_ms + 400 - took_ms)) < 60
    assert [note.item.text() for note in game.live.notes] == [lost.args[1]]
    with qtbot.assertNotEmitted(game.live.lost_race, wait=50):
        reach()   # pressed again: that race is already told
    qtbot.waitUntil(lambda: game.router.summary is not None, timeout=WAIT_MS)
    summary = game.router.summary
    assert summary is not None
    host = summary.parentWidget()
    assert host is not None
    note = scene_rects(host, game.scene, [game.live.notes[0].backing.sceneBoundingRect()])
    assert not note[0].intersects(summary.geometry()), "the summary came after the note: " \
        "the note steps out from under it"
    report = summary.report.toPlainText()
    assert re.search(r"Bot 1 reached the black fehu first, by .+ \(too late: (.+, )?you \+"
                     + re.escape(match.group(1)) + " s\\)", report), report


def ann_with_keys(game: GameWidget) -> None:
    """Ann plays with W A S D (E takes), against two computer players."""
    seats = SeatInputs(game)
    assert seats.bind(0, KeyClusters.input_id("wasd"))
    game.set_inputs(seats, [KeyClusters(parent=game)])


def test_R7_2_R4_6_a_take_key_just_after_a_claim_ended_the_grab_is_told_and_listed(
        qtbot: QtBot, race_window: MainWindow, clock: ManualClock) -> None:
    race_window.resize(1024, 640)   # the summary takes the table's middle band
    game = start_together(qtbot, race_window, live_config(CLAIM_SEED), ann_with_keys)
    window = game.window()
    twin = balance_twin(game)
    steer(qtbot, game, twin, lambda d: tap(target(window, 0), key(
        0, Action.UP if d is None else DIRECTION_KEYS[d]), next(_stamps)))
    claim_ms, took_ms = claim_ends_the_grab(qtbot, game, clock, twin)
    told_and_listed(qtbot, game, twin, claim_ms, took_ms,
                    lambda: tap(target(window, 0), key(0, Action.TAKE), next(_stamps)))
    clock.advance(3000)   # long after the race, the take key only says Ann is ready
    gate = game.router.ready
    qtbot.waitUntil(lambda: gate.takes_keys, timeout=WAIT_MS)
    tap(target(window, 0), key(0, Action.TAKE), next(_stamps))
    assert len(game.live.notes) == 1
    qtbot.waitUntil(lambda: not gate.is_open, timeout=WAIT_MS)


def test_R7_2_R4_6_a_controller_button_just_after_a_claim_ended_the_grab_is_told_and_listed(
        qtbot: QtBot, race_window: MainWindow, clock: ManualClock) -> None:
    """On SDL's virtual game controller: the pad is still read after the end (it is polled
    while someone listens), and its A reaches where its ring was."""
    sdl_or_skip()
    inputs = race_window.screen_inputs()
    pad = VirtualPad("Ann's pad")
    try:
        assert inputs.pads.listen(race_window)
        qtbot.waitUntil(lambda: "Ann's pad" in inputs.pads.present().values(),
                        timeout=WAIT_MS)
        source = next(s for s, name in inputs.pads.present().items() if name == "Ann's pad")
        inputs.pads.unlisten(race_window)

        def ann_with_the_pad(game: GameWidget) -> None:
            assert isinstance(source, InputId) and inputs.seats.bind(0, source)

        game = start_together(qtbot, race_window, live_config(CLAIM_SEED), ann_with_the_pad)
        twin = balance_twin(game)

        def click(button: int) -> None:
            pad.press(button)
            qtbot.wait(20)   # a few polls: SDL sees the press before the release
            pad.release(button)

        steer(qtbot, game, twin, lambda d: click(
            mapping.DPAD_UP if d is None else PAD_BUTTONS[d]))
        claim_ms, took_ms = claim_ends_the_grab(qtbot, game, clock, twin)
        told_and_listed(qtbot, game, twin, claim_ms, took_ms,
                        lambda: click(mapping.BUTTON_A))
    finally:
        pad.close()


def test_R7_2_R4_6_a_finger_just_after_a_claim_ended_the_grab_is_told_and_listed(
        qtbot: QtBot, race_window: MainWindow, clock: ManualClock) -> None:
    game = start_by_touch(qtbot, race_window, live_config(CLAIM_SEED), people=[0])
    twin = balance_twin(game)
    lying = current(game).table[twin]   # where the twin lies, and lay once Bot 1 took it
    at = game.scene.to_scene(lying.x, lying.y)
    claim_ms, took_ms = claim_ends_the_grab(qtbot, game, clock, twin)
    told_and_listed(qtbot, game, twin, claim_ms, took_ms, lambda: touch(game, at))


def test_R7_2_a_take_key_that_still_reaches_for_a_stone_just_gone_is_not_a_ready(
        qtbot: QtBot, race_window: MainWindow, clock: ManualClock) -> None:
    """Ann's take comes once the summary is up and takes keys (R9.1), but still within a
    moment of the end, with her ring where the claimed twin lay: it is the race lost, told,
    and the summary stays up; once that moment has passed, her take says she is ready."""
    game = start_together(qtbot, race_window, live_config(CLAIM_SEED), ann_with_keys)
    window = game.window()
    twin = balance_twin(game)
    steer(qtbot, game, twin, lambda d: tap(target(window, 0), key(
        0, Action.UP if d is None else DIRECTION_KEYS[d]), next(_stamps)))
    claim_ends_the_grab(qtbot, game, clock, twin)   # 0.3 s after the end
    gate = game.router.ready
    qtbot.waitUntil(lambda: gate.is_open, timeout=WAIT_MS)
    clock.advance(700)   # past the gate's guard; 1.0 s after the end
    assert gate.takes_keys
    with qtbot.waitSignal(game.live.lost_race, timeout=WAIT_MS) as lost:
        tap(target(window, 0), key(0, Action.TAKE), next(_stamps))
    assert re.fullmatch(FASTER, lost.args[1]), lost.args[1]
    tap(target(window, 0), key(0, Action.TAKE), next(_stamps))   # again: already told
    assert gate.is_open and game.router.summary is not None, "not a ready"
    clock.advance(600)   # 1.6 s after the end: the take is Ann's ready again
    tap(target(window, 0), key(0, Action.TAKE), next(_stamps))
    qtbot.waitUntil(lambda: not gate.is_open, timeout=WAIT_MS)
    assert len(game.live.notes) == 1
