"""A run of the app: the window with its autosave and crash handler, what it shows first
(resume a game a gone copy left behind, open a file, or set up a game), and the clean exit."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QSettings

from rok_qt.app.crash import CrashHandler
from rok_qt.app.window import MainWindow

if TYPE_CHECKING:
    # The game's modules load with the table, after the first window is shown.
    from rok_qt.app.autosave import Autosave
    from rok_qt.model.setup import GameConfig
    from rok_qt.net.saves import TableSave

# The questions' boxes (rok_qt.app.messages) are loaded when one is asked: naming QMessageBox
# builds its enums (~2 ms), and the table's first frame asks nothing (issue 34).


def open_window(autosave: Autosave | None, table_later: bool = False,
                settings: QSettings | None = None) -> tuple[MainWindow, CrashHandler]:
    """The main window with this copy's autosave slot claimed and the crash handler installed;
    with `table_later`, its table is built right after its first show (`table_ready`)."""
    if autosave is not None:
        # Before anything reads the history or the kept games (and before the start's
        # clean-up of old temporary files): what a kill left of their writes.
        from rok_qt.app.end_writes import adopt_leftover_writes

        adopt_leftover_writes(autosave.folder)
        autosave.start()
    window = MainWindow(settings=settings, autosave=autosave, table_later=table_later)

    def ask_to_save() -> None:
        window.files.ask_to_save = True

    window.when_table_built(ask_to_save)
    crash = CrashHandler(window, lambda: window.session.state if window.table_built else None,
                         autosave)
    crash.install()
    return window, crash


def close_cleanly(window: MainWindow, autosave: Autosave | None, crash: CrashHandler) -> None:
    """After the event loop: a normal quit, so no copy is offered this copy's game."""
    crash.uninstall()
    if window.table_built:
        window.files.open_game.release()
        # A game that just ended: its record is written before its autosave goes, so a copy
        # killed now still has the game to offer, and its record then (R9).
        window.keeper.wait()
        window.history.wait()
        window.practice.recorder.wait()
    if autosave is not None:
        autosave.mark_clean_exit()


def offer_resume(window: MainWindow, autosave: Autosave) -> bool:
    """Offer what a gone copy left in this copy's slot, one question at a time: first its game
    (the one at its screen, which waited aside if it hosted a table), then the network table
    it hosted, which takes the window over that game as it did; True when either was taken up."""
    resumed = autosave.path.is_file() and offer_game(window, autosave)
    hosted = autosave.table_path.is_file() and offer_hosted_table(window, autosave)
    return resumed or hosted


def offer_game(window: MainWindow, autosave: Autosave) -> bool:
    """Ask to resume the game in this copy's slot; True when it was resumed. A game that
    ended as Rök stopped is not asked about: it is kept, and its line written."""
    from rok_qt.model.state import Phase
    from rok_qt.persistence.errors import SaveFileError

    try:
        table = kept_table(autosave.path)   # an earlier build kept a hosted table there
        if table is not None:
            return offer_table_again(window, table, autosave.discard)
        state, record = autosave.load_with_record()
    except SaveFileError as error:
        # Never deleted: a newer version of Rök (or a mended file) may still resume it.
        cannot_resume(window, error, autosave.keep_aside())
        return False
    if state.phase == Phase.OVER:   # it ended as Rök stopped: nothing to resume, all to keep
        from rok_qt.app.end_writes import finish_ended_game

        finish_ended_game(window, autosave, state, record)
        return False
    from rok_qt.app import messages

    Button = messages.Button
    translate = QCoreApplication.translate
    names = ", ".join(player.name for player in state.players)
    answer = messages.question(
        window, translate("startup", "Resume the game?"),
        translate("startup", "R\u00f6k stopped unexpectedly during a game ({names}; round "
                             "{round}). Resume it where it stopped?").format(
                                 names=names, round=state.round),
        Button.Yes | Button.No, Button.Yes)
    if answer != Button.Yes:
        autosave.discard()
        return False
    window.files.resume(state, record)
    return True


