"""Text from the kernel or a model, made safe for a terminal or an export.

What a cell prints, what a model writes and what a document says are chosen, in the end, by
whoever wrote the dataroom. On a terminal an escape sequence in that text is a command: it can
retitle the window, rewrite what the analyst sees (cursor moves, erased lines), plant a
clickable link (OSC 8), write to the clipboard (OSC 52), or hide text. So every control
character except newline and tab is replaced by a visible stand-in before such text is shown
or exported: ESC becomes ``␛`` (so ``\\x1b[2J`` shows as ``␛[2J``), other C0 controls their
Unicode control pictures (``␇`` for BEL, ``␈`` for backspace, ``␍`` for a lone carriage
return), DEL ``␡``, and the C1 controls (``\\x9b`` is a one-byte CSI) and the bidirectional
overrides (which reorder what the eye reads) a ``\\x9b``-style escape. Nothing is dropped: the
analyst sees that something was there.
"""

from __future__ import annotations

_KEEP = {"\n", "\t"}
_BIDI = [*range(0x202A, 0x202F), *range(0x2066, 0x206A)]


def _table() -> dict[int, str]:
    table: dict[int, str] = {}
    for code in range(0x20):
        if chr(code) not in _KEEP:
            table[code] = chr(0x2400 + code)  # the control pictures block: ␛ ␇ ␈ ␍ ...
    table[0x7F] = "\u2421"  # ␡
    for code in range(0x80, 0xA0):
        table[code] = f"\\x{code:02x}"
    for code in _BIDI:
        table[code] = f"\\u{code:04x}"
    return table


_TABLE = _table()


def neutralize(text: object) -> str:
    """``text`` with every terminal control shown instead of obeyed (newline and tab kept;
    a Windows line end ``\\r\\n`` is a newline)."""
    value = text if isinstance(text, str) else str(text)
    if value.isprintable():  # the common case, and a fast one
        return value
    return value.replace("\r\n", "\n").translate(_TABLE)


_JSON_TABLE = {code: f"\\u{code:04x}" for code in (0x7F, *range(0x80, 0xA0), *_BIDI)}


def json_text(serialized: str) -> str:
    """JSON text (from ``json.dumps(..., ensure_ascii=False)``, which already escapes C0
    controls) with DEL, the C1 controls and the bidi overrides escaped too: the data is
    unchanged for a JSON reader, and nothing in the file acts on a terminal."""
    return serialized.translate(_JSON_TABLE)


def is_safe(text: str) -> bool:
    """True when ``text`` holds nothing :func:`neutralize` would change."""
    return neutralize(text) == text
