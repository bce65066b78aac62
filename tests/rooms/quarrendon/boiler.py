"""General provisions that real contracts carry around their operative terms, in US and UK
drafting, so that an issue sits among the clauses that surround it in practice. None of them
changes the facts of the room (no assignment, change of control, exclusivity, pricing or term)."""

from __future__ import annotations

US = [
    'Confidentiality. Each party (the "Receiving Party") shall hold in confidence all non-public information disclosed by the other party (the "Disclosing Party") that is marked or identified as confidential or that a reasonable person would understand to be confidential, shall use such information solely to perform its obligations or exercise its rights under this Agreement, and shall not disclose it except to its employees, contractors and advisers who have a need to know and are bound by obligations of confidentiality no less protective than these. These obligations survive for five (5) years after expiration or termination, and indefinitely for trade secrets.',
    "Force Majeure. Neither party shall be liable for any failure or delay in performance (other than payment obligations) to the extent caused by events beyond its reasonable control, including acts of God, fire, flood, epidemic, war, terrorism, civil unrest, labor disputes (other than those of the affected party's own workforce), governmental action or failure of public utilities, provided that the affected party gives prompt notice and uses commercially reasonable efforts to resume performance.",
    "Compliance with Laws. Each party shall comply with all laws and regulations applicable to its performance under this Agreement, including the Federal Food, Drug, and Cosmetic Act, the federal Anti-Kickback Statute (42 U.S.C. 1320a-7b(b)), the Physician Payments Sunshine Act and applicable state transparency laws. Each party represents that neither it nor any of its employees performing under this Agreement is excluded from participation in any federal health care program.",
    "HIPAA. To the extent Heliant receives protected health information in performing services, the parties shall enter into a business associate agreement in the form reasonably requested by the covered entity.",
    "Insurance. Each party shall maintain, at its own expense, commercial general liability insurance with limits of not less than $1,000,000 per occurrence and $3,000,000 in the aggregate and, in the case of Heliant, products liability insurance with limits of not less than $5,000,000 per occurrence, and shall furnish certificates of insurance upon request.",
    "Independent Contractors. The parties are independent contractors. Nothing in this Agreement creates a partnership, joint venture, agency or employment relationship, and neither party has authority to bind the other.",
    "Notices. All notices under this Agreement shall be in writing and shall be deemed given when delivered personally, one (1) business day after deposit with a nationally recognized overnight courier, or three (3) business days after mailing by certified mail, return receipt requested, to the addresses set forth on the signature page or such other address as a party may designate by notice.",
    "Records. Each party shall keep complete and accurate records relating to this Agreement for at least six (6) years after the year to which they relate, including lot and serial number traceability records for all Products.",
    "Waiver; Severability. No failure or delay in exercising any right shall operate as a waiver thereof. If any provision of this Agreement is held invalid or unenforceable, the remaining provisions shall continue in full force and effect and the invalid provision shall be reformed to the minimum extent necessary to make it enforceable.",
    "Counterparts; Electronic Signatures. This Agreement may be executed in counterparts, each of which shall be deemed an original, and signatures delivered by PDF or an electronic signature service shall be deemed original signatures.",
    'Headings; Construction. Headings are for convenience only. The words "include" and "including" shall be deemed to be followed by "without limitation". This Agreement shall be construed as if drafted jointly by the parties.',
]

UK = [
    "Confidentiality. Each party undertakes that it shall not at any time during this Agreement, and for a period of five years after its termination or expiry, disclose to any person any confidential information concerning the business, affairs, customers, clients or suppliers of the other party, except to its employees, officers, representatives or advisers who need to know such information for the purposes of exercising the party's rights or carrying out its obligations, or as may be required by law, a court of competent jurisdiction or any governmental or regulatory authority.",
    "Force majeure. Neither party shall be in breach of this Agreement nor liable for delay in performing, or failure to perform, any of its obligations under it if such delay or failure results from events, circumstances or causes beyond its reasonable control. If the period of delay or non-performance continues for three months, the party not affected may terminate this Agreement by giving 30 days' written notice to the affected party.",
    "Anti-bribery. Each party shall comply with all applicable laws, statutes and regulations relating to anti-bribery and anti-corruption, including the Bribery Act 2010, and shall maintain in place throughout the term its own policies and procedures, including adequate procedures under the Bribery Act 2010, to ensure compliance.",
    "Data protection. Each party shall comply with all applicable requirements of the Data Protection Legislation (the UK GDPR, the Data Protection Act 2018 and Regulation (EU) 2016/679, as applicable). This clause is in addition to, and does not relieve, remove or replace, a party's obligations under the Data Protection Legislation. Where one party processes personal data on behalf of the other, the parties shall enter into a data processing agreement complying with Article 28 of the UK GDPR.",
    "Vigilance and recalls. The Supplier shall notify the other party without undue delay of any serious incident or field safety corrective action concerning the Products, and the parties shall cooperate in any recall or field action in accordance with Regulation (EU) 2017/745 and the Medical Devices Regulations 2002.",
    "Variation. No variation of this Agreement shall be effective unless it is in writing and signed by the parties (or their authorised representatives).",
    "Waiver. A waiver of any right or remedy under this Agreement or by law is only effective if given in writing and shall not be deemed a waiver of any subsequent right or remedy. A failure or delay by a party to exercise any right or remedy shall not constitute a waiver of that or any other right or remedy.",
    "Severance. If any provision or part-provision of this Agreement is or becomes invalid, illegal or unenforceable, it shall be deemed modified to the minimum extent necessary to make it valid, legal and enforceable. If such modification is not possible, the relevant provision or part-provision shall be deemed deleted.",
    "Third party rights. Unless it expressly states otherwise, this Agreement does not give rise to any rights under the Contracts (Rights of Third Parties) Act 1999 to enforce any term of this Agreement.",
    "Notices. Any notice given to a party under or in connection with this Agreement shall be in writing and shall be delivered by hand or by pre-paid first-class post or other next working day delivery service at its registered office. Any notice shall be deemed to have been received, if delivered by hand, at the time the notice is left at the proper address, or if sent by next working day delivery service, at 9.00 am on the second Business Day after posting.",
    "Counterparts. This Agreement may be executed in any number of counterparts, each of which when executed shall constitute a duplicate original, but all the counterparts together shall constitute the one agreement.",
    "No partnership or agency. Nothing in this Agreement is intended to, or shall be deemed to, establish any partnership or joint venture between the parties, or constitute either party the agent of the other.",
]


def general(style: str, first: int, skip: tuple[str, ...] = ()) -> list[str]:
    """The general provisions in ``style`` ("US" or "UK"), numbered from ``first``, leaving out
    those whose heading is in ``skip`` (a document that has its own version of it)."""
    clauses = [c for c in (US if style == "US" else UK) if c.split(".", 1)[0] not in skip]
    heading = "## General Provisions" if style == "US" else "## General"
    return [heading] + [f"{first}.{n} {text}" for n, text in enumerate(clauses, start=1)]


def with_general(
    blocks: list, style: str, first: int, skip: tuple[str, ...] = (), keep_last: int = 1
) -> list:
    """``blocks`` with the general provisions inserted before its last ``keep_last`` blocks
    (the signature block, a schedule)."""
    cut = len(blocks) - keep_last
    return blocks[:cut] + general(style, first, skip) + blocks[cut:]
