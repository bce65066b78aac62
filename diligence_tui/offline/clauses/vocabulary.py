"""The clause vocabulary shared by the offline engine, review-table columns and the bench.

The first 40 names are the CUAD clause categories, spelled exactly as in CUAD's labels (so a
review-table column can say ``clause = "Change Of Control"`` and a CUAD label can be compared
with what the engine found). Our own kinds follow: the diligence issues the offline reviewer
knows that CUAD has no category for. docs/CLAUSES.md lists them all.
"""

from __future__ import annotations

CUAD_CATEGORIES: tuple[str, ...] = (
    "Parties",
    "Agreement Date",
    "Effective Date",
    "Expiration Date",
    "Renewal Term",
    "Notice Period To Terminate Renewal",
    "Governing Law",
    "Most Favored Nation",
    "Competitive Restriction Exception",
    "Non-Compete",
    "Exclusivity",
    "No-Solicit Of Customers",
    "No-Solicit Of Employees",
    "Non-Disparagement",
    "Termination For Convenience",
    "Rofr/Rofo/Rofn",
    "Change Of Control",
    "Anti-Assignment",
    "Revenue/Profit Sharing",
    "Price Restrictions",
    "Minimum Commitment",
    "Volume Restriction",
    "Ip Ownership Assignment",
    "Joint Ip Ownership",
    "License Grant",
    "Non-Transferable License",
    "Affiliate License-Licensor",
    "Affiliate License-Licensee",
    "Unlimited/All-You-Can-Eat-License",
    "Irrevocable Or Perpetual License",
    "Source Code Escrow",
    "Post-Termination Services",
    "Audit Rights",
    "Uncapped Liability",
    "Cap On Liability",
    "Liquidated Damages",
    "Warranty Duration",
    "Insurance",
    "Covenant Not To Sue",
    "Third Party Beneficiary",
)

# The offline reviewer's issue kinds (offline/patterns.py) by clause name. A CUAD name where
# CUAD has the category; our own name in the same style where it has none.
ISSUE_KIND_OF: dict[str, str] = {
    "Change Of Control": "change_of_control",
    "Anti-Assignment": "anti_assignment",
    "Termination For Convenience": "termination_for_convenience",
    "Exclusivity": "exclusivity",
    "Non-Compete": "non_compete",
    "Most Favored Nation": "most_favoured_nation",
    "Cap On Liability": "liability_cap",
    "Uncapped Liability": "uncapped_liability",
    "Ip Ownership Assignment": "ip_ownership",
    "Liquidated Damages": "liquidated_damages",
    "Minimum Commitment": "minimum_purchase",
    "Source Code Escrow": "source_code_escrow",
    "Audit Rights": "audit_rights",  # found by the trained model only
    # ours
    "Non-Solicit": "non_solicit",
    "Indemnity": "indemnity",
    "Auto Renewal": "auto_renewal",
    "Licence Restrictions": "licence_restrictions",
    "Open Source Copyleft": "open_source_copyleft",
    "Key Employee Severance": "key_employee_severance",
    "Equity Acceleration": "equity_acceleration",
    "Litigation": "litigation",
    "Regulatory Investigation": "regulatory_investigation",
    "Data Breach Or Privacy": "data_breach_privacy",
    "Debt Default": "debt_default",
    "Debt Change Of Control": "debt_change_of_control",
    "Debt Covenants": "debt_covenants",
    "Liens": "liens",
    "Guarantee": "guarantee",
    "Related Party": "related_party",
    "Tax Dispute": "tax_dispute",
    "Environmental": "environmental",
    "Insurance Gap": "insurance_gap",
}
CLAUSE_OF_ISSUE_KIND: dict[str, str] = {key: name for name, key in ISSUE_KIND_OF.items()}

OURS: tuple[str, ...] = tuple(n for n in ISSUE_KIND_OF if n not in CUAD_CATEGORIES)
CLAUSES: tuple[str, ...] = CUAD_CATEGORIES + OURS

# The twelve kinds issue 12 measures on real contracts (bench/cuad_clauses.py).
TWELVE: tuple[str, ...] = (
    "Change Of Control",
    "Anti-Assignment",
    "Termination For Convenience",
    "Exclusivity",
    "Non-Compete",
    "Most Favored Nation",
    "Cap On Liability",
    "Uncapped Liability",
    "Ip Ownership Assignment",
    "Liquidated Damages",
    "Minimum Commitment",
    "Audit Rights",
)
