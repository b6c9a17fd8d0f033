"""The table server's structured log: one JSON object a line per thing an operator follows.

Events: ``connection_opened`` and ``connection_closed`` (a connection id such as ``c17``, the
client's address, the path), ``table_created``, ``table_started``, ``table_finished``,
``table_dropped`` (ended before its game did, with the reason), ``table_saved`` (by a drain),
``refusal`` (what was refused and why), ``server_ready``, ``server_draining`` and
``server_stopped``. A line names the table by its code and the connection by its id; a seat
token never appears (a token is a seat's key; a code only finds the table).

Lines go to the logging channel ``rok_qt.net.events``; `rok-qt-server` writes them to its
standard error with `JsonLines`, and the host's app keeps them in its own log when asked.
"""

from __future__ import annotations

import json
import logging
import time
from typing import Any

LOG = logging.getLogger("rok_qt.net.events")


def event(name: str, **fields: Any) -> None:
    """Log one event with its fields (plain values: strings, numbers, booleans, None)."""
    if LOG.isEnabledFor(logging.INFO):
        LOG.info(name, extra={"rok_fields": fields})


class JsonLines(logging.Formatter):
    """A record as one JSON object: the time (UTC, ISO 8601, ms), the event, its fields; any
    other record (a warning, an error and its traceback) as ``{"event": "log", ...}``."""

    def format(self, record: logging.LogRecord) -> str:
        stamp = time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(record.created))
        line: dict[str, Any] = {"time": f"{stamp}.{int(record.msecs):03d}Z"}
        fields = getattr(record, "rok_fields", None)
        if isinstance(fields, dict):
            line["event"] = record.getMessage()
            line.update(fields)
        else:
            line.update(event="log", level=record.levelname.lower(), logger=record.name,
                        message=record.getMessage())
            if record.exc_info:
                line["error"] = self.formatException(record.exc_info)
        return json.dumps(line, ensure_ascii=False, default=str)


def log_to_stderr(level: int = logging.INFO) -> None:
    """The headless server's log: JSON lines on standard error."""
    handler = logging.StreamHandler()
    handler.setFormatter(JsonLines())
    root = logging.getLogger()
    root.addHandler(handler)
    root.setLevel(logging.WARNING)
    LOG.setLevel(level)
    logging.getLogger("rok_qt.net").setLevel(logging.INFO)
