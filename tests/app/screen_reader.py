"""A screen reader's client for tests/app/test_screen_reader.py: run by the system's
/usr/bin/python3 (Debian's python3-pyatspi), never by the project's venv.

It finds the running game on the accessibility bus, reads its tree as a screen reader does
(every focusable control must have a name), and plays one relay round with the keyboard
alone, keys sent through AT-SPI's own device controller: Space throws, Space on the cover
starts the turn, Page Down walks the stones (each says itself in an announcement), Enter marks
and takes a pair of twins found by their spoken names, Ctrl+Enter says done. It prints one JSON
object: what it heard and what it found wrong.
"""

from __future__ import annotations

import json
import sys
import time
from collections.abc import Callable
from typing import Any

import pyatspi  # type: ignore[import-not-found]
from gi.repository import GLib  # type: ignore[import-not-found]

APP_NAME = "rok-qt"
SPACE, RETURN, PAGE_DOWN = 0x20, 0xFF0D, 0xFF56
CONTROL_MASK = 1 << 2
TIMEOUT_S = 40.0

heard: list[str] = []
problems: list[str] = []


def pump(seconds: float) -> None:
    """Let the accessibility events come in for a while."""
    end = time.monotonic() + seconds
    context = GLib.MainContext.default()
    while time.monotonic() < end:
        while context.pending():
            context.iteration(False)
        time.sleep(0.01)


def wait_for(test: Callable[[], object], what: str, timeout: float = TIMEOUT_S) -> object:
    """Pump events until `test()` is true; a problem (and None) when it never is."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        result = test()
        if result:
            return result
        pump(0.05)
    problems.append(f"timed out waiting for {what}")
    return None


def heard_after(start: int, needle: str) -> str | None:
    """The first announcement since `start` that contains `needle`."""
    return next((text for text in heard[start:] if needle in text), None)


def on_announcement(event: object) -> None:
    heard.append(str(getattr(event, "any_data", "")))


def press(keysym: int, control: bool = False) -> None:
    """One key, as the keyboard would send it (through the registry's device controller)."""
    if control:
        pyatspi.Registry.generateKeyboardEvent(CONTROL_MASK, None, pyatspi.KEY_LOCKMODIFIERS)
    pyatspi.Registry.generateKeyboardEvent(keysym, None, pyatspi.KEY_SYM)
    if control:
        pyatspi.Registry.generateKeyboardEvent(CONTROL_MASK, None, pyatspi.KEY_UNLOCKMODIFIERS)
    pump(0.15)


def find_app() -> Any:
    desktop = pyatspi.Registry.getDesktop(0)
    for index in range(desktop.childCount):
        app = desktop.getChildAtIndex(index)
        if app is not None and app.name == APP_NAME:
            return app
    return None


def walk(node: Any, out: list[tuple[str, str, str, bool]], path: str = "") -> None:
    """Every accessible under `node`: (role in its place, name, description, focusable and
    showing)."""
    if node is None or path.count("/") > 40:
        return
    try:
        states = node.getState()
        focusable = (states.contains(pyatspi.STATE_FOCUSABLE)
                     and states.contains(pyatspi.STATE_SHOWING))
        name = node.name or ""
        place = f"{path}/{node.getRoleName()}"
        out.append((place, name, node.description or "", focusable))
        children = [node.getChildAtIndex(i) for i in range(node.childCount)]
    except Exception as error:   # a control that went away while read
        out.append(("gone", repr(error), "", False))
        return
    for child in children:
        walk(child, out, f"{place}[{name}]")


def check_names(app: Any, moment: str) -> list[tuple[str, str, str, bool]]:
    """Every focusable control on screen has a name (what a screen reader says of it)."""
    tree: list[tuple[str, str, str, bool]] = []
    walk(app, tree)
    for role, name, _description, focusable in tree:
        if focusable and not name.strip():
            problems.append(f"{moment}: a focusable {role} without a name")
    return tree


def stones_round_the_table() -> list[str]:
    """Page Down until the ring comes back to the first stone ("…; 1 of 14"): each stone's
    spoken words."""
    said: list[str] = []
    for _ in range(60):
        before = len(heard)

        def spoken(count: int = before) -> bool:
            return len(heard) > count

        press(PAGE_DOWN)
        wait_for(spoken, "a ringed stone to say itself", 5.0)
        words, _, place = (heard[-1] if spoken() else "").rpartition("; ")
        if said and place.startswith("1 of "):
            break
        said.append(words)
    return said


def play_round() -> dict[str, object]:
    """Throw, reveal, take a pair by its spoken names, say done; what was heard."""
    result: dict[str, object] = {}
    start = len(heard)
    press(SPACE)   # the bar asks the first player to throw: Space throws
    result["throw"] = wait_for(lambda: heard_after(start, "landed"), "the throw's landing")
    result["cover"] = wait_for(lambda: heard_after(start, "Space when you are ready"),
                               "the cover")
    start = len(heard)
    press(SPACE)
    result["turn"] = wait_for(lambda: heard_after(start, "Your turn"), "the turn's reveal")
    said = stones_round_the_table()
    result["walked"] = said
    names = [words.split(",")[0] for words in said]
    twins = [(i, j) for i in range(len(names)) for j in range(i + 1, len(names))
             if names[i] == names[j] and "face up" in said[i] and "face up" in said[j]]
    if not twins:
        problems.append(f"no pair heard among {said}")
        return result
    first, second = twins[0]
    # The ring is on the first stone again: walk to each twin, Enter on each, Enter again.
    for _ in range(first):
        press(PAGE_DOWN)
    press(RETURN)
    for _ in range(second - first):
        press(PAGE_DOWN)
    press(RETURN)
    start = len(heard)
    press(RETURN)
    result["take"] = wait_for(lambda: heard_after(start, "You took"), "the take")
    start = len(heard)
    press(RETURN, control=True)
    result["summary"] = wait_for(
        lambda: next((t for t in heard[start:] if t.startswith("Round ")), None),
        "the round's summary")
    return result


def main() -> int:
    pyatspi.Registry.registerEventListener(on_announcement, "object:announcement")
    app = wait_for(find_app, "the game on the accessibility bus")
    if app is None:
        print(json.dumps({"problems": problems, "heard": heard}))
        return 1
    wait_for(lambda: heard_after(0, "throw the stones"), "the first throw's prompt")
    tree = check_names(app, "the table")
    result = play_round()
    check_names(app, "the round's summary")
    result.update(problems=problems, heard=heard, controls=len(tree),
                  named=sorted({name for _role, name, _d, focusable in tree if focusable}))
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
