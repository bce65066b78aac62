"""Offline token counts.

No tokenizer files can be downloaded at run time, so counts are an estimate from a word and
punctuation split, scaled to match BPE tokenizers on English legal prose (about 1.3 BPE
tokens per word piece). Good to about +/-15 %, which is what budgets and totals need.
"""

from __future__ import annotations

import re

_PIECE = re.compile(r"\w+|[^\w\s]")
_RATIO = 1.3


# ASCII fast path: each byte mapped to its class (w: word, space, p: punctuation), then
# pieces = punctuation bytes + starts of word runs, counted in C. Same count as the regex.
_CLASSES = (
    bytes(
        ord("w") if (chr(c).isalnum() or c == 95) else ord(" ") if chr(c).isspace() else ord("p")
        for c in range(128)
    )
    + b"p" * 128
)


def count_tokens(text: str) -> int:
    if not text:
        return 0
    if text.isascii():
        classes = text.encode("ascii").translate(_CLASSES)
        pieces = classes.count(b"p") + classes.count(b" w") + classes.count(b"pw")
        return int((pieces + (classes[:1] == b"w")) * _RATIO + 0.5)
    return int(len(_PIECE.findall(text)) * _RATIO + 0.5)


def chars_for_tokens(tokens: int) -> int:
    """Rough number of characters that hold ``tokens`` tokens (for slicing to a window)."""
    return max(1, int(tokens * 3.6))
