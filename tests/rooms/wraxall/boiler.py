"""Boilerplate for the wraxall room: the general clauses a firm's precedents carry at the back
of every agreement, in an English and a US house style. Pure data with small parameters; the
operative clauses live with each document."""

from __future__ import annotations

Clause = tuple[str, list[str]]


def uk_definitions(extra: list[str]) -> Clause:
    base = [
        "1.1 In this Agreement the following words and expressions have the following meanings unless the context otherwise requires:",
        '"Applicable Law" means all laws, statutes, regulations and codes of practice from time to time in force in England and Wales which apply to the performance of this Agreement, including the Food Safety Act 1990 and regulations made under it;',
        '"Business Day" means a day other than a Saturday, Sunday or public holiday in England when banks in London are open for business;',
        '"Commencement Date" means the date on which this Agreement is signed by the last of the parties to sign it, unless another date is stated in Schedule 1;',
        '"Confidential Information" means all information of a confidential nature disclosed by or on behalf of one party to the other, whether before or after the date of this Agreement, including information relating to the disclosing party\'s customers, pricing, operations, processes, plans and know-how;',
        '"Data Protection Legislation" means the UK GDPR as defined in section 3(10) of the Data Protection Act 2018, the Data Protection Act 2018 and all other legislation relating to the processing of personal data in force from time to time in the United Kingdom;',
        '"Force Majeure Event" has the meaning given in the clause headed Force Majeure;',
    ]
    tail = [
        "1.2 Clause, Schedule and paragraph headings do not affect the interpretation of this Agreement. The Schedules form part of this Agreement and a reference to this Agreement includes the Schedules.",
        "1.3 A reference to a statute or statutory provision is a reference to it as amended, extended or re-enacted from time to time, and includes all subordinate legislation made under it.",
        "1.4 Words in the singular include the plural and vice versa. Any words following the terms including, include, in particular or for example are illustrative and do not limit the sense of the preceding words.",
        "1.5 A reference to writing or written includes email but not any other form of electronic communication.",
    ]
    return ("1. DEFINITIONS AND INTERPRETATION", base + extra + tail)


