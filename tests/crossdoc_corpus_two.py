"""A second, held-out set of cross-document contradictions (issue 12; bench/crossdoc_meaning.py
--set two): one case per join, written after the first corpus (tests/crossdoc_corpus.py) was
fixed, in drafting neither it nor the tests use (New Zealand, Canadian, Irish, US), and run once
on the fixed engine to measure how the fixes transfer. Same shape as the first corpus: a
contradicting version (a risk citing both documents) and a consistent control."""

from __future__ import annotations

from tests.crossdoc_corpus import Case, _eml
from tests.meaning_corpus import Doc, _docx

CASES_TWO: tuple[Case, ...] = (
    Case(
        "S4",
        "side letter",
        "NZ",
        (
            Doc(
                "Customers/Managed Services Agreement - Tasman Port Services.docx",
                _docx(
                    "Managed Services Agreement",
                    "Between Kereru Systems Limited (Provider) and Tasman Port Services Limited "
                    "(Client), dated 1 August 2024.",
                    "6.1 The Client shall pay the monthly service fee of NZ$42,000 set out in "
                    "Schedule 1. The fees are fixed for the Term and no discount, credit or "
                    "rebate applies to them.",
                    "19.4 This Agreement may only be varied in writing signed by both parties.",
                ),
            ),
        ),
        Doc(
            "Customers/Email to Tasman Port Services - fees.eml",
            _eml(
                "ceo@kererusystems.example",
                "cfo@tasmanport.example",
                "Our Managed Services Agreement",
                "Kia ora Hemi,\n\nGood to catch up. Further to our Managed Services Agreement, "
                "we'll take 15% off every monthly invoice for the first twelve months to get "
                "the relationship off to a good start. No need to paper it - I'll tell our "
                "accounts team directly.\n\nNgā mihi,\nAroha\n",
            ),
        ),
        Doc(
            "Customers/Email to Tasman Port Services - fees.eml",
            _eml(
                "ceo@kererusystems.example",
                "cfo@tasmanport.example",
                "Our Managed Services Agreement",
                "Kia ora Hemi,\n\nGood to catch up. Further to our Managed Services Agreement, "
                "the monthly fee is the NZ$42,000 in Schedule 1, invoiced on the first working "
                "day of each month. Our accounts team will send the first invoice next "
                "week.\n\nNgā mihi,\nAroha\n",
            ),
        ),
        (
            "Customers/Managed Services Agreement - Tasman Port Services.docx",
            "Customers/Email to Tasman Port Services - fees.eml",
        ),
    ),
    Case(
        "E4",
        "exclusivity/MFN",
        "CA",
        (
            Doc(
                "Customers/Software Licence Agreement - Laurentian Credit Union.docx",
                _docx(
                    "Software Licence Agreement",
                    "Between Muskoka Ledger Inc. (Vendor) and Laurentian Credit Union (Customer).",
                    "8.2 Most favoured customer. If during the Term the Vendor licenses the "
                    "Software to any other customer in Canada at a lower per-user fee than the "
                    "fee payable by the Customer, the Vendor shall promptly offer that lower fee "
                    "to the Customer.",
                    "Schedule A: 1,200 users at C$48 per user per year.",
                ),
            ),
        ),
        Doc(
            "Customers/Order Form - Prairie Mutual.csv",
            "customer,product,users,fee_per_user_per_year_cad,start\n"
            "Prairie Mutual Insurance,Muskoka Ledger Software,900,39,2025-02-01\n",
        ),
        Doc(
            "Customers/Order Form - Prairie Mutual.csv",
            "customer,product,users,fee_per_user_per_year_cad,start\n"
            "Prairie Mutual Insurance,Muskoka Ledger Software,900,52,2025-02-01\n",
        ),
        (
            "Customers/Software Licence Agreement - Laurentian Credit Union.docx",
            "Customers/Order Form - Prairie Mutual.csv",
        ),
    ),
    Case(
        "L4",
        "licence scan",
        "IE",
        (
            Doc(
                "Transaction/Share Purchase Agreement - Schedule 3.docx",
                _docx(
                    "Share Purchase Agreement - Schedule 3 (Warranties)",
                    "14.3 The Company does not use, and has not incorporated into any product "
                    "it distributes, any Open Source Software licensed under a Copyleft Licence.",
                ),
            ),
        ),
        Doc(
            "Technology/Code audit summary - Tallaght Payments SDK.md",
            "# Code audit summary - Tallaght Payments SDK\n\n"
            "Prepared by the engineering team, October 2025.\n\n"
            "| Component | Licence | Distributed |\n| --- | --- | --- |\n"
            "| libiban | GPL-3.0 | Yes, in the SDK shipped to bank customers |\n"
            "| fastjson | Apache-2.0 | Yes |\n",
        ),
        Doc(
            "Technology/Code audit summary - Tallaght Payments SDK.md",
            "# Code audit summary - Tallaght Payments SDK\n\n"
            "Prepared by the engineering team, October 2025.\n\n"
            "| Component | Licence | Distributed |\n| --- | --- | --- |\n"
            "| libiban | MIT | Yes, in the SDK shipped to bank customers |\n"
            "| fastjson | Apache-2.0 | Yes |\n",
        ),
        (
            "Transaction/Share Purchase Agreement - Schedule 3.docx",
            "Technology/Code audit summary - Tallaght Payments SDK.md",
        ),
    ),
    Case(
        "I4",
        "incident notice",
        "US",
        (
            Doc(
                "Insurance/Cyber Liability Policy - Redfern Mutual.docx",
                _docx(
                    "Cyber Liability Policy",
                    "Named Insured: Bayou Freight Brokers, LLC. Insurer: Redfern Mutual "
                    "Insurance Company.",
                    "VII. Notice. The Insured must give the Insurer written notice of any Cyber "
                    "Event, including funds transfer fraud, as soon as practicable and in no "
                    "event later than 60 days after it is first discovered.",
                ),
            ),
        ),
        Doc(
            "Finance/Email - wire fraud.eml",
            _eml(
                "cfo@bayoufreight.example",
                "ceo@bayoufreight.example",
                "Wire fraud",
                "Luc,\n\nAs you know, on January 6, 2025 we discovered that a spoofed carrier "
                "email got AP to wire $412,000 to a fraudster's account. The bank is trying to "
                "claw it back. Let's not involve Redfern Mutual until we know what we recover - "
                "I'd rather not see our premium go up.\n\nNadine\n",
            ),
        ),
        Doc(
            "Finance/Email - wire fraud.eml",
            _eml(
                "cfo@bayoufreight.example",
                "ceo@bayoufreight.example",
                "Wire fraud",
                "Luc,\n\nAs you know, on January 6, 2025 we discovered that a spoofed carrier "
                "email got AP to wire $412,000 to a fraudster's account. The bank is trying to "
                "claw it back, and our broker notified Redfern Mutual in writing on January 8, "
                "2025.\n\nNadine\n",
            ),
        ),
        (
            "Insurance/Cyber Liability Policy - Redfern Mutual.docx",
            "Finance/Email - wire fraud.eml",
        ),
    ),
    Case(
        "C4",
        "consent on file",
        "NZ",
        (
            Doc(
                "Property/Deed of Lease - 12 Kahikatea Drive.docx",
                _docx(
                    "Deed of Lease",
                    "Landlord: Rimu Investments Limited. Tenant: Pukeko Print Limited. "
                    "Premises: 12 Kahikatea Drive, Frankton, Hamilton.",
                    "Clause 32.2: Any change in the legal or beneficial ownership of the shares "
                    "in the Tenant that results in a change in the effective control of the "
                    "Tenant is deemed to be an assignment of this lease, for which the Landlord's "
                    "prior written consent is required.",
                ),
            ),
        ),
        Doc(
            "Property/Email from Rimu Investments.eml",
            _eml(
                "property@rimuinvestments.example",
                "gm@pukekoprint.example",
                "12 Kahikatea Drive - sale of shares",
                "Hi Tama,\n\nRimu Investments is considering your request for consent to the "
                "sale of shares and will revert once it has reviewed the purchaser's financial "
                "statements. Please send those through when you can.\n\nRegards,\nJo\n",
            ),
        ),
        Doc(
            "Property/Email from Rimu Investments.eml",
            _eml(
                "property@rimuinvestments.example",
                "gm@pukekoprint.example",
                "12 Kahikatea Drive - sale of shares",
                "Hi Tama,\n\nRimu Investments Limited hereby consents to the change in the "
                "ownership of the shares in Pukeko Print Limited under clause 32.2 of the "
                "lease.\n\nRegards,\nJo\n",
            ),
        ),
        (
            "Property/Deed of Lease - 12 Kahikatea Drive.docx",
            "Property/Email from Rimu Investments.eml",
        ),
    ),
    Case(
        "D4",
        "disclosure schedule",
        "US",
        (
            Doc(
                "Legal/Demand letter - Okonkwo.pdf",
                [
                    "HALVERSON & REYES LLP\n\nMarch 14, 2025\n\nVia email\n\nGeneral Counsel, "
                    "Bayside Robotics, Inc.\n\nRe: Adaeze Okonkwo\n\nWe represent Ms. Okonkwo, "
                    "who was terminated on February 3, 2025 days after reporting safety "
                    "violations. Her termination was retaliatory. Unless Bayside Robotics pays "
                    "$300,000 within 30 days, we will file suit in the Superior Court of "
                    "California."
                ],
            ),
        ),
        Doc(
            "Transaction/Disclosure Schedules - Bayside Robotics.docx",
            _docx(
                "Company Disclosure Schedules",
                "Section 3.15 Litigation. None.",
                "Section 3.16 Employees. See the employee census in the data room.",
            ),
        ),
        Doc(
            "Transaction/Disclosure Schedules - Bayside Robotics.docx",
            _docx(
                "Company Disclosure Schedules",
                "Section 3.15 Litigation. Demand letter dated March 14, 2025 from Halverson & "
                "Reyes LLP on behalf of Adaeze Okonkwo, alleging retaliatory termination and "
                "demanding $300,000.",
                "Section 3.16 Employees. See the employee census in the data room.",
            ),
        ),
        (
            "Transaction/Disclosure Schedules - Bayside Robotics.docx",
            "Legal/Demand letter - Okonkwo.pdf",
        ),
    ),
    Case(
        "V4",
        "covenant",
        "CA",
        (
            Doc(
                "Finance/Credit Agreement - Fundy Bank.docx",
                _docx(
                    "Credit Agreement",
                    "Borrower: Acadia Timber Products Ltd. Lender: Fundy Bank.",
                    "7.1(c) The Borrower shall maintain at all times a Current Ratio of not less "
                    "than 1.20:1.00.",
                    '"Current Ratio" means the ratio of Current Assets to Current Liabilities.',
                ),
            ),
        ),
        Doc(
            "Finance/Balance sheet 30 September 2025.xlsx",
            {
                "Balance sheet": [
                    ["Acadia Timber Products Ltd", "30 Sep 2025 (C$000)"],
                    ["Total current assets", 8450],
                    ["Total current liabilities", 7900],
                    ["Total equity", 12300],
                ]
            },
        ),
        Doc(
            "Finance/Balance sheet 30 September 2025.xlsx",
            {
                "Balance sheet": [
                    ["Acadia Timber Products Ltd", "30 Sep 2025 (C$000)"],
                    ["Total current assets", 8450],
                    ["Total current liabilities", 6100],
                    ["Total equity", 12300],
                ]
            },
        ),
        (
            "Finance/Credit Agreement - Fundy Bank.docx",
            "Finance/Balance sheet 30 September 2025.xlsx",
        ),
    ),
)
