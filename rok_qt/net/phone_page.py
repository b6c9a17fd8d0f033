"""The phone page: what a table server answers at ``/p/<code>`` and ``/p/s/<file>``.

A phone that scans a table's code opens ``http://<host>:<port>/p/<code>``: the same page for
any code (the page reads the code from its own address and joins over the table's WebSocket,
where a wrong code is refused as any screen's is, so the page tells nothing about which codes
exist). Its files are package data (`rok_qt/resources/phone/`), read once, kept in memory with
a gzip copy each, and served with a strict Content-Security-Policy: the page runs only its
own scripts and talks only to its own server.
"""

from __future__ import annotations

import functools
import gzip
import hashlib
import re
from dataclasses import dataclass

from websockets.http11 import Request, Response

from rok_qt import assets, logs
from rok_qt.net.http import response

LOG = logs.channel("network")

PREFIX = "/p/"
STATIC = "/p/s/"
FOLDER = "phone"
FILES = {
    "phone.js": "text/javascript; charset=utf-8",
    "phone.css": "text/css; charset=utf-8",
    "texts.js": "text/javascript; charset=utf-8",
    "vendor/msgpack.min.js": "text/javascript; charset=utf-8",
    "vendor/msgpack-LICENSE.txt": "text/plain; charset=utf-8",
    "icon.svg": "image/svg+xml",
}
"""The page's files beside index.html, and their types: nothing else is ever served."""
PAGE = "index.html"
CODE_PATH = re.compile(r"/p/[0-9A-Za-z-]{1,32}/?")
POLICY = ("default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
          "connect-src 'self' ws: wss:; manifest-src 'self'; base-uri 'none'; "
          "form-action 'none'; frame-ancestors 'none'")


@dataclass(frozen=True)
class _File:
    """One file of the page, as served: its bytes, gzipped bytes and type."""

    body: bytes
    zipped: bytes
    content_type: str

    @classmethod
    def of(cls, body: bytes, content_type: str) -> _File:
        return cls(body, gzip.compress(body, 9, mtime=0), content_type)

    def answer(self, request: Request, cache: str) -> Response:
        headers = [("Cache-Control", cache), ("Vary", "Accept-Encoding"),
                   ("Content-Security-Policy", POLICY)]
        if "gzip" in request.headers.get("Accept-Encoding", ""):
            return response(200, self.zipped, self.content_type,
                            [*headers, ("Content-Encoding", "gzip")])
        return response(200, self.body, self.content_type, headers)


@functools.cache
def files() -> dict[str, _File]:
    """Every file of the page by its path under ``/p/s/`` (the page itself under "")."""
    folder = assets.root() / FOLDER
    served = {name: _File.of((folder / name).read_bytes(), kind)
              for name, kind in FILES.items()}
    # The page names each file with its content's hash: a browser may keep them for good,
    # and a new version of the game is fetched anew.
    html = (folder / PAGE).read_text(encoding="utf-8")
    for name, file in served.items():
        tag = hashlib.sha256(file.body).hexdigest()[:12]
        html = html.replace(f"{{{{{name}}}}}", f"{STATIC}{name}?v={tag}")
    served[""] = _File.of(html.encode("utf-8"), "text/html; charset=utf-8")
    return served


def page_size() -> tuple[int, int]:
    """The bytes a phone loads, plain and gzipped (every file of the page)."""
    served = files().values()
    return sum(len(f.body) for f in served), sum(len(f.zipped) for f in served)


def handle(request: Request, path: str) -> Response | None:
    """The route at PREFIX: the page for a code's address, or one of its files."""
    if path.startswith(STATIC):
        file = files().get(path.removeprefix(STATIC))
        if file is None or not path.removeprefix(STATIC):
            return None
        return file.answer(request, "public, max-age=604800, immutable")
    if CODE_PATH.fullmatch(path):
        LOG.debug("the phone page for %s", path[:40])
        return files()[""].answer(request, "no-cache")
    return None
