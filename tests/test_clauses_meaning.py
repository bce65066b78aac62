"""The rules written from a clause kind's legal meaning (offline/clauses/meaning.py) and how
the detector uses them: Most Favored Nation and Liquidated Damages found in wording the model
has too few examples of, look-alikes left alone, every quote verbatim, and the per-kind gate
that drops passages not about the kind."""

from __future__ import annotations

import numpy as np

from diligence_tui.offline.clauses import find_clauses
from diligence_tui.offline.clauses.meaning import admits, finds, meaning_hits
from diligence_tui.offline.clauses.model import model_hits, shipped

MFN = [
    "Supplier shall ensure that the prices charged to Buyer are no less favorable than the "
    "prices charged to any other customer purchasing similar quantities.",
    "If Licensor grants any other licensee a lower royalty rate for the Licensed Product, "
    "Licensor shall promptly offer the same rate to Licensee.",
    "The terms of this Agreement shall be at least as favourable to the Distributor as those "
    "given by the Company to any other distributor in the Territory.",
    "Services will be priced to Customer on a most favored customer basis.",
]
NOT_MFN = [
    "The Company may enter into transactions with its affiliates on terms no less favourable "
    "than it could obtain from an unrelated party.",  # caught by the reviewer's arm's length rule
    "Supplier shall use commercially reasonable efforts to deliver the Products on time.",
    "Each party shall treat the other's confidential information with at least the same care "
    "as its own.",
]
LD = [
    "If the Contractor fails to complete the Works by the Completion Date it shall pay the "
    "Employer liquidated damages of $5,000 for each day of delay.",
    "Should Customer terminate before the end of the Initial Term, Customer shall pay the "
    "Early Termination Fee set out in Schedule 2.",
    "The parties agree that the sum payable under this Section is a reasonable estimate of the "
    "damages the Licensor would suffer and is not a penalty.",
]
NOT_LD = [
    # the preamble of injunctive relief: no sum is agreed for the harm
    "The Recipient acknowledges that damages for a breach of this Section would be difficult "
    "to ascertain and that the Discloser shall be entitled to injunctive relief.",
    "Late payments bear interest at the statutory rate.",
    "The Licensee shall forfeit its right to renew if it is in breach.",
]


def test_mfn_and_liquidated_damages_read_from_their_legal_meaning() -> None:
    for text in MFN:
        assert finds("Most Favored Nation", text), text
    for text in NOT_MFN[1:]:
        assert not finds("Most Favored Nation", text), text
    for text in LD:
        assert finds("Liquidated Damages", text), text
    for text in NOT_LD:
        assert not finds("Liquidated Damages", text), text


def test_the_detector_adds_the_meaning_rules_where_training_chose_them() -> None:
    model = shipped()
    assert model is not None
    on = {c for c, use in zip(model.clauses, model.use_meaning, strict=True) if use}
    # chosen by cross-validation on the training part (scripts/train_clauses.py)
    assert {"Most Favored Nation", "Liquidated Damages"} <= on
    page = "\n\n".join(MFN[:2] + LD[:1])
    hits = find_clauses([(3, page)], ["Most Favored Nation", "Liquidated Damages"])
    assert {h.clause for h in hits} == {"Most Favored Nation", "Liquidated Damages"}
    for hit in hits:
        assert page[hit.start : hit.end] == hit.quote and hit.page == 3


def test_meaning_hits_quote_their_passage_verbatim() -> None:
    page = "12. Pricing.\n\n" + MFN[0] + "\n\n13. Delay. " + LD[0]
    hits = meaning_hits([(1, page)], frozenset({"Most Favored Nation", "Liquidated Damages"}))
    assert [h.clause for h in hits] == ["Most Favored Nation", "Liquidated Damages"]
    assert [h.quote for h in hits] == [MFN[0], LD[0]]
    for hit in hits:
        assert page[hit.start : hit.end] == hit.quote and hit.score == 1.0
    assert meaning_hits([(1, page)], frozenset({"Audit Rights"})) == []


def test_a_gated_kind_drops_passages_not_about_it() -> None:
    assert admits("Audit Rights", "Licensor may inspect the records once a year.")
    assert not admits("Audit Rights", "Licensee shall pay all fees within thirty days.")
    assert admits("Governing Law", "anything")  # no gate for this kind
    model = shipped()
    assert model is not None
    k = model.clauses.index("Audit Rights")
    assert model.use_gate[k]
    text = (
        "Licensor may audit the Licensee's books once a year. The Licensee shall pay all fees "
        "within thirty days of the invoice."
    )
    # with no threshold every passage would be a hit; the gate keeps the one about audits
    loose = type(model)(**{**model.__dict__, "thresholds": np.zeros_like(model.thresholds)})
    gated = [h.quote for h in model_hits(loose, [(1, text)], frozenset({"Audit Rights"}))]
    assert gated == ["Licensor may audit the Licensee's books once a year."]
    ungated = type(model)(**{**loose.__dict__, "use_gate": np.zeros_like(model.use_gate)})
    assert len(model_hits(ungated, [(1, text)], frozenset({"Audit Rights"}))) == 2
