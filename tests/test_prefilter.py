"""The offline reviewer's regex prefilter (offline/prefilter.py), the clause detector's
narrowed rule scan (clauses/rules.py) and the sentence splitter's cache: each must give
exactly what the full work gives, on real text of the sample rooms."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from diligence_tui.harness.slices import SlicePage
from diligence_tui.offline import patterns as P
from diligence_tui.offline import prefilter
from diligence_tui.offline import reviewer as R
from diligence_tui.offline.clauses.meaning import FINDS
from diligence_tui.offline.clauses.rules import rule_hits
from diligence_tui.offline.clauses.vocabulary import CLAUSE_OF_ISSUE_KIND, ISSUE_KIND_OF
from diligence_tui.offline.sentences import _sentence_spans, split_sentences

ROOM = Path(__file__).resolve().parent.parent / "sample_rooms" / "medium" / "documents"


def _texts() -> list[str]:
    return [
        p.read_text(encoding="utf-8", errors="replace")
        for p in sorted(ROOM.rglob("*"))
        if p.suffix in (".md", ".txt", ".html", ".eml")
    ]


@pytest.fixture(scope="module")
def sentences() -> list[str]:
    out = []
    for text in _texts():
        out.extend(s.text for s in split_sentences(SlicePage(1, "p. 1", text, 0)))
    assert len(out) > 2000
    return out


def _span(match: re.Match[str] | None) -> tuple[int, int] | None:
    return match.span() if match is not None else None


def _reviewer_patterns() -> list[re.Pattern[str]]:
    found = [P.ACTUAL, P.HYPOTHETICAL, R._STRONG_ACTUAL, *FINDS.values()]
    for kind in P.KINDS:
        found += [*kind.triggers, *kind.requires, *kind.excludes, *kind.learned_requires]
    return found


@pytest.mark.parametrize(
    ("pattern", "words"),
    [
        (r"\b(change (of|in) control|merger)\b", {" control", "merger"}),
        (r"colou?r", {"colo"}),  # the optional letter is not needed
        (r"(a|b)+c", {"c"}),
        (r"x{0,3}y", {"y"}),
        (r"(?:foo|)bar", {"bar"}),  # an empty alternative: the group needs nothing
        (r"\bAssign(ed|ment)s?\b", {"assign"}),  # lower-cased
        (r"(?<!not )waived", {"waived"}),  # a look-behind needs nothing
        (r"x*", None),  # matches empty text: always searched
        (r"(foo|\d+)", None),  # one alternative has no literal
        (r"caf\u00e9", {"caf"}),  # non-ASCII letters are left out
    ],
)
def test_needed_words(pattern: str, words: set[str] | None) -> None:
    got = prefilter.needed(re.compile(pattern, re.I))
    assert (set(got) if got is not None else None) == words


def test_every_reviewer_pattern_is_filtered() -> None:
    patterns = _reviewer_patterns()
    assert all(prefilter.needed(p) for p in [t for k in P.KINDS for t in k.triggers])
    assert sum(prefilter.needed(p) is not None for p in patterns) > 0.9 * len(patterns)


def test_filter_never_skips_a_match(sentences: list[str]) -> None:
    """Wherever a pattern matches, its prefilter lets it run (on every sentence of the
    medium room, for every regex the reviewer filters)."""
    checked = 0
    for pattern in _reviewer_patterns():
        for text in sentences:
            match = pattern.search(text)
            got = prefilter.search(pattern, text, prefilter.lowered(text))
            assert _span(got) == _span(match), (pattern.pattern, text)
            checked += match is not None
    assert checked > 500


def test_case_folding_outliers_are_not_filtered() -> None:
    # "ſ" matches "s" case-insensitively but does not lower-case to it: filtering such a
    # sentence on lower-cased words would skip a regex that matches
    pattern = re.compile(r"\bassign", re.I)
    for text in ("the right to a\u017fsign", "ASS\u0130GN", "ass\u0131gn"):
        assert pattern.search(text) or text == "ASS\u0130GN"
        assert prefilter.lowered(text) is None
        got = prefilter.search(pattern, text, prefilter.lowered(text))
        assert _span(got) == _span(pattern.search(text))
    assert (
        prefilter.lowered("\u201cAssign\u201d \u2013 caf\u00e9")
        == "\u201cassign\u201d \u2013 caf\u00e9"
    )


def test_unsafe_characters_are_all_there_are() -> None:
    """Every non-ASCII character that an ASCII character matches under re.IGNORECASE
    lower-cases to that character, except the ones in UNSAFE."""
    ascii_class = re.compile(r"[\x00-\x7f]", re.I)
    odd = []
    for code in range(128, sys.maxunicode + 1):
        if 0xD800 <= code <= 0xDFFF:
            continue
        ch = chr(code)
        if ascii_class.fullmatch(ch):
            partners = [chr(a) for a in range(128) if re.fullmatch(re.escape(chr(a)), ch, re.I)]
            if any(ch.lower() != p.lower() for p in partners):
                odd.append(ch)
    assert sorted(odd) == sorted(prefilter.UNSAFE)


def _full_rule_hits(pages: list[tuple[int, str]]) -> list[tuple[str, int, int, int, str]]:
    """rule_hits as it was: every kind scanned with every detail (then filtered by clause)."""
    out = []
    for number, text in pages:
        for hit in R.scan_page(SlicePage(number, f"p. {number}", text, 0), learned=False):
            clause = CLAUSE_OF_ISSUE_KIND.get(hit.kind.key)
            if clause is not None:
                start = text.find(hit.quote)
                out.append((clause, number, start, start + len(hit.quote), hit.quote))
    return out


def test_rule_hits_scan_only_the_wanted_kinds_with_the_same_hits() -> None:
    # sentences where a broader kind drops a narrower one (reviewer.SUBSUMES)
    overlaps = (
        "The Supplier's aggregate liability under this Agreement shall not exceed the fees "
        "paid in the twelve months before the claim, save that liability for breach of "
        "confidentiality shall be unlimited.\n\nUpon a Change of Control of the Company, all "
        "unvested options held by the Chief Executive shall vest in full (single trigger "
        "acceleration).\n\nAny change of control of the Borrower is an Event of Default under "
        "this Credit Agreement and the Lender may accelerate the loans."
    )
    pages = [(n + 1, text) for n, text in enumerate([overlaps, *_texts()])]
    full = _full_rule_hits(pages)
    total = 0
    # each clause alone: a kind subsumed by a broader one (liability cap under uncapped
    # liability) must lose the same hits as when every kind is scanned
    for clause in ISSUE_KIND_OF:
        got = [
            (h.clause, h.page, h.start, h.end, h.quote)
            for h in rule_hits(pages, frozenset([clause]))
        ]
        assert got == [h for h in full if h[0] == clause], clause
        total += len(got)
    everything = rule_hits(pages, frozenset(ISSUE_KIND_OF))
    assert [(h.clause, h.page, h.start, h.end, h.quote) for h in everything] == full
    assert total == len(full) > 10


def test_sentence_spans_cached_per_text_not_per_page() -> None:
    text = _texts()[0]
    first, second = SlicePage(1, "p. 1", text, 0), SlicePage(7, "p. 7", text, 0)
    a, b = split_sentences(first), split_sentences(second)
    assert [(s.start, s.end) for s in a] == [(s.start, s.end) for s in b]
    assert all(s.page is first for s in a) and all(s.page is second for s in b)
    assert [(s.start, s.end) for s in a] == list(_sentence_spans.__wrapped__(text))


class _ReadsOtherwise:
    """A private regex parser as a later Python might have it: another tree shape."""

    @staticmethod
    def parse(pattern: str, flags: int) -> list[tuple[str, str]]:
        return [("LITERAL", ch) for ch in pattern]  # characters, not code points


class _Gone:
    """A parser module whose ``parse`` no longer takes these arguments."""

    @staticmethod
    def parse() -> None:
        return None


def test_the_private_parser_is_used_only_when_it_reads_as_expected() -> None:
    assert prefilter.ACTIVE  # this Python's re._parser: the shortcut is on
    assert prefilter.load_parser() is not None
    assert prefilter.load_parser(_ReadsOtherwise) is None
    assert prefilter.load_parser(_Gone) is None


def test_without_the_parser_every_regex_runs_with_the_same_results(
    sentences: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The fallback (no parser, or one that reads otherwise): nothing is skipped, the
    reviewer's hits are the same."""
    pages = [SlicePage(1, "p. 1", text, 0) for text in _texts()]
    with_filter = [
        (h.kind.key, h.quote, h.severity) for p in pages for h in R.scan_page(p, learned=False)
    ]
    monkeypatch.setattr(prefilter, "_parser", prefilter.load_parser(_ReadsOtherwise))
    monkeypatch.setattr(prefilter, "_NEEDED", {})
    patterns = _reviewer_patterns()
    assert all(prefilter.needed(p) is None for p in patterns)
    for pattern in patterns[:40]:
        for text in sentences[:400]:
            got = prefilter.search(pattern, text, prefilter.lowered(text))
            assert _span(got) == _span(pattern.search(text))
    without = [
        (h.kind.key, h.quote, h.severity) for p in pages for h in R.scan_page(p, learned=False)
    ]
    assert without == with_filter and len(with_filter) > 20
