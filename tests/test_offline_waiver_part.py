"""A resolution keeps to the sub-clause it names (issue 12, yarrawonga: the lender's letter
waiving the Event of Default under clause 19.1(b) for one DSCR shortfall, and its rights under
19.2, reported the facility's 19.4 -- a person acquiring control is a Review Event -- as
waived). The wording here is fresh: another lender, another breach, other numbers, and a
waiver that names no test date, so only its clause numbers say what it waives."""

from __future__ import annotations

from dataclasses import replace

from diligence_tui.harness.slices import SlicePage
from diligence_tui.offline import on_file as OF
from diligence_tui.offline import resolution as R
from diligence_tui.offline.reviewer import ReviewContext, scan_page

LETTER_PATH = "Finance/Banking/Marlow Bank waiver letter.docx"
LETTER = (
    "MARLOW BANK PLC\n"
    "Corporate Banking\n"
    "The Board, Tessaly Foods Limited\n"
    "Term Facility Agreement - waiver\n"
    "The Bank waives the Event of Default under clause 22.1(d) caused by the late delivery of "
    "the audited accounts, and its rights under clause 22.2 because of it.\n"
)
FACILITY_PATH = "Finance/Banking/Term Facility Agreement - Marlow Bank.pdf"
FACILITY = (
    "TERM FACILITY AGREEMENT\n"
    "22 Events of Default and review\n"
    "22.1 Each of the following is an Event of Default: (a) non-payment; (b) misrepresentation; "
    "(c) insolvency; (d) failure to deliver the audited accounts within 120 days.\n"
    "22.2 On an Event of Default the Bank may cancel the facility and demand repayment.\n"
    "22.5 It is a Review Event if any person, alone or with others, acquires control of the "
    "Borrower, and the Bank may then require repayment within 60 days.\n"
)


def waiver() -> OF.OnFile:
    records = OF.on_file("w1", LETTER_PATH, 1, LETTER)
    return next(r for r in records if r.frame == "waived")


def test_a_waiver_names_the_sub_clauses_it_waives() -> None:
    record = waiver()
    assert record.clauses == ["22"] and record.parts == ["22.1", "22.2"]
    assert R.parts_named("under clause 9 of the deed") == set()
    assert R.part_of(FACILITY, FACILITY.index("22.5")) == "22.5"
    assert R.part_of(FACILITY, FACILITY.index("(d) failure")) == "22.1"
    assert R.part_of(FACILITY, FACILITY.index("22 Events")) == ""
    # the sub-clauses it names, and what lies within them, are its matter; another is not
    assert OF.another_part(record, "22.5")
    assert not OF.another_part(record, "22.1") and not OF.another_part(record, "22.1.3")
    assert not OF.another_part(record, "") and not OF.another_part(record, "7.3")
    # a waiver that is about the control clause's own matter waives it, whichever
    # sub-clause it names (the remedy's); a consent's matter is the transaction it consents to
    control = "22.5 It is a Review Event if any person acquires control of the Borrower."
    about = OF.on_file(
        "w2",
        LETTER_PATH,
        1,
        LETTER.replace("the late delivery of the audited accounts", "the change of control"),
    )
    assert not OF.another_part(next(r for r in about if r.frame == "waived"), "22.5", control)
    assert not OF.another_part(replace(record, frame="consented"), "22.5", control)
    # it travels to the sub-agents with the record
    again = OF.OnFile.from_json(record.for_prompt() | {"quote": ""})
    assert again is not None and again.parts == record.parts


def test_a_waiver_of_one_default_leaves_the_change_of_control_review_event_open() -> None:
    context = ReviewContext(path=FACILITY_PATH, doc="f1", on_file=(waiver(),))
    hits = scan_page(SlicePage(1, "", FACILITY, 0), context)
    control = [h for h in hits if h.kind.key == "debt_change_of_control"]
    assert control, [h.kind.key for h in hits]
    assert all(h.severity != "info" for h in control), [(h.severity, h.quote) for h in control]
    # the default it names is still the one it waives
    defaults = [h for h in hits if h.kind.key == "debt_default" and "22.1" in h.quote]
    assert defaults and all(h.severity == "info" for h in defaults)
