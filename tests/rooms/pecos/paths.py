"""Where each document of the pecos room lives (relative to documents/), shared by the
generators and make_key.py so that the key names exactly the files that are written."""

from __future__ import annotations

CORP = "01 Corporate"
TXN = "02 Transaction"
COM = "03 Commercial"
CUST = f"{COM}/Customers"
SUPP = f"{COM}/Suppliers"
FIN = "04 Finance"
RE = "05 Real Property"
HR = "06 Employment and Benefits"
IP = "07 IP and IT"
INS = "08 Insurance"
LIT = "09 Litigation"
ENV = "10 Environmental and Regulatory"

SPA = f"{TXN}/Stock Purchase Agreement (Buyer Draft 9-15-2025).docx"
SCHED = f"{TXN}/Disclosure Schedules (Seller Draft 9-29-2025).docx"
QA = f"{TXN}/Diligence Q&A Tracker.xlsx"
CIM = f"{TXN}/Confidential Information Memorandum - Project Pecos.pptx"
MINUTES_JUNE = f"{CORP}/Board Minutes - June 18, 2025.pdf"

OCOTILLO_MSA = (
    f"{CUST}/Ocotillo Energy/Master Water Services Agreement - Ocotillo Energy Operating.docx"
)
OCOTILLO_SIDE = f"{CUST}/Ocotillo Energy/Letter Agreement - Ocotillo (March 14, 2025).pdf"
OCOTILLO_EMAIL = f"{CUST}/Ocotillo Energy/RE Ocotillo - signed letter.eml"
HACKBERRY = (
    f"{CUST}/Hackberry Draw/Produced Water Gathering and Disposal Agreement - Hackberry Draw.docx"
)
BLUESTEM = f"{CUST}/Bluestem Petroleum/Master Service Agreement - Bluestem Petroleum.docx"
PRICING = f"{COM}/Customer Pricing Summary - 2025.xlsx"
COYOTE = f"{CUST}/Coyote Wells/Disposal Capacity Agreement - Coyote Wells Operating (2022).pdf"
COYOTE_END = f"{CUST}/Coyote Wells/Notice of Non-Renewal - Coyote Wells.pdf"
LONESTAR = f"{SUPP}/Master Equipment Lease Agreement - Lonestar Fleet Capital.pdf"

CREDIT = f"{FIN}/Credit Agreement - First Trans-Pecos Bank (conformed).docx"
CERT_Q2 = f"{FIN}/Compliance Certificates/Compliance Certificate - Q2 2025.pdf"
CERT_Q1 = f"{FIN}/Compliance Certificates/Compliance Certificate - Q1 2025.pdf"
MONTHLY = f"{FIN}/Monthly Financial Package - June 2025.xlsx"
DEFAULT_NOTICE = f"{FIN}/Notice of Default - First Trans-Pecos Bank (May 6, 2025).pdf"
WAIVER = f"{FIN}/Limited Waiver Letter - First Trans-Pecos Bank (June 2, 2025).pdf"
GUARANTY = f"{FIN}/Guaranty Agreement - Reeves Recycle Partners (Permian Basin Community Bank).pdf"
UCC_SEARCH = f"{FIN}/UCC Lien Search Results - Delaware and Texas.html"
UCC_RELEASE = f"{FIN}/Payoff Letter and UCC-3 Termination - Permian Equipment Finance.pdf"

HERMOSA = f"{RE}/Surface Use and Disposal Site Lease - Hermosa Ranch.docx"
YARD = f"{RE}/Commercial Lease - Pecos Yard.pdf"
YARD_EMAIL = f"{RE}/FW Pecos yard rent.eml"
OFFICE = f"{RE}/Office Lease - Permian Commerce Tower (Midland).docx"
OFFICE_CONSENT = f"{RE}/Landlord Consent and Estoppel Certificate - Permian Commerce Tower.pdf"

ORTEGA_2020 = f"{HR}/Executive Agreements/Employment Agreement - M. Ortega (2020).pdf"
ORTEGA_2025 = (
    f"{HR}/Executive Agreements/Amended and Restated Employment Agreement - M. Ortega (2025).docx"
)
CENSUS = f"{HR}/Employee Census - August 31, 2025.xlsx"
FLSA_LETTER = f"{HR}/Letter from Garza & Whitlock PLLC (May 20, 2025).pdf"

OSS_SCAN = f"{IP}/Open Source Audit - HaulTrack Platform (August 2025).csv"

PLL_POLICY = f"{INS}/Pollution Legal Liability Policy - Gulf Atlantic Specialty.pdf"
LOSS_RUN = f"{INS}/Loss Runs 2022-2025.csv"
BROKER_EMAIL = f"{INS}/RE Hermosa release - carrier notice.eml"

PETITION = f"{LIT}/Plaintiff's Original Petition - Dos Rios Trucking v. Toyah Creek.pdf"
SETTLEMENT = f"{LIT}/Settlement Agreement and Mutual Release - Dos Rios Trucking.docx"

INCIDENT = f"{ENV}/Incident Report - Hermosa SWD Produced Water Release (Feb. 9, 2025).pdf"
