"""When the detector's passages answer a yes/no review-table column "yes" (offline/table_yes.py):
fresh wording, written for these tests (none of it from CUAD or the sample rooms). A passage
that says there is no exclusivity, or uses "exclusive" for who acts or who owns, a recital,
a lead-in, a fragment or a heading is no answer, nor a grant said not to be made; a passage
without the kind's own words needs a stronger score; one weak passage alone is not a yes."""

from __future__ import annotations

import math
from pathlib import Path

import pytest

from diligence_tui.offline.clauses import CLAUSES, ClauseHit, find_clauses
from diligence_tui.offline.table_yes import (
    ANCHOR_MARGIN,
    SINGLE_MARGIN,
    has_anchor,
    is_heading,
    no_answer,
    threshold_of,
    yes_hits,
)
from tests.test_table_offline import fill_offline

REAL = (
    "During the Term the Reseller shall buy the Goods exclusively from Harrow Foods and shall "
    "not sell any competing goods in Norway."
)
NOT_EXCLUSIVITY = {
    "a non-exclusive grant": (
        "Harrow Foods appoints the Reseller as a non\u2010 exclusive reseller of the Goods in "
        "Norway for the Term."
    ),
    "no exclusive dealing": (
        "11.4 The Licensor shall have the sole and exclusive right to prosecute and maintain the "
        "Patents, at its own cost."
    ),
}


@pytest.mark.parametrize(
    "quote",
    [
        "7. Relationship. Nothing in this Agreement shall be read as making the Reseller the "
        "exclusive channel through which Harrow Foods sells the Goods in Norway.",
        "The Reseller acknowledges that it does not hold any exclusive rights in the Territory "
        "and that Harrow Foods may appoint other resellers there.",
        "All drawings made under this Agreement shall be the sole and exclusive property of "
        "Brightwater Ltd.",
        "Authority to sign contracts on behalf of the Partnership rests exclusively with the "
        "General Partner.",
        *NOT_EXCLUSIVITY.values(),
    ],
)
def test_exclusive_words_that_are_no_exclusive_dealing(quote: str) -> None:
    assert no_answer("Exclusivity", quote)


@pytest.mark.parametrize(
    "quote",
    [
        REAL,
        "Brightwater will not grant exclusive rights in the Product to any other distributor "
        "in the Territory.",
        "The Customer shall obtain all of its requirements for the Parts only from the Supplier.",
        "Harrow Foods appoints the Reseller as its exclusive distributor of the Goods in Norway.",
    ],
)
def test_exclusive_dealing_stays_an_answer(quote: str) -> None:
    assert no_answer("Exclusivity", quote) == ""


@pytest.mark.parametrize(
    ("clause", "quote", "why"),
    [
        (
            "Exclusivity",
            "WHEREAS, the Reseller wishes to become the exclusive reseller of the Goods in Norway "
            "on the terms below;",
            "a recital",
        ),
        (
            "Termination For Convenience",
            "Either party may end this Agreement as follows:",
            "a lead-in to a list",
        ),
        ("Cap On Liability", "Limitation.", "a fragment"),
        (
            "Termination For Convenience",
            "Either party may end this Agreement on written notice if the Harbour Lease is "
            "surrendered before the first anniversary of the Start Date.",
            "an ending upon an event",
        ),
        (
            "Most Favored Nation",
            "For two years Nordvik shall give Harrow Foods a right of first refusal to stock any "
            "new product line it launches in Norway.",
            "a right of first refusal",
        ),
        (
            "Change Of Control",
            "A merger of either party shall not be an assignment, nor shall any change of control "
            "of either party be deemed a transfer of this Agreement.",
            "a change of control without consequence",
        ),
        (
            "Change Of Control",
            '2.3 "Change of Control" means the acquisition by any person of more than half of '
            "the votes of a party.",
            "a definition",
        ),
        (
            "Ip Ownership Assignment",
            "Nothing in this Agreement shall be construed to transfer to the Distributor any title "
            "to the Harrow marks.",
            "no assignment of ownership",
        ),
        (
            "Ip Ownership Assignment",
            "The Reseller's use of the Harrow logo does not create any ownership of the logo in the "
            "Reseller.",
            "no assignment of ownership",
        ),
        (
            "Ip Ownership Assignment",
            "The Consultant shall not assign or transfer this Agreement without the Client's "
            "written consent.",
            "no assignment of ownership",
        ),
        (
            "Termination For Convenience",
            "Neither party may terminate this Agreement for convenience before the second "
            "anniversary of the Start Date.",
            "no right to terminate",
        ),
        (
            "Termination For Convenience",
            "The Customer shall not terminate the Services without cause during the Initial Term.",
            "no right to terminate",
        ),
        (
            "Exclusivity",
            "Nordvik does not undertake to buy its cider from Harrow Foods exclusively, and may "
            "stock other brands.",
            "no exclusive dealing",
        ),
        (
            "Minimum Commitment",
            "The Tenant shall keep the insurance in force for a minimum of three years after the "
            "Term ends.",
            "a minimum time or proportion",
        ),
        (
            "Minimum Commitment",
            "Each batch of malt must hold a minimum of twelve percent (12%) protein.",
            "a minimum time or proportion",
        ),
        (
            "Ip Ownership Assignment",
            "Each employee of the Seller who made an invention used in the Business has assigned "
            "it to the Seller in writing.",
            "an assignment made before (a representation)",
        ),
    ],
)
def test_passages_that_answer_nothing(clause: str, quote: str, why: str) -> None:
    assert no_answer(clause, quote) == why
    # the same words as an operative clause are an answer
    assert no_answer(clause, "*Minimum order of 1,000 Units") == ""


