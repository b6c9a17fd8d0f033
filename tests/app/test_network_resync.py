"""A joined screen whose link lost a move of the race asks the table for the state and shows
the race as it is, at once (R7.3), on the loopback only."""

from __future__ import annotations

from pathlib import Path

import msgspec
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from rok_qt.model.grab import takeable_stones
from rok_qt.model.moves import Take
from rok_qt.model.state import GameState, Phase
from rok_qt.net.protocol import Logged, ServerMessage
from tests.app.test_network_window import WAIT_MS, host_a_table, loopback_only, quick_go, screen
from tests.net.conftest import LoopThread
from tests.net.lossy import LossyProxy

__all__ = ["loopback_only", "quick_go"]   # the autouse fixtures: 127.0.0.1, a near go


def _ann_takes(message: ServerMessage) -> bool:
    return isinstance(message, Logged) and isinstance(message.move, Take) \
        and message.move.player == 0


def _encoded(state: GameState | None) -> bytes:
    return msgspec.msgpack.encode(state)


def test_R7_3_a_screen_that_missed_a_take_shows_it_in_the_same_race(qtbot: QtBot,
                                                                   tmp_path: Path) -> None:
    ann = screen(qtbot, tmp_path, "ann")
    host_a_table(qtbot, ann)
    host_client = ann.network.client
    assert host_client is not None and ann.network.lobby is not None
    address, _slash, code = ann.network.lobby.address.text().partition("/")
    runner = LoopThread()
    proxy = LossyProxy(int(address.rsplit(":", 1)[1]), _ann_takes)   # Bea's link loses it
    runner.run(proxy.start())
    try:
        bea = screen(qtbot, tmp_path, "bea")
        assert bea.network.join_address(f"127.0.0.1:{proxy.port}/{code}", ["Bea"])
        bea_client = bea.network.client
        assert bea_client is not None
        with qtbot.wait_signal(host_client.lobby_changed, timeout=WAIT_MS,
                               check_params_cb=lambda s: any(x.name == "Bea" for x in s)):
            pass
        with qtbot.wait_signals([host_client.started, bea_client.started], timeout=WAIT_MS):
            host_client.start_game(False)
        ann_game, bea_game = ann.network.widget, bea.network.widget
        assert ann_game is not None and bea_game is not None
        for game in (ann_game, bea_game):
            if game.asked is None or game.asked.kind != Phase.THROW:
                with qtbot.wait_signal(game.question_shown, timeout=WAIT_MS,
                                       check_params_cb=lambda q: q.kind == Phase.THROW):
                    pass
        asked = ann_game.asked
        assert asked is not None and asked.player is not None
        thrower = (ann_game, bea_game)[asked.player]
        # The race starts on both screens, and the throw's faces come to each at its go.
        with qtbot.wait_signals([ann_game.live.race_started, bea_game.live.race_started,
                                 host_client.mirror.faces_shown,
                                 bea_client.mirror.faces_shown], timeout=WAIT_MS):
            qtbot.keyClick(thrower, Qt.Key.Key_Space)
        state = ann_game.session.state
        assert state is not None and state.live is not None
        first, second = sorted(takeable_stones(state))[:2]
        round_ = state.round

        # Ann takes a stone: the table logs it, but Bea's link loses that entry.
        logged = host_client.mirror.seq
        assert ann_game.session.submit(Take(0, first, ann_game.session.live_stamp(None, 0)))
        qtbot.waitUntil(lambda: host_client.mirror.seq > logged and len(proxy.lost) == 1,
                        timeout=WAIT_MS)
        # Bea takes another; the table's answer shows her screen the gap: it asks for the
        # state, and shows the race as it is, Ann's stone in Ann's hand, in this same race.
        assert bea_game.session.submit(Take(1, second, bea_game.session.live_stamp(None, 1)))
        qtbot.waitUntil(lambda: _encoded(bea_client.session.state)
                        == _encoded(host_client.session.state), timeout=WAIT_MS)
        shown = bea_client.session.state
        assert shown is not None and shown.live is not None and shown.round == round_
        assert shown.live.taken[first][0] == 0 and shown.live.taken[second][0] == 1
        assert len(proxy.lost) == 1
        for win in (bea, ann):
            win.network.leave()
    finally:
        runner.run(proxy.close())
        runner.stop()