def offer_hosted_table(window: MainWindow, autosave: Autosave) -> bool:
    """Ask to host again the table kept in this copy's slot; True when it is hosted again. One
    that cannot be read is said, and kept aside whole, never hosted."""
    from rok_qt.persistence.errors import SaveFileError

    try:
        table = kept_table(autosave.table_path, table_only=True)
    except SaveFileError as error:
        cannot_resume(window, error, autosave.keep_aside(table=True), table=True)
        return False
    assert table is not None
    return offer_table_again(window, table, autosave.discard_table)


def cannot_resume(window: MainWindow, error: Exception, kept: Path | None,
                  table: bool = False) -> None:
    """Say that what a gone copy left (its game, or with `table` the network table it hosted)
    cannot be read, and where it is kept aside."""
    from rok_qt.app import messages

    translate = QCoreApplication.translate
    reason = messages.shorten(str(error)).rstrip(".")
    if table:
        text = translate("startup", "R\u00f6k stopped unexpectedly last time, and the network "
                                    "table it hosted cannot be read: {reason}.").format(
                                        reason=reason)
    else:
        text = translate("startup", "R\u00f6k stopped unexpectedly last time, and its "
                                    "autosaved game cannot be read: {reason}.").format(
                                        reason=reason)
    if kept is not None:
        text += " " + translate("startup", "It is kept as {file}, and offered again when "
                                           "R\u00f6k can read it.").format(file=kept)
    messages.warn(window, translate("startup", "Cannot resume"), text)


def kept_table(path: Path, table_only: bool = False) -> TableSave | None:
    """The network table kept in `path` (a copy that hosted it stopped), or None when it holds
    a game of one screen (with `table_only`, that is refused too); SaveFileError when it is a
    table that cannot be read."""
    from rok_qt.net.saves import decode_table, is_table_save, read_table

    data = read_table(path)
    return decode_table(data) if table_only or is_table_save(data) else None


def offer_table_again(window: MainWindow, table: TableSave,
                      let_go: Callable[[], None]) -> bool:
    """Rök stopped while this copy hosted a network table: host it again (the same people
    take back their seats, the game goes on where it was kept), or let it go (`let_go`)."""
    from PySide6.QtWidgets import QMessageBox

    from rok_qt.app import messages

    Button = messages.Button
    translate = QCoreApplication.translate
    state = table.state
    box = messages.plain_box(
        window, QMessageBox.Icon.Question, translate("startup", "Host the table again?"),
        translate("startup", "R\u00f6k stopped unexpectedly while you hosted a network table "
                             "({names}; round {round}). Host it again? The people who were "
                             "at it join it again and take back their seats, and the game goes "
                             "on where it was.").format(
                                 names=", ".join(player.name for player in state.players),
                                 round=state.round),
        Button.Yes | Button.No, Button.Yes)
    yes, no = box.button(Button.Yes), box.button(Button.No)
    if yes is not None:
        yes.setText(translate("startup", "Host the table again"))
    if no is not None:
        no.setText(translate("startup", "Let it go"))
    if messages.ask(box) != Button.Yes:
        let_go()
        return False
    window.network.host_again(table)
    return True


def resume_left_games(window: MainWindow, autosave: Autosave) -> bool:
    """Offer each game a gone copy left, one at a time, until one is resumed; True then."""
    while autosave.adopt_orphan():
        if offer_resume(window, autosave):
            return True
    return False


def start_up(window: MainWindow, autosave: Autosave | None, file: str | None,
             config: GameConfig | None) -> None:
    """The first thing shown: a left game's resume offer, else the file asked for, else a game."""
    if autosave is not None and resume_left_games(window, autosave):
        return
    if file and window.files.open_path(Path(file), ask=False):
        return
    if config is not None:
        window.start(config)
    elif not window.lessons.offer_first_game():
        window.new_game()
