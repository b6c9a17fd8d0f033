"""The chrome's palette and style sheet, made from the named colours and the type scale."""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette

from rok_qt.ui import palette
from rok_qt.ui.palette import Chrome
from rok_qt.ui.theme.fonts import BODY_AT_1280x800, TypeScale

RADIUS = 6
"""Corner radius of buttons, fields and cards, px (docs/art.md)."""
RADIUS_LARGE = 10
"""Corner radius of dialogs' group boxes and the seat panels' cards."""
INDICATOR = 14
"""A check box's or radio button's mark at the body size of a 1280x800 window, px (Fusion's);
it grows with the text beside it."""


def qpalette(chrome: Chrome) -> QPalette:
    """The palette every widget draws from: the same whatever the system's light or dark."""
    palette = QPalette()
    Role, Group = QPalette.ColorRole, QPalette.ColorGroup
    roles = {
        Role.Window: chrome.surface, Role.WindowText: chrome.ink, Role.Base: chrome.sunken,
        Role.AlternateBase: chrome.raised, Role.ToolTipBase: chrome.raised,
        Role.ToolTipText: chrome.ink, Role.PlaceholderText: chrome.ink_muted,
        Role.Text: chrome.ink, Role.Button: chrome.raised, Role.ButtonText: chrome.ink,
        Role.BrightText: chrome.alert, Role.Light: chrome.edge, Role.Midlight: chrome.raised,
        Role.Mid: chrome.edge, Role.Dark: chrome.hall, Role.Shadow: "#000000",
        Role.Highlight: chrome.accent, Role.HighlightedText: chrome.accent_ink,
        Role.Link: chrome.accent, Role.LinkVisited: chrome.accent_pressed,
        Role.Accent: chrome.accent,
    }
    for role, value in roles.items():
        palette.setColor(role, QColor(value))
    for role in (Role.WindowText, Role.Text, Role.ButtonText):
        palette.setColor(Group.Disabled, role, QColor(chrome.ink_muted))
    palette.setColor(Group.Disabled, Role.Button, QColor(chrome.surface))
    return palette


def mark_palette(chrome: Chrome) -> QPalette:
    """The palette of check boxes and radio buttons: Fusion outlines their marks in the window
    colour made 40 % darker, lost on the chrome's dark surface (and on the high-contrast look's
    black); from this window colour, the outline comes out in the seam colour (`edge`)."""
    marks = qpalette(chrome)
    marks.setColor(QPalette.ColorRole.Window, QColor(chrome.edge).lighter(140))
    return marks


def indicator_size(s: TypeScale) -> int:
    """A check box's or radio button's mark for this type scale, px."""
    return max(INDICATOR, round(INDICATOR * s.body / BODY_AT_1280x800))


