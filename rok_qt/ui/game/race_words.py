"""What the bar and the table's middle say during a live race (R7.2)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def grab_prompt(shared: bool, cursors: bool) -> tuple[str, str]:
    """The bar's line at "go" and its button: across computers nobody pauses the table from
    one screen (R7.3); rings are moved with keys or sticks, the mouse presses stones."""
    done = QCoreApplication.translate("LiveRace", "Done")
    if shared:
        return QCoreApplication.translate(
            "LiveRace", "Grab! Everyone at the table races at once. Enter: done"), done
    if cursors:
        return QCoreApplication.translate(
            "LiveRace", "Grab! Move your ring with your keys or stick, take, put back."
            " Esc: pause"), done
    return QCoreApplication.translate(
        "LiveRace", "Grab! Press a stone to take it, drop it on its twin or a balance"
        " stone. Enter: done \u00b7 Esc: pause"), done


def done_words(only_computers_left: bool) -> str:
    """The table's middle once everyone at this screen said done (done is personal, R7.2)."""
    if only_computers_left:
        return QCoreApplication.translate(
            "LiveRace", "You are done: the computer players take what is left\u2026")
    return QCoreApplication.translate("LiveRace", "You are done: the others grab on\u2026")
