"""The offline engine on the independent room (tests/rooms/halden): a dataroom written by
hand in a style unlike the sample rooms' templates, with planted issues (most visible only
across two documents) and benign look-alikes (matters another document settles, consents to,
supersedes or ends). The real run (index, kernel, playbook, reviewer) is scored against the
room's key (tests/rooms/score.py); bench/offline_reviewer.py prints the same figures."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.cli_support import diligence
from tests.rooms.score import (
    CARROWKEEL,
    FENNICK,
    HALDEN,
    KELMSCOTT,
    MARROW,
    OSSINGTON,
    PECOS,
    QUARRENDON,
    TAMARACK,
    WRAXALL,
    YARRAWONGA,
    Score,
    findings_of,
    score,
)


@pytest.mark.slow
def test_offline_review_of_the_independent_room(tmp_path: Path) -> None:
    from diligence_tui import cli
    from diligence_tui.review import run_files

    run_dir = tmp_path / "run"
    assert cli.main(["run", str(HALDEN / "documents"), "--out", str(run_dir), "--json"]) == 0
    result = score(findings_of(run_dir))
    # every issue is found, P1 ("Should control of the Supplier pass to any person ...", a
    # change of control in the subjunctive) since the clause rule knows "pass"
    assert result.missed == [], result.line()
    assert result.flagged == [], result.line()  # no settled or consented matter called a risk
    assert result.unverified == 0, result.line()
    files = run_files.load_run(run_dir)
    # a salutation above "Reseller Agreement dated ..." is not part of the agreement's name
    missing = [f.title for f in files.findings if f.category == "missing_document"]
    assert not [t for t in missing if "Dear" in t or "Reseller Agreement" in t], missing
    sections = {s.title: s.body for s in files.memo.sections}
    assert "no language model" in sections["Executive summary"]
    # the resolved matters are there, as context, with what resolves them cited
    notes = sections["Observations for the record"]
    assert "context, not a risk" in notes
    ashby = next(
        f for f in files.findings if "Ashby Packaging" in f.title and f.category == "litigation"
    )
    assert ashby.severity == "info" and ashby.verified
    assert "C Legal/Settlement Agreement - Ashby Packaging.txt" in ashby.description
    # the settlement's words reached only the sub-calls that reviewed the settlement itself
    # (coverage stays honest: no document is covered through another's prompt)
    settled = "accepted in full and final settlement"
    for line in (run_dir / "calls.jsonl").read_text().splitlines():
        call = json.loads(line)
        if call["role"] != "sub":
            continue
        prompt = json.dumps(call["messages"])
        if settled in prompt:
            assert (
                "Settlement Agreement - Ashby Packaging.txt" in prompt.split("<<<DOCUMENT", 1)[-1]
            )


@pytest.mark.slow
def test_offline_review_of_the_second_room(tmp_path: Path) -> None:
    """tests/rooms/marrow: US drafting; named ratio covenants, notice in business days, an
    exclusive distributorship against another appointment, a release in another document."""
    from diligence_tui import cli

    run_dir = tmp_path / "run"
    assert cli.main(["run", str(MARROW / "documents"), "--out", str(run_dir), "--json"]) == 0
    result = score(findings_of(run_dir), MARROW / "key.json")
    assert result.missed == [] and result.flagged == [] and result.unverified == 0, result.line()


def review_whole_room(tmp_path: Path, room: Path, *, files: int, documents: int) -> Score:
    """Index ``room`` with the real command in its own process (every file read, none skipped
    or partly read), review it offline, and score it against its key once every document
    reached the reviewer and every citation of a finding above info verified."""
    from diligence_tui import cli

    docs = room / "documents"
    done = diligence("index", str(docs), "--json")
    assert done.returncode == 0, done.stderr
    summary = json.loads(done.stdout)
    on_disk = sorted(p for p in docs.rglob("*") if p.is_file())
    assert summary["files"] == len(on_disk) == files, summary
    assert summary["documents"] == documents and summary["skipped"] == [], summary
    assert summary["partial_files"] == [] and summary["partial"] == 0, summary

    run_dir = tmp_path / "run"
    assert cli.main(["run", str(docs), "--out", str(run_dir), "--json"]) == 0
    run = json.loads((run_dir / "metrics.json").read_text(encoding="utf-8"))
    assert run["status"] == "submitted", run["status"]
    assert not (run_dir / "not_reviewed.txt").exists()  # every document reached the reviewer
    found = findings_of(run_dir)
    live = [f for f in found if f["severity"] != "info"]
    bad = [(f["title"], c["path"]) for f in live for c in f["citations"] if not c.get("verified")]
    assert live and all(f["citations"] for f in live) and bad == [], bad
    result = score(found, room / "key.json")
    assert result.unverified == 0, result.line()
    return result


@pytest.mark.slow
def test_offline_review_of_the_untuned_room(tmp_path: Path) -> None:
    """tests/rooms/fennick: 79 files in seven formats (an email attachment makes 80 documents),
    written without reading the reviewer's rules. Its first measurement was untuned; fixes were
    then informed by its misses, so it is a regression set now, no longer an independent
    estimate (bench/RESULTS.md). Every file is read, the run completes, every citation of a
    finding above info verifies; the detection figures are held as a floor, not a goal."""
    result = review_whole_room(tmp_path, FENNICK, files=79, documents=80)
    # the first, untuned measurement (2026-12-01, main at be247cd) was 5/12 identified and 4/6
    # look-alikes reported as risks; after fixes informed by its misses (a regression set from
    # then on, bench/RESULTS.md) 8/12 and 1/6, then 12/12 and 0/6: a regression below that fails
    assert len(result.identified) >= 12, result.line()
    assert result.flagged == [], result.line()


@pytest.mark.slow
def test_offline_review_of_the_wraxall_room(tmp_path: Path) -> None:
    """tests/rooms/wraxall: 66 files in seven formats, written by another helper without
    reading the reviewer, the sample templates or the other rooms, its key committed before
    the engine first ran on it. Every file is read, the run completes, every citation of a
    finding above info verifies; the detection figures are held as a floor: a regression
    below them fails."""
    result = review_whole_room(tmp_path, WRAXALL, files=66, documents=66)
    # the first, untuned measurement (2026-12-01, main at 4cf0605, the room as first committed): 2/12
    # identified (P7, P8) and 2/6 look-alikes reported as risks (B5, B6); tuned on from then
    # (a regression set, bench/RESULTS.md): 6/12 and 0/6, then 9/12 (the insurer's notice
    # condition, the consents tracker, the late renewal notice) and 0/6, then 12/12 (exclusivity
    # by line of business, most-favoured rates in a rates table, a stepped covenant) and 0/6
    assert result.missed == [], result.line()
    assert result.flagged == [], result.line()


@pytest.mark.slow
def test_offline_review_of_the_quarrendon_room(tmp_path: Path) -> None:
    """tests/rooms/quarrendon: 78 files in seven formats (a US medical-device maker with UK and EU
    subsidiaries), written by the helper "blindroom" without reading the reviewer, the sample
    templates, the other rooms or the findings notes; its key committed before the engine first
    ran on it. Measured untuned once; tuned on since (a regression set, no longer an estimate:
    bench/RESULTS.md). The figures are held as a floor and a ceiling so that a regression shows."""
    result = review_whole_room(tmp_path, QUARRENDON, files=78, documents=78)
    # the first, untuned measurement (2026-12-02 00:25 UTC, main at 1122062, the room as first
    # committed): 1/12 identified (P10) and 1/6 look-alikes reported as risks (B1), 0 unverified;
    # tuned on from 2026-12-02 03:00 (a regression set since, bench/RESULTS.md): 12/12 and 0/6
    # (denials are no grants, resolutions scoped to the matter they name, and the joins: side
    # letter, exclusive territory, price tables, stepped covenant, insurer's condition, lease
    # consent, warning letter, developer's IP, renewal notice, insider's company)
    assert result.missed == [], result.line()
    assert result.flagged == [], result.line()


@pytest.mark.slow
def test_offline_review_of_the_ossington_room(tmp_path: Path) -> None:
    """tests/rooms/ossington: 82 files in seven formats (an Australian software-and-managed-services
    group with New Zealand and Philippine subsidiaries; Australian drafting, dates and A$), written
    by the helper "blindroom" without reading the reviewer, the sample templates, the other rooms
    or the findings notes; its key committed before the engine first ran on it. Measured untuned
    three times; tuned on since 2026-12-02 (session 7, helper "room"): a regression set, no longer
    an estimate (bench/RESULTS.md). The figures are held as a floor and a ceiling so that a
    regression shows."""
    result = review_whole_room(tmp_path, OSSINGTON, files=82, documents=82)
    # the first, untuned measurement (2026-12-02 03:11 UTC, main at 823a3e1, the room as first
    # committed): 1/12 identified (P11) and 3/6 look-alikes reported as risks (B3, B5, B6),
    # 0 unverified; the same on main 527fa63, 99e9d36 and 6dbb04b. Tuned on from 06:00 UTC (a
    # regression set since, bench/RESULTS.md): 12/12 and 0/6 (a waiver scoped to the breach it
    # waives, a letter naming a document by its kind and date, a release of the instrument, an
    # agreement ending the one it supersedes; joins from letters, emails, rows and order-form
    # tables: side letter, named-module MFN, class exclusivity by statute, tracker cell, incident
    # report and email, bracketed stepped ratio, demand letter, scan row, developer-owned IP,
    # convertible notes, an executive's other company)
    assert result.missed == [], result.line()
    assert result.flagged == [], result.line()


@pytest.mark.slow
def test_offline_review_of_the_kelmscott_room(tmp_path: Path) -> None:
    """tests/rooms/kelmscott: 90 files in nine formats (an Ontario maker of frozen prepared meals
    with Québec and Michigan subsidiaries; Canadian drafting, dates and C$), written blind by the
    helper "blindroom" (fourth session) without reading the reviewer, the sample templates or
    generators, the other rooms or the findings notes; its key committed (b62e45f, first as
    0b851c8 at 06:06:13 UTC, rebased since with its author date) before the engine first ran on
    it. Measured untuned on three mains of session 7 (1/12, 2/6); from session 8 it is a
    **tuned-on (dev) room**, like ossington, quarrendon, fennick, wraxall and marrow: helper kelm
    derived each miss and false flag on it (/work/notes/kelm.md) and generalised the mechanisms
    on fresh wording (tests/test_offline_statements.py). Its figures are no estimate of how the
    reviewer does on a room it was not written for: the next blind room is (bench/RESULTS.md)."""
    result = review_whole_room(tmp_path, KELMSCOTT, files=90, documents=90)
    # untuned (2026-12-02 06:06 UTC, main 6dbb04b; the same on f1db5d6, 53e3b68, 407b28f): 1/12
    # identified (P1), 2/6 look-alikes reported as risks (B2, B4). Tuned on (session 8, helper
    # kelm): 12/12, 0/6, 0 unverified
    assert result.missed == [], result.line()
    assert result.flagged == [], result.line()


@pytest.mark.parametrize("room", [CARROWKEEL, YARRAWONGA, PECOS, TAMARACK], ids=lambda r: r.name)
def test_the_blind_rooms_keys_match_their_documents(room: Path) -> None:
    """Every document a blind room's key names is in the room, and every look-alike's quote_has
    is in that document's text as the indexer extracts it (else the look-alike could never be
    scored as flagged). Twelve planted issues, ten of them needing two documents or more, and
    six look-alikes. An empty quote_has (carrowkeel's B1) is the strictest reading: any finding
    above info that cites the document flags the look-alike."""
    from diligence_tui.room.extract import extract

    docs = room / "documents"
    key = json.loads((room / "key.json").read_text(encoding="utf-8"))
    assert len(key["planted"]) == 12 and len(key["lookalikes"]) == 6
    assert sum(all(len(alt) >= 2 for alt in i["documents"]) for i in key["planted"]) >= 10
    for issue in key["planted"]:
        assert issue["documents"] and all(alt for alt in issue["documents"]), issue["id"]
        for alt in issue["documents"]:
            assert all((docs / path).is_file() for path in alt), (issue["id"], alt)
    for alike in key["lookalikes"]:
        for path in [alike["document"], *alike.get("also_documents", [])]:
            found = extract(path, (docs / path).read_bytes())
            text = "\n".join(t for _, t in found.pages)
            assert found.status == "ok" and alike["quote_has"] in text, (alike["id"], path)


@pytest.mark.slow
def test_offline_review_of_the_carrowkeel_room(tmp_path: Path) -> None:
    """tests/rooms/carrowkeel: 69 files in nine formats (an Irish wind-turbine operation and
    maintenance contractor with a Northern Ireland subsidiary; Irish drafting, dates and EUR),
    written blind by the helper "blind2" without reading the reviewer, the sample generators,
    sample_rooms/, the other rooms or the findings notes; its key committed (2a558e5, first as 74a982e at 15:33:46
    UTC) before the engine first ran on it. Measured untuned twice (3/12, 2/6); from session 9 it
    is a **tuned-on (dev) room**, like kelmscott and the others: helper docrole derived each miss
    and false flag by the stage it failed at and generalised the mechanisms on fresh wording
    (tests/test_offline_doc_roles.py; one document-role module, offline/doc_roles.py). Its
    figures are no estimate of how the reviewer does on a room it was not written for: the next
    blind room is (bench/RESULTS.md). Held so that a regression shows."""
    result = review_whole_room(tmp_path, CARROWKEEL, files=69, documents=69)
    # the first, untuned measurement (2026-12-02 15:34 UTC, main at 407b28f, the room as first
    # committed): 3/12 identified (P8, P11, P12) and 2/6 look-alikes reported as risks (B4, B6),
    # 0 unverified citations, 69/69 documents reviewed; the same on main a082ab4 (17:06 UTC), after
    # the session's reviewer changes (tuned on kelmscott, not on this room). Tuned on (session 9,
    # helper docrole): 8/12 (P1 side letter, P4 lease consent against the tracker, P5 subcontract
    # missing from the material contracts, P9 insider's landlord, P10 tribunal claim against the
    # warranty by number and the Q&A answer) and 0/6 (B4 defined period ended, B6 register row
    # released), then 9/12 (P2 services reserved in a defined area against another customer's
    # site), then 10/12 (P7 an incident report's occurrence notified late by the insurance
    # register's date), then 11/12 (P3 a day rate never to exceed another customer's against
    # the rate card's day rates and days), then 12/12 (P6 an unnamed ratio covenant's levels
    # by date against the covenant sheet's "Actual FY2025", dated by the P&L sheet's FY2025)
    assert result.missed == [], result.line()
    assert result.flagged == [], result.line()


@pytest.mark.slow
def test_offline_review_of_the_yarrawonga_room(tmp_path: Path) -> None:
    """tests/rooms/yarrawonga: 74 files in nine formats (a Victorian cold-chain warehousing and
    refrigerated distribution company with a New Zealand subsidiary; Australian drafting, dates,
    financial years to 30 June and A$), written blind by the helper "yarra" without reading the
    reviewer, the sample generators, sample_rooms/, docs/CLAUSES.md, the other rooms or the
    findings notes; its key committed (b627f7b, first as 547ed5a at 12:41:15 UTC) before the
    engine first ran on it. Measured untuned; a tuning (dev) room from session 12: the figures
    below are held as a floor and a ceiling so that a regression shows (bench/RESULTS.md)."""
    result = review_whole_room(tmp_path, YARRAWONGA, files=74, documents=74)
    # the first, untuned measurement (2026-12-03 12:41 UTC, main at d2799f6, the room as first
    # committed): 5/12 identified (P1, P3, P7, P11, P12) and 4/6 look-alikes reported as risks
    # (B1, B2, B3, B4), 0 unverified citations, 74/74 documents reviewed; re-measured on main
    # 4ffe9d7 (13:55 UTC) after the session's reviewer changes: 5/12 and 3/6 (B2, B3, B4).
    # A tuning room from session 12 (bench/RESULTS.md): helper joins added P4, P5, P9, P10
    # (tests/test_offline_joins.py) and helper yarra3 P7 (the Polar agreement's exclusivity
    # against Part C) and 0/6 (B2 waiver scoped to its test date, B3 consent with an aside, B4
    # email named "Email - <party> ..."; tests/test_offline_pointing_back.py): 10/12 and 0/6;
    # the coordinator P8 (a ratio covenant's terms measured "at that Calculation Date", a KPI
    # sheet's latest dated column; tests/test_offline_crossdoc.py): 11/12
    assert len(result.identified) >= 11, result.line()
    assert {"P4", "P5", "P7", "P8", "P9", "P10"} <= set(result.identified), result.line()
    assert result.flagged == [], result.line()


@pytest.mark.slow
def test_offline_review_of_the_pecos_room(tmp_path: Path) -> None:
    """tests/rooms/pecos: 80 files in nine formats (a Texas produced-water trucking and saltwater
    disposal company, a Delaware corporation with a Texas disposal subsidiary and an Alberta
    subsidiary; US drafting, Delaware and Texas law, US dates and USD), written blind by the
    helper "pecos" without reading the reviewer, the sample generators, sample_rooms/,
    docs/CLAUSES.md, the other rooms or the findings notes; its key committed (436360d, first as
    6e33030 at 12:58:26 UTC) before the engine first ran on it. Measured untuned: the figures
    below are measurements held as a floor and a ceiling so that a regression shows, not a goal
    (bench/RESULTS.md)."""
    result = review_whole_room(tmp_path, PECOS, files=80, documents=80)
    # the first, untuned measurement (2026-12-03 12:58 UTC, main at 5d1290f, the room as first
    # committed): 5/12 identified (P1, P2, P3, P11, P12) and 4/6 look-alikes reported as risks
    # (B1, B2, B4, B6), 0 unverified citations, 80/80 documents reviewed; re-measured on main
    # 4ffe9d7 (13:55 UTC) after the session's reviewer changes: 5/12 and 3/6 (B1, B4, B6)
    assert len(result.identified) >= 5, result.line()
    assert len(result.flagged) <= 3, result.line()


@pytest.mark.slow
def test_offline_review_of_the_tamarack_room(tmp_path: Path) -> None:
    """tests/rooms/tamarack: 90 files in nine formats (a Scottish maker of cross-laminated timber
    and glulam, with an English subsidiary in Carlisle; Scottish drafting and Scots law, UK
    dates, GBP and a financial year to 31 March), written blind by the helper "tamarack"
    (2026-12-06) without reading the reviewer, the sample generators, sample_rooms/,
    docs/CLAUSES.md, bench/RESULTS.md, the offline tests, the other rooms or the findings notes;
    its key committed with the room before the engine first ran on it. Not yet measured: every
    file is read, the run completes and every citation of a finding above info verifies; the
    detection figures get a floor and a ceiling once the first untuned measurement is recorded
    (bench/RESULTS.md), not before."""
    result = review_whole_room(tmp_path, TAMARACK, files=90, documents=90)
    assert result.unverified == 0, result.line()