@pytest.mark.parametrize(
    ("clause", "quote"),
    [
        (
            "Termination For Convenience",
            "Either party may end this Agreement at any time, for any reason, if it gives the "
            "other ninety days' written notice.",
        ),
        (
            "Most Favored Nation",
            "If Harrow Foods offers any other reseller a lower price for the Goods, Nordvik shall "
            "have a right of first refusal on the same terms and the lower price from then on.",
        ),
        (
            "Change Of Control",
            "Should a change of control of the Supplier occur, the Customer may end this "
            "Agreement on thirty days' notice.",
        ),
        (
            "Ip Ownership Assignment",
            "The Consultant hereby assigns to Harrow Foods all right, title and interest in the "
            "Deliverables.",
        ),
        (
            "Ip Ownership Assignment",
            "All title to the Tooling shall vest in the Buyer on payment, and nothing in this "
            "clause limits the Buyer's rights.",
        ),
        (
            "Termination For Convenience",
            "The Customer may terminate the Services for convenience on sixty days' notice.",
        ),
        (
            "Minimum Commitment",
            "The Buyer shall purchase a minimum of 5,000 Units in each Contract Year of the Term.",
        ),
        (
            "Minimum Commitment",
            "Nordvik shall buy a minimum of sixty percent (60%) of its malt from Harrow Foods.",
        ),
        (
            "Ip Ownership Assignment",
            "The Contractor hereby assigns to the Client all rights in the Deliverables it has made.",
        ),
    ],
)
def test_the_same_topics_said_as_rights_stay_answers(clause: str, quote: str) -> None:
    assert no_answer(clause, quote) == ""


@pytest.mark.parametrize(
    ("clause", "quote"),
    [
        ("Exclusivity", "7.2 Exclusive Supply of the Parts."),
        ("Audit Rights", "ARTICLE 9 BOOKS, RECORDS AND AUDITS"),
        ("Termination For Convenience", "18.3 Termination By The Buyer For Convenience"),
        ("Change Of Control", "Schedule 4 Effect of a Change of Control of the Lessee"),
    ],
)
def test_a_heading_alone_is_no_answer(clause: str, quote: str) -> None:
    assert is_heading(quote)
    assert no_answer(clause, quote) == "a heading"


@pytest.mark.parametrize(
    ("clause", "quote"),
    [
        # sentences in capitals, sentences with a verb, dates of a schedule: not headings
        (
            "Cap On Liability",
            "THE LIMITS IN THIS CLAUSE HOLD EVEN IF A LIMITED REMEDY FAILS OF ITS ESSENTIAL PURPOSE.",
        ),
        ("Cap On Liability", "EXCEPT FOR FRAUD, NEITHER PARTY IS LIABLE BEYOND THE FEES PAID."),
        ("Termination For Convenience", "Either Party May End This Agreement For Convenience."),
        ("Minimum Commitment", "March 1, 2031 $40,000 March 1, 2032 $40,000"),
    ],
)
def test_what_is_not_a_heading(clause: str, quote: str) -> None:
    assert not is_heading(quote)
    assert no_answer(clause, quote) != "a heading"


