"""How a measured share is written for people: never "100%" for less than all of it and never
"0%" for more than none.

Plain rounding wrote a room whose two documents were read in part (99.9995% of its text) as
"100%" next to the very line that named them. :func:`percent` rounds as usual and, only where
rounding would claim all or nothing, shows more digits (at most :data:`MAX_DIGITS`), then
stops just short ("99.9999%", "0.0001%").
"""

from __future__ import annotations

MAX_DIGITS = 4


def percent(fraction: float, digits: int = 0) -> str:
    """``fraction`` (0-1) as a percentage with ``digits`` decimals, honest at both ends."""
    value = float(fraction)
    text = f"{value:.{digits}%}"
    whole, none = f"{1:.{digits}%}", f"{0:.{digits}%}"
    if (text != whole or value >= 1.0) and (text != none or value <= 0.0):
        return text
    for more in range(digits + 1, MAX_DIGITS + 1):
        text = f"{value:.{more}%}"
        if text not in (f"{1:.{more}%}", f"{0:.{more}%}"):
            return text
    step = 10.0**-MAX_DIGITS
    return f"{100 - step:.{MAX_DIGITS}f}%" if value > 0.5 else f"{step:.{MAX_DIGITS}f}%"
