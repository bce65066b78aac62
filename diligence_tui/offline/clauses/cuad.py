"""The CUAD development set (../shared/cuad-dev): where it is, how it loads, and the one
held-out split everyone measures on.

CUAD v1 (The Atticus Project, CC BY 4.0; see NOTICE in this folder's data/ and in the set
itself). The split is by a hash of the file name, so it is the same on every machine, for
every helper, and does not move when files are added: a contract is held out when the first
byte of its SHA-256 is below 77 (about 30%). Train on :func:`training`, report on
:func:`held_out` only.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

HELD_OUT_BELOW = 77  # of 256: about 30% of the contracts


def default_dir() -> Path:
    """``$DILIGENCE_CUAD_DIR``, else ``shared/cuad-dev`` beside the checkout."""
    env = os.environ.get("DILIGENCE_CUAD_DIR")
    if env:
        return Path(env)
    return Path(__file__).resolve().parents[4] / "shared" / "cuad-dev"


def is_held_out(name: str) -> bool:
    """True when the contract file ``name`` (its file name, not a path) is in the held-out part."""
    return hashlib.sha256(name.encode("utf-8")).digest()[0] < HELD_OUT_BELOW


@dataclass(frozen=True)
class Contract:
    name: str  # the file name in contracts/
    text: str
    labels: dict[str, list[str]]  # CUAD category -> the clause texts the annotators marked

    def has(self, clause: str) -> bool:
        return bool(self.labels.get(clause))


def load(folder: Path | None = None, names: Iterable[str] | None = None) -> list[Contract]:
    """The contracts of the set (all, or those named), in file-name order."""
    folder = folder or default_dir()
    raw = json.loads((folder / "labels.json").read_text(encoding="utf-8"))
    wanted = sorted(raw) if names is None else sorted(set(names))
    out = []
    for name in wanted:
        text = (folder / "contracts" / name).read_text(encoding="utf-8")
        labels = {
            category: list(entry.get("spans") or [])
            for category, entry in raw[name].items()
            if entry.get("present")
        }
        out.append(Contract(name, text, labels))
    return out


def training(contracts: Iterable[Contract]) -> list[Contract]:
    return [c for c in contracts if not is_held_out(c.name)]


def held_out(contracts: Iterable[Contract]) -> list[Contract]:
    return [c for c in contracts if is_held_out(c.name)]
