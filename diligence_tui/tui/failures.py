"""When the workspace's own code fails: the analyst is told in plain words what did not
happen, and the traceback goes to ``workspace.log`` in the log dir (``diligence locate``).

Before, a dialog's code that raised either took the workspace down with a traceback (a
dialog's callback) or left a one-line ``TypeError: ...`` toast and nothing else (a worker).
"""

from __future__ import annotations

import time
import traceback
from pathlib import Path

from diligence_tui.errors import UserError

LOG_FILE = "workspace.log"
# errors the analyst can cause or fix (a bad file, a folder in use, a full disk): their own
# words are the message; anything else is a fault of the app, said as one
USER_ERRORS = (UserError, OSError, RuntimeError, ValueError)


def log_failure(what: str, error: BaseException) -> Path | None:
    """Append ``error``'s traceback to the workspace log; its path, or None when the log
    cannot be written (the analyst is still told)."""
    from diligence_tui import paths

    try:
        folder = paths.log_dir()
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / LOG_FILE
        stamp = time.strftime("%Y-%m-%d %H:%M:%S", time.gmtime())
        lines = traceback.format_exception(type(error), error, error.__traceback__)
        with path.open("a", encoding="utf-8") as log:
            log.write(f"{stamp} UTC  {what} failed\n{''.join(lines)}\n")
        return path
    except OSError:
        return None


def failure_message(what: str, error: BaseException, log: Path | None) -> str:
    """What the analyst reads: what did not happen, why in a few words, where the details are."""
    if isinstance(error, USER_ERRORS):
        why = str(error) or error.__class__.__name__
    else:
        detail = str(error).splitlines()[0] if str(error) else ""
        detail = detail if len(detail) <= 160 else detail[:157] + "…"
        named = f"{error.__class__.__name__}: {detail}" if detail else error.__class__.__name__
        why = f"an error in diligence itself ({named})"
    where = f"The details are in {log}." if log is not None else "The log could not be written."
    return f"{what} did not work: {why}. The workspace carries on. {where}"
