"""What the guided lesson does to a game's table and reads of it, in one place.

The lesson sets the table step by step: it puts the tray beside the learner's seat, ends a turn
the moment a step is judged, words the relay's cover for a learner and keeps its panel clear of
everything the table shows. That is the business of the game widget's parts; this is the
lesson's one door to them, as the widget's own small interface is the window's and the network
mode's (`rok_qt.ui.game.game_widget`).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint, QRect, QRectF, SignalInstance
from PySide6.QtWidgets import QGraphicsItem, QWidget

from rok_qt.ui.game.game_widget import GameWidget
from rok_qt.ui.table.label_spots import labels_on
from rok_qt.ui.theme import set_role

if TYPE_CHECKING:
    from rok_qt.ui.table.scene import TableScene


class LessonTable:
    """A lesson's hold on the game widget it shows its steps on."""

    def __init__(self, game: GameWidget) -> None:
        self.game = game

    @property
    def scene(self) -> TableScene:
        """The table's scene (the lesson rings the stones of a step on it)."""
        return self.game.scene

    @property
    def view(self) -> QWidget:
        """The table's view: it takes the keys while the lesson's panel waits for Enter."""
        return self.game.view

    @property
    def drained(self) -> SignalInstance:
        """The event player has shown every batch queued (a verdict may be shown then)."""
        return self.game.player.drained

    @property
    def playing(self) -> bool:
        """Events are being shown on the table."""
        return self.game.player.playing

    @property
    def on_cover(self) -> bool:
        """The relay's cover hides the table (the next player's turn waits for Space)."""
        return self.game.stack.currentWidget() is self.game.cover

    def set_tray(self, place: QRectF) -> None:
        """Where the stones taken this turn wait."""
        self.game.scene.set_tray(place)

    def clear_words(self) -> None:
        """No summary, notes, tool or tray left from the last step."""
        self.game.router.reset()
        self.game.scene.tray_label.setVisible(False)

    def end_turn(self) -> None:
        """The step is judged: no turn offered, the table in view, the bar quiet (what the game
        asked next will not happen)."""
        self.game.grab_turn.close()
        self.game.grab_turn.withdraw()
        self.game.stack.setCurrentIndex(0)
        self.game.prompt("")
        self.game.scene.tray_label.setVisible(False)

    def unveil(self) -> None:
        """Every stone on the table shows its face (a judged step is read as it is)."""
        self.game.scene.unveil()

    def keys_to_screen(self) -> None:
        """The keys go to what is on screen: the cover asking for Space, or the table."""
        (self.game.cover if self.on_cover else self.game.view).setFocus()

    def word_cover(self, title: str, body: str) -> None:
        """The cover before a turn speaks to the learner, not to a table."""
        self.game.cover.title.setText(title)
        self.game.cover.body.setText(body)

    def say(self, text: str) -> None:
        """Words for a screen reader, at once."""
        self.game.speech.say(text, urgent=True)

    def mark_throw(self, on: bool) -> None:
        """The bar's button (Throw) is marked as the thing to press."""
        set_role(self.game.bar.button, "mark" if on else "")

    def table_height(self) -> int:
        """The height of the table's view, without the bar under it."""
        return self.game.view.height()

    def kept_clear(self, onto: QWidget, rings: Iterable[QGraphicsItem]) -> list[QRect]:
        """What a panel over the table must not hide, in `onto`'s terms: the seats, the bag,
        the tray, the `rings` and the words on the table as the view shows them now; the
        cover's words while it is up; the round's summary (and its "Watch this round
        again")."""
        game = self.game
        view, scene = game.view, game.scene
        boxes = [item.sceneBoundingRect() for item in [*scene.panels, scene.bag]]
        boxes += [label.sceneBoundingRect() for label in labels_on(scene)]
        boxes += [ring.sceneBoundingRect() for ring in rings]
        rects = []
        for rect in [*boxes, scene.tray_rect]:
            box = view.mapFromScene(rect).boundingRect()
            rects.append(QRect(view.viewport().mapTo(onto, box.topLeft()), box.size()))
        words: list[QWidget] = []
        if self.on_cover:
            cover = game.cover
            words += [cover.title, cover.body, cover.ready, cover.hint]
        if game.summary is not None:
            words.append(game.summary)
        rects += [QRect(widget.mapTo(onto, QPoint(0, 0)), widget.size()) for widget in words
                  if widget.isVisible()]
        return rects