def style_sheet(c: Chrome, s: TypeScale) -> str:
    """Every rule of the chrome's look; widgets pick special looks by their `role`."""
    pad = s.spacing
    return f"""
QWidget {{ color: {c.ink}; }}
QMainWindow, QDialog, QMessageBox {{ background: {c.surface}; }}
QMainWindow::separator {{ background: {c.edge}; width: 2px; height: 2px; }}
QMenuBar {{ background: {c.hall}; border-bottom: 1px solid {c.edge}; padding: 0 {pad}px; }}
QMenuBar::item {{ background: transparent; padding: {pad // 3}px {pad}px;
    border-radius: {RADIUS}px; }}
QMenuBar::item:selected, QMenuBar::item:pressed {{ background: {c.raised}; color: {c.accent}; }}
QMenu {{ background: {c.surface}; border: 1px solid {c.edge}; padding: {pad // 2}px; }}
QMenu::item {{ padding: {pad // 2}px {pad * 3}px {pad // 2}px {pad * 2}px;
    border-radius: {RADIUS}px; }}
QMenu::item:selected {{ background: {c.accent}; color: {c.accent_ink}; }}
QMenu::item:disabled {{ color: {c.ink_muted}; }}
QMenu::separator {{ height: 1px; background: {c.edge}; margin: {pad // 2}px {pad}px; }}
QStatusBar {{ background: {c.hall}; color: {c.ink_muted}; border-top: 1px solid {c.edge};
    font-size: {s.small}px; }}
QStatusBar QLabel {{ color: {c.ink_muted}; font-size: {s.small}px; }}
QToolTip {{ background: {c.raised}; color: {c.ink}; border: 1px solid {c.accent};
    padding: {pad // 2}px; }}
QPushButton, QToolButton {{ background: qlineargradient(x1:0, y1:0, x2:0, y2:1,
    stop:0 {c.raised}, stop:1 {c.surface}); color: {c.ink}; border: 1px solid {c.edge};
    border-radius: {RADIUS}px; padding: {pad // 3}px {pad}px; min-height: {s.body + 2}px; }}
QPushButton:hover, QToolButton:hover {{ border-color: {c.accent}; }}
QPushButton:pressed, QToolButton:pressed, QToolButton:checked {{
    background: {c.sunken}; border-color: {c.accent_pressed}; }}
QPushButton:default {{ background: {c.accent}; color: {c.accent_ink};
    border-color: {c.accent_pressed}; }}
QPushButton:default:hover {{ border-color: {c.ink}; }}
QPushButton:default:pressed {{ background: {c.accent_pressed}; }}
QPushButton:disabled, QToolButton:disabled {{ color: {c.ink_muted}; background: {c.surface};
    border-color: {c.surface}; }}
QPushButton:focus, QToolButton:focus {{ border: 2px solid {c.accent}; }}
QPushButton[role="big"] {{ font-size: {s.lead}px; padding: {pad}px {pad * 4}px; }}
QLineEdit, QSpinBox, QDoubleSpinBox, QComboBox, QPlainTextEdit, QTextEdit, QTextBrowser,
QListView, QListWidget, QTreeView, QTreeWidget, QTableView, QTableWidget {{
    background: {c.sunken}; color: {c.ink}; border: 1px solid {c.edge};
    border-radius: {RADIUS}px; selection-background-color: {c.accent};
    selection-color: {c.accent_ink}; }}
QLineEdit, QSpinBox, QDoubleSpinBox, QComboBox {{ padding: {pad // 3}px {pad // 2}px;
    min-height: {s.body + 4}px; }}
QLineEdit:focus, QSpinBox:focus, QDoubleSpinBox:focus, QComboBox:focus, QPlainTextEdit:focus,
QTextEdit:focus, QListView:focus, QTreeView:focus, QTableView:focus {{
    border: 1px solid {c.accent}; }}
QComboBox QAbstractItemView {{ background: {c.surface}; border: 1px solid {c.edge};
    selection-background-color: {c.accent}; selection-color: {c.accent_ink}; }}
QHeaderView::section {{ background: {c.raised}; color: {c.ink_muted}; border: none;
    border-bottom: 1px solid {c.edge}; padding: {pad // 2}px {pad}px; font-size: {s.small}px; }}
QTableView {{ gridline-color: {c.edge}; }}
QGroupBox {{ border: 1px solid {c.edge}; border-radius: {RADIUS_LARGE}px;
    margin-top: {s.body}px; padding: {pad // 2}px; padding-top: {pad}px; }}
QGroupBox::title {{ subcontrol-origin: margin; left: {pad * 2}px; padding: 0 {pad // 2}px;
    color: {c.accent}; font-weight: bold; }}
QTabWidget::pane {{ border: 1px solid {c.edge}; border-radius: {RADIUS}px; top: -1px; }}
QTabBar::tab {{ background: {c.surface}; color: {c.ink_muted}; border: 1px solid {c.edge};
    border-bottom: none; padding: {pad // 2}px {pad * 2}px;
    border-top-left-radius: {RADIUS}px; border-top-right-radius: {RADIUS}px; }}
QTabBar::tab:selected {{ background: {c.raised}; color: {c.accent}; }}
QScrollBar:vertical {{ background: {c.surface}; width: {pad + 6}px; margin: 0; }}
QScrollBar:horizontal {{ background: {c.surface}; height: {pad + 6}px; margin: 0; }}
QScrollBar::handle {{ background: {c.edge}; border-radius: {(pad + 2) // 2}px;
    min-height: 24px; min-width: 24px; margin: 2px; }}
QScrollBar::handle:hover {{ background: {c.ink_muted}; }}
QScrollBar::add-line, QScrollBar::sub-line {{ width: 0; height: 0; }}
QScrollBar::add-page, QScrollBar::sub-page {{ background: none; }}
QSlider::groove:horizontal {{ height: 6px; background: {c.sunken}; border-radius: 3px;
    border: 1px solid {c.edge}; }}
QSlider::handle:horizontal {{ background: {c.accent}; width: 16px; margin: -6px 0;
    border-radius: 8px; }}
QProgressBar {{ background: {c.sunken}; border: 1px solid {c.edge}; border-radius: {RADIUS}px;
    text-align: center; }}
QProgressBar::chunk {{ background: {c.accent}; border-radius: {RADIUS}px; }}
QDockWidget {{ color: {c.ink_muted}; titlebar-close-icon: none; }}
QDockWidget::title {{ background: {c.hall}; padding: {pad // 2}px {pad}px;
    border-bottom: 1px solid {c.edge}; }}
QCheckBox, QRadioButton {{ spacing: {pad}px; }}
QDialogButtonBox {{ dialogbuttonbox-buttons-have-icons: 0; }}
QCheckBox::indicator, QRadioButton::indicator {{ width: {indicator_size(s)}px;
    height: {indicator_size(s)}px; }}
QLabel[role="error"] {{ color: {c.alert}; font-weight: bold; }}
QLabel[role="note"] {{ color: {c.ink_muted}; font-style: italic; }}
QLabel[role="hint"] {{ color: {c.ink_muted}; }}
QLabel[role="good"] {{ color: {c.good}; font-weight: bold; }}
QLabel[role="strong"] {{ font-weight: bold; }}
QLabel[role="title"] {{ color: {c.accent}; font-size: {s.title}px; font-weight: bold; }}
QLabel[role="lead"] {{ font-size: {s.lead}px; }}
QLabel[role="display"] {{ font-size: {s.display}px; font-weight: bold; }}
QLabel[role="clock"] {{ font-size: {s.title}px; font-weight: bold; }}
QLabel[role="urgent"] {{ font-size: {s.title}px; font-weight: bold; color: {c.alert}; }}
QLabel[role="lead-strong"] {{ font-size: {s.lead}px; font-weight: bold; }}
QLabel[role="mark"] {{ color: {palette.LESSON_MARK}; font-weight: bold; }}
QPushButton[role="mark"] {{ border: 3px solid {palette.LESSON_MARK}; font-weight: bold; }}
QLineEdit[role="invalid"] {{ color: {c.alert}; border-color: {c.alert}; }}
QWidget[role="lesson"] {{ background: {c.surface}; border: 2px solid {palette.LESSON_MARK};
    border-radius: {RADIUS_LARGE}px; }}
QWidget[role="lesson"] QLabel {{ background: transparent; }}
QWidget[role="card"] {{ background: {c.raised}; border: 1px solid {c.edge};
    border-radius: {RADIUS_LARGE}px; }}
QWidget[role="veil"] {{ background: {c.hall}; }}
"""
