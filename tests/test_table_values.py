"""The offline engine's value cells: a date, a sum, a period, a place, the parties, one
option, each read out of a verbatim sentence; where the passage holds no value the cell
says so with the passage quoted, and never guesses."""

from __future__ import annotations

from diligence_tui.harness.slices import Slice, SlicePage
from diligence_tui.offline.clauses.hit import ClauseHit
from diligence_tui.offline.table_values import reads, value_entry
from diligence_tui.offline.value_parse import amounts, dates, durations, jurisdictions


def _piece(*pages: str, part: int = 1) -> Slice:
    out = Slice("d1", "Contracts/Deal.txt", "txt", part=part)
    offset = 0
    for number, text in enumerate(pages, start=1):
        out.pages.append(SlicePage(number, f"p. {number}", text, offset))
        offset += len(text)
    return out


def _entry(kind: str, clause: str, *pages: str, **column: object) -> dict:
    return value_entry({"id": "c", "type": kind, "clause": clause, **column}, _piece(*pages), [])


def test_parsers_normalise_and_refuse_what_is_not_a_value() -> None:
    assert [f.value for f in dates("signed on the 3rd day of March, 2019 and 2020-01-31")] == [
        "2019-03-03",
        "2020-01-31",
    ]
    assert dates("dated as of ________, 2019") == []  # a blank is not a date
    assert dates("on 31 February 2019") == []  # nor an impossible day, nor its month
    assert dates("the parties may 2019 agree") == []  # "may" the verb
    assert [
        f.value for f in durations("ninety (90) calendar days; a 12-month period; one-year")
    ] == [
        "90 days",
        "12 months",
        "1 year",
    ]
    assert [f.value for f in durations("five (5) business days")] == ["5 business days"]
    assert [f.value for f in amounts("not to exceed US$2.5 million or EUR 1,000")] == [
        "USD 2,500,000",
        "EUR 1,000",
    ]
    assert amounts("the fees paid in the twelve (12) months before the claim") == []
    assert amounts("up to 5,000,000") == []  # no currency: no sum of money
    law = "governed by the laws of the State of New York and the federal laws of the United States"
    assert [f.value for f in jurisdictions(law)] == ["New York"]
    assert [f.value for f in jurisdictions("the laws of England and Wales apply")] == [
        "England and Wales"
    ]


def test_governing_law_is_the_place_quoted_from_the_clause() -> None:
    text = (
        "1. Services. Supplier shall perform the services.\n\n"
        "22. Governing Law. This Agreement and any dispute arising from it shall be construed "
        "under and governed by the laws of the Commonwealth of Pennsylvania, excluding its "
        "conflict of laws rules."
    )
    entry = _entry("text", "Governing Law", text)
    assert entry["found"] is True and entry["answer"] == "Pennsylvania"
    (quote,) = entry["quotes"]
    assert "Commonwealth of Pennsylvania" in quote["quote"] and quote["quote"] in text
    assert quote["page"] == 1


def test_a_cap_that_is_a_formula_is_no_amount_but_the_passage_is_cited() -> None:
    text = (
        "9.2 Limitation. In no event shall either party's aggregate liability under this "
        "Agreement exceed the fees paid by Customer in the twelve (12) months preceding the claim."
    )
    entry = _entry("money", "Cap On Liability", text)
    assert entry.get("needs_model") is True and "answer" not in entry
    assert "not stated as an amount" in entry["note"]
    assert entry["quotes"][0]["quote"] in text
    fixed = text.replace(
        "the fees paid by Customer in the twelve (12) months", "$750,000 in total,"
    )
    entry = _entry("money", "Cap On Liability", fixed)
    assert entry["answer"] == "USD 750,000" and "$750,000" in entry["quotes"][0]["quote"]


