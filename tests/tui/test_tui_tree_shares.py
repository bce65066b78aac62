"""Pilot: the folder tree's share column shows every share whole and keeps the names in one
column, whatever the share: shares.percent writes "99.995%" rather than round a share short
of all to "100%", and the column was 5 wide, so such a share pushed its row's name out of
line; a row marked changed since the review wrote its own share ("{:.0f}%": "100%" for
99.96%)."""

from __future__ import annotations

import time
from pathlib import Path

from conftest import activity, until

from diligence_tui.review.freshness import CHANGED, StaleDoc
from diligence_tui.settings import Settings
from diligence_tui.shares import percent
from diligence_tui.tui.app import create_app

SHARES = {
    "01 Corporate/board_minutes_2024.txt": 0.99995,  # "99.995%"
    "01 Corporate/certificate.md": 1.0,  # "100%"
    "02 Contracts/msa_northwind.pdf": 0.999,  # "99.9%"
    "02 Contracts/lease_hq.docx": 0.5,
    "03 Financials/notes.txt": 0.0,
}
STALE = "03 Financials/revenue.xlsx"  # changed since the review, read to 99.96%


async def test_the_share_column_fits_every_share_and_aligns_the_names(room: Path) -> None:
    app = create_app(room, Settings(), autostart=False, watch_room=False)
    async with app.run_test(size=(160, 44), message_hook=activity) as pilot:
        await until(pilot, lambda: app.room_ready.is_set())
        await app.workers.wait_for_complete()
        tree = app.main.query_one("#room-tree")
        docs = {p: app.session.room.get(p) for p in [*SHARES, STALE]}
        now = time.time()
        tree.set_stale({docs[STALE].doc_id: StaleDoc(docs[STALE].doc_id, STALE, CHANGED, now, now)})
        await until(pilot, lambda: all(tree.find_document_node(d) for d in docs.values()))
        documents = {docs[p].doc_id: share for p, share in SHARES.items()}
        documents[docs[STALE].doc_id] = 0.9996
        tree.set_coverage(0.9, documents, {"01 Corporate": 0.99999, "02 Contracts": 0.75})
        await pilot.pause()

        def label(node) -> str:
            return tree.render_label(node, tree.rich_style, tree.rich_style).plain

        rows = {p: label(tree.find_document_node(d)) for p, d in docs.items()}
        for path, share in SHARES.items():
            # the whole share, then one space, then the name
            assert f"{percent(share)} {path.rsplit('/', 1)[1]}" in rows[path], rows[path]
        # old code: "△100% revenue.xlsx" for a document read to 99.96%
        assert f"{percent(0.9996)} revenue.xlsx" in rows[STALE], rows[STALE]
        assert "100%" not in rows[STALE]
        # every name starts in the same column (old code: the 99.995% row's name one later)
        starts = {p: rows[p].index(p.rsplit("/", 1)[1]) for p in rows}
        assert len(set(starts.values())) == 1, rows
        folders = [label(c) for c in tree.root.children if c.data.path in ("01 Corporate",)]
        assert f"{percent(0.99999)} 01 Corporate" in folders[0]
        app.shutdown()