def uk_general(n: int, counterparty: str, law: str = "England and Wales") -> list[Clause]:
    """Clauses numbered from ``n``: confidentiality to governing law."""
    c = []
    c.append(
        (
            f"{n}. CONFIDENTIALITY",
            [
                f"{n}.1 Each party undertakes that it shall not at any time during this Agreement, and for a period of five years after its termination or expiry, disclose to any person any Confidential Information of the other party, except as permitted by clause {n}.2.",
                f"{n}.2 Each party may disclose the other party's Confidential Information: (a) to its employees, officers, representatives, subcontractors and advisers who need to know such information for the purposes of exercising its rights or carrying out its obligations under this Agreement, provided that it shall ensure that each such person complies with this clause {n}; and (b) as may be required by law, a court of competent jurisdiction or any governmental or regulatory authority.",
                f"{n}.3 No party shall use any other party's Confidential Information for any purpose other than to exercise its rights and perform its obligations under or in connection with this Agreement.",
            ],
        )
    )
    n += 1
    c.append(
        (
            f"{n}. DATA PROTECTION",
            [
                f"{n}.1 Both parties will comply with all applicable requirements of the Data Protection Legislation. This clause {n} is in addition to, and does not relieve, remove or replace, a party's obligations under the Data Protection Legislation.",
                f"{n}.2 To the extent that the Supplier processes personal data on behalf of {counterparty}, it shall process such personal data only on the documented written instructions of {counterparty}, ensure that it has in place appropriate technical and organisational measures to protect against unauthorised or unlawful processing and against accidental loss or destruction of, or damage to, personal data, and ensure that all personnel who have access to personal data are obliged to keep it confidential.",
                f"{n}.3 The Supplier shall notify {counterparty} without undue delay on becoming aware of a personal data breach and shall assist {counterparty} in responding to any request from a data subject.",
            ],
        )
    )
    n += 1
    c.append(
        (
            f"{n}. FORCE MAJEURE",
            [
                f'{n}.1 Neither party shall be in breach of this Agreement nor liable for delay in performing, or failure to perform, any of its obligations under this Agreement if such delay or failure results from events, circumstances or causes beyond its reasonable control, including acts of God, flood, drought, earthquake, epidemic or pandemic, terrorist attack, civil war, civil commotion or riots, war, nuclear, chemical or biological contamination, collapse of buildings, fire, explosion or accident, and interruption or failure of utility service (a "Force Majeure Event").',
                f"{n}.2 The affected party shall promptly notify the other party in writing of the Force Majeure Event and its expected duration, and shall use all reasonable endeavours to mitigate its effect. If the period of delay or non-performance continues for three months, the party not affected may terminate this Agreement by giving 30 days' written notice to the affected party.",
            ],
        )
    )
    n += 1
    c.append(
        (
            f"{n}. ASSIGNMENT AND OTHER DEALINGS",
            [
                f"{n}.1 Neither party shall assign, transfer, mortgage, charge, subcontract, declare a trust over or deal in any other manner with any of its rights and obligations under this Agreement without the prior written consent of the other party (such consent not to be unreasonably withheld or delayed).",
                f"{n}.2 The Supplier may subcontract the transport elements of the Services to a reputable haulier, provided that the Supplier remains responsible for all acts and omissions of its subcontractors as if they were its own.",
            ],
        )
    )
    n += 1
    c.append(
        (
            f"{n}. NOTICES",
            [
                f"{n}.1 Any notice given to a party under or in connection with this Agreement shall be in writing and shall be delivered by hand or by pre-paid first-class post or other next working day delivery service at its registered office, or sent by email to the address specified in Schedule 1.",
                f"{n}.2 Any notice shall be deemed to have been received: (a) if delivered by hand, at the time the notice is left at the proper address; (b) if sent by pre-paid first-class post or other next working day delivery service, at 9.00 am on the second Business Day after posting; and (c) if sent by email, at the time of transmission, or, if this time falls outside business hours in the place of receipt, when business hours resume.",
                f"{n}.3 This clause does not apply to the service of any proceedings or other documents in any legal action or, where applicable, any arbitration or other method of dispute resolution.",
            ],
        )
    )
    n += 1
    c.append(
        (
            f"{n}. GENERAL",
            [
                f"{n}.1 Entire agreement. This Agreement constitutes the entire agreement between the parties and supersedes and extinguishes all previous agreements, promises, assurances, warranties, representations and understandings between them, whether written or oral, relating to its subject matter. Each party acknowledges that in entering into this Agreement it does not rely on any statement, representation, assurance or warranty that is not set out in this Agreement.",
                f"{n}.2 Variation. No variation of this Agreement shall be effective unless it is in writing and signed by the parties (or their authorised representatives).",
                f"{n}.3 Waiver. A waiver of any right or remedy under this Agreement or by law is only effective if given in writing and shall not be deemed a waiver of any subsequent right or remedy. A failure or delay by a party to exercise any right or remedy shall not constitute a waiver of that or any other right or remedy.",
                f"{n}.4 Severance. If any provision or part-provision of this Agreement is or becomes invalid, illegal or unenforceable, it shall be deemed modified to the minimum extent necessary to make it valid, legal and enforceable.",
                f"{n}.5 No partnership. Nothing in this Agreement is intended to, or shall be deemed to, establish any partnership or joint venture between any of the parties.",
                f"{n}.6 Third party rights. Unless it expressly states otherwise, this Agreement does not give rise to any rights under the Contracts (Rights of Third Parties) Act 1999 to enforce any term of this Agreement.",
                f"{n}.7 Counterparts. This Agreement may be executed in any number of counterparts, each of which when executed shall constitute a duplicate original, but all the counterparts shall together constitute the one agreement.",
            ],
        )
    )
    n += 1
    c.append(
        (
            f"{n}. GOVERNING LAW AND JURISDICTION",
            [
                f"{n}.1 This Agreement and any dispute or claim (including non-contractual disputes or claims) arising out of or in connection with it or its subject matter or formation shall be governed by and construed in accordance with the law of {law}.",
                f"{n}.2 Each party irrevocably agrees that the courts of {law} shall have exclusive jurisdiction to settle any dispute or claim (including non-contractual disputes or claims) arising out of or in connection with this Agreement or its subject matter or formation.",
            ],
        )
    )
    return c


