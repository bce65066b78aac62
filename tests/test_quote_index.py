"""QuoteIndex normalizes a document's text only for a quote it cannot find verbatim (the
table fill verifies tens of thousands of verbatim quotes), and still finds the quotes that
need it, on a real indexed room."""

from __future__ import annotations

from pathlib import Path

from diligence_tui.docwriters import write_text
from diligence_tui.harness.review_fanout import QuoteIndex
from diligence_tui.settings import Settings
from tests.test_run_support import open_room


def test_verbatim_quotes_need_no_normalized_text(tmp_path: Path) -> None:
    root = tmp_path / "room"
    write_text(
        root / "Contracts" / "msa.txt",
        "Master Services Agreement.\n\n12.1 Neither party may assign this Agreement without "
        "the prior written consent of the other party.\n\n14.2 The Supplier shall indem-\nnify "
        "the Customer against all \u201cLosses\u201d.\n",
    )
    room = open_room(root, Settings())
    try:
        doc = room.documents()[0].doc_id
        quotes = QuoteIndex(room)
        verbatim = quotes.citation(doc, "Neither party may assign this Agreement")
        assert verbatim.verified and verbatim.start is not None
        assert quotes._norm == {}  # found by str.find: the document was not normalized
        tolerant = quotes.citation(
            doc, 'The Supplier shall indemnify the Customer against all "Losses"'
        )
        assert tolerant.verified
        assert list(quotes._norm) == [doc]
        missing = quotes.citation(doc, "The Customer may terminate for convenience")
        assert not missing.verified
        assert list(quotes._norm) == [doc]  # normalized once, kept for the next quote
    finally:
        room.close()
