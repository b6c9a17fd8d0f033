"""Rasterise the game icon (rok_qt/resources/icons/rok-qt.svg) into PNGs, an .ico and an iconset.

Run from the repository root: `python packaging/make_icons.py` (needs no display: Qt renders
offscreen). The PNGs and the .ico are committed; the .icns is made on the macOS release runner
by `python packaging/make_icons.py --iconset build/rok-qt.iconset` and Apple's `iconutil`,
since no tool here writes .icns.
"""

from __future__ import annotations

import argparse
import os
import struct
import sys
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ICONS = ROOT / "rok_qt" / "resources" / "icons"
SOURCE = ICONS / "rok-qt.svg"
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
# Windows picks from these for the taskbar, Explorer views and Alt+Tab.
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# The names iconutil expects in an .iconset folder: (file name, pixel size).
ICONSET = (
    ("icon_16x16.png", 16), ("icon_16x16@2x.png", 32),
    ("icon_32x32.png", 32), ("icon_32x32@2x.png", 64),
    ("icon_128x128.png", 128), ("icon_128x128@2x.png", 256),
    ("icon_256x256.png", 256), ("icon_256x256@2x.png", 512),
    ("icon_512x512.png", 512), ("icon_512x512@2x.png", 1024),
)
# The QGuiApplication made for rendering: kept so it outlives one call (Qt allows only one).
_KEEP_ALIVE: list[object] = []


def png_name(size: int) -> str:
    """The committed PNG for one size, e.g. rok-qt-48.png."""
    return f"rok-qt-{size}.png"


def render_png(svg: Path, size: int) -> bytes:
    """The SVG drawn into a transparent size x size square, as PNG bytes."""
    # Imported here so `--help` works without Qt, and the offscreen platform can be set first.
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QGuiApplication, QImage, QImageWriter, QPainter
    from PySide6.QtSvg import QSvgRenderer

    if QGuiApplication.instance() is None:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        _KEEP_ALIVE.append(QGuiApplication([]))
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"{svg} is not a valid SVG")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    # QImageWriter rather than QImage.save: PySide6's stubs and run time disagree on the type
    # of save()'s format argument (bytes vs str).
    writer = QImageWriter(buffer, QByteArray(b"PNG"))
    if not writer.write(image):
        raise OSError(f"could not encode the {size}px PNG: {writer.errorString()}")
    buffer.close()
    return bytes(data.data())


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico holding PNG-compressed images (read by Windows Vista and later)."""
    header = struct.pack("<HHH", 0, 1, len(pngs))
    directory = b""
    payload = b""
    offset = 6 + 16 * len(pngs)
    for size, png in sorted(pngs.items()):
        # A width/height byte of 0 means 256: the field is one byte wide.
        dim = 0 if size >= 256 else size
        where = offset + len(payload)
        directory += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(png), where)
        payload += png
    return header + directory + payload


def write_all(svg: Path = SOURCE, out: Path = ICONS) -> list[Path]:
    """Write every PNG size and the .ico next to the SVG; returns the files written."""
    out.mkdir(parents=True, exist_ok=True)
    pngs = {size: render_png(svg, size) for size in sorted(set(PNG_SIZES) | set(ICO_SIZES))}
    written = []
    for size in PNG_SIZES:
        path = out / png_name(size)
        path.write_bytes(pngs[size])
        written.append(path)
    ico = out / "rok-qt.ico"
    ico.write_bytes(ico_bytes({size: pngs[size] for size in ICO_SIZES}))
    written.append(ico)
    return written


def write_iconset(folder: Path, svg: Path = SOURCE) -> list[Path]:
    """Write the PNGs of a macOS .iconset folder, for `iconutil -c icns`."""
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for name, size in ICONSET:
        path = folder / name
        path.write_bytes(render_png(svg, size))
        written.append(path)
    return written


def main(argv: Sequence[str] | None = None) -> int:
    """Command line: the committed icons by default, or a macOS iconset with --iconset."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--iconset", type=Path, help="write a macOS .iconset folder here instead")
    args = parser.parse_args(argv)
    files = write_iconset(args.iconset) if args.iconset else write_all()
    for path in files:
        print(path.relative_to(ROOT) if path.is_relative_to(ROOT) else path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
