"""The clause detector's interface (diligence_tui.offline.clauses) and the CUAD split."""

from __future__ import annotations

import json
from pathlib import Path

from diligence_tui.offline.clauses import CLAUSES, TWELVE, ClauseHit, cuad, find_clauses, known

CUAD_SAMPLE = Path(__file__).parent / "data" / "cuad"


def test_vocabulary_starts_with_the_cuad_categories_as_labelled() -> None:
    labels = json.loads((CUAD_SAMPLE / "labels.json").read_text(encoding="utf-8"))
    categories = list(next(iter(labels.values())))
    assert len(categories) == 40
    assert list(CLAUSES[:40]) == categories
    assert len(set(CLAUSES)) == len(CLAUSES)
    assert set(TWELVE) <= set(CLAUSES)


def test_known_names_only_what_the_engine_detects() -> None:
    assert known("Change Of Control")
    assert known("Audit Rights")  # the trained model only
    assert known("Governing Law")  # the trained model only
    assert known("Litigation")  # one of ours: the rules only
    assert not known("Price Restrictions")  # too few examples to learn (docs/CLAUSES.md)
    assert not known("no such clause")


def test_hits_quote_the_page_verbatim_and_unknown_names_are_ignored() -> None:
    page = (
        "12. Assignment.\nNeither party may assign this Agreement without the prior written "
        "consent of the other party.  Either party may terminate this Agreement for convenience "
        "on thirty (30) days' notice."
    )
    pages = [(1, "Cover page."), (2, page)]
    hits = find_clauses(pages)
    assert {h.clause for h in hits} >= {"Anti-Assignment", "Termination For Convenience"}
    for hit in hits:
        assert isinstance(hit, ClauseHit)
        assert hit.page == 2
        assert page[hit.start : hit.end] == hit.quote
        assert 0.0 <= hit.score <= 1.0
    only = find_clauses(pages, ["Anti-Assignment", "Governing Law", "nonsense"])
    assert {h.clause for h in only} == {"Anti-Assignment"}
    assert find_clauses(pages, []) == []


def test_the_split_is_by_file_name_and_about_thirty_percent() -> None:
    names = [f"contract-{i}.txt" for i in range(2000)]
    held = [n for n in names if cuad.is_held_out(n)]
    assert 0.25 < len(held) / len(names) < 0.35
    assert [n for n in names if cuad.is_held_out(n)] == held  # deterministic
    # the sample contracts in tests/data are all held out (the detector never trained on them)
    sample = cuad.load(CUAD_SAMPLE)
    assert len(sample) == 4
    assert cuad.held_out(sample) == sample and cuad.training(sample) == []
    assert all(c.text and c.labels for c in sample)