def test_dates_parties_and_a_term_given_as_a_period() -> None:
    opening = (
        "SUPPLY AGREEMENT\n\nThis Supply Agreement is made on 14 April 2021 by and between "
        'Norbury Metals Ltd., a company incorporated in England ("Supplier"), and Quill & Hart '
        'LLC, a Delaware limited liability company ("Buyer").\n\nWHEREAS the Buyer needs steel;'
    )
    term = (
        "This Agreement takes effect on the date first written above and continues for an "
        "initial term of three (3) years."
    )
    assert _entry("date", "Agreement Date", opening)["answer"] == "2021-04-14"
    parties = _entry("text", "Parties", opening)
    assert parties["answer"] == "Norbury Metals Ltd.; Quill & Hart LLC"
    assert parties["quotes"][0]["quote"] in opening
    # "effective" on the date first written: that date, with both places quoted
    effective = _entry(
        "date", "Effective Date", opening + "\n\n" + term.replace("takes effect", "is effective")
    )
    assert effective["answer"] == "2021-04-14" and len(effective["quotes"]) == 2
    expiry = _entry("date", "Expiration Date", opening + "\n\n" + term)
    assert expiry.get("needs_model") is True
    assert expiry["note"] == "the term is stated as a period (3 years), not as a date"
    until = term.replace(
        "continues for an initial term of three (3) years", "remains in force until 30 June 2024"
    )
    assert _entry("date", "Expiration Date", until)["answer"] == "2024-06-30"
    # the parties and the signing date are read from a document's opening only
    later = value_entry(
        {"id": "c", "type": "text", "clause": "Parties"}, _piece(opening, part=2), []
    )
    assert later == {"found": False, "answer": ""}


def test_renewal_period_notice_and_choice() -> None:
    text = (
        "4.2 Price changes need written notice at least thirty (30) days before they apply. "
        "4.3 This Agreement shall automatically renew for successive periods of two (2) years "
        "unless either party gives written notice of non-renewal at least one hundred twenty "
        "(120) days prior to the end of the then-current term."
    )
    assert _entry("duration", "Renewal Term", text)["answer"] == "2 years"
    notice = _entry("duration", "Notice Period To Terminate Renewal", text)
    assert notice["answer"] == "120 days"  # not the price-change notice
    choice = value_entry(
        {
            "id": "r",
            "type": "choice",
            "clause": "Renewal Term",
            "options": ["automatic", "by agreement", "no renewal"],
        },
        _piece(text),
        [],
    )
    # the detector marked nothing in this slice: a choice column needs its passage
    assert choice == {"found": False, "answer": ""}
    start = text.index("4.3")
    hit = ClauseHit("Renewal Term", 1, start, len(text), text[start:], 0.9)
    column = {"id": "r", "type": "choice", "clause": "Renewal Term"}
    options = {"options": ["automatic", "by agreement", "no renewal"]}
    choice = value_entry({**column, **options}, _piece(text), [hit])
    assert choice["answer"] == "automatic" and "automatically renew" in choice["quotes"][0]["quote"]
    vague = text.replace("shall automatically renew", "may renew")
    choice = value_entry({**column, **options}, _piece(vague), [hit])
    assert choice.get("needs_model") is True and "pick one option" in choice["note"]
    assert reads("date", "Effective Date") and not reads("yes_no", "Governing Law")


