"""The committed sample rooms and the synthetic room generator (`diligence sample`)."""

from __future__ import annotations

import email
import json
import re
from collections import Counter
from email import policy
from pathlib import Path

import pytest

from diligence_tui import cli
from diligence_tui.evaluation.judges import OfflineJudge
from diligence_tui.lab_task import load_task
from diligence_tui.review.model import Citation, Memo
from diligence_tui.review.quotes import find_quote
from diligence_tui.room.extract import extract
from diligence_tui.room.room import Room
from diligence_tui.samples.builder import build_room

SAMPLES = Path(__file__).resolve().parent.parent / "sample_rooms"
KINDS = {
    "identify",
    "cite",
    "quantify",
    "implication",
    "recommend",
    "distractor",
    "missing",
    "combined",
}
FORMATS = {"pdf", "docx", "xlsx", "pptx", "eml", "html", "txt", "md"}


def _documents(room: Path) -> list[Path]:
    return sorted(p for p in (room / "documents").rglob("*") if p.is_file())


def _task(room: Path) -> dict:
    return json.loads((room / "task.json").read_text(encoding="utf-8"))


def _index(room: Path, state: Path, monkeypatch: pytest.MonkeyPatch) -> Room:
    monkeypatch.setenv("DILIGENCE_DATA_DIR", str(state / "data"))
    monkeypatch.setenv("DILIGENCE_CACHE_DIR", str(state / "cache"))
    opened = Room.open(room)
    opened.index()
    return opened


@pytest.mark.parametrize(
    ("name", "low", "high", "folders"), [("small", 36, 45, 12), ("medium", 230, 270, 16)]
)
def test_room_layout_counts_and_formats(name: str, low: int, high: int, folders: int) -> None:
    room = SAMPLES / name
    docs = _documents(room)
    assert low <= len(docs) <= high
    top = sorted({p.relative_to(room / "documents").parts[0] for p in docs})
    assert len(top) >= folders
    assert all(re.match(r"^\d\d [A-Z]", folder) for folder in top), top
    formats = Counter(p.suffix.lstrip(".").lower() for p in docs)
    assert FORMATS <= set(formats), formats
    mails = [
        email.message_from_bytes(p.read_bytes(), policy=policy.default)
        for p in docs
        if p.suffix == ".eml"
    ]
    assert any(list(m.iter_attachments()) for m in mails), "no email with an attachment"


@pytest.mark.parametrize(("name", "low", "high"), [("small", 25, 32), ("medium", 60, 200)])
def test_task_json_is_a_valid_lab_rubric(name: str, low: int, high: int) -> None:
    task = _task(SAMPLES / name)
    assert task["title"] and task["instructions"] and task["deliverables"]
    criteria = task["criteria"]
    assert low <= len(criteria) <= high
    ids = [c["id"] for c in criteria]
    assert len(ids) == len(set(ids))
    for c in criteria:
        assert c["title"] and c["kind"] in KINDS
        assert c["match_criteria"].startswith("PASS if ") and " FAIL if " in c["match_criteria"]
    parsed = load_task(SAMPLES / name / "task.json")  # EXPORT's loader reads it as a LAB task
    assert len(parsed.criteria) == len(criteria)
    assert {c.id for c in parsed.criteria if c.is_distractor} == {
        c["id"] for c in criteria if c["kind"] == "distractor"
    }
    planted = task["planted"]
    issues = [p for p in planted if p["kind"] != "distractor"]
    kinds = Counter(p["kind"] for p in issues)
    assert kinds["missing"] >= 1 and kinds["combined"] >= 1 and kinds["direct"] >= 4
    assert sum(1 for p in planted if p["kind"] == "distractor") >= 3
    if name == "medium":
        assert len(issues) >= 12 and kinds["missing"] >= 2 and kinds["combined"] >= 3
    for item in planted:  # every issue and distractor has rubric lines that point back to it
        assert item["criteria"] == [c["id"] for c in criteria if c["issue"] == item["id"]] != []
        for quote in item["quotes"]:
            assert (
                SAMPLES / name / "documents" / re.sub(r"(\.eml)/.*$", r"\1", quote["document"])
            ).is_file()