@pytest.mark.parametrize(
    ("quote", "said"),
    [
        ("The courts of Oslo shall have exclusive jurisdiction over any dispute.", False),
        ("Harrow Foods may approve new stores in its sole discretion.", False),
        ("The Reseller may use the Marks only in accordance with the brand book.", False),
        ("The Licensee shall bear the sole cost of the recall.", False),
        ("Nordvik shall buy its cider only from Harrow Foods.", True),
        ("Harrow Foods appoints Nordvik as its exclusive reseller in Norway.", True),
        ("The Supplier shall be the sole source of the Parts.", True),
    ],
)
def test_the_kinds_own_words_in_their_own_sense(quote: str, said: bool) -> None:
    assert has_anchor("Exclusivity", quote) is said
    assert has_anchor("Cap On Liability", quote)  # a kind without such words


def _at(clause: str, margin: float) -> float:
    """The probability ``margin`` log-odds above ``clause``'s threshold."""
    threshold = threshold_of(clause)
    assert threshold is not None
    return 1 / (1 + math.exp(-(math.log(threshold / (1 - threshold)) + margin)))


def test_a_passage_without_the_kinds_words_needs_a_stronger_score() -> None:
    clause = "Exclusivity"
    threshold = threshold_of(clause)
    bare = [  # restrictions that never say exclusive, sole or only in that sense
        "The Reseller shall not stock cider made by any other brewer during the Term.",
        "Nordvik will not promote rival drinks in its Oslo stores, save in its sole discretion.",
    ]
    worded = "Nordvik shall buy its cider solely from Harrow Foods during the Term."
    weak, strong = _at(clause, ANCHOR_MARGIN / 2), _at(clause, ANCHOR_MARGIN * 1.5)
    two_bare = [_hit(clause, weak, 0, bare[0]), _hit(clause, weak, 500, bare[1])]
    assert yes_hits(clause, two_bare, threshold) == []
    # the rule is what says no: without it the two passages are a yes
    assert len(yes_hits(clause, two_bare, threshold, anchor_margin=0.0)) == 2
    assert yes_hits(clause, [_hit(clause, strong, 0, bare[0])], threshold)
    kept = yes_hits(clause, [*two_bare, _hit(clause, weak, 900, worded)], threshold)
    assert [h.quote for h in kept] == [worded]  # the worded one, strong enough alone
    kept = yes_hits(clause, [_hit(clause, strong, 900, worded), *two_bare], threshold)
    assert [h.quote for h in kept] == [worded]
    # a kind without such words is untouched
    cap = "Cap On Liability"
    plain = [_hit(cap, _at(cap, 0.2), 0, bare[0]), _hit(cap, _at(cap, 0.2), 500, bare[1])]
    assert len(yes_hits(cap, plain, threshold_of(cap))) == 2


QUOTE = "Either party may end this Agreement at any time by giving ninety days' notice."
OTHER = "The Customer may also end the Services at any time on thirty days' written notice."


def _hit(clause: str, score: float, start: int = 0, quote: str = QUOTE) -> ClauseHit:
    return ClauseHit(clause, 1, start, start + len(quote), quote, score)


def test_one_weak_passage_is_not_a_yes() -> None:
    clause = "Termination For Convenience"
    threshold = threshold_of(clause)
    assert threshold is not None

    def at(margin: float) -> float:  # the probability ``margin`` log-odds above the threshold
        odds = math.log(threshold / (1 - threshold)) + margin
        return 1 / (1 + math.exp(-odds))

    weak, strong = at(SINGLE_MARGIN / 2), at(SINGLE_MARGIN * 2)
    assert yes_hits(clause, [_hit(clause, weak)], threshold) == []
    assert yes_hits(clause, [_hit(clause, strong)], threshold)
    # two weak passages, or a weak one and a hit of the rules, are a yes
    two = [_hit(clause, weak), _hit(clause, weak, 500, OTHER)]
    assert len(yes_hits(clause, two, threshold)) == 2
    assert yes_hits(clause, [_hit(clause, weak), _hit(clause, 1.0, 500)], threshold)[0].score == 1.0
    # the same words again (a clause repeated in a schedule) are not a second passage
    assert yes_hits(clause, [_hit(clause, weak), _hit(clause, weak, 500)], threshold) == []
    assert yes_hits(clause, [_hit(clause, weak)], None)  # no threshold known: no such rule