def test_a_contract_dense_with_numbers_is_sliced_to_fit_the_window(tmp_path) -> None:
    """Sized by the characters-a-token estimate alone, a slice of such text made a prompt
    the gateway refused ("leaves no room for a reply") and every cell of it failed."""
    import asyncio

    from diligence_tui.harness.gateway import Gateway
    from diligence_tui.harness.table_fill import fill_table
    from diligence_tui.review.table import Column, Table
    from diligence_tui.room.room import Room
    from diligence_tui.settings import Settings

    room_dir = tmp_path / "room"
    room_dir.mkdir()
    dense = "".join(
        f"4.{n}(b)(iii) Sec. {n}.{n % 7}; cf. Sch. {n % 9}-{n % 5}, p. {n}.\n" for n in range(6000)
    )
    law = "\n22.1 This Agreement is governed by the laws of the State of Ohio.\n"
    (room_dir / "Dense MSA.txt").write_text(dense + law, encoding="utf-8")
    settings = Settings()
    settings.models.sub_context_window = 8192  # the gateway refuses what overflows this
    room = Room.open(room_dir, settings)
    room.index()
    doc = room.documents()[0]
    table = Table(columns=[Column("law", "Which law governs?", "text", clause="Governing Law")])
    table.add_row(doc.doc_id, doc.path)

    async def go():  # type: ignore[no-untyped-def]
        gateway = Gateway(settings)
        try:
            return await fill_table(room, gateway, table, source="offline", sub_context_tokens=8192)
        finally:
            await gateway.aclose()

    try:
        outcome = asyncio.run(go())
    finally:
        room.close()
    cell = table.cell(doc.path, "law")
    assert not outcome.errors, outcome.errors[:2]
    assert (cell.outcome, cell.answer, cell.coverage) == ("answered", "Ohio", 1.0), cell.reason


def test_many_small_documents_packed_into_one_call_fit_the_window(tmp_path) -> None:
    """Packed by their text's tokens alone, small documents made a prompt the gateway
    refused: each slice's header (its id, path and page marks) was not counted, and a pack of
    dozens of offer letters overflowed the window by thousands of tokens (every cell failed,
    1,245 of 7,650 in a 500-document sample room)."""
    import asyncio

    from diligence_tui.harness.gateway import Gateway
    from diligence_tui.harness.table_fill import fill_table
    from diligence_tui.review.table import Column, Table
    from diligence_tui.room.room import Room
    from diligence_tui.settings import Settings

    room_dir = tmp_path / "room" / "07 Employees & Benefits"
    room_dir.mkdir(parents=True)
    for n in range(400):
        (room_dir / f"Offer Letter - Employee Number {n:04d} of the Company.txt").write_text(
            "This letter is governed by the laws of the State of Ohio.\n",
            encoding="utf-8",
        )
    settings = Settings()
    room = Room.open(room_dir.parent, settings)
    room.index()
    table = Table(columns=[Column("law", "Which law governs?", "text", clause="Governing Law")])
    for doc in room.documents():
        table.add_row(doc.doc_id, doc.path)

    async def go():  # type: ignore[no-untyped-def]
        gateway = Gateway(settings)
        try:
            return await fill_table(
                room,
                gateway,
                table,
                source="offline",
                sub_context_tokens=settings.context_window("sub"),
            )
        finally:
            await gateway.aclose()

    try:
        outcome = asyncio.run(go())
    finally:
        room.close()
    assert not outcome.errors, outcome.errors[:1]
    assert outcome.calls < 40  # still packed: fewer calls than documents
    assert {table.cell(r.doc_id, "law").answer for r in table.rows} == {"Ohio"}