def test_small_room_quotes_are_in_the_indexed_text(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    room = _index(SAMPLES / "small", tmp_path, monkeypatch)
    try:
        assert room.totals().skipped == 0
        for item in _task(SAMPLES / "small")["planted"]:
            for quote in item["quotes"]:
                text = room.text(room.get(quote["document"]).doc_id)
                assert find_quote(text, quote["quote"]), (item["id"], quote["document"])
    finally:
        room.close()


def _extracted_text(room: Path, document: str) -> str:
    """A document's text as the room's extractor reads it ("mail.eml/file.pdf": an attachment)."""
    outer, _, attachment = document.partition(".eml/")
    path = room / "documents" / (outer + ".eml" if attachment else document)
    result = extract(path.name, path.read_bytes())
    if attachment:
        result = next(a.result for a in result.attachments if a.name == attachment)
    return "\n".join(t for _, t in result.pages)


def test_medium_room_quotes_are_in_the_extracted_text() -> None:
    in_attachments = 0
    for item in _task(SAMPLES / "medium")["planted"]:
        for quote in item["quotes"]:
            text = _extracted_text(SAMPLES / "medium", quote["document"])
            assert find_quote(text, quote["quote"]), (item["id"], quote["document"])
            in_attachments += ".eml/" in quote["document"]
    assert in_attachments  # one issue is only inside an email attachment


def _assert_missing_documents_absent(room: Path) -> None:
    names = [p.name.casefold() for p in _documents(room)]
    missing = [p for p in _task(room)["planted"] if p["kind"] == "missing"]
    assert missing
    for item in missing:
        what, who = item["terms"][0][0].casefold(), item["terms"][1][0].casefold()
        cited = {Path(q["document"]).name.casefold() for q in item["quotes"]}
        clash = [n for n in names if what in n and who in n and n not in cited]
        assert not clash, (item["id"], clash)
        assert item["missing_document"]


@pytest.mark.parametrize("name", ["small", "medium"])
def test_missing_documents_are_really_missing(name: str) -> None:
    _assert_missing_documents_absent(SAMPLES / name)


@pytest.mark.parametrize(("name", "seed"), [("small", 1), ("medium", 2)])
def test_regenerating_a_committed_room_gives_the_same_bytes(
    tmp_path: Path, name: str, seed: int
) -> None:
    fresh = tmp_path / name
    task = build_room(fresh, None, seed, name)
    assert task == _task(SAMPLES / name)
    committed = _documents(SAMPLES / name)
    assert [p.relative_to(fresh) for p in _documents(fresh)] == [
        p.relative_to(SAMPLES / name) for p in committed
    ]
    for path in committed:  # fixed zip times, OOXML dates and MIME boundaries: byte for byte
        assert (fresh / path.relative_to(SAMPLES / name)).read_bytes() == path.read_bytes(), (
            path.name
        )


def test_cli_sample_builds_a_room_with_planted_issues(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "room"
    assert cli.main(["sample", str(out), "--docs", "100", "--seed", "5"]) == 0
    written = capsys.readouterr()
    assert "100 documents" in written.out
    assert "writing " not in written.err  # no progress line when stderr is not a terminal
    assert "minimum" not in written.err
    docs = _documents(out)
    assert len(docs) == 100
    task = _task(out)
    assert len(task["criteria"]) >= 60 and task["room"]["documents"] == 100
    assert sum(1 for p in task["planted"] if p["kind"] != "distractor") >= 12
    formats = Counter(p.suffix for p in docs)
    assert formats[".txt"] + formats[".md"] + formats[".html"] + formats[".eml"] > 0
    # a non-empty folder is refused with a message, not a traceback
    assert cli.main(["sample", str(out), "--docs", "10"]) != 0
    assert "not an empty folder" in capsys.readouterr().err
    # below the medium cast's size the small cast is used
    assert cli.main(["sample", str(tmp_path / "tiny"), "--docs", "30", "--seed", "2"]) == 0
    note = capsys.readouterr().err.strip().splitlines()
    assert len(note) == 1 and "--docs 30 is below" in note[0] and "the minimum was used" in note[0]
    assert _task(tmp_path / "tiny")["room"]["profile"] == "small"
    assert len(_documents(tmp_path / "tiny")) >= 30


def test_large_rooms_are_mostly_text_varied_and_deterministic(tmp_path: Path) -> None:
    out, again = tmp_path / "big", tmp_path / "again"
    task = build_room(out, 160, 9, "large")
    docs = _documents(out)
    assert len(docs) == 160
    formats = Counter(p.suffix for p in docs)
    text_share = sum(formats[s] for s in (".txt", ".md", ".html", ".eml")) / len(docs)
    assert (
        text_share > 0.4
    )  # 92% at 5,000 documents; the ~80 core documents are mostly rich formats
    reports = [p for p in docs if "Monthly Operating Report" in p.name]
    assert len(reports) >= 2
    bodies = [p.read_text(encoding="utf-8") for p in reports[:2]]
    assert bodies[0] != bodies[1] and len(bodies[0]) > 3000
    _assert_missing_documents_absent(out)
    graded = OfflineJudge().grade(load_task(out / "task.json"), _ground_truth_memo(task), [])
    assert all(g.verdict.passed for g in graded), [
        g.criterion.id for g in graded if not g.verdict.passed
    ]
    assert build_room(again, 160, 9, "large") == task
    for path in docs:
        assert (again / path.relative_to(out)).read_bytes() == path.read_bytes(), path.name


def _ground_truth_memo(task: dict) -> Memo:
    """The memo an expert would write from the planted ground truth (distractors left out)."""
    memo = Memo(title="Diligence memo (ground truth)")
    for item in task["planted"]:
        if item["kind"] == "distractor":
            continue
        links = " ".join(
            memo.cite_link(
                Citation(doc_id=q["document"], path=q["document"], quote=q["quote"], verified=True)
            )
            for q in item["quotes"]
        )
        # one paragraph per issue: the offline judge credits a figure, an implication or a
        # next step only in a paragraph (or finding) that itself names the issue
        body = (
            f"{item['description']}. {links} Exposure: {item['amount'] or 'not quantified'}. "
            f"Implication: {item['implication']}. Next step: {item['recommendation']}."
        )
        if item["kind"] == "missing":
            body += f" The {item['missing_document']} is missing from the data room."
        memo.write(item["title"], body)
    return memo


@pytest.mark.parametrize("name", ["small", "medium"])
def test_the_rubric_is_consistent_with_the_ground_truth(name: str) -> None:
    """Graded by the offline judge, a memo written from `planted` passes every criterion and
    an empty memo passes only the distractors: the rubric asks for what the room contains."""
    task = load_task(SAMPLES / name / "task.json")
    truth = _task(SAMPLES / name)
    graded = OfflineJudge().grade(task, _ground_truth_memo(truth), [])
    failed = [(g.criterion.id, g.verdict.reason) for g in graded if not g.verdict.passed]
    assert not failed, failed
    empty = Memo(title="Diligence memo")
    empty.write("Summary", "The documents were reviewed. Nothing to report.")
    graded = OfflineJudge().grade(task, empty, [])
    passed = {g.criterion.id for g in graded if g.verdict.passed}
    assert passed == {c.id for c in task.criteria if c.kind == "distractor"}
