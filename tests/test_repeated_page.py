"""A PDF whose pages 2 and 3 hold the same text word for word: each page is counted and
must be read on its own. Reading page 2 alone credited page 3 too (the two places of one
document tied, and both were credited), so coverage said the document was read where page 3
never reached a model, and a review steered by coverage had no reason to read it.

A real PDF (pypdfium2 via docwriters) in a real room with a real Tantivy index; the prompts
are the sub-agent slices the harness writes (harness/slices)."""

from __future__ import annotations

import random
from pathlib import Path

from diligence_tui import docwriters
from diligence_tui.harness.coverage import CoverageMeter
from diligence_tui.harness.slices import render_slice, slice_document
from diligence_tui.room.room import Room

WORDS = (
    "supplier company agreement party notice consent assign terminate fee payment term "
    "renewal liability cap indemnity breach cure period days written months annual minimum"
).split()


def _page(rng: random.Random, head: str) -> str:
    return head + " " + " ".join(rng.choice(WORDS) for _ in range(360)) + "."


def _room(root: Path) -> Path:
    rng = random.Random(7)
    repeated = _page(rng, "Schedule 2. Assignment. Neither party may assign without consent.")
    root.mkdir()
    docwriters.write_pdf(
        root / "supply.pdf",
        [_page(rng, "Cover."), repeated, repeated, _page(rng, "Signature page.")],
    )
    return root


def _meter(room: Room) -> CoverageMeter:
    meter = CoverageMeter(room)
    meter.start_indexing()
    assert meter.wait_ready(60)
    return meter


def _read(meter: CoverageMeter, prompt: str) -> None:
    meter.observe(prompt)
    meter.flush(60)


def test_each_copy_of_a_repeated_page_is_counted_only_when_read(tmp_path: Path) -> None:
    with Room.open(_room(tmp_path / "room")) as room:
        room.index()
        doc = room.documents()[0]
        pages = room.pages(doc.doc_id)
        assert len(pages) == 4
        assert room.read(doc.doc_id, pages=2) == room.read(doc.doc_id, pages=3)
        slices = slice_document(room, doc, max_chars=len(room.read(doc.doc_id, pages=2)) + 10)
        assert [[p.number for p in s.pages] for s in slices] == [[1], [2], [3], [4]]
        page = {p.number: (p.start, p.end) for p in pages}

        def only_page_2() -> bool:  # a span ends where the next word starts
            [(start, end)] = meter.covered_spans(doc.doc_id)
            return start == page[2][0] and page[2][1] <= end <= page[3][0]

        meter = _meter(room)
        _read(meter, "Review this slice:\n" + render_slice(slices[1]))
        # old code: [(page 2 start, page 3 end)]: page 3 counted, never read
        assert only_page_2(), meter.covered_spans(doc.doc_id)
        _read(meter, "Review this slice:\n" + render_slice(slices[2]))
        [(start, end)] = meter.covered_spans(doc.doc_id)
        assert start == page[2][0] and page[3][1] <= end <= page[4][0]

        # the repeated text read first from page 3's slice: one page, not two
        meter = _meter(room)
        _read(meter, "Slice:\n" + render_slice(slices[2]))
        assert only_page_2(), meter.covered_spans(doc.doc_id)

        # the whole document in one prompt: every page, both copies included
        meter = _meter(room)
        _read(meter, "All of it:\n" + "".join(render_slice(s) for s in slices))
        assert meter.covered_spans(doc.doc_id) == [(0, pages[-1].end)]
        meter = _meter(room)
        _read(meter, "Pages 2 and 3:\n" + room.read(doc.doc_id, pages=[2, 3]))
        [(start, end)] = meter.covered_spans(doc.doc_id)
        assert start == page[2][0] and page[3][1] <= end <= page[4][0]
