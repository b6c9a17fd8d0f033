"""Help > Rules: the rules in the project's own words, with pictures of the stones.

Its sections have anchors, so a dialog can link to the one that explains it (`rules_link`).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSize, Qt, QTimer, QUrl
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from rok_qt.model.stones import FATE
from rok_qt.ui.plain import escape, rich_label
from rok_qt.ui.table.stone_art import stone_pixmap
from rok_qt.ui.texts import colour_name, symbol_name

_PICTURE = 44
SECTIONS = ("setup", "round", "round_end", "disputes", "end")
"""The anchors of the rules page, in order."""

translate = QCoreApplication.translate


def _link_titles() -> dict[str, str]:
    return {
        "setup": translate("RulesDialog", "How a game is set up"),
        "round": translate("RulesDialog", "How a round is played"),
        "round_end": translate("RulesDialog", "How wrong pairs and penalties work"),
        "disputes": translate("RulesDialog", "How ordering disputes work"),
        "end": translate("RulesDialog", "How the game ends and a tie is broken"),
    }


def rules_link(section: str, dialog: QWidget) -> QLabel:
    """A link under a dialog's text to the section of the rules that explains it."""
    link = rich_label(f'<a href="#{section}">{escape(_link_titles()[section])}</a>')
    link.setTextInteractionFlags(Qt.TextInteractionFlag.LinksAccessibleByMouse
                                 | Qt.TextInteractionFlag.LinksAccessibleByKeyboard)
    link.setObjectName("rulesLink")

    def open_rules() -> None:
        rules = RulesDialog(dialog)
        rules.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        rules.show()
        rules.show_section(section)

    link.linkActivated.connect(lambda _href: open_rules())
    return link


class RulesDialog(QDialog):
    """A browsable page of the rules (R1-R9 in short) with the 49 stones drawn."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rules of Rök"))
        self.browser = QTextBrowser()
        self.browser.setAccessibleName(self.tr("Rules"))
        document = self.browser.document()
        for stone in range(49):
            document.addResource(QTextDocument.ResourceType.ImageResource,
                                 QUrl(f"stone:{stone}"), stone_pixmap(stone, _PICTURE).toImage())
        document.addResource(QTextDocument.ResourceType.ImageResource, QUrl("stone:back"),
                             stone_pixmap(1, _PICTURE, face_up=False).toImage())
        self.browser.setHtml(self._html())
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        # With its title bar and borders it fits a 1024x640 screen, and any smaller one.
        room = self.screen().availableGeometry().size() - QSize(8, 38)
        self.resize(min(720, room.width()), min(600, room.height()))

    def show_section(self, section: str) -> None:
        """Scroll to a section (once the page is laid out)."""
        QTimer.singleShot(0, lambda: self.browser.scrollToAnchor(section))

    def _html(self) -> str:
        rows = []
        for colour in range(3):
            cells = "".join(
                f'<td align="center"><img src="stone:{1 + colour * 16 + symbol * 2}"><br>'
                f"<small>{escape(symbol_name(symbol))}</small></td>" for symbol in range(8))
            rows.append(f"<tr><td><b>{escape(colour_name(colour))}</b></td>{cells}</tr>")
        stones = f"<table cellspacing='4'>{''.join(rows)}</table>"
        parts = [
            _block("h2", self.tr("Rök: grab the runes")),
            _block("p", self.tr(
                "49 stones: the Rune of Fate, and 48 rune stones in three colours (white, grey, "
                "black), eight runes each, two of each. Two stones of the same colour and rune "
                "are twins. The player with the most stones in their treasure at the end wins.")),
            stones,
            f"<table cellspacing='6'><tr><td><img src=\"stone:{FATE}\"></td><td>"
            + escape(self.tr("The Rune of Fate lies at the centre and never moves."))
            + '</td><td><img src="stone:back"></td><td>'
            + escape(self.tr("A stone lying face down shows its plain side."))
            + "</td></tr></table>",
            _anchor("setup"),
            _block("h3", self.tr("Setup")),
            _block("p", self.tr(
                "Each player draws a balance stone and lays it face up at their seat; no two "
                "balance stones may be twins. The youngest player starts.")),
            _anchor("round"),
            _block("h3", self.tr("A round")),
            _block("p", self.tr(
                "Each player draws stones unseen (5, 4, 3 or 2 each for 2, 3, 4 or 5 players) "
                "and everyone throws them at the centre at once. Then everybody grabs: a "
                "visible pair (two face-up twins) goes into your treasure; the twin of your own "
                "balance stone goes into your treasure together with the balance stone; the "
                "twin of another player's balance stone is a claim on that player. Face-down "
                "stones and balance stones cannot be taken.")),
            _block("p", self.tr(
                "On this screen the grab is all at once or a relay. All at once, after a "
                "countdown everyone grabs from the one table: a stone taken leaves the table, "
                "and two in hand make a pick. In a relay each player in turn takes from the "
                "table as the throw left it, on the clock, and whoever touched a stone first "
                "gets it. Drag a stone onto its twin, or onto a balance stone; or click one "
                "stone, then the other.")),
            _anchor("round_end"),
            _block("h3", self.tr("End of the round")),
            _block("p", self.tr(
                "Wrong pairs go back into the bag, and cost their taker one pair from the "
                "treasure. A pair split between two players goes back into the bag. A claim "
                "captures the victim's balance stone and every stone of its colour in their "
                "treasure. When the order of captures matters, the claimants flick their claim "
                "stone at the Rune of Fate; the closest stone that does not touch it wins and "
                "chooses the order. Players without a balance stone take the face-up stone "
                "nearest the Rune of Fate; face-down stones go back into the bag.")),
            _anchor("disputes"),
            _block("h3", self.tr("Ordering disputes")),
            _block("p", self.tr(
                "Captures of different colours never affect each other. Within one colour the "
                "order can change everything. For example, Anna holds the twin of Bela's white "
                "balance stone, and Bela holds the twin of Cili's. If Anna captures first, she "
                "takes Bela's white stones, and then Bela takes Cili's and keeps them. If Bela "
                "captures first, Cili's white stones join Bela's, and Anna takes them all.")),
            _block("p", self.tr(
                "So every player holding a claim in that colour flicks their claim stone at "
                "the Rune of Fate. A stone that touches it is out; of the others, the one that "
                "stops closest wins, and its player chooses the whole order. If every stone is "
                "out, or the best two are exactly as close, they flick again. When every order "
                "gives the same result there is no contest.")),
            _anchor("end"),
            _block("h3", self.tr("The end")),
            _block("p", self.tr(
                "When the bag holds no more stones than there are players, the game ends. "
                "The biggest treasure wins; tied players flick for the title of grand master "
                "of runes.")),
        ]
        return "".join(parts)


def _anchor(name: str) -> str:
    """A place a link can scroll to (`rules_link`)."""
    return f'<a name="{name}"></a>'


def _block(tag: str, text: str) -> str:
    """A heading or paragraph of translated text; escaped, so an "&" or "<" in a translation
    reads as itself."""
    return f"<{tag}>{escape(text)}</{tag}>"
