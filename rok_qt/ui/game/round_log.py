"""Nothing said is lost: the round log lists every round's lines, newest round first.

The window shows it as a side panel (View > Round log, Ctrl+L). Each round is a title followed
by the lines its summary said (races, mistakes, captures, replacements), wrapped to the panel's
width. Lines are player text (names) and are escaped: never read as markup.

Hook for other features: each round's title is a link; `round_chosen(round_number)` is emitted
when a person activates it (a click, or Tab to it and Enter). A feature such as "watch this round
again" connects to it; `set_round_action(text)` names what the link does (shown after each
title), so the person knows a title leads somewhere.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QUrl, Signal
from PySide6.QtWidgets import QTextBrowser, QVBoxLayout, QWidget

from rok_qt.ui.plain import escape

SCHEME = "round"
"""Round titles link to round:N."""


class RoundLog(QWidget):
    """Every round's lines so far, newest first.

    `round_chosen(round_number)` when a round's title is activated (click, or Enter on it).
    """

    round_chosen = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("roundLog")
        self.text = QTextBrowser()
        self.text.setOpenLinks(False)
        self.text.setAccessibleName(self.tr("Round log"))
        self.text.anchorClicked.connect(self._chosen)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.text)
        self._rounds: dict[int, list[str]] = {}
        self._action = ""
        self._show()

    def add_round(self, number: int, lines: Sequence[str]) -> None:
        """Round `number` said these lines; a round told again replaces what it said."""
        self._rounds[number] = list(lines)
        self._show()

    def rounds(self) -> list[tuple[int, list[str]]]:
        """(round, its lines) in the order shown: newest first."""
        return [(number, list(self._rounds[number]))
                for number in sorted(self._rounds, reverse=True)]

    def clear(self) -> None:
        """A new game: an empty log."""
        self._rounds.clear()
        self._show()

    def set_round_action(self, text: str) -> None:
        """What activating a round's title does ("watch it again"), shown beside each title;
        empty: the titles say nothing more."""
        self._action = text
        self._show()

    def _show(self) -> None:
        if not self._rounds:
            self.text.setHtml("<p><i>" + escape(self.tr(
                "Nothing yet: each round's summary is kept here.")) + "</i></p>")
            return
        parts: list[str] = []
        action = f" <small>({escape(self._action)})</small>" if self._action else ""
        for number, lines in self.rounds():
            title = escape(self.tr("Round {n}").format(n=number))
            parts.append(f"<p style='margin-bottom: 2px'><b><a href='{SCHEME}:{number}'>"
                         f"{title}</a></b>{action}</p>")
            said = lines or [self.tr("Nothing was taken this round.")]
            parts.append("<ul style='margin-top: 0px; margin-left: -24px'>"
                         + "".join(f"<li>{escape(line)}</li>" for line in said) + "</ul>")
        self.text.setHtml("".join(parts))

    def _chosen(self, url: QUrl) -> None:
        if url.scheme() == SCHEME and url.path().isdigit():
            self.round_chosen.emit(int(url.path()))