def test_the_parties_of_a_letter_agreement() -> None:
    """A letter names no "between": the addressee stands above "Dear …:", the sender signs
    under "Very truly yours,". Fresh wording, not from the CUAD set."""
    letter = (
        "PLACEMENT AGENCY LETTER\n\n3 March 2021\n\n"
        "Harbour Lane Capital Partners LLC\n410 Quay Street, Suite 9\nPortland, Maine 04101\n\n"
        "Dear Ms. Okafor:\n\n"
        "This letter sets out the terms on which you will act as our placement agent for the "
        "offering of the Company's notes.\n\n1. Fees. We will pay you 3% of the gross proceeds."
        "\n\nVery truly yours,\n\nNORTHWIND MARINE HOLDINGS, INC.\n\nBy: ____________\n"
        "Name: Lars Berg\nTitle: Chief Executive Officer\n\nACCEPTED AND AGREED:\n"
        "Harbour Lane Capital Partners LLC\n"
    )
    parties = _entry("text", "Parties", letter)
    assert parties["answer"] == "NORTHWIND MARINE HOLDINGS, INC.; Harbour Lane Capital Partners LLC"
    assert [q["quote"] for q in parties["quotes"]] == [
        "NORTHWIND MARINE HOLDINGS, INC.",
        "Harbour Lane Capital Partners LLC",
    ]
    # the closing on a later page of the same slice; "Ladies and Gentlemen" and no date line
    opening = (
        "Ashdown Biologics Limited\n\nDr. Tobias Quill\n12 Elm Row\nCambridge CB2 1TN\n\n"
        "Ladies and Gentlemen:\n\nWe are pleased to confirm your engagement as a consultant."
    )
    signed = "You will be paid monthly.\n\nSincerely,\n\nAshdown Biologics Limited\n/s/ R. Vale"
    both = value_entry(
        {"id": "c", "type": "text", "clause": "Parties"}, _piece(opening, signed), []
    )
    assert both["answer"] == "Ashdown Biologics Limited; Dr. Tobias Quill"
    # a letter with no closing in view: the party it opens with, defined as such
    proposal = (
        "Ladies and Gentlemen:\n\nKestrel Bancorp, Inc., a Maryland corporation (the "
        '"Company"), proposes to issue shares of its common stock.'
    )
    assert _entry("text", "Parties", proposal)["answer"] == "Kestrel Bancorp, Inc."
    # a salutation and nothing that reads as a name: no value, never a guess
    assert (
        _entry("text", "Parties", "Dear Sir,\n\nPlease find the invoice attached.")["found"]
        is False
    )


def test_the_parties_of_a_party_a_party_b_block() -> None:
    block = (
        "LOGISTICS COOPERATION AGREEMENT\n\nContract No.: 2020-LC-017\n\n"
        "Party A: Jinhua Meridian Logistics Co., Ltd.\nAddress: 88 Binhai Road, Jinhua\n"
        "Legal Representative: Wang Li\n\n"
        "Party B: Coastal Freight Partners (HK) Limited\nAddress: 5/F, 21 Harbour Road\n\n"
        "Party A and Party B agree as follows through friendly negotiation:"
    )
    parties = _entry("text", "Parties", block)
    assert parties["answer"] == (
        "Jinhua Meridian Logistics Co., Ltd.; Coastal Freight Partners (HK) Limited"
    )
    assert all(q["quote"] in block for q in parties["quotes"])
    # labels on one line, a third party, a definition in brackets
    inline = (
        'Party A: Lumen Grid Energy Co., Ltd. (the "Seller") Party B: Orchard Power LLC '
        "Party C: Yellow River Trust Company\n\nThe parties agree:"
    )
    assert _entry("text", "Parties", inline)["answer"] == (
        "Lumen Grid Energy Co., Ltd.; Orchard Power LLC; Yellow River Trust Company"
    )
    # a signature block's labels are not names
    signatures = "Party A: (seal)\nName: Wang Li\n\nParty B: (seal)\nName: Jo Marsh"
    assert _entry("text", "Parties", signatures)["found"] is False


def _parties(*pages: str) -> str | None:
    entry = _entry("text", "Parties", *pages)
    if not entry["found"]:
        return None
    assert all(q["quote"] in pages[0] for q in entry["quotes"])  # the quotes stay exact
    return entry["answer"]


