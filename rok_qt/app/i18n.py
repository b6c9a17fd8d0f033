"""Languages: the game catalogues (rok_qt/resources/translations/) and Qt's, chosen at start-up.

English is the source language. The choice is remembered in QSettings ("" follows the system
locale) and takes effect when the game next starts: every window is built in one language.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QSettings, QTranslator

from rok_qt import assets

TRANSLATIONS_DIR = assets.translations_dir()
LANGUAGE_KEY = "ui/language"
LANGUAGES: dict[str, str] = {"en": "English", "hu": "Magyar", "fr": "Français"}
"""The languages spoken, each named in itself (a reader who cannot read the current language
must still find their own)."""

_installed: list[QTranslator] = []


def read_language(settings: QSettings) -> str:
    """The saved choice: a code of LANGUAGES, or "" for the system's language."""
    value = settings.value(LANGUAGE_KEY, "")
    return value if isinstance(value, str) and value in LANGUAGES else ""


def write_language(settings: QSettings, language: str) -> None:
    """Remember the choice ("" follows the system)."""
    settings.setValue(LANGUAGE_KEY, language if language in LANGUAGES else "")


def resolve(language: str) -> str:
    """The language to use: the choice, else the system locale's if spoken here, else English."""
    if language in LANGUAGES:
        return language
    for name in QLocale.system().uiLanguages():
        code = name.replace("-", "_").split("_")[0].lower()
        if code in LANGUAGES:
            return code
    return "en"


def catalogue(language: str) -> Path:
    """The compiled catalogue of the game's strings for a language."""
    return TRANSLATIONS_DIR / f"rok_qt_{language}.qm"


def install(language: str) -> str:
    """Load the game's and Qt's translations for `language` ("" = system); returns the code used.

    Any earlier ones are removed first, so tests can switch back and forth. A missing file
    simply leaves those strings in English.
    """
    app = QCoreApplication.instance()
    assert app is not None, "install() needs a QApplication"
    uninstall()
    code = resolve(language)
    QLocale.setDefault(QLocale(code))
    # English needs its catalogue too, for the plural forms ("%n stone(s)" -> "1 stone").
    catalogues = [(str(TRANSLATIONS_DIR), f"rok_qt_{code}")]
    if code != "en":
        qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        catalogues.append((qt_dir, f"qtbase_{code}"))
    for directory, name in catalogues:
        translator = QTranslator(app)
        if translator.load(name, directory):
            app.installTranslator(translator)
            _installed.append(translator)
    return code


def uninstall() -> None:
    """Back to English (the source strings)."""
    app = QCoreApplication.instance()
    while _installed:
        translator = _installed.pop()
        if app is not None:
            app.removeTranslator(translator)
        translator.deleteLater()
    QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))
