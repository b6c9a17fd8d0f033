"""Sentences about the person at the screen are second-person messages, in every language
(issue 25, defect 5): no "You holds", "You's", "Vous détient", "que possède Vous", "de Ordinateur".

Every message that takes a player is rendered with the person at the screen and with named
players in each role, in English, Hungarian and French.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from rok_qt.app import i18n
from rok_qt.model.errors import InvalidMove, Refusal
from rok_qt.model.events import (
    BalanceReplaced,
    Captured,
    ClaimMade,
    ContestEnded,
    Event,
    OrderChosen,
    OwnTwinTaken,
    PairTaken,
    PenaltyPaid,
    PenaltyWaived,
    RaceWon,
    SplitReturned,
    WrongPairReturned,
)
from rok_qt.model.state import Controller, GameState
from rok_qt.ui.dialogs.game_over import GameOverDialog
from rok_qt.ui.dialogs.order_dialog import OrderDialog, dispute_text
from rok_qt.ui.dialogs.summary_lines import describe
from rok_qt.ui.game.lost_races import lost_line
from rok_qt.ui.lessons.texts import learner_name, opponent_name
from rok_qt.ui.persons import fill, persons_of
from rok_qt.ui.refusals import refusal_text
from rok_qt.ui.table.contest_labels import seat_text
from rok_qt.ui.table.table_notes import notes_for
from rok_qt.ui.texts import colour_name
from tests.ui.driver import find_state, order_dispute

OTHER = "Anna"
"""A named player whose name begins with a vowel (French elides before it)."""
BAD = [
    r"\bYou (holds|flicks|has|is|owes|captures|took the twin of their)\b", r"\bYou's\b",
    r"\bby You\b", r"\bto You\b", r"\bfrom You\b", r"\byou's\b",
    r"\bVous (détient|a|possède|est|lance)\b", r"possède Vous\b", r"\bde Vous\b",
    r"\bpar Vous\b", r"\bà Vous\b",
    r"\b[dD]e [AEIOUÉ]", r"\bque [AEIOUÉ]",
]
"""Forms a name put into a third-person sentence makes (and French without elision)."""
translate = QCoreApplication.translate


@pytest.fixture(params=["en", "hu", "fr"])
def language(request: pytest.FixtureRequest, qapp: object) -> Iterator[str]:
    """The game speaks this language for the test, English again after it."""
    code = str(request.param)
    assert i18n.install(code) == code
    yield code
    i18n.uninstall()


def table_of_three(state: GameState) -> GameState:
    """The person at the screen (seat 0, named as the lesson names the learner), the computer
    opponent and a named computer player whose name begins with a vowel."""
    names = [learner_name(), opponent_name(), OTHER]
    for seat, player in enumerate(state.players):
        player.name = names[seat]
        player.controller = Controller.HUMAN if seat == 0 else Controller.NOVICE
    return state


def events_for(a: int, b: int) -> list[Event]:
    """One event of every kind that names a player, `a` acting and `b` the other one."""
    return [
        RaceWon(stone=3, player=a, ms=900.0, margin_ms=300.0, coin_flip=False),
        RaceWon(stone=3, player=a, ms=900.0, margin_ms=0.0, coin_flip=True),
        PairTaken(player=a, a=2, b=3), OwnTwinTaken(player=a, stone=4, balance=5),
        ClaimMade(player=a, stone=6, victim=b),
        WrongPairReturned(player=a, stones=(7, 9), twin=False),
        WrongPairReturned(player=a, stones=(7,), twin=True),
        SplitReturned(player=a, stone=10, lost_to=None), SplitReturned(player=a, stone=10,
                                                                       lost_to=b),
        PenaltyPaid(player=a, a=12, b=13), PenaltyWaived(player=a),
        Captured(claimant=a, victim=b, stones=(14, 15, 16)),
        ContestEnded(winner=a, distances={a: 3.0, b: 5.0}, out_seats=(), again=()),
        OrderChosen(player=a, colour=0, order=(6,), contested=True),
        BalanceReplaced(player=a, stone=20), BalanceReplaced(player=a, stone=None),
    ]


def rendered(state: GameState) -> list[str]:
    """Every sentence about players that the table, the summary and the refusals say."""
    texts: list[str] = []
    who = persons_of(state)
    spots = {stone: (0.0, 0.0) for stone in range(49)}
    for a, b in itertools.permutations(range(3), 2):
        events = events_for(a, b)
        texts += [text for e in events if (text := describe(state, e)) is not None]
        texts += [text for _anchor, text in notes_for(state, spots, events)]
        texts.append(lost_line(who[a], "black uruz", who[b], 40.0))
        texts.append(lost_line(who[a], "black uruz", who[b], 2500.0))
        for out, knocked in ((False, False), (True, False), (True, True)):
            texts.append(seat_text(who[a], 41.0, out, knocked))
    you = state.players[0].name
    for seat, code in itertools.product(range(3), (Refusal.NOT_YOUR_TURN, Refusal.SEAT_DONE)):
        error = InvalidMove(code, "", name=state.players[seat].name, stone=3)
        texts.append(refusal_text(error, you))
    return texts


def bad_forms(texts: list[str]) -> list[str]:
    return [text for text in texts if any(re.search(form, text) for form in BAD)]


def test_sentences_about_you_are_second_person(language: str, qtbot: QtBot) -> None:
    """Seat 0 is the person at the screen: no sentence names them, and none reads wrong."""
    state = table_of_three(find_state(3, order_dispute))
    texts = rendered(state)
    texts.append(dispute_text(state, 0, (0, 1)))
    assert bad_forms(texts) == []
    you = learner_name()
    assert [t for t in texts if re.search(rf"\b{re.escape(you)}\b", t)
            and not t.startswith(you)] == [], "the person's name put inside a sentence"


def test_with_a_named_person_no_sentence_says_you(language: str, qtbot: QtBot) -> None:
    """With two people at the screen nobody is "you": every sentence names its player."""
    state = table_of_three(find_state(3, order_dispute))
    state.players[0].name = "Wanda"
    state.players[1].controller = Controller.HUMAN
    assert persons_of(state).viewer is None
    texts = rendered(state)
    assert bad_forms(texts) == []
    assert any("Wanda" in text for text in texts)
    if language == "fr":
        assert any("d'Anna" in text for text in texts) or any("qu'Anna" in text for text in texts)


def test_order_and_game_over_dialogs_speak_to_you(language: str, qtbot: QtBot) -> None:
    """The contest winner's order dialog and the game-over title, for the person here."""
    state = table_of_three(find_state(3, order_dispute))
    assert state.contest is not None
    state.contest.colour = state.contest.colour if state.contest.colour is not None else 0
    dialog = OrderDialog(state, 0)
    qtbot.addWidget(dialog)
    texts = [dialog.windowTitle(), *[dialog.list.item(i).text()
                                     for i in range(dialog.list.count())]]
    state.grand_master = 0
    state.scores = [4, 2, 0]
    over = GameOverDialog(state)
    qtbot.addWidget(over)
    texts += [label.text() for label in over.findChildren(QLabel)]
    assert bad_forms(texts) == []
    assert dialog.windowTitle() == fill(translate("OrderDialog", "You order the {colour} "
                                                                 "captures"),
                                        colour=colour_name(state.contest.colour))
    said = translate("GameOverDialog", "You are the grand master of runes!")
    assert any(said in text for text in texts)


def test_french_elides_before_a_vowel(qapp: object) -> None:
    """'de Ordinateur' is written 'd'Ordinateur', 'que Anna' 'qu'Anna'; Hungarian 'de' stays."""
    assert i18n.install("fr") == "fr"
    try:
        assert fill("la rune de {a} que possède {b}", a="Ordinateur", b="Bela") == (
            "la rune d'Ordinateur que possède Bela")
        assert fill("plus vite que {a}", a="Anna") == "plus vite qu'Anna"
        assert fill("de {a}", a="Bela") == "de Bela"
    finally:
        i18n.uninstall()
    assert i18n.install("hu") == "hu"
    try:
        assert fill("de {a}", a="Anna") == "de Anna"
    finally:
        i18n.uninstall()
