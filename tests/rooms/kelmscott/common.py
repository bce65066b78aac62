"""Shared drafting for the kelmscott room: the parties, and the general provisions an Ontario
commercial agreement carries (varied per agreement so that no two read the same)."""

from __future__ import annotations

from tests.rooms.kelmscott.writers import Block

CO = "Brantwood Provisions Ltd."
CO_ADDR = "7100 Kestrel Court, Mississauga, Ontario L5T 2X9"
QC = "Provisions Brantwood Québec Inc."
US = "Brantwood Foods USA, Inc."
BUYER = "Laurentide Acquisition Corp."
SPONSOR = "Laurentide Food Partners LP"
BANK = "Northshore Bank of Canada"


def article(no: int, title: str, sections: list[str]) -> list[Block]:
    """ARTICLE no with sections numbered no.1, no.2 ... (each given as 'Heading. text')."""
    out: list[Block] = [("h", f"ARTICLE {no} — {title.upper()}")]
    for i, sec in enumerate(sections, 1):
        out.append(("p", f"{no}.{i} {sec}"))
    return out


def general(
    no: int, *, law: str = "Ontario", style: int = 0, notices: list[str] | None = None
) -> list[Block]:
    """The general provisions as an ARTICLE numbered ``no``; ``style`` picks the wording."""
    notice_lines = notices or []
    if style == 0:
        secs = [
            "Notices. Any notice, demand or other communication required or permitted to be given under this Agreement shall be in writing and shall be delivered personally, sent by registered mail or sent by e-mail to the addresses set out below, and shall be deemed received on the day of delivery if delivered before 5:00 p.m. (Toronto time) on a Business Day. "
            + " ".join(notice_lines),
            f"Governing Law. This Agreement shall be governed by and construed in accordance with the laws of the Province of {law} and the federal laws of Canada applicable therein, and the parties irrevocably attorn to the non-exclusive jurisdiction of the courts of the Province of {law}.",
            "Entire Agreement. This Agreement, together with its Schedules, constitutes the entire agreement between the parties pertaining to its subject matter and supersedes all prior agreements, understandings, negotiations and discussions, whether oral or written.",
            "Amendment and Waiver. No amendment of this Agreement shall be binding unless in writing and signed by both parties. No waiver of any provision shall constitute a waiver of any other provision, and no waiver shall be binding unless executed in writing by the party to be bound.",
            "Severability. If any provision of this Agreement is determined to be invalid or unenforceable in whole or in part, such invalidity or unenforceability shall attach only to such provision or part and the remaining part and all other provisions shall continue in full force and effect.",
            "Currency. Unless otherwise stated, all dollar amounts referred to in this Agreement are in lawful money of Canada.",
            "Counterparts. This Agreement may be executed in counterparts and delivered by electronic transmission, each of which shall be deemed an original and all of which together constitute one instrument.",
            "Language. The parties have expressly required that this Agreement and all related documents be drawn up in English. Les parties aux présentes ont expressément exigé que la présente convention et tous les documents s'y rattachant soient rédigés en anglais.",
        ]
    elif style == 1:
        secs = [
            "Notice. Every notice under this Agreement must be in writing and is sufficiently given if delivered by hand or courier or sent by email to the party's address for notice below. A notice sent by email is received on the Business Day after it is sent unless the sender receives an automated message that the email was not delivered. "
            + " ".join(notice_lines),
            f"Applicable Law. The laws of the Province of {law} and the laws of Canada applicable in that Province govern this Agreement. Each party submits to the jurisdiction of the courts of that Province.",
            "Whole Agreement. This Agreement is the whole agreement of the parties on its subject and replaces any earlier proposal, quotation or arrangement. No representation not set out in this Agreement has induced either party to enter into it.",
            "Changes. This Agreement may be changed only by a written document signed by an authorised officer of each party.",
            "Invalid Provisions. A provision of this Agreement that is illegal or unenforceable is severed, and the rest of this Agreement remains in force.",
            "Time. Time is of the essence of this Agreement.",
            "Signing. This Agreement may be signed electronically and in any number of counterparts, which together are one agreement.",
        ]
    else:
        secs = [
            "Notices. All notices shall be given in writing to the addresses below (or such other address as a party may designate by notice) and shall be effective upon receipt. "
            + " ".join(notice_lines),
            f"Governing Law and Forum. This Agreement is governed by the laws of {law}. Any dispute arising out of or relating to this Agreement shall be resolved by the courts sitting in {law}, to whose exclusive jurisdiction the parties submit.",
            "Integration. This Agreement, including all exhibits, constitutes the complete and exclusive statement of the agreement between the parties with respect to its subject matter.",
            "No Waiver. The failure of either party to insist upon strict performance of any provision shall not be construed as a waiver of that provision or of any other provision.",
            "Severability. Any provision held invalid shall be reformed to the minimum extent necessary to make it enforceable, and the remaining provisions shall remain in effect.",
            "Relationship. The parties are independent contractors, and nothing in this Agreement creates a partnership, joint venture or agency relationship.",
        ]
    return article(no, "General", secs)


def signatures(left: tuple[str, str, str], right: tuple[str, str, str], date: str) -> Block:
    """A signature block: (entity, signatory, title) for each side, signed on ``date``."""
    lines = [f"IN WITNESS WHEREOF the parties have executed this Agreement as of {date}."]
    for entity, who, title in (left, right):
        lines += [
            entity.upper(),
            f"Per: /s/ {who}",
            f"Name: {who}",
            f"Title: {title}",
            "I have authority to bind the corporation.",
        ]
    return ("sig", lines)
