"""What every generated document is made of: the room's folders, the format-neutral
``Doc``, and the pieces builders share (signature blocks, planted extras)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from diligence_tui.samples.world import Person

FOLDERS = {
    "corp": "01 Corporate",
    "cap": "02 Capitalization",
    "material": "03 Material Contracts",
    "customers": "04 Customers",
    "suppliers": "05 Suppliers",
    "ip": "06 Intellectual Property",
    "people": "07 Employees & Benefits",
    "estate": "08 Real Estate",
    "debt": "09 Financing & Debt",
    "lit": "10 Litigation & Disputes",
    "reg": "11 Regulatory & Compliance",
    "tax": "12 Tax",
    "ins": "13 Insurance",
    "env": "14 Environmental",
    "mail": "15 Correspondence",
    "fin": "16 Financial Statements",
}

Extra = Sequence[tuple[str, Any]]  # (section or slot, text or row)


@dataclass
class Doc:
    path: str  # relative to the room's documents/ folder; the suffix is the format
    title: str
    blocks: list[tuple] = field(default_factory=list)
    sheets: dict[str, list[list[Any]]] | None = None
    slides: list[tuple[str, str, str]] | None = None
    email: dict[str, Any] | None = None  # sender, to, subject, date, attachments: list[Doc]
    key: str = ""
    header: str = ""

    @property
    def fmt(self) -> str:
        return self.path.rsplit(".", 1)[-1].lower()


def folder_path(folder: str, name: str) -> str:
    return f"{FOLDERS[folder]}/{name}"


def _extra_for(extra: Extra, slot: str) -> list[Any]:
    return [payload for where, payload in extra if where == slot]


def signature_block(p_name: str, p_signer: Person, c_name: str, c_signer: Person) -> list[tuple]:
    return [
        (
            "p",
            "IN WITNESS WHEREOF, the parties have caused this Agreement to be executed by their duly authorized representatives as of the Effective Date.",
        ),
        (
            "table",
            [
                [p_name, c_name],
                ["By: /s/ " + p_signer.name, "By: /s/ " + c_signer.name],
                ["Name: " + p_signer.name, "Name: " + c_signer.name],
                [
                    "Title: " + (p_signer.title or "Authorized Signatory"),
                    "Title: " + (c_signer.title or "Authorized Signatory"),
                ],
            ],
        ),
    ]
