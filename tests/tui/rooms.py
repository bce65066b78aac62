"""A small, fixed dataroom for the TUI tests (real files in several formats)."""

from __future__ import annotations

from pathlib import Path

from diligence_tui.docwriters import write_docx, write_pdf, write_text, write_xlsx

MSA = (
    "MASTER SERVICES AGREEMENT between Northwind Logistics LLC and Acme Holdings Inc.\n\n"
    "12.3 Change of Control. Either party may terminate this Agreement upon a change of control "
    "of the other party, and Customer shall pay a termination fee of $4,200,000 within thirty days.\n\n"
    "14.1 Indemnification. Supplier shall indemnify Customer against all losses, without cap, "
    "arising from any breach of the data protection obligations.\n"
)


def build_room(root: Path) -> Path:
    """Write the room and return its folder."""
    room = root / "room"
    write_text(
        room / "01 Corporate" / "board_minutes_2024.txt",
        "Board minutes, 12 March 2024.\nThe board approved the annual budget.\n"
        "Litigation update: a claim by Orion Freight for $1.2 million is pending in Delaware.\n",
    )
    write_text(
        room / "01 Corporate" / "certificate.md",
        "# Certificate of incorporation\n\nAcme Holdings Inc., Delaware.\n",
    )
    write_pdf(
        room / "02 Contracts" / "msa_northwind.pdf",
        [
            MSA,
            "15. Term. This Agreement runs for five years.\n\n16. Exclusivity. Customer shall purchase "
            "exclusively from Supplier in North America.",
            "Signature page.",
        ],
        title="MSA",
    )
    write_docx(
        room / "02 Contracts" / "lease_hq.docx",
        [
            ("h1", "Office Lease"),
            (
                "p",
                "The Tenant may not assign this lease without the Landlord's "
                "prior written consent, including by change of control.",
            ),
            ("p", "Annual rent is $850,000, payable monthly."),
        ],
    )
    write_xlsx(
        room / "03 Financials" / "revenue.xlsx",
        {
            "Revenue": [
                ["Customer", "2023", "2024"],
                ["Northwind", 3200000, 4100000],
                ["Contoso", 900000, 400000],
                ["Total", "=SUM(B2:B3)", "=SUM(C2:C3)"],
            ]
        },
    )
    write_text(
        room / "03 Financials" / "notes.txt",
        "Revenue is concentrated: Northwind is 91% of 2024 revenue.\n",
    )
    return room