def test_exclusivity_cells_of_a_real_fill(tmp_path: Path) -> None:
    """Through the gateway and the offline engine, as `diligence table` fills them: the
    rules find "exclusive" in the non-exclusive appointment and the right to prosecute
    (the old cells said yes to both); only the reseller that must buy from one supplier
    says yes."""
    from diligence_tui.review.table import Column, Table
    from diligence_tui.room.room import Room
    from diligence_tui.settings import Settings

    room_dir = tmp_path / "room"
    room_dir.mkdir()
    preamble = "RESELLER AGREEMENT between Harrow Foods AS and Nordvik Retail AS.\n\n"
    docs = {
        "real.txt": REAL,
        **{f"{k.replace(' ', '_')}.txt": q for k, q in NOT_EXCLUSIVITY.items()},
    }
    for name, clause_text in docs.items():
        (room_dir / name).write_text(f"{preamble}1. Appointment. {clause_text}\n", encoding="utf-8")
    for name in docs:
        text = (room_dir / name).read_text(encoding="utf-8")
        assert any(h.clause == "Exclusivity" for h in find_clauses([(1, text)])), name
    settings = Settings()
    room = Room.open(room_dir, settings)
    room.index()
    column = Column("excl", "Exclusive dealing?", "yes_no", clause="Exclusivity")
    table = Table(columns=[column], engine=settings.sub_model)
    for doc in room.documents():
        table.add_row(doc.doc_id, doc.path)

    fill_offline(room, table, settings)
    answers = {row.document: row.cells["excl"].answer for row in table.rows}
    assert answers == {
        "real.txt": "yes",
        "a_non-exclusive_grant.txt": "no",
        "no_exclusive_dealing.txt": "no",
    }
    assert table.cell("real.txt", "excl").verified_quotes


def test_a_lenders_change_of_control_default_answers_the_contracts_change_of_control_column(
    tmp_path: Path,
) -> None:
    """The contracts template asks whether a change of control triggers consent, termination
    or other rights. A facility letter whose event of default is a change of control gives the
    lender the right to cancel and accelerate: "yes", with the clause quoted (the cell said
    "no: the document does not say, every part of it was read"). A facility letter with no
    such clause stays "no"."""
    from diligence_tui.review.table import Table
    from diligence_tui.review.table.columns import load_template
    from diligence_tui.room.room import Room
    from diligence_tui.settings import Settings

    room_dir = tmp_path / "room"
    room_dir.mkdir()
    head = "FACILITY LETTER from Calder Bank plc to Ashby Mouldings Limited.\n\n"
    (room_dir / "calder.txt").write_text(
        head + "14. Events of Default. 14.6 Change of control. Any person or group of persons "
        "acting in concert (other than the Sponsor) gains control of the Borrower. On and at "
        "any time after an Event of Default the Lender may by notice cancel the Facility and "
        "declare all outstanding Loans immediately due and payable.\n",
        encoding="utf-8",
    )
    (room_dir / "plain.txt").write_text(
        head + "5. Repayment. The Borrower shall repay the Loan in eight equal quarterly "
        "instalments, the first on 31 March 2026.\n",
        encoding="utf-8",
    )
    settings = Settings()
    room = Room.open(room_dir, settings)
    room.index()
    columns = [c for c in load_template("contracts", CLAUSES) if c.id == "change_of_control"]
    table = Table(columns=columns, engine=settings.sub_model)
    for doc in room.documents():
        table.add_row(doc.doc_id, doc.path)

    fill_offline(room, table, settings)
    calder = table.cell("calder.txt", "change_of_control")
    assert calder.answer == "yes" and calder.verified_quotes
    assert any("gains control of the Borrower" in c.quote for c in calder.citations)
    assert table.cell("plain.txt", "change_of_control").answer == "no"
