"""Words a regex cannot match without: a cheap test that lets the offline reviewer skip most
of its regex searches on a sentence, with exactly the same results.

:func:`needed` reads a compiled pattern's syntax tree (``re._parser``) and returns lower-case
literal strings at least one of which every match of the pattern contains, or None when it
cannot say (a pattern that may match empty text, or syntax it does not read): then the
pattern is always searched.

``re._parser`` is private to CPython (Python has no public parser of its own regexes): it is
used only when it imports and reads a few known patterns the way this module expects
(:func:`load_parser`); otherwise, or when it fails on a pattern, nothing is skipped and every
regex runs (:data:`ACTIVE` says which). Slower, never different. :func:`lowered` gives the sentence in the form the strings are
looked up in, or None when the sentence holds one of the few characters that match an ASCII
letter case-insensitively without lower-casing to it (then everything is searched).
:func:`search` is ``pattern.search(text)``, skipped (None) when ``lowered`` text lacks every
needed string. Whether a pattern *can* match is all this decides: when it can, the regex
itself still runs, so which match is found (and every quote cut from it) is unchanged.
"""

from __future__ import annotations

import re
from typing import Any

# Characters that an ASCII letter matches under re.IGNORECASE although str.lower() does not
# turn them into it: dotted capital I (lowers to "i" + a combining dot), dotless i, long s.
# tests/test_prefilter.py checks every Unicode character for others.
UNSAFE = ("\u0130", "\u0131", "\u017f")
_REPEATS = ("MAX_REPEAT", "MIN_REPEAT", "POSSESSIVE_REPEAT")
_WRAPS = ("SUBPATTERN", "ATOMIC_GROUP")


def lowered(text: str) -> str | None:
    """``text`` lower-cased for :func:`search`, or None when it is not safe to filter on."""
    if not text.isascii() and any(ch in text for ch in UNSAFE):
        return None
    return text.lower()


def _best(options: list[frozenset[str]]) -> frozenset[str] | None:
    """The most selective of several sets each of which is needed (longest shortest word)."""
    if not options:
        return None
    return max(options, key=lambda s: (min(len(w) for w in s), -len(s)))


def _seq(items: Any) -> frozenset[str] | None:
    """Needed words of a sequence of nodes: its runs of literal characters, or the needed
    words of one of its parts (a group, an alternation, a repeat taken at least once)."""
    options: list[frozenset[str]] = []
    run: list[str] = []

    def close() -> None:
        if run:
            options.append(frozenset(["".join(run)]))
            run.clear()

    for op, arg in items:
        name = str(op)
        if name == "LITERAL":
            ch = chr(arg)
            if ch.isascii():
                run.append(ch.lower())
                continue
            close()
            continue
        close()
        part: frozenset[str] | None = None
        if name in _WRAPS:
            part = _seq(arg[-1] if name == "SUBPATTERN" else arg)
        elif name == "BRANCH":
            alts = [_seq(alt) for alt in arg[1]]
            if alts and all(a is not None for a in alts):
                part = frozenset().union(*[a for a in alts if a is not None])
        elif name in _REPEATS:
            low, _high, item = arg
            if low >= 1:
                part = _seq(item)
        if part:
            options.append(part)
    close()
    return _best(options)


def _read(parser: Any, pattern: re.Pattern[str]) -> frozenset[str] | None:
    """:func:`needed` with ``parser`` as the regex parser."""
    if parser is None or not isinstance(pattern.pattern, str):
        return None
    if pattern.flags & (re.LOCALE | re.VERBOSE):
        return None
    try:
        words = _seq(list(parser.parse(pattern.pattern, pattern.flags)))
    except Exception:  # noqa: BLE001 - a tree this module cannot read only means no shortcut
        return None
    if not words or any(not w for w in words):
        return None
    return words


# what the parser must give for these patterns before it is trusted (a private module may
# change with any Python release; one that reads otherwise turns the shortcut off)
_KNOWN = (
    (r"\b(change (of|in) control|merger)\b", frozenset({" control", "merger"})),
    (r"colou?r", frozenset({"colo"})),
    (r"x{0,3}(?:foo|)y+", frozenset({"y"})),
    (r"x*", None),
)


def load_parser(module: Any = None) -> Any:
    """The regex parser to read patterns with: ``module`` (default: ``re._parser``) when it
    reads the known patterns as expected, else None (then nothing is skipped)."""
    if module is None:
        try:
            from re import _parser  # type: ignore[attr-defined]
        except ImportError:  # Python renamed or dropped its private parser
            return None
        module = _parser
    try:
        ok = all(_read(module, re.compile(p, re.I)) == want for p, want in _KNOWN)
    except Exception:  # noqa: BLE001 - any surprise: no shortcut
        ok = False
    return module if ok else None


_parser: Any = load_parser()
ACTIVE = _parser is not None  # False: every regex runs (slower, the same results)


def needed(pattern: re.Pattern[str]) -> frozenset[str] | None:
    """Lower-case strings one of which every match of ``pattern`` contains, else None."""
    return _read(_parser, pattern)


_NEEDED: dict[re.Pattern[str], tuple[str, ...] | None] = {}  # the patterns are module constants


def _words(pattern: re.Pattern[str]) -> tuple[str, ...] | None:
    try:
        return _NEEDED[pattern]
    except KeyError:
        found = needed(pattern)
        words = _NEEDED[pattern] = tuple(sorted(found)) if found is not None else None
        return words


def can_match(pattern: re.Pattern[str], low: str | None) -> bool:
    """False only when ``pattern`` cannot match the text ``low`` was lowered from."""
    if low is None:
        return True
    words = _words(pattern)
    return words is None or any(map(low.__contains__, words))


def search(pattern: re.Pattern[str], text: str, low: str | None) -> re.Match[str] | None:
    """``pattern.search(text)``, without running it when it cannot match (the hot path of
    the offline reviewer: keep it a few lines)."""
    if low is not None:
        words = _words(pattern)
        if words is not None and not any(map(low.__contains__, words)):
            return None
    return pattern.search(text)


__all__ = ["ACTIVE", "UNSAFE", "can_match", "load_parser", "lowered", "needed", "search"]
