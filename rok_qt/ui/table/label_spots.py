"""Where a label may stand on the table: over no stone, no Rune of Fate, no other label, no seat
panel or bag, and inside the part of the table the window shows.

Every text the table puts beside its stones (settling notes, lost races, contest distances,
capture lines) is placed through `place_label`, which also marks the item as a label, so the
next label avoids it and a test can find every label on the table (`labels_on`).

`free_spot` is the geometry alone: it tries spots round the anchor, nearest first (under it, then
above, beside, and the diagonals, on growing rings), and takes the first that is free; when no
spot is free it takes the one that covers least, still inside the view.
"""

from __future__ import annotations

import math
import weakref
from collections.abc import Iterable, Sequence

from PySide6.QtCore import QPointF, QRectF, QSizeF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from rok_qt.ui.table.rune_item import RuneItem

LABEL_KEY = 0x524F4B
"""QGraphicsItem.data key that marks an item as a placed label."""
GAP = 3.0
"""Scene millimetres kept between a label and what it avoids."""
RINGS = 60
STEP = 16.0
"""Scene millimetres from one ring of spots to the next: fine enough for a tall line to find
the gap between two seats."""
"""How many rings of spots are tried round the anchor before settling for the least cover."""


_COVERED: weakref.WeakKeyDictionary[QGraphicsScene, tuple[QRectF, ...]] = (
    weakref.WeakKeyDictionary())


def set_covered(scene: QGraphicsScene, rects: Iterable[QRectF]) -> None:
    """Scene areas a widget over the view hides now (the round summary): labels placed from
    now on keep off them too. An empty list: nothing covers the table."""
    _COVERED[scene] = tuple(QRectF(rect) for rect in rects)


def is_label(item: QGraphicsItem) -> bool:
    """True for an item placed by `place_label`."""
    return bool(item.data(LABEL_KEY))


def labels_on(scene: QGraphicsScene) -> list[QGraphicsItem]:
    """Every visible label on the table."""
    return [item for item in scene.items() if is_label(item) and item.isVisible()]


def clear_labels(scene: QGraphicsScene) -> None:
    """Take every label off the table (a new game starts with none of the last one's)."""
    for item in [item for item in scene.items() if is_label(item)]:
        if item.scene() is scene:
            scene.removeItem(item)


def stone_rects(scene: QGraphicsScene) -> list[QRectF]:
    """Where every visible stone (the Rune of Fate too) covers the table."""
    return [item.sceneBoundingRect() for item in scene.items()
            if isinstance(item, RuneItem) and item.isVisible()]


def fixtures(scene: QGraphicsScene) -> list[QRectF]:
    """The seat panels and the bag: a label beside a seat stands off its panel, whose name and
    treasure it would hide."""
    items = [*getattr(scene, "panels", []), getattr(scene, "bag", None)]
    return [item.sceneBoundingRect() for item in items
            if isinstance(item, QGraphicsItem) and item.isVisible()]


def shown_area(scene: QGraphicsScene) -> QRectF:
    """The part of the scene the (first) view shows now; the scene itself without a view."""
    views = scene.views()
    if not views:
        return scene.sceneRect()
    view = views[0]
    return view.mapToScene(view.viewport().rect()).boundingRect()


def free_spot(size: QSizeF, anchor: QPointF, avoid: Sequence[QRectF], bounds: QRectF,
              step: float | None = None) -> QRectF:
    """The rect of `size` nearest below `anchor` that lies inside `bounds` and meets none of
    `avoid` (with GAP to spare); if none is free, the one inside `bounds` that covers least."""
    step = step if step is not None else STEP
    padded = [_edges(rect.adjusted(-GAP, -GAP, GAP, GAP)) for rect in avoid]
    width, height = size.width(), size.height()
    limits = _edges(bounds)
    best: Edges | None = None
    best_cover = math.inf
    # Spots are plain numbers until one is chosen: a QRectF made, moved and read for each of
    # up to 700 spots cost more than measuring their cover. The arithmetic is QRectF's own.
    for left, top in _corners(width, height, anchor.x(), anchor.y(), step):
        spot = _inside(left, top, width, height, limits)
        cover = _cover(spot, padded, best_cover)
        if cover == 0.0:
            best = spot
            break
        if cover < best_cover:
            best, best_cover = spot, cover
    assert best is not None
    return QRectF(best[0], best[1], width, height)


