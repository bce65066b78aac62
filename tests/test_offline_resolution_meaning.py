"""Look-alikes by meaning (issue 12): a matter that reads like a risk (a claim, a default, a
charge, a guarantee, a change-of-control or assignment clause, an exclusivity or a
non-compete) is context when another document resolves it (settled, released or discharged,
withdrawn, waived, consented, cured, expired, superseded or restated, terminated), and stays
a risk when the other document only offers, drafts, asks, waives another period, releases in
part, or settles another claim or another party's claim.

The room (tests/meaning_corpus.py) is fresh wording in UK, US, Irish and Australian drafting,
written as real files (Word, PDF, email, a workbook, Markdown) and reviewed by the real run:
index on disk, playbook, offline reviewer."""

from __future__ import annotations

import contextlib
import io
from pathlib import Path

import pytest

from tests.meaning_corpus import MATTERS, Matter, build_room, verdicts
from tests.rooms.score import findings_of


def _review(root: Path, resolving: bool) -> dict[str, str]:
    from diligence_tui import cli

    room = build_room(root / "room", resolving)
    run_dir = root / "run"
    with contextlib.redirect_stdout(io.StringIO()):
        assert cli.main(["run", str(room), "--out", str(run_dir), "--json"]) == 0
    return verdicts(findings_of(run_dir))


@pytest.fixture(scope="module")
def verdict(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    return _review(tmp_path_factory.mktemp("meaning"), resolving=True)


def test_alone_every_matter_reads_as_a_risk(tmp_path: Path) -> None:
    # the control: without the documents that resolve them, every matter is a risk (so a
    # matter that comes out as context does so because of what resolves it)
    alone = _review(tmp_path, resolving=False)
    # (a register's row that says it is settled is resolved by its own words: no control)
    needs = {m.id for m in MATTERS if m.others or not m.resolved}
    assert {k: v for k, v in alone.items() if k in needs and v != "risk"} == {}


@pytest.mark.parametrize("matter", [m for m in MATTERS if m.resolved], ids=lambda m: m.id)
def test_a_matter_another_document_resolves_is_context(
    verdict: dict[str, str], matter: Matter
) -> None:
    # context by the say-so of the matter's own resolving document (not another party's),
    # or left out where the playbook found the counterparty's consent on file
    want = ("info", "omitted") if matter.frame == "consented" else ("info",)
    assert verdict[matter.id] in want, (matter.id, matter.frame, matter.raising.path)


@pytest.mark.parametrize("matter", [m for m in MATTERS if not m.resolved], ids=lambda m: m.id)
def test_a_matter_left_open_stays_a_risk(verdict: dict[str, str], matter: Matter) -> None:
    assert verdict[matter.id] == "risk", (matter.id, matter.raising.path)


def test_the_corpus_is_written_as_real_files(tmp_path: Path) -> None:
    build_room(tmp_path)
    suffixes = {p.suffix for p in tmp_path.rglob("*") if p.is_file()}
    assert {".docx", ".pdf", ".eml", ".xlsx", ".md"} <= suffixes
    assert {m.drafting for m in MATTERS} == {"UK", "US", "IE", "AU"}
    frames = {m.frame for m in MATTERS if m.resolved}
    assert frames == {
        "settled",
        "released",
        "withdrawn",
        "waived",
        "consented",
        "cured",
        "expired",
        "superseded",
        "terminated",
    }
