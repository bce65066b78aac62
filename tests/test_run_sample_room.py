"""A model-like root on a real sample room, through litellm and the scripted server.

The root behaves like a decent LLM: it takes the inventory, reviews every folder with
``review()`` (folders in parallel from threads in the REPL), writes the memo with ``cite()``
links and submits. The sub-agents are served over HTTP by the offline reviewer, so their
findings carry real quotes from the room's documents.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from diligence_tui.harness.journal import read_journal
from diligence_tui.harness.runner import Run
from diligence_tui.offline.reviewer import answer
from diligence_tui.review import run_files
from tests.conftest import SAMPLE_ROOMS
from tests.openai_server import ScriptedServer, message_text
from tests.test_run_support import open_room, root_requests, scripted, settings_for, sub_requests

ROOT_CELLS = [
    # inventory: metadata only
    """
t = room.totals
print(f"{t.documents} documents, {t.pages} pages, {t.tokens:,} tokens")
folders = room.by_folder()
for name, docs in sorted(folders.items()):
    print(f"{name}: {len(docs)} documents, {sum(d.tokens for d in docs):,} tokens")
""",
    # delegate the reading: every folder, several at once
    """
from concurrent.futures import ThreadPoolExecutor
ask = ("Find change of control, consent, liability, debt, litigation, IP and related-party "
       "issues. Quote the exact words; give amounts.")
with ThreadPoolExecutor(max_workers=4) as pool:
    by_folder = dict(zip(folders, pool.map(lambda f: review(folders[f], ask), folders)))
print({f: len(v) for f, v in sorted(by_folder.items())})
print(len(findings), "findings in all")
""",
    # write the memo from the findings, citing verified quotes
    """
order = ["critical", "high", "medium", "low", "info"]
ranked = sorted(
    (f for f in findings if any(c.verified for c in f.citations)),
    key=lambda f: order.index(f.severity),
)
lines = []
for f in ranked[:12]:
    c = next(c for c in f.citations if c.verified)
    lines.append(f"- **{f.title}** ({f.severity}): {f.description[:160]} {cite(c.path, c.quote, c.page)}")
memo.write("Key findings", "\\n".join(lines))
memo.write("Scope", f"Every folder of the room ({len(folders)}) was reviewed with review().")
print(memo)
""",
    "print(submit('review complete'))",
]


def _sub(body: dict) -> str:
    return answer(message_text(body["messages"][-1]))


@pytest.mark.slow
def test_a_model_like_root_reviews_the_small_sample_room(tmp_path: Path) -> None:
    with ScriptedServer(scripted(ROOT_CELLS, sub=_sub)) as server:
        settings = settings_for(server, max_turns=8)
        room = open_room(SAMPLE_ROOMS / "small", settings)
        run = Run(room, settings, run_dir=tmp_path / "run")
        summary = run.run()
        room.close()
    assert summary["status"] == "submitted", summary
    assert summary["turns"] == len(root_requests(server)) == 4
    assert summary["coverage"]["room"] == pytest.approx(1.0)  # every folder reached a model
    assert (
        summary["subcalls"]
        == len(sub_requests(server))
        >= len({d.folder for d in room.documents()})
    )
    files = run_files.load_run(tmp_path / "run")
    assert files.findings and all(f.verified for f in files.findings)
    key = files.memo.section("Key findings")
    assert key is not None and key.body.count("(cite:") >= 5
    cited = files.memo.resolved_citations()
    assert cited and all(c.verified for c in cited)
    assert not files.memo.incomplete and "openai/root" in files.memo.engine
    events = read_journal(tmp_path / "run" / "journal.jsonl")
    outputs = [e for e in events if e["kind"] == "cell_output"]
    assert not any(e["error"] for e in outputs), [e["error"] for e in outputs]
    assert "findings in all" in outputs[1]["output"]