def place_label(item: QGraphicsItem, anchor: QPointF, ignore: Iterable[QGraphicsItem] = ()
                ) -> QRectF:
    """Move a top-level label item (already in a scene) to a free spot near `anchor`; returns
    the scene rect it now covers. `ignore`: items it may cover (its own backing, say)."""
    scene = item.scene()
    assert scene is not None, "place_label needs the item in a scene"
    item.setData(LABEL_KEY, True)
    skip = {id(item), *(id(other) for other in ignore)}
    for child in item.childItems():
        skip.add(id(child))
    avoid = (stone_rects(scene) + fixtures(scene)
             + [other.sceneBoundingRect() for other in labels_on(scene) if id(other) not in skip])
    local = item.boundingRect()
    spot = spot_off_cover(scene, local.size(), anchor, avoid)
    item.setPos(spot.topLeft() - local.topLeft())
    return spot


def spot_off_cover(scene: QGraphicsScene, size: QSizeF, anchor: QPointF,
                   avoid: Sequence[QRectF]) -> QRectF:
    """`free_spot` in the view that also keeps off what covers the table (the round summary),
    unless only a spot under it meets none of `avoid`."""
    covered = list(_COVERED.get(scene, ()))
    # A pixel inside the view: a spot pushed to its very edge stays inside despite rounding.
    bounds = shown_area(scene).adjusted(1, 1, -1, -1)
    spot = free_spot(size, anchor, [*avoid, *covered], bounds)
    if covered and any(spot.intersects(rect) for rect in avoid):
        # No room beside the summary: rather under it than over a stone, a seat or a label.
        spot = free_spot(size, anchor, avoid, bounds)
    return spot


def _corners(width: float, height: float, x: float, y: float,
             step: float) -> Iterable[tuple[float, float]]:
    """The top-left corners of spots round the anchor (x, y), nearest first: under, above,
    right, left, then diagonals."""
    left, top = x - width / 2, y + 20
    yield left, top
    yield left, top + (-40 - height)
    for ring in range(1, RINGS + 1):
        reach = ring * step
        for dx, dy in ((0, 1), (0, -1), (1, 0), (-1, 0), (1, 1), (-1, 1), (1, -1), (-1, -1),
                       (0.5, 1), (-0.5, 1), (0.5, -1), (-0.5, -1)):
            yield (x - width / 2 + dx * (reach + width / 2),
                   y - height / 2 + dy * (reach + height / 2))


def _inside(left: float, top: float, width: float, height: float, bounds: Edges) -> Edges:
    """The spot at (left, top) moved (not shrunk) so that it lies within `bounds` where it
    fits, as edges."""
    right, bottom = left + width, top + height
    dx = dy = 0.0
    if left < bounds[0]:
        dx = bounds[0] - left
    elif right > bounds[2]:
        dx = bounds[2] - right
    if top < bounds[1]:
        dy = bounds[1] - top
    elif bottom > bounds[3]:
        dy = bounds[3] - bottom
    left, top = left + dx, top + dy
    return left, top, left + width, top + height


Edges = tuple[float, float, float, float]
"""A rect as (left, top, right, bottom)."""


def _edges(rect: QRectF) -> Edges:
    return rect.left(), rect.top(), rect.right(), rect.bottom()


def _cover(rect: Edges, avoid: Sequence[Edges], enough: float = math.inf) -> float:
    """The area of `rect` that `avoid` covers (overlaps counted again), as QRectF.intersected
    measures it, in plain arithmetic: a label tries up to a hundred spots against every stone,
    seat and label, and a million calls into Qt took seconds a game. The sum stops once it is
    `enough` (a spot covered that much is no better than one found already)."""
    left, top, right, bottom = rect
    total = 0.0
    for other_left, other_top, other_right, other_bottom in avoid:
        if (other_left >= right or left >= other_right
                or other_top >= bottom or top >= other_bottom):
            continue
        width = ((right if right < other_right else other_right)
                 - (left if left > other_left else other_left))
        height = ((bottom if bottom < other_bottom else other_bottom)
                  - (top if top > other_top else other_top))
        total += width * height
        if total >= enough:
            break
    return total
