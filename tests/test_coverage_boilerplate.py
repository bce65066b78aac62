"""Coverage of rooms full of boilerplate: contracts drawn from one clause library.

The rule under test (see ``diligence_tui/harness/coverage_match.py``, ``Matching``): a prompt word
is credited to the document whose match through it is longest (then whose chain of matches
around it is longest); text that several documents share is credited to the one whose
unique words surround it in the prompt, never to the others. A run that matches several
documents equally, with nothing around it to tell them apart, goes to the document the
prompt names, else to all of them when there are at most ``SHARED_CREDIT``, else to none.
"""

from __future__ import annotations

import random

import pytest

from diligence_tui.harness import coverage_match
from diligence_tui.harness.coverage import CoverageMeter
from diligence_tui.harness.slices import Slice, SlicePage, render_slices
from diligence_tui.room.types import PAGE_SEPARATOR
from tests.test_coverage import DictRoom

_VOCAB = (
    "provider customer shall agreement services fees term notice party parties written "
    "consent terminate confidential information liability damages warranty breach days "
    "payment invoice law court assign affiliate obligations rights license data security"
).split()


def sentences(rng: random.Random, words: int) -> str:
    out, left = [], words
    while left > 0:
        n = min(left, rng.randint(8, 16))
        out.append(" ".join(rng.choice(_VOCAB) for _ in range(n)).capitalize() + ".")
        left -= n
    return " ".join(out)


def clause_room(docs: int, seed: int = 5) -> dict[str, list[str]]:
    """``docs`` contracts, each three pages: a unique header and shared clauses; a page of
    shared clauses only; shared clauses and a unique pricing table."""
    rng = random.Random(seed)
    library = [sentences(rng, 90) for _ in range(6)]
    rooms: dict[str, list[str]] = {}
    for n in range(docs):
        party = f"This Agreement is made between Halvorsen Systems and Customer {n:03d} " + (
            sentences(rng, 20)
        )
        pricing = f"Pricing for Customer {n:03d}: " + " | ".join(
            f"item {rng.randint(100, 999)} {rng.randint(1, 99)} units ${rng.randint(1000, 99999)}"
            for _ in range(6)
        )
        rooms[f"Customers/MSA {n:03d}.txt"] = [
            party + "\n" + "\n".join(library[:3]),
            library[3],
            "\n".join(library[4:]) + "\n" + pricing,
        ]
    return rooms


def as_room(pages: dict[str, list[str]]) -> DictRoom:
    return DictRoom({doc: PAGE_SEPARATOR.join(p) for doc, p in pages.items()})


def slice_prompt(doc: str, pages: list[str]) -> str:
    """The document as the harness sends it to a sub-agent (named, with page markers)."""
    at, parts = 0, []
    for number, text in enumerate(pages, start=1):
        parts.append(SlicePage(number, f"p. {number}", text, at))
        at += len(text) + len(PAGE_SEPARATOR)
    return "Review this.\n" + render_slices([Slice(doc, doc, "txt", parts)]) + "\nFindings?"


def anonymous_prompt(pages: list[str]) -> str:
    """The pages pasted by the root's own code: no names, a marker between pages."""
    return "Read:\n" + "\n--- page break (next page follows) ---\n".join(pages)


@pytest.mark.parametrize("docs", [3, coverage_match.RARE_PLACES + 8])
@pytest.mark.parametrize("prompt", [slice_prompt, anonymous_prompt])
def test_a_document_made_of_boilerplate_is_fully_covered_when_sent(docs: int, prompt) -> None:
    pages = clause_room(docs)
    meter = CoverageMeter(as_room(pages))
    target = f"Customers/MSA {docs - 1:03d}.txt"  # the last: past any cap on places
    args = (target, pages[target]) if prompt is slice_prompt else (pages[target],)
    changed = meter.observe(prompt(*args))
    assert changed == {target: 1.0}
    snap = meter.snapshot()["documents"]
    assert snap[target] == 1.0
    assert all(share == 0.0 for doc, share in snap.items() if doc != target)


def test_shared_text_is_not_credited_to_a_document_that_was_not_sent() -> None:
    pages = clause_room(2)
    room = as_room(pages)
    sent, other = "Customers/MSA 000.txt", "Customers/MSA 001.txt"
    meter = CoverageMeter(room)
    meter.observe(slice_prompt(sent, pages[sent]))
    meter.observe(anonymous_prompt(pages[sent]))
    snap = meter.snapshot()["documents"]
    assert snap[sent] == 1.0
    # the other contract shares ~85% of its text with the one sent, but none of it reached
    # a model as *its* text: the sent contract's unique words surround every shared run
    assert snap[other] == 0.0
    assert meter.covered_spans(other) == []


def _library_clause(pages: dict[str, list[str]]) -> str:
    return pages["Customers/MSA 000.txt"][1]  # page 2: one shared clause, nothing else


def test_a_shared_clause_alone_goes_to_the_named_document_or_a_few_or_none() -> None:
    # pasted alone, a clause found in two documents credits both (at most their shared share)
    pages = clause_room(2)
    room = as_room(pages)
    clause = _library_clause(pages)
    meter = CoverageMeter(room)
    meter.observe("Is this clause standard? " + clause)
    for doc in pages:
        (span,) = meter.covered_spans(doc)
        assert room.texts[doc][span[0] : span[1]].strip() == clause.strip()
    # the same clause in more than SHARED_CREDIT documents says nothing about which was read
    many = clause_room(coverage_match.SHARED_CREDIT + 2)
    meter = CoverageMeter(as_room(many))
    assert meter.observe("Is this clause standard? " + _library_clause(many)) == {}
    # ...unless the prompt names the document it comes from
    meter.observe(f'<<<DOCUMENT id="Customers/MSA 003.txt">>>\n{_library_clause(many)}')
    covered = {d for d, share in meter.snapshot()["documents"].items() if share}
    assert covered == {"Customers/MSA 003.txt"}


def test_duplicates_sent_under_their_own_names_are_each_covered_once() -> None:
    text = sentences(random.Random(3), 300)
    room = DictRoom(
        {"A/copy.txt": text, "B/copy.txt": text, "C/other.txt": sentences(random.Random(4), 200)}
    )
    meter = CoverageMeter(room)
    assert meter.observe(slice_prompt("B/copy.txt", [text])) == {"B/copy.txt": 1.0}
    assert meter.observe(slice_prompt("A/copy.txt", [text])) == {"A/copy.txt": 1.0}
    assert meter.snapshot()["documents"]["C/other.txt"] == 0.0
