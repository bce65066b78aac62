"""The gateway's token safety margin is for a language model, whose tokenizer is not ours; the
offline engine counts its own tokens (its usage is ``count_tokens`` of the prompt), so its
slices are sized and its prompts measured without it. Before, a review's slice for the
offline engine was a quarter smaller than its window holds (84,153 characters where 97,257
fit): more sub-calls for the same reading. Coverage stays honest: every slice of every
document answered and counted, none refused as an overflow.

Real rooms, indexes and gateways: the offline engine in process, a model on the scripted
OpenAI-compatible server (the real litellm path)."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

from diligence_tui.docwriters import write_text
from diligence_tui.harness.gateway import Gateway
from diligence_tui.harness.review_fanout import REPLY_RESERVE_TOKENS, review
from diligence_tui.settings import Settings
from diligence_tui.tokens import SAFETY, count_tokens, margin
from tests.openai_server import ScriptedServer
from tests.test_run_support import open_room, settings_for

WINDOW = 32_000  # the offline engine's sub-agent slice size (settings.OFFLINE_WINDOWS)
PARAGRAPH = (
    "Paragraph {i}. The parties agree to ordinary commercial terms of supply and payment.\n\n"
)


def _long_room(tmp_path: Path, tokens: int) -> Path:
    """One document of about ``tokens`` tokens: more than the window holds with the margin,
    less than it holds without."""
    room = tmp_path / "room"
    text, i = "", 0
    while count_tokens(text) < tokens:
        text += PARAGRAPH.format(i=i)
        i += 1
    write_text(room / "Contracts" / "supply.txt", text)
    return room


def _review(room: Any, settings: Settings, run_dir: Path) -> Any:
    from diligence_tui.harness.coverage import CoverageMeter

    meter = CoverageMeter(room)

    async def go() -> Any:
        run_dir.mkdir(parents=True, exist_ok=True)
        gateway = Gateway(settings, run_dir=run_dir, coverage=meter)
        try:
            outcome = await review(
                room,
                gateway,
                ["Contracts"],
                "Review these documents.",
                sub_context_tokens=WINDOW,
                reply_tokens=REPLY_RESERVE_TOKENS,
            )
            return outcome
        finally:
            await gateway.aclose()

    outcome = asyncio.run(go())
    return outcome, meter.snapshot()


def _calls(run_dir: Path) -> list[dict]:
    return [json.loads(line) for line in (run_dir / "calls.jsonl").read_text().splitlines()]


def test_the_margin_is_a_models_and_not_the_offline_engines() -> None:
    assert margin("offline/reviewer") == 1.0 and margin("offline/playbook") == 1.0
    assert margin("openai/gpt-4o") == SAFETY and margin("ollama/offline") == SAFETY


def test_an_offline_review_reads_a_document_its_window_holds_in_one_call(tmp_path: Path) -> None:
    # 25,000 tokens: 1.15 x 25,000 plus the prompt passes 32,000 - 4,096; the text alone does not
    settings = Settings()
    settings.models.sub_model = "offline/reviewer"
    room = open_room(_long_room(tmp_path, 25_000), settings)
    try:
        outcome, coverage = _review(room, settings, tmp_path / "run")
    finally:
        room.close()
    calls = _calls(tmp_path / "run")
    # one call, answered (old code: two, the document cut in half for the margin)
    assert outcome.calls == 1, (outcome.calls, outcome.slices)
    assert [c["status"] for c in calls] == ["ok"] and not outcome.errors
    # what the engine counted fits the window with the reply's room left
    assert calls[0]["input_tokens"] + REPLY_RESERVE_TOKENS <= WINDOW
    assert calls[0]["input_tokens"] > (WINDOW - REPLY_RESERVE_TOKENS) / SAFETY
    # every page read, counted
    assert coverage["room"] == 1.0 and outcome.reviewed == [room.get("Contracts/supply.txt").doc_id]


def test_a_language_model_keeps_the_margin(tmp_path: Path) -> None:
    def sub(body: dict) -> str:
        return json.dumps({"findings": [], "summary": "supply terms"})

    with ScriptedServer(sub) as server:
        settings = settings_for(server)
        room = open_room(_long_room(tmp_path, 25_000), settings)
        try:
            outcome, coverage = _review(room, settings, tmp_path / "run")
        finally:
            room.close()
    # the same document for a model whose tokenizer is not ours: cut so that its prompts,
    # measured with the margin, fit
    assert outcome.calls == 2 and not outcome.errors
    assert coverage["room"] == 1.0
    assert all(c["status"] == "ok" for c in _calls(tmp_path / "run"))


def test_dense_and_many_small_documents_never_overflow_the_offline_window(
    tmp_path: Path,
) -> None:
    """Without the margin nothing is left over for text denser than prose, or for the
    headers of many small documents in one call: the slices are cut and packed by tokens as
    counted, headers and page marks included, so no prompt is refused."""
    room_dir = tmp_path / "room"
    dense = "".join(f"4.{i}(b)(iii) USD {i},{i:03d}.{i % 100:02d}; " for i in range(9_000))
    write_text(room_dir / "Contracts" / "schedule.txt", dense)
    for n in range(400):
        write_text(room_dir / "Contracts" / f"note-{n:03d}.txt", f"Note {n}: 1.{n}(a) paid.\n")
    settings = Settings()
    settings.models.sub_model = "offline/reviewer"
    assert count_tokens(dense) / len(dense) > 1 / 3.0  # far denser than the 3.6 characters
    room = open_room(room_dir, settings)
    try:
        outcome, coverage = _review(room, settings, tmp_path / "run")
        ids = {room.get(f"Contracts/note-{n:03d}.txt").doc_id for n in range(400)}
    finally:
        room.close()
    calls = _calls(tmp_path / "run")
    assert calls and all(c["status"] == "ok" for c in calls), {c["error"] for c in calls}
    assert all(c["input_tokens"] + REPLY_RESERVE_TOKENS <= WINDOW for c in calls)
    assert not outcome.errors and coverage["room"] == 1.0
    assert ids <= set(outcome.reviewed) and len(outcome.reviewed) == 401
