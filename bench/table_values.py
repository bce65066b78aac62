"""The offline engine's value cells (dates, durations, money, governing law, parties) on real
contracts, measured (numbers for bench/RESULTS.md).

    .venv/bin/python bench/table_values.py [--split held-out|training] [--cuad DIR] [--show N]

The contracts of one part of the CUAD development set (default the held-out part,
``offline.clauses.cuad.held_out``; the readers were tuned on the training part only) become
a room, indexed for real, and a table of the columns below is filled through the real
gateway by the offline engine, as ``diligence table`` does (bench/table_cuad.fill_contracts).

CUAD gives the passages its experts marked, not normalised values, so the expected value of
a cell is read out of those passages with the same parsers (offline/value_parse.py): the
full dates in an "Agreement Date" span, the durations in a "Renewal Term" span, the
amounts in a "Cap On Liability" span, the place a "Governing Law" span names; the party
names are the "Parties" spans themselves. A contract whose marked passage holds no such
value (a term "one year after the Launch Date", a cap that is a formula) has no expected
value: the right cell then holds no value ("needs a model" with the passage, or not found).
So "correct" means: the value the cell gives is one the expert-marked passage states. The
parsers are shared, so a value neither side can parse is invisible here (the counts of
passages with no readable value say how many).

Per column: contracts with an expected value; cells with a value; correct; wrong (a value
not in the passage); values where CUAD marks the category absent; expected values missed.
CUAD v1, The Atticus Project, CC BY 4.0 (the set's NOTICE.txt).
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from table_cuad import _machine, fill_contracts  # noqa: E402

from diligence_tui.offline.value_parse import amounts, dates, durations, jurisdictions  # noqa: E402
from diligence_tui.review.table import Column  # noqa: E402

COLUMNS = [
    Column(id="governing_law", question="Which law governs?", type="text", clause="Governing Law"),
    Column(id="parties", question="Who are the parties?", type="text", clause="Parties"),
    Column(
        id="agreement_date", question="When was it signed?", type="date", clause="Agreement Date"
    ),
    Column(id="effective_date", question="Effective from?", type="date", clause="Effective Date"),
    Column(
        id="expiration_date", question="When does it expire?", type="date", clause="Expiration Date"
    ),
    Column(id="renewal_term", question="Renewal period?", type="duration", clause="Renewal Term"),
    Column(
        id="notice_to_terminate",
        question="Notice to stop a renewal?",
        type="duration",
        clause="Notice Period To Terminate Renewal",
    ),
    Column(
        id="cap_amount", question="Liability cap amount?", type="money", clause="Cap On Liability"
    ),
]


def _norm(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", " ", name.lower()).strip()


def _party_ok(value: str, spans: list[str]) -> bool:
    """Every name the cell gives is one the experts marked (the same words, or one holds the
    other: "Acme Corp" and "Acme Corp., a Delaware corporation")."""
    gold = [_norm(s) for s in spans if len(_norm(s)) >= 2]
    names = [_norm(n) for n in value.split(";") if _norm(n)]
    return bool(names) and all(
        any(n == g or (min(len(n), len(g)) >= 4 and (n in g or g in n)) for g in gold)
        for n in names
    )


def expected(column: Column, spans: list[str]) -> set[str]:
    text = "\n".join(spans)
    if column.type == "date":
        return {f.value for f in dates(text) if len(f.value) == 10}
    if column.type == "duration":
        return {f.value for f in durations(text)}
    if column.type == "money":
        return {f.value for f in amounts(text)}
    if column.clause == "Governing Law":
        return {f.value for f in jurisdictions(text)}
    return {"(names)"} if spans else set()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--split", choices=("held-out", "training"), default="held-out")
    parser.add_argument("--cuad", type=Path, default=None)
    parser.add_argument(
        "--show", type=int, default=0, help="print N wrong or missed cells a column"
    )
    args = parser.parse_args()
    from diligence_tui.offline.clauses.cuad import held_out, load, training

    contracts = (held_out if args.split == "held-out" else training)(load(args.cuad))
    table, by_path, outcome, wall, _cpu = fill_contracts(contracts, COLUMNS)
    print(
        f"CUAD {args.split}: {len(contracts)} contracts × {len(COLUMNS)} value columns; {_machine()}"
    )
    print(f"filled in {wall:.1f} s wall, {outcome.calls} sub-calls for {outcome.cells} cells\n")
    print(
        "| column (clause) | labelled | with a value in the marked passage | cells with a value | "
        "correct | wrong | value where CUAD marks none | accuracy (correct / with a value, where expected) | "
        "found (correct / expected) | passage, no value (needs a model) |"
    )
    print("|---|---|---|---|---|---|---|---|---|---|")
    for col in COLUMNS:
        labelled = with_gold = valued = correct = wrong = spurious = passage = 0
        valued_where_gold = 0
        shown: list[str] = []
        for row in table.rows:
            cell = row.cells[col.id]
            spans = by_path[row.document].labels.get(col.clause) or []
            gold = expected(col, spans)
            labelled += bool(spans)
            with_gold += bool(gold)
            has_value = cell.outcome == "answered" and bool(cell.answer)
            valued += has_value
            passage += cell.outcome == "needs_model"
            if not spans:
                spurious += has_value
                if has_value and len(shown) < args.show:
                    shown.append(f"    spurious {row.document}: {cell.answer!r}")
                continue
            if not gold:
                continue
            if has_value:
                valued_where_gold += 1
                ok = (
                    _party_ok(cell.answer or "", spans)
                    if col.clause == "Parties"
                    else cell.answer in gold
                )
                correct += ok
                wrong += not ok
                if not ok and len(shown) < args.show:
                    shown.append(
                        f"    wrong {row.document}: {cell.answer!r} expected {sorted(gold)[:4]}"
                    )
            elif len(shown) < args.show:
                shown.append(
                    f"    missed {row.document}: {cell.outcome} {cell.reason[:80]!r} expected {sorted(gold)[:4]}"
                )
        acc = f"{correct / valued_where_gold:.2f}" if valued_where_gold else "-"
        rec = f"{correct / with_gold:.2f}" if with_gold else "-"
        print(
            f"| {col.id} ({col.clause}) | {labelled} | {with_gold} | {valued} | {correct} | {wrong} | "
            f"{spurious} | {acc} | {rec} | {passage} |"
        )
        for line in shown:
            print(line, file=sys.stderr)


if __name__ == "__main__":
    main()