def us_general(n: int, state: str, forum: str) -> list[Clause]:
    """Sections numbered from ``n`` in a US house style."""
    c = []
    c.append(
        (
            f"SECTION {n}. CONFIDENTIALITY",
            [
                f'{n}.1 Each party (the "Receiving Party") shall hold in confidence all non-public information disclosed by the other party (the "Disclosing Party") that is marked or otherwise identified as confidential or that a reasonable person would understand to be confidential ("Confidential Information"), and shall not disclose such Confidential Information to any third party other than its employees, agents and contractors who have a need to know and are bound by obligations of confidentiality no less protective than those set forth herein.',
                f"{n}.2 The obligations in this Section {n} shall not apply to information that (a) is or becomes generally available to the public other than through a breach of this Agreement; (b) was known to the Receiving Party prior to disclosure; (c) is independently developed by the Receiving Party; or (d) is rightfully received from a third party without restriction. The Receiving Party may disclose Confidential Information to the extent required by law or court order, provided that it gives the Disclosing Party prompt notice thereof.",
            ],
        )
    )
    n += 1
    c.append(
        (
            f"SECTION {n}. INDEPENDENT CONTRACTOR",
            [
                f"{n}.1 The relationship of the parties is that of independent contractors. Nothing in this Agreement shall be construed to create a partnership, joint venture, agency or employment relationship between the parties, and neither party shall have authority to bind the other.",
            ],
        )
    )
    n += 1
    c.append(
        (
            f"SECTION {n}. FORCE MAJEURE",
            [
                f"{n}.1 Neither party shall be liable for any failure or delay in performance under this Agreement (other than for payment obligations) to the extent caused by fire, flood, earthquake, pandemic, war, terrorism, labor disputes (other than those involving such party's own employees), governmental action, failure of public utilities or any other cause beyond its reasonable control, provided that the affected party promptly notifies the other party and uses commercially reasonable efforts to resume performance.",
            ],
        )
    )
    n += 1
    c.append(
        (
            f"SECTION {n}. NOTICES",
            [
                f"{n}.1 All notices under this Agreement shall be in writing and shall be deemed given (a) when delivered personally; (b) one (1) business day after deposit with a nationally recognized overnight courier, with written verification of receipt; or (c) three (3) business days after mailing by certified or registered mail, return receipt requested, postage prepaid, in each case to the addresses set forth on the signature page hereto or such other address as a party may designate by notice.",
            ],
        )
    )
    n += 1
    c.append(
        (
            f"SECTION {n}. MISCELLANEOUS",
            [
                f"{n}.1 Governing Law. This Agreement shall be governed by and construed in accordance with the laws of the State of {state}, without giving effect to any choice or conflict of law provision or rule that would cause the application of the laws of any other jurisdiction.",
                f"{n}.2 Venue. Any legal suit, action or proceeding arising out of or related to this Agreement shall be instituted exclusively in the federal courts of the United States or the courts of the State of {state}, in each case located in {forum}, and each party irrevocably submits to the exclusive jurisdiction of such courts.",
                f"{n}.3 WAIVER OF JURY TRIAL. EACH PARTY HEREBY IRREVOCABLY WAIVES, TO THE FULLEST EXTENT PERMITTED BY APPLICABLE LAW, ANY RIGHT IT MAY HAVE TO A TRIAL BY JURY IN ANY LEGAL PROCEEDING DIRECTLY OR INDIRECTLY ARISING OUT OF OR RELATING TO THIS AGREEMENT.",
                f"{n}.4 Severability. If any term or provision of this Agreement is invalid, illegal or unenforceable in any jurisdiction, such invalidity, illegality or unenforceability shall not affect any other term or provision of this Agreement.",
                f"{n}.5 Amendment and Modification; Waiver. This Agreement may only be amended, modified or supplemented by an agreement in writing signed by each party hereto. No waiver by any party of any of the provisions hereof shall be effective unless explicitly set forth in writing and signed by the party so waiving.",
                f"{n}.6 Entire Agreement. This Agreement, together with all exhibits and schedules hereto, constitutes the sole and entire agreement of the parties with respect to the subject matter contained herein, and supersedes all prior and contemporaneous understandings, agreements, representations and warranties, both written and oral, with respect to such subject matter.",
                f"{n}.7 Counterparts. This Agreement may be executed in counterparts, each of which shall be deemed an original, but all of which together shall be deemed to be one and the same agreement. A signed copy of this Agreement delivered by e-mail or other means of electronic transmission shall be deemed to have the same legal effect as delivery of an original signed copy.",
            ],
        )
    )
    return c


def uk_signatures(parties: list[tuple[str, str, str]]) -> list[str]:
    """(company, signatory, title) per party, in the English execution-block style."""
    out = ["This Agreement has been entered into on the date stated at the beginning of it."]
    for company, who, title in parties:
        out.append(
            f"Signed by {who}, {title}, for and on behalf of {company}    ........................................"
        )
    return out


def us_signatures(parties: list[tuple[str, str, str]]) -> list[str]:
    out = [
        "IN WITNESS WHEREOF, the parties hereto have caused this Agreement to be executed as of the Effective Date by their respective officers thereunto duly authorized."
    ]
    for company, who, title in parties:
        out.append(f"{company.upper()}    By: /s/ {who}    Name: {who}    Title: {title}")
    return out
