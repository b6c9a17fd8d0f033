"""The art's figures (issue 34, docs/art.md): a stone's size on the table, the seat colours and
the Statistics chart's lines apart for colour-vision deficiencies, grey and black stones apart
at the seat panels' size.

Run with `make bench` or `QT_QPA_PLATFORM=offscreen python -m benchmarks.bench_art`.
"""

from __future__ import annotations

from benchmarks import art

SIZES = ((1280, 800), (1280, 760), (1024, 600), (1920, 1040))
"""Client areas: 1280x760 is a 1280x800 screen under a window manager's title bar."""


def main() -> None:
    """Print each figure and its goal."""
    from PySide6.QtWidgets import QApplication

    from rok_qt.ui import theme

    app = QApplication.instance() or QApplication([])
    assert isinstance(app, QApplication)
    theme.apply(app)
    treasure_px = table_at = 0.0
    for width, height in SIZES:
        table_px, treasure = art.stone_diameter_px(width, height)
        verdict = ""
        if (width, height) == (1280, 760):
            treasure_px, table_at = treasure, table_px
            ok = table_px >= art.DIAMETER_GOAL_PX
            verdict = f"  goal >= {art.DIAMETER_GOAL_PX:g} px: {'ok' if ok else 'MISSED'}"
        print(f"{f'stone diameter on the table, {width}x{height}':<48} {table_px:8.1f} px"
              f"  (treasure down to {treasure:.1f} px){verdict}")
    for kind, distance in art.seat_colour_distances().items():
        ok = distance >= art.SEAT_DISTANCE_GOAL
        print(f"{'seat colours, least CIEDE2000, ' + art.NAMES[kind]:<48} {distance:8.1f}"
              f"     goal >= {art.SEAT_DISTANCE_GOAL:g}: {'ok' if ok else 'MISSED'}")
    for kind, distance in art.chart_colour_distances().items():
        ok = distance >= art.CHART_DISTANCE_GOAL
        print(f"{'chart lines, least CIEDE2000, ' + art.NAMES[kind]:<48} {distance:8.1f}"
              f"     goal >= {art.CHART_DISTANCE_GOAL:g}: {'ok' if ok else 'MISSED'}")
    contrast = art.chart_least_contrast()
    ok = contrast >= art.CONTRAST_GOAL
    print(f"{'chart lines, least contrast on the chart':<48} {contrast:8.2f}:1"
          f"   goal >= {art.CONTRAST_GOAL:g}:1: {'ok' if ok else 'MISSED'}")
    for where, size in (("treasure", treasure_px), ("balance stone", table_at)):
        contrast = art.grey_black_contrast(size)
        ok = contrast >= art.CONTRAST_GOAL
        print(f"{f'grey/black face contrast, {where}, {size:.0f} px':<48} {contrast:8.2f}:1"
              f"   goal >= {art.CONTRAST_GOAL:g}:1: {'ok' if ok else 'MISSED'}")


if __name__ == "__main__":
    main()
