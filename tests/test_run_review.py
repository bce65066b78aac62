"""review(): slicing to the window, parallel sub-calls, one JSON retry, quote verification
and merging, through the real gateway, litellm and the scripted server."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

from diligence_tui.docwriters import write_text
from diligence_tui.harness.gateway import Gateway
from diligence_tui.harness.review_fanout import review
from diligence_tui.harness.slices import parse_slices
from tests.openai_server import ScriptedServer, message_text
from tests.test_run_support import open_room, settings_for

CLAUSE = "The Borrower shall repay the Loan in full upon any Change of Control of the Borrower."


def _room(tmp_path: Path) -> Path:
    room = tmp_path / "room"
    filler = "".join(
        f"Paragraph {i}. The parties agree to ordinary commercial terms.\n\n" for i in range(120)
    )
    write_text(room / "Debt" / "loan.txt", filler + CLAUSE + "\n\n" + filler)
    write_text(room / "Debt" / "note.txt", "Promissory note. Nothing unusual here.\n")
    write_text(room / "Other" / "memo.txt", "Unrelated memo.\n")
    return room


def test_review_slices_retries_bad_json_and_verifies_quotes(tmp_path: Path) -> None:
    seen: dict[str, int] = {}
    pasted: list[dict] = []  # a retry re-asks; it never pastes the bad reply back

    def sub(body: dict) -> str:
        prompt = message_text(body["messages"][1])
        pieces = parse_slices(prompt)
        key = ",".join(f"{p.path}#{p.part}" for p in pieces)
        seen[key] = seen.get(key, 0) + 1
        retry = "could not be read as JSON" in prompt
        pasted.extend(m for m in body["messages"] if m.get("role") == "assistant")
        if any(p.path == "Debt/note.txt" for p in pieces):
            return "I refuse to answer in JSON."  # twice: an error for this slice
        text = " ".join(pg.text for p in pieces for pg in p.pages)
        if "Change of Control" not in text:
            return json.dumps({"findings": [], "summary": "nothing"})
        if not retry:
            return "Here you go: findings follow (not JSON)"
        return json.dumps(
            {
                "findings": [
                    {
                        "category": "debt",
                        "title": "Mandatory prepayment on change of control",
                        "severity": "HIGH",
                        "citations": [
                            {
                                "doc": "Debt/loan.txt",
                                "quote": "The  Borrower shall re-\npay the Loan in full upon any Change of Control",
                            },
                            {"doc": "Debt/loan.txt", "quote": "a sentence that is not in the loan"},
                        ],
                    }
                ],
                "summary": "loan",
            }
        )

    with ScriptedServer(lambda body: sub(body)) as server:
        settings = settings_for(server)
        room = open_room(_room(tmp_path), settings)

        async def go() -> object:
            gateway = Gateway(settings)
            try:
                return await review(room, gateway, ["Debt"], "Find debt issues", max_chars=2_500)
            finally:
                await gateway.aclose()

        outcome = asyncio.run(go())
    assert outcome.slices > 3 and outcome.calls == outcome.slices - 1  # cut, small ones packed
    assert [f.title for f in outcome.findings] == ["Mandatory prepayment on change of control"]
    assert not pasted and any(v == 2 for v in seen.values())
    finding = outcome.findings[0]
    assert finding.severity == "high"
    good, bad = finding.citations
    assert good.verified and good.doc_id == room.get("Debt/loan.txt").doc_id
    assert room.text(good.doc_id)[good.start : good.end].startswith("The Borrower shall repay")
    assert not bad.verified  # kept and flagged, never dropped
    assert len(outcome.errors) == 1 and "Debt/note.txt" in outcome.errors[0]
    assert not any("Other/" in key for key in seen)  # the folder named only Debt
    assert max(seen.values()) == 2  # one retry at most per slice