def test_the_parties_of_a_numbered_english_preamble() -> None:
    uk = (
        "THIS DEED is dated 4 March 2021\n\nBETWEEN:\n\n"
        "(1) Hollinsworth Freight Holdings Limited, a company incorporated in England and Wales "
        "with company number 04417729 whose registered office is at 9 Quay Street, Bristol BS1 "
        '4DJ (the "Seller"); and\n\n'
        "(2) Marlow Tidewater Partners LLP, a limited liability partnership registered in "
        'Scotland (the "Buyer").\n\nBACKGROUND\n\n(A) The Seller owns the Shares.'
    )
    assert _parties(uk) == ("Hollinsworth Freight Holdings Limited; Marlow Tidewater Partners LLP")
    # a "PARTIES" heading, numbers inline, an individual "of [address]", a number in a name
    parties = (
        "SERVICE AGREEMENT\n\nPARTIES (1) Quenby 2012 Limited whose registered office is at "
        '14 Rope Walk, Leeds (the "Company"); and (2) Tamsin Orrell of 3 Mill Lane, York '
        '(the "Executive").\n\nAGREED TERMS'
    )
    assert _parties(parties) == "Quenby 2012 Limited; Tamsin Orrell"
    # names on their own lines, "And" between them; an address straight after a name
    lines = (
        "DISTRIBUTION AGREEMENT\n\nBetween:\n\nCorvant Instruments Inc.\n\nAnd\n\n"
        "Pell & Rowe (Singapore) Pte. Ltd.\n\nDated: 2 May 2018"
    )
    assert _parties(lines) == "Corvant Instruments Inc.; Pell & Rowe (Singapore) Pte. Ltd."
    dashes = (
        "THIS LICENCE is made BETWEEN: HALDEN ROBOTICS LTD. Unit 4, 2nd Floor, Kings Road "
        '"the Licensor" -- AND -- NORTHQUAY SYSTEMS PLC 12 Dock Street "the Licensee"\n\n'
        "IT IS AGREED as follows:"
    )
    assert _parties(dashes) == "HALDEN ROBOTICS LTD.; NORTHQUAY SYSTEMS PLC"


def test_the_parties_of_preambles_in_other_words() -> None:
    # "made by", a lower-case brand, "England and Wales" inside a description
    made_by = (
        "This Reseller Agreement is entered into by eVantra Software Corp., a Delaware "
        'corporation ("eVantra"), and Brightwell Data Ltd, registered in England and Wales '
        '("Reseller"). Reseller agrees to market the products.'
    )
    assert _parties(made_by) == "eVantra Software Corp.; Brightwell Data Ltd"
    # the preamble is one sentence: what follows it names no party
    one_sentence = (
        "This Agreement is made as of June 1, 2016 by and between Sorrel Bay Foods, Inc., a "
        'California corporation ("Sorrel"), and Ardent Kitchen Supply Co., a Texas corporation '
        '("Ardent"). Sorrel and Ardent desire to set out the terms on which Ardent supplies '
        "Sorrel; Ardent shall deliver weekly."
    )
    assert _parties(one_sentence) == "Sorrel Bay Foods, Inc.; Ardent Kitchen Supply Co."
    # a title names the parties, then its subject; the preamble below says it again
    title = (
        "MASTER SUPPLY AGREEMENT BETWEEN TARRANT MINERALS INC. AND OSWIN ALLOYS LLC FOR THE "
        "PURCHASE OF NICKEL CONCENTRATE\n\nThis Master Supply Agreement is entered into between "
        "Tarrant Minerals Inc., a Nevada corporation, and Oswin Alloys LLC."
    )
    assert _parties(title) == "TARRANT MINERALS INC.; OSWIN ALLOYS LLC"
    # a cover page: two companies, "and" on its own line
    cover = (
        "Exhibit 10.4\n\nBrisa Therapeutics Inc.\n\nand\n\nKoyama Pharma Co., Ltd.\n\n"
        "Co-Promotion Agreement\n\nTable of Contents"
    )
    assert _parties(cover) == "Brisa Therapeutics Inc.; Koyama Pharma Co., Ltd."
    # a heading's words are no parties
    heading = (
        "TABLE OF CONTENTS\n\n4. ALLOCATION OF WORK BETWEEN CONSTRUCTION AND MAINTENANCE\n\n5. FEES"
    )
    assert _parties(heading) is None
