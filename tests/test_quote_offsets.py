"""A citation's offsets cover the quote as the document holds it, to the character: a quote
that opens with the document's own quote mark opened a character late ('"Closing" means'
was placed at 'Closing" means': the mark was stripped before the search), and one that ends
with it ended a character early. Quote marks a model wrapped around words the document holds
without them are not required; the document's own marks around the words are taken in.

A real indexed room (a .txt with straight quotes, a .docx with curly ones), verified by the
QuoteIndex every citation goes through."""

from __future__ import annotations

from pathlib import Path

import pytest

from diligence_tui import docwriters
from diligence_tui.harness.review_fanout import QuoteIndex
from diligence_tui.settings import Settings
from tests.test_run_support import open_room

STRAIGHT = (
    'Definitions. The term "Closing" means the date on which the Closing occurs. '
    "The Supplier shall pay the fee within thirty (30) days."
)
CURLY = STRAIGHT.replace('"Closing"', "\u201cClosing\u201d")

CASES = [
    # (quote as cited, what the citation must cover in the document)
    ('"Closing" means the date', '"Closing" means the date'),  # leading mark: was 1 late
    ('the term "Closing"', 'The term "Closing"'),  # trailing mark: was 1 early
    ('"Closing"', '"Closing"'),
    ('"Closing', '"Closing'),
    ("  \u201cClosing\u201d means  ", '"Closing" means'),  # curly quote, whitespace around
    ('"the date on which"', "the date on which"),  # wrapped by the model, not in the text
    ("\u201cThe Supplier shall pay\u201d", "The Supplier shall pay"),
    ("  thirty (30) days. ", "thirty (30) days."),
]


@pytest.fixture
def room(tmp_path: Path):
    root = tmp_path / "room"
    docwriters.write_text(root / "straight.txt", STRAIGHT + "\n")
    docwriters.write_docx(root / "curly.docx", [("p", CURLY)])
    opened = open_room(root, Settings())
    yield opened
    opened.close()


@pytest.mark.parametrize(("quote", "covers"), CASES)
def test_a_citation_covers_the_quoted_words_exactly(room, quote: str, covers: str) -> None:
    quotes = QuoteIndex(room)
    for doc in room.documents():
        citation = quotes.citation(doc.doc_id, quote)
        assert citation.verified, (doc.path, quote)
        text = room.text(doc.doc_id)
        held = text[citation.start : citation.end]
        expected = covers
        if doc.path.endswith(".docx"):  # the same words, with the document's curly marks
            expected = covers.replace('"Closing"', "\u201cClosing\u201d")
            expected = expected.replace('"Closing', "\u201cClosing")
        assert held == expected, (doc.path, quote, held)


@pytest.mark.parametrize("quote", ['"', " \u201c\u201d ", '""'])
def test_a_quote_of_quote_marks_alone_is_not_found(quote: str) -> None:
    """A quote with no words (a model's reply of a bare quote mark) verifies nothing: it was
    found at the document's first quote mark once quotes kept their marks."""
    from diligence_tui.review.quotes import find_quote

    assert find_quote('He said "Closing" means the day.', quote) is None
