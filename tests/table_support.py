"""A one-column review table ("Who is the customer?") and a scripted sub-model that answers it
for every slice of a prompt, quoting the slice's first six words: shared by the table tests
that fill through the real gateway."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from diligence_tui.harness.slices import parse_slices
from tests.openai_server import message_text


def party_columns(folder: Path) -> Path:
    cols = folder / "cols.toml"
    cols.write_text('[[columns]]\nid = "party"\nquestion = "Who is the customer?"\ntype = "text"\n')
    return cols


def party_answers(body: dict[str, Any]) -> str:
    answers = []
    for piece in parse_slices(message_text(body["messages"][-1])):
        first = " ".join(piece.pages[0].text.split()[:6]) if piece.pages else ""
        answers.append(
            {
                "doc": piece.doc_id,
                "column": "party",
                "found": bool(first),
                "answer": "the customer",
                "quotes": [{"quote": first}],
            }
        )
    return json.dumps({"answers": answers})
