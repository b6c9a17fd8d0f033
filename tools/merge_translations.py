"""Fill unfinished messages of the .ts catalogues from other revisions of them.

After a merge in which two lines of work both added messages, take one side's .ts files, run
`make translations` (new strings arrive unfinished), then name the other revisions here:

    .venv/bin/python tools/merge_translations.py REV [REV ...]
    make qm

Every message still unfinished (or empty) in the working .ts files gets the translation that a
named revision has for the same context, source text, comment and plural kind. Nothing else changes.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

FOLDER = Path("rok_qt/resources/translations")
LANGUAGES = ("hu", "fr", "en")
CONTEXT = re.compile(r"<context>\s*<name>(.*?)</name>(.*?)</context>", re.S)
MESSAGE = re.compile(r"<message( numerus=\"yes\")?>(.*?)</message>", re.S)
SOURCE = re.compile(r"<source>(.*?)</source>", re.S)
COMMENT = re.compile(r"<comment>(.*?)</comment>", re.S)
TRANSLATION = re.compile(r"<translation(?: type=\"(\w+)\")?>(.*?)</translation>"
                         r"|<translation type=\"(\w+)\"/>", re.S)

Key = tuple[str, str, str, bool]
"""Context, source, comment (the disambiguation: one source may have several meanings), plural."""


def _done(body: str) -> str | None:
    """The finished <translation> element of a message body, or None."""
    found = TRANSLATION.search(body)
    if found is None or found.group(3) or found.group(1) in ("unfinished", "vanished",
                                                              "obsolete"):
        return None
    text = found.group(2) or ""
    return found.group(0) if re.sub(r"<[^>]+>", "", text).strip() else None


def _key(context: str, source: str, message: re.Match[str]) -> Key:
    comment = COMMENT.search(message.group(2))
    return (context, source, comment.group(1) if comment else "", bool(message.group(1)))


def translations(text: str) -> dict[Key, str]:
    """(context, source, plural) -> the finished <translation> element, for one .ts text."""
    known: dict[Key, str] = {}
    for context in CONTEXT.finditer(text):
        for message in MESSAGE.finditer(context.group(2)):
            source = SOURCE.search(message.group(2))
            element = _done(message.group(2))
            if source and element:
                known[_key(context.group(1), source.group(1), message)] = element
    return known


def fill(text: str, known: dict[Key, str]) -> tuple[str, int]:
    """The .ts text with its unfinished messages filled from `known`, and how many were."""
    count = 0

    def one_context(context: re.Match[str]) -> str:
        name = context.group(1)

        def one_message(message: re.Match[str]) -> str:
            nonlocal count
            body = message.group(2)
            source, current = SOURCE.search(body), TRANSLATION.search(body)
            if source is None or current is None or _done(body) is not None:
                return message.group(0)
            element = known.get(_key(name, source.group(1), message))
            if element is None:
                return message.group(0)
            count += 1
            return message.group(0).replace(current.group(0), element, 1)

        return context.group(0).replace(context.group(2),
                                        MESSAGE.sub(one_message, context.group(2)), 1)

    return CONTEXT.sub(one_context, text), count


def main(revisions: list[str]) -> int:
    if not revisions:
        print(__doc__)
        return 2
    for language in LANGUAGES:
        path = FOLDER / f"rok_qt_{language}.ts"
        known: dict[Key, str] = {}
        for revision in revisions:
            shown = subprocess.run(["git", "show", f"{revision}:{path}"], capture_output=True,
                                   text=True, check=False)
            if shown.returncode == 0:
                known.update(translations(shown.stdout))
        text, count = fill(path.read_text(encoding="utf-8"), known)
        path.write_text(text, encoding="utf-8")
        print(f"{path}: {count} message(s) filled")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
