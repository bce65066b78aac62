"""Rubric loading, the offline judge, the LLM judge (real litellm path) and `diligence eval`."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from diligence_tui.errors import UserError
from diligence_tui.evaluation.cli import evaluate
from diligence_tui.evaluation.evidence import Evidence
from diligence_tui.evaluation.judges import LLMJudge, OfflineJudge, parse_verdict
from diligence_tui.evaluation.offline_judge import judge_offline, requirements
from diligence_tui.lab_task import Criterion, load_task, parse_task, split_conditions
from diligence_tui.review.model import Citation, Finding, Memo
from diligence_tui.review.run_files import save_findings, save_memo, save_metrics
from diligence_tui.settings import Settings

TASK = {
    "title": "Project Falcon acquisition review",
    "instructions": "Review the dataroom and write a diligence memo.",
    "work_type": "review",  # extra LAB keys are tolerated
    "deliverables": {"memo": "A diligence memo"},
    "criteria": [
        {
            "id": "COC-1",
            "title": "Identifies the change of control right",
            "match_criteria": 'PASS if the memo identifies the "change of control" termination right in the '
            "Acme MSA. FAIL if it does not.",
            "deliverables": ["memo"],
            "source": "expert",
        },
        {
            "id": "COC-2",
            "title": "Quantifies the fee",
            "match_criteria": "PASS if the memo quantifies the termination fee of $4.2 million. FAIL otherwise.",
            "deliverables": ["memo"],
        },
        {
            "id": "COC-3",
            "title": "Cites the MSA",
            "match_criteria": "PASS if the memo cites MSA_Acme.pdf for the change of control right. FAIL if not.",
            "deliverables": ["memo"],
            "kind": "cite",
        },
        {
            "id": "LIT-1",
            "title": "Litigation amount",
            "match_criteria": 'PASS if the memo notes the "distributor" claim of $1,500,000 and the 90-day '
            "cure period. FAIL otherwise.",
            "kind": "quantify",
        },
        {
            "id": "DIS-1",
            "title": "Does not flag the expired exclusivity",
            "match_criteria": 'PASS if the memo does not flag the expired "supply exclusivity" as a risk. '
            "FAIL if the memo flags the supply exclusivity as a risk.",
        },
        {
            "id": "MISS-1",
            "title": "Notes the missing lease",
            "match_criteria": "PASS if the memo notes that the headquarters lease is missing from the room. "
            "FAIL otherwise.",
            "type": "missing_document",
        },
    ],
}


def write_task(folder: Path, data: object = TASK) -> Path:
    path = folder / "task.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def good_memo() -> tuple[Memo, list[Finding]]:
    memo = Memo(title="Falcon memo", engine="offline engine (no language model)")
    link = memo.cite_link(
        Citation(
            "d1", "01 Contracts/MSA_Acme.pdf", "upon a Change of Control", page=4, verified=True
        )
    )
    memo.write(
        "Material contracts",
        f"The Acme MSA gives Acme a change-of-control termination right {link}, with a "
        "termination fee of $4,200,000.",
    )
    memo.write(
        "Litigation", "A former distributor claims USD 1.5m; the notice gives a 90 day cure period."
    )
    memo.write("Other matters", "The 2019 supply exclusivity expired in 2021 and is not a risk.")
    findings = [
        Finding(
            "Headquarters lease missing",
            "real estate",
            "medium",
            "The headquarters lease is not in the room.",
            next_step="Request the lease",
        )
    ]
    return memo, findings


def bad_memo() -> tuple[Memo, list[Finding]]:
    memo = Memo(title="Falcon memo")
    memo.write("Material contracts", "The Acme MSA is a standard services agreement.")
    memo.write("Risks", "The supply exclusivity is a material risk to the buyer.")
    findings = [
        Finding(
            "Supply exclusivity restricts the business",
            "exclusivity",
            "high",
            citations=[Citation("d9", "01 Contracts/Supply.pdf", "exclusive", verified=True)],
        )
    ]
    return memo, findings


# -- rubric --------------------------------------------------------------------------------------


def test_load_task_tolerates_extra_keys_and_kinds(tmp_path: Path) -> None:
    task = load_task(write_task(tmp_path))
    assert task.title == TASK["title"] and len(task.criteria) == 6
    assert task.deliverables == {"memo": "A diligence memo"}
    assert task.extra["work_type"] == "review"
    assert task.criterion("COC-1").extra["source"] == "expert"
    assert task.criterion("COC-3").kind == "cite"
    assert task.criterion("MISS-1").kind == "missing_document"
    assert task.criterion("DIS-1").is_distractor and not task.criterion("COC-1").is_distractor
    assert load_task(tmp_path).title == task.title  # a room folder works too


def test_split_conditions() -> None:
    assert split_conditions("PASS if A is named. FAIL if A is missing.") == (
        "A is named",
        "A is missing",
    )
    assert split_conditions("FAIL if x. PASS if y") == ("y", "x")
    assert split_conditions("no keywords at all") == ("no keywords at all", "")


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("{not json", "invalid JSON at line 1"),
        ("[1, 2]", "expected a JSON object"),
        ('{"title": "t"}', 'missing "criteria"'),
        ('{"criteria": []}', '"criteria" is empty'),
        ('{"criteria": {"a": 1}}', '"criteria" must be a list'),
        ('{"criteria": [{"id": "a", "title": "t"}]}', 'missing "match_criteria"'),
        ('{"criteria": [{"id": "a", "match_criteria": 5.5, "title": {}}]}', '"title" must be text'),
        (
            '{"criteria": [{"id": "a", "match_criteria": "x"}, {"id": "a", "match_criteria": "y"}]}',
            "appears twice",
        ),
        (
            '{"criteria": [{"id": "a", "match_criteria": "x", "deliverables": 3}]}',
            "must be a list of names",
        ),
    ],
)
def test_malformed_tasks_raise_user_errors(tmp_path: Path, content: str, message: str) -> None:
    path = tmp_path / "task.json"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(UserError, match=re.escape(message)):
        load_task(path)


def test_missing_task_file(tmp_path: Path) -> None:
    with pytest.raises(UserError, match="no such task file"):
        load_task(tmp_path / "nope.json")


# -- offline judge ---------------------------------------------------------------------------------


def test_offline_judge_passes_a_memo_written_to_pass() -> None:
    task = parse_task(TASK)
    memo, findings = good_memo()
    graded = {g.criterion.id: g.verdict for g in OfflineJudge().grade(task, memo, findings)}
    assert all(v.passed for v in graded.values()), {
        k: v.reason for k, v in graded.items() if not v.passed
    }


def test_offline_judge_fails_a_memo_written_to_fail() -> None:
    task = parse_task(TASK)
    memo, findings = bad_memo()
    graded = {g.criterion.id: g.verdict for g in OfflineJudge().grade(task, memo, findings)}
    assert not any(v.passed for v in graded.values()), {
        k: v.reason for k, v in graded.items() if v.passed
    }
    assert "distractor flagged" in graded["DIS-1"].reason


def test_requirements_read_terms_amounts_documents() -> None:
    reqs = requirements(
        'the memo names "consent" or "approval", the $4.2M fee, 38% of revenue, '
        "the 30-day notice and cites Board_Minutes_2024.pdf"
    )
    kinds = {(r.kind, r.label) for r in reqs}
    assert ("term", "consent / approval") in kinds
    assert ("amount", "4,200,000") in kinds and ("percent", "38%") in kinds
    assert ("duration", "30 days") in kinds and ("cite", "Board_Minutes_2024.pdf") in kinds


def test_amount_formats_are_equivalent() -> None:
    crit = Criterion("a", "t", "PASS if the memo states the €2.5 million penalty.")
    for text in ("a penalty of EUR 2,500,000", "a €2.5M penalty", "2.5 million euros"):
        memo = Memo()
        memo.write("S", text)
        assert judge_offline(crit, Evidence.build(memo, [])).passed, text
    memo = Memo()
    memo.write("S", "a penalty of EUR 25,000")
    assert not judge_offline(crit, Evidence.build(memo, [])).passed


def test_rejected_findings_do_not_count() -> None:
    crit = Criterion("a", "t", 'PASS if the memo identifies the "key person" clause.')
    finding = Finding("Key person clause", "employment", status="rejected")
    assert not judge_offline(crit, Evidence.build(Memo(), [finding])).passed
    finding.status = "accepted"
    assert judge_offline(crit, Evidence.build(Memo(), [finding])).passed


def test_distractor_by_key_words_needs_them_together() -> None:
    crit = Criterion(
        "d",
        "t",
        "PASS if the memo does not flag the landlord's dismissed lawsuit as a risk. "
        "FAIL if the memo flags the landlord lawsuit as a risk.",
    )
    memo = Memo()
    memo.write("Litigation", "The landlord lawsuit is a material risk.")
    assert not judge_offline(crit, Evidence.build(memo, [])).passed
    memo = Memo()
    memo.write(
        "Litigation",
        "The landlord lawsuit was dismissed in 2022; it is not a risk. "
        "A separate supplier lawsuit is a material risk.",
    )
    assert judge_offline(crit, Evidence.build(memo, [])).passed


# -- LLM judge: parsing and the real litellm path ---------------------------------------------------


def test_parse_verdict_variants() -> None:
    assert parse_verdict('{"verdict": "PASS", "reason": "named"}').passed
    assert parse_verdict('```json\n{"verdict": "fail", "reason": "absent"}\n```').verdict == "FAIL"
    assert parse_verdict("<think>hmm PASS?</think>\nFAIL").verdict == "FAIL"
    assert parse_verdict("I cannot decide").verdict == "ERROR"


def test_llm_judge_through_the_scripted_server(tmp_path: Path) -> None:
    from tests.openai_server import ScriptedServer

    def reply(body: dict) -> str:
        user = body["messages"][-1]["content"]
        crit = re.search(r"Grade criterion (\S+) now", user).group(1)
        verdict = "FAIL" if crit.startswith("DIS") else "PASS"
        return json.dumps({"verdict": verdict, "reason": f"scripted {crit}"})

    task = parse_task(TASK)
    memo, findings = good_memo()
    settings = Settings()
    settings.models.call_timeout = 10.0
    with ScriptedServer(reply) as server:
        judge = LLMJudge(
            "openai/judge-model", settings, api_base=server.api_base, record_dir=tmp_path / "eval"
        )
        graded = judge.grade(task, memo, findings)
        assert len(server.requests) == len(task.criteria)
        first = server.requests[0].json
        assert first["temperature"] == 0
        assert "Falcon memo" in server.requests[0].text and "Acme.pdf" in server.requests[0].text
        # the same grading again is served from the gateway's cache
        again = LLMJudge(
            "openai/judge-model", settings, api_base=server.api_base, record_dir=tmp_path / "eval"
        ).grade(task, memo, findings)
        assert len(server.requests) == len(task.criteria)
        # and through the CLI, on a run folder
        from diligence_tui.cli import main

        run = tmp_path / "run"
        run.mkdir()
        save_memo(run, memo)
        save_findings(run, findings)
        task_path = write_task(tmp_path)
        assert (
            main(
                [
                    "eval",
                    str(run),
                    "--task",
                    str(task_path),
                    "--judge",
                    "openai/judge-model",
                    "--api-base",
                    server.api_base,
                ]
            )
            == 0
        )
        report = json.loads((run / "eval.json").read_text(encoding="utf-8"))
        assert (
            report["judge"] == "openai/judge-model" and report["passed"] == len(task.criteria) - 1
        )
        assert (run / "eval" / "calls.jsonl").exists()
    verdicts = {g.criterion.id: g.verdict.verdict for g in graded}
    assert verdicts["DIS-1"] == "FAIL" and verdicts["COC-1"] == "PASS"
    assert graded[0].verdict.reason == "scripted COC-1"
    assert all(g.cached for g in again)


def test_llm_judge_unreachable_endpoint_is_a_user_error(tmp_path: Path) -> None:
    settings = Settings()
    settings.models.call_timeout = 2.0
    settings.models.retries = 0
    judge = LLMJudge("openai/m", settings, api_base="http://127.0.0.1:9/v1", record_dir=tmp_path)
    with pytest.raises(UserError, match="failed on every criterion"):
        judge.grade(parse_task(TASK), *good_memo())


# -- the CLI end to end ----------------------------------------------------------------------------


def test_cli_eval_writes_eval_json(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from diligence_tui.cli import main

    run = tmp_path / "run"
    run.mkdir()
    memo, findings = good_memo()
    findings.append(
        Finding(
            "Fee",
            "change of control",
            "high",
            citations=[Citation("d1", "01 Contracts/MSA_Acme.pdf", "fee", verified=False)],
        )
    )
    save_memo(run, memo)
    save_findings(run, findings)
    save_metrics(
        run, {"coverage": {"room": 0.5, "folders": {}}, "subcalls": 3, "wall_seconds": 1.5}
    )
    task = write_task(tmp_path)
    assert main(["eval", str(run), "--task", str(task)]) == 0
    out = capsys.readouterr().out
    assert "6/6 criteria passed (100.0%)" in out and "PASS  COC-1" in out
    assert "distractor" in out and "missing_document" in out
    report = json.loads((run / "eval.json").read_text(encoding="utf-8"))
    assert report["pass_rate"] == 1.0 and report["judge"] == "offline"
    assert report["by_kind"]["distractor"] == {"criteria": 1, "passed": 1, "pass_rate": 1.0}
    assert report["run"]["coverage"] == 0.5 and report["run"]["subcalls"] == 3
    assert report["run"]["citations"] == 2 and report["run"]["verified_share"] == 0.5
    assert main(["eval", str(run), "--task", str(task), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["passed"] == 6
    assert main(["eval", str(run), "--task", str(tmp_path / "missing.json")]) == 1
    assert "no such task file" in capsys.readouterr().err
    assert main(["eval", str(tmp_path / "norun"), "--task", str(task)]) == 1
    (tmp_path / "empty").mkdir()
    assert main(["eval", str(tmp_path / "empty"), "--task", str(task)]) == 1
    assert "no memo.json" in capsys.readouterr().err


def test_evaluate_a_failing_memo(tmp_path: Path) -> None:
    memo, findings = bad_memo()
    save_memo(tmp_path, memo)
    save_findings(tmp_path, findings)
    report = evaluate(tmp_path, write_task(tmp_path))
    assert report["passed"] == 0 and report["pass_rate"] == 0.0


def test_quoted_figures_match_any_format() -> None:
    crit = Criterion(
        "q",
        "t",
        'PASS if the memo states "510,000" unvested options at "30" sites. FAIL otherwise.',
    )
    memo = Memo()
    memo.write(
        "Equity", "All 510000 unvested options accelerate; the agent runs at 30 customer sites."
    )
    assert judge_offline(crit, Evidence.build(memo, [])).passed
    memo = Memo()
    memo.write("Equity", "Options accelerate at 30 sites.")
    verdict = judge_offline(crit, Evidence.build(memo, []))
    assert not verdict.passed and "510,000" in verdict.reason


def test_distractor_with_documents_ignores_other_contracts_of_the_party() -> None:
    crit = Criterion(
        "d",
        "t",
        'PASS if the memo does not flag "Sterling" as a current risk. FAIL if it flags it.',
        kind="distractor",
        extra={"documents": ["04 Customers/MSA - Sterling.pdf"]},
    )
    other = Finding(
        "Non-solicit in the Sterling NDA",
        "non_solicit",
        "low",
        citations=[Citation("d2", "03 Contracts/NDA - Sterling.docx", "shall not solicit")],
    )
    assert judge_offline(crit, Evidence.build(Memo(), [other])).passed
    same = Finding(
        "Sterling liability cap",
        "liability_cap",
        "medium",
        citations=[Citation("d1", "04 Customers/MSA - Sterling.pdf", "12 months of fees")],
    )
    assert not judge_offline(crit, Evidence.build(Memo(), [other, same])).passed
    same.severity = "info"  # listed for information is not flagging it
    assert judge_offline(crit, Evidence.build(Memo(), [other, same])).passed


def test_explicit_kind_wins_over_negation_in_the_text() -> None:
    crit = Criterion(
        "i",
        "t",
        'PASS if the memo explains the claim may not be covered by "insurance". FAIL otherwise.',
        kind="implication",
    )
    memo = Memo()
    memo.write("Litigation", "The claim is a material risk: insurance may not cover it.")
    assert judge_offline(crit, Evidence.build(memo, [])).passed


def test_prose_criterion_without_quotes_uses_key_words_and_their_forms() -> None:
    crit = Criterion(
        "p",
        "t",
        "PASS if the memo identifies that the largest customer contract permits "
        "termination on a change of control. FAIL otherwise.",
    )
    memo = Memo()
    memo.write("Customers", "The largest customer may terminate its contract if control changes.")
    assert judge_offline(crit, Evidence.build(memo, [])).passed
    memo = Memo()
    memo.write("Customers", "Nothing to report about customers.")
    assert not judge_offline(crit, Evidence.build(memo, [])).passed


def test_figures_and_implications_count_only_in_a_passage_about_the_issue() -> None:
    task = parse_task(
        {
            "criteria": [
                {
                    "id": "P1-identify",
                    "kind": "identify",
                    "issue": "P1",
                    "match_criteria": 'PASS if the memo identifies the "acceleration" or "accelerate" for "Lindgren". FAIL otherwise.',
                },
                {
                    "id": "P1-quantify",
                    "kind": "quantify",
                    "issue": "P1",
                    "match_criteria": 'PASS if the memo states "510,000" unvested options. FAIL otherwise.',
                },
                {
                    "id": "P1-implication",
                    "kind": "implication",
                    "issue": "P1",
                    "match_criteria": 'PASS if the memo explains the cost (mentioning "retention" or "dilution"). FAIL otherwise.',
                },
            ]
        }
    )
    elsewhere = Memo()
    elsewhere.write("Equity", "Lindgren's options accelerate in full on a change of control.")
    elsewhere.write(
        "Debt", "The credit agreement caps other debt at $510,000; retention of the lender matters."
    )
    graded = {g.criterion.id: g.verdict for g in OfflineJudge().grade(task, elsewhere, [])}
    assert graded["P1-identify"].passed
    assert not graded["P1-quantify"].passed and "passage(s) about" in graded["P1-quantify"].reason
    assert not graded["P1-implication"].passed
    together = Memo()
    together.write(
        "Equity",
        "Lindgren's 510,000 unvested options accelerate in full on a change of control, "
        "which weakens retention.",
    )
    graded = {g.criterion.id: g.verdict for g in OfflineJudge().grade(task, together, [])}
    assert all(v.passed for v in graded.values()), graded
    finding = Finding(
        "Single-trigger acceleration: Employment Agreement - Lindgren.docx",
        "equity",
        amounts=[510000.0],
        next_step="Negotiate retention.",
    )
    graded = {g.criterion.id: g.verdict for g in OfflineJudge().grade(task, Memo(), [finding])}
    assert all(v.passed for v in graded.values()), graded


def test_long_memo_is_cut_in_the_middle_for_the_judge() -> None:
    from diligence_tui.evaluation.judges import memo_for_judge

    memo = Memo(title="Start of memo")
    memo.write("Body", "word " * 20_000 + "END OF MEMO")
    text = memo_for_judge(memo, [], limit=10_000)
    assert len(text) < 10_200 and text.startswith("# Start of memo")
    assert "characters omitted" in text and "## Summary of findings" in text


SMALL_TASK = Path(__file__).resolve().parent.parent / "sample_rooms" / "small" / "task.json"
DEMAND = "Quarry Hill Retail Group Corp. sent a demand letter to the Company."
VERITY = "Verity, the largest customer, may terminate its contract on a change of control."


def _verdict(task, memo: Memo, criterion: str):
    graded = {g.criterion.id: g.verdict for g in OfflineJudge().grade(task, memo, [])}
    return graded[criterion]


@pytest.mark.parametrize("separator", [" ", "\n", "\n\n", "\n\n\n"])
def test_a_section_about_one_issue_counts_its_later_paragraphs(separator: str) -> None:
    """ENGINE-QA's repro: the figure in the paragraph after the one naming the issue counts
    when the whole section is about that one issue."""
    task = load_task(SMALL_TASK)
    memo = Memo()
    memo.write("Pending demand", DEMAND + separator + "Exposure: $4,987,500.")
    verdict = _verdict(task, memo, "P05-quantify")
    assert verdict.passed, verdict.reason


def test_a_list_item_about_one_issue_counts_its_continuation_paragraphs() -> None:
    task = load_task(SMALL_TASK)
    memo = Memo()
    memo.write(
        "Key findings",
        f"- {VERITY}\n- {DEMAND}\n\n  Exposure: $4,987,500.\n\n- Nothing else to report.",
    )
    verdict = _verdict(task, memo, "P05-quantify")
    assert verdict.passed, verdict.reason
    assert "4,987,500" in verdict.reason


@pytest.mark.parametrize(
    "body",
    [
        # the figure in its own paragraph of a section about two issues
        f"{DEMAND}\n\n{VERITY}\n\nExposure: $4,987,500.",
        # the figure attached to the other issue's list item
        f"- {DEMAND}\n- {VERITY}\n\n  Exposure: $4,987,500.",
        # the figure after the list, in an unindented paragraph (it ends the list)
        f"- {VERITY}\n- {DEMAND}\n\nExposure: $4,987,500.",
    ],
)
def test_a_figure_apart_from_its_issue_in_a_section_of_several_issues_fails(body: str) -> None:
    task = load_task(SMALL_TASK)
    memo = Memo()
    memo.write("Key findings", body)
    verdict = _verdict(task, memo, "P05-quantify")
    assert not verdict.passed and "passage(s) about" in verdict.reason, verdict.reason
    # the same figure in the paragraph that names the issue passes
    memo = Memo()
    memo.write("Key findings", f"{VERITY}\n\n{DEMAND} It claims $4,987,500.")
    assert _verdict(task, memo, "P05-quantify").passed


def test_list_items_keep_their_continuations_and_nested_items() -> None:
    from diligence_tui.evaluation.evidence import list_items

    body = (
        "Intro line.\n\n"
        "- first item\n  lazy line\n  - nested item\n\n  indented paragraph\n"
        "1. second item\n\n"
        "Unindented paragraph ends the list.\n\n"
        "* another list"
    )
    assert list_items(body) == [
        "- first item\n  lazy line\n  - nested item\n\n  indented paragraph",
        "1. second item",
        "* another list",
    ]


def test_an_issue_named_inside_a_more_specific_one_does_not_split_the_section() -> None:
    """A section about the loan to Orchard Lane (owned by Marsh, a related party) also names
    the broader related-party issue; it is still about one issue, the loan."""
    task = parse_task(
        {
            "criteria": [
                {
                    "id": "RP-identify",
                    "kind": "identify",
                    "issue": "RP",
                    "match_criteria": 'PASS if the memo names the "related party" lease with "Marsh". FAIL otherwise.',
                },
                {
                    "id": "LOAN-identify",
                    "kind": "identify",
                    "issue": "LOAN",
                    "match_criteria": 'PASS if the memo names the loan to "Orchard Lane" as a "related party" or "Marsh" matter. FAIL otherwise.',
                },
                {
                    "id": "LOAN-quantify",
                    "kind": "quantify",
                    "issue": "LOAN",
                    "match_criteria": "PASS if the memo states the loan of $250,000. FAIL otherwise.",
                },
            ]
        }
    )
    memo = Memo()
    memo.write(
        "Loan to Orchard Lane",
        "The Company lent money to Orchard Lane LLC, owned by the CEO, Dana Marsh: a related "
        "party transaction.\n\nThe loan of $250,000 has not been repaid.",
    )
    graded = {g.criterion.id: g.verdict for g in OfflineJudge().grade(task, memo, [])}
    assert graded["LOAN-quantify"].passed, graded["LOAN-quantify"].reason
