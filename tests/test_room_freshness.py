"""Documents that changed or left the room since a review: the store's content history, the
check of a real offline run, its exports (reopened with their own libraries), the citations
re-verified against the text as it is now, and the resume offer's wording."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest

from diligence_tui.review.freshness import CHANGED, REMOVED, check_run
from diligence_tui.room.room import Room
from tests.cli_support import diligence, one_worker_settings

MSA = "01 Contracts/msa.txt"
SUPPLY = "01 Contracts/supply.txt"
MINUTES = "02 Corporate/minutes.txt"
LEASE = "02 Corporate/lease.txt"
MSA_QUOTE = "Either party may terminate this Agreement upon a change of control"
SUPPLY_QUOTE = "Supplier shall indemnify Customer against all losses, without cap"
MINUTES_QUOTE = "a claim by Orion Freight for $1.2 million is pending in Delaware"


def write_room(root: Path) -> Path:
    files = {
        MSA: "MASTER SERVICES AGREEMENT between Northwind Logistics LLC and Acme Holdings Inc.\n\n"
        "12.3 Change of Control. Either party may terminate this Agreement upon a change of "
        "control of the other party, and Customer shall pay a termination fee of $4,200,000 "
        "within thirty days.\n",
        SUPPLY: "SUPPLY AGREEMENT between Contoso Ltd and Acme Holdings Inc.\n\n14.1 "
        "Indemnification. Supplier shall indemnify Customer against all losses, without cap, "
        "arising from any breach of the data protection obligations.\n",
        MINUTES: "Board minutes, 12 March 2024.\nThe board approved the annual budget.\n"
        "Litigation update: a claim by Orion Freight for $1.2 million is pending in Delaware.\n",
        LEASE: "Office lease. The Tenant may not assign this lease without the Landlord's prior "
        "written consent, including by change of control. Annual rent is $850,000.\n",
    }
    for rel, text in files.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text, encoding="utf-8")
    return root


def change_room(root: Path) -> None:
    """Delete a cited document, rewrite one keeping its quote and one dropping it."""
    (root / MSA).unlink()
    with (root / SUPPLY).open("a", encoding="utf-8") as handle:
        handle.write("Amendment 1: the parties confirm clause 14.1 as written.\n")
    (root / MINUTES).write_text(
        "Board minutes, 12 March 2024.\nThe board approved the annual budget.\n"
        "The Orion Freight matter was settled and withdrawn.\n",
        encoding="utf-8",
    )


def _room(root: Path) -> Room:
    settings = one_worker_settings()
    return Room.open(root, settings)


def test_the_store_keeps_when_content_changed_and_when_it_left(tmp_path: Path) -> None:
    root = write_room(tmp_path / "room")
    with _room(root) as room:
        room.index()
        ids = {d.path: d.doc_id for d in room.documents()}
        before = room.store.history(list(ids.values()))
        assert {h.path for h in before.values()} == set(ids) and all(
            h.removed_at is None and h.sha1 for h in before.values()
        )
        (root / LEASE).touch()  # a new mtime, the same bytes: not a change
        os.utime(root / LEASE, (time.time() + 5, time.time() + 5))
        change_room(root)
        room.index()
        after = room.store.history(list(ids.values()))
        assert after[ids[MSA]].removed_at is not None
        assert after[ids[SUPPLY]].changed_at > before[ids[SUPPLY]].changed_at
        assert after[ids[MINUTES]].changed_at > before[ids[MINUTES]].changed_at
        assert after[ids[LEASE]] == before[ids[LEASE]]
        room.index(full=True)  # a full pass re-reads everything; the history stays
        assert room.store.history(list(ids.values())) == after
        (root / MSA).parent.mkdir(exist_ok=True)
        write_room(tmp_path / "again")
        (root / MSA).write_text((tmp_path / "again" / MSA).read_text())
        room.index()  # back with the very content it had: present again, time kept
        back = room.store.history([ids[MSA]])[ids[MSA]]
        assert back.removed_at is None and back.changed_at == before[ids[MSA]].changed_at


@pytest.fixture
def reviewed_then_changed(tmp_path: Path) -> tuple[Path, Path]:
    """A real offline review of the room, then the room changed under it."""
    root = write_room(tmp_path / "room")
    run_dir = tmp_path / "run"
    done = diligence("run", str(root), "--out", str(run_dir))
    assert done.returncode == 0, done.stderr
    cited = {
        c["path"]: c["verified"]
        for f in json.loads((run_dir / "findings.json").read_text(encoding="utf-8"))
        for c in f["citations"]
    }
    assert {MSA, SUPPLY, MINUTES, LEASE} <= set(cited) and all(cited.values())
    change_room(root)
    return root, run_dir


@pytest.mark.slow
def test_changed_and_vanished_documents_are_marked_in_every_export(
    reviewed_then_changed: tuple[Path, Path],
) -> None:
    import docx
    from openpyxl import load_workbook

    root, run_dir = reviewed_then_changed
    for fmt in ("md", "json", "docx", "xlsx"):
        done = diligence("export", str(run_dir), "--format", fmt)
        assert done.returncode == 0, done.stderr

    data = json.loads((run_dir / "export.json").read_text(encoding="utf-8"))
    stale = {s["path"]: s["state"] for s in data["room_check"]["stale"]}
    assert stale == {MSA: REMOVED, SUPPLY: CHANGED, MINUTES: CHANGED}
    assert data["room_check"]["checked"] and data["room_check"]["coverage_now"] < 0.5
    by_quote = {c["quote"]: c for c in data["citations"]}

    def cite(fragment: str) -> dict:
        return next(c for q, c in by_quote.items() if fragment in q)

    assert (cite(MSA_QUOTE)["verified"], cite(MSA_QUOTE)["document_state"]) == (False, REMOVED)
    assert (cite(SUPPLY_QUOTE)["verified"], cite(SUPPLY_QUOTE)["document_state"]) == (
        True,
        CHANGED,
    )
    assert (cite(MINUTES_QUOTE)["verified"], cite(MINUTES_QUOTE)["document_state"]) == (
        False,
        CHANGED,
    )
    lease = next(c for c in data["citations"] if c["path"] == LEASE)
    assert lease["verified"] and lease["document_state"] == ""
    for finding in data["findings"]:  # the findings carry the re-verified citations too
        for c in finding["citations"]:
            assert c["verified"] == (c["path"] in (SUPPLY, LEASE))

    md = (run_dir / "memo.export.md").read_text(encoding="utf-8")
    assert "100.0% of the room's extractable text reached the offline engine at the review" in md
    assert "3 reviewed documents changed or left the room since the review" in md
    assert f"- {MSA}: no longer in the room" in md and f"- {SUPPLY}: changed since" in md
    notes = [line for line in md.splitlines() if line.startswith("[^")]
    assert any(
        MINUTES_QUOTE in n
        and "UNVERIFIED; the document changed since the review; the quote is no longer in it" in n
        for n in notes
    )
    assert any(
        SUPPLY_QUOTE in n
        and "(verified; the document changed since the review; the quote is still in it)" in n
        for n in notes
    )
    assert any(MSA_QUOTE in n and "the document is no longer in the room" in n for n in notes)

    document = docx.Document(str(run_dir / "memo.docx"))
    paragraphs = [p.text for p in document.paragraphs]
    assert "Documents changed since the review" in paragraphs
    assert f"{MINUTES}: changed since the review" in paragraphs
    title_rows = {r.cells[0].text: r.cells[1].text for r in document.tables[0].rows}
    assert "changed or left the room" in title_rows["Room changed"]
    appendix = document.tables[-1]
    flags = {r.cells[1].text: r.cells[4].text for r in appendix.rows[1:]}
    assert flags[MSA].startswith("UNVERIFIED") and "no longer in the room" in flags[MSA]
    assert flags[LEASE] == "verified"

    book = load_workbook(run_dir / "findings.xlsx")
    per = [[c.value for c in r] for r in book["Finding citations"].iter_rows(min_row=2)]
    states = {r[2]: (r[5], r[7] or "") for r in per}
    assert states[MSA] == ("UNVERIFIED", "the document is no longer in the room")
    assert states[SUPPLY][0] == "verified" and "still in it" in states[SUPPLY][1]
    assert states[MINUTES][0] == "UNVERIFIED" and "no longer in it" in states[MINUTES][1]
    assert states[LEASE] == ("verified", "")
    changes = {r[0].value: r[1].value for r in book["Room changes"].iter_rows(min_row=2)}
    assert changes == {
        SUPPLY: "changed since the review",
        MINUTES: "changed since the review",
        MSA: "no longer in the room",
    }
    verified = {r[2].value: r[7].value for r in book["Findings"].iter_rows(min_row=2)}
    assert all(v == "UNVERIFIED" for t, v in verified.items() if "msa" in t.lower())


@pytest.mark.slow
def test_the_resume_offer_does_not_claim_the_whole_room(
    reviewed_then_changed: tuple[Path, Path],
) -> None:
    from diligence_tui.tui.session import run_summary

    root, run_dir = reviewed_then_changed
    assert "100% of the room read" in run_summary(run_dir)  # without the room: as recorded
    with _room(root) as room:
        room.index()
        line = run_summary(run_dir, room)
        check = check_run(run_dir, room)
    assert "100% of the room read" not in line.replace("read then", "")
    assert "100% of the room read then" in line
    assert f"{check.coverage_now * 100:.0f}% of it as it is now" in line
    assert "3 reviewed documents changed or left the room since the review" in line


def test_an_export_whose_room_is_gone_says_its_citations_were_not_rechecked(
    tmp_path: Path,
) -> None:
    from diligence_tui.review.model import Citation, Finding, Memo
    from diligence_tui.review.run_files import save_findings, save_memo

    run_dir = tmp_path / "run"
    run_dir.mkdir()
    cite = Citation("d1", MSA, MSA_QUOTE, verified=True)
    save_memo(run_dir, Memo())
    save_findings(run_dir, [Finding("Change of control", "contracts", "high", citations=[cite])])
    gone = tmp_path / "no-such-room"
    (run_dir / "run.json").write_text(json.dumps({"room": str(gone)}), encoding="utf-8")
    done = diligence("export", str(run_dir), "--format", "md")
    assert done.returncode == 0, done.stderr
    md = (run_dir / "memo.export.md").read_text(encoding="utf-8").replace("\\_", "_")
    assert f"- **Room check:** the room {gone} is not there: citations were not re-checked" in md
    done = diligence("export", str(run_dir), "--format", "json")
    check = json.loads((run_dir / "export.json").read_text(encoding="utf-8"))["room_check"]
    assert check["checked"] is False and "not re-checked" in check["note"]


@pytest.mark.slow
def test_memo_md_rewritten_on_export_counts_the_findings_quotes_too(
    reviewed_then_changed: tuple[Path, Path],
) -> None:
    """`diligence export` on a changed room rewrites memo.md with the room's changes; its
    UNVERIFIED line counts the memo's and the findings' quotes, as the run wrote it (it was
    rewritten from the memo alone: a finding's unverified quote dropped out of the count)."""
    from diligence_tui.review.model import Finding, citation_tally
    from diligence_tui.review.run_files import load_run

    root, run_dir = reviewed_then_changed
    raw = json.loads((run_dir / "findings.json").read_text(encoding="utf-8"))
    # a finding's quote the review could not find (the memo does not cite it)
    unfound = dict(raw[0]["citations"][0], quote="a sentence no document holds", verified=False)
    raw[0]["citations"].append(unfound)
    (run_dir / "findings.json").write_text(json.dumps(raw), encoding="utf-8")
    done = diligence("export", str(run_dir), "--format", "md")
    assert done.returncode == 0, done.stderr
    files = load_run(run_dir)
    findings = [f if isinstance(f, Finding) else Finding.from_dict(f) for f in files.findings]
    line = citation_tally(files.memo, findings).line()
    assert line.startswith("1 of "), line
    memo_md = (run_dir / "memo.md").read_text(encoding="utf-8")
    assert "3 reviewed documents changed or left the room since the review" in memo_md
    assert line in " ".join(memo_md.split()), memo_md[:1500]
