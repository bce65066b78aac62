"""Score an offline review of an independent room (tests/rooms/halden, marrow, fennick, wraxall,
quarrendon, ossington, kelmscott, carrowkeel, yarrawonga, pecos, tamarack) against its key:
which planted issues a finding above info identifies, which benign look-alikes a finding
above info flags as a risk. Used by tests/test_independent_room.py and bench/offline_reviewer.py."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

HALDEN = Path(__file__).resolve().parent / "halden"  # the development room
MARROW = Path(__file__).resolve().parent / "marrow"  # held out once, since tuned on (regression)
FENNICK = (
    Path(__file__).resolve().parent / "fennick"
)  # written untuned, measured once (bench/RESULTS.md)
WRAXALL = (
    Path(__file__).resolve().parent / "wraxall"
)  # written untuned by another helper, measured once (bench/RESULTS.md)
QUARRENDON = (
    Path(__file__).resolve().parent / "quarrendon"
)  # written untuned by helper blindroom (second session), measured untuned (bench/RESULTS.md)
OSSINGTON = (
    Path(__file__).resolve().parent / "ossington"
)  # written blind by helper blindroom (third session), measured untuned, tuned on since (RESULTS)
KELMSCOTT = (
    Path(__file__).resolve().parent / "kelmscott"
)  # written blind by helper blindroom (fourth session), measured untuned, tuned on since (RESULTS)
CARROWKEEL = (
    Path(__file__).resolve().parent / "carrowkeel"
)  # written blind by helper blind2 (2026-12-02), measured untuned, tuned on since (RESULTS)
YARRAWONGA = (
    Path(__file__).resolve().parent / "yarrawonga"
)  # written blind by helper yarra (2026-12-03), measured untuned (bench/RESULTS.md)
PECOS = (
    Path(__file__).resolve().parent / "pecos"
)  # written blind by helper pecos (2026-12-03), measured untuned (bench/RESULTS.md)
TAMARACK = (
    Path(__file__).resolve().parent / "tamarack"
)  # written blind by helper tamarack (2026-12-06), not yet measured (scored once by the coordinator)


@dataclass
class Score:
    identified: list[str] = field(default_factory=list)
    missed: list[str] = field(default_factory=list)
    flagged: list[str] = field(default_factory=list)  # look-alikes reported as risks
    clean: list[str] = field(default_factory=list)
    unverified: int = 0  # citations of findings above info that did not verify

    def line(self) -> str:
        planted = len(self.identified) + len(self.missed)
        alikes = len(self.flagged) + len(self.clean)
        return (
            f"identified {len(self.identified)}/{planted} planted issues"
            f" (missed: {', '.join(self.missed) or 'none'}); "
            f"look-alikes flagged as risks {len(self.flagged)}/{alikes}"
            f" ({', '.join(self.flagged) or 'none'}); unverified citations {self.unverified}"
        )


def _live(findings: list[dict]) -> list[dict]:
    return [f for f in findings if f.get("severity") != "info" and f.get("status") != "rejected"]


def score(findings: list[dict], key_path: Path = HALDEN / "key.json") -> Score:
    """``findings`` as findings.json holds them, against the key of a room."""
    key = json.loads(key_path.read_text(encoding="utf-8"))
    live = _live(findings)
    out = Score()
    out.unverified = sum(1 for f in live for c in f.get("citations") or [] if not c.get("verified"))
    for issue in key["planted"]:
        hit = False
        for docs in issue["documents"]:
            for f in live:
                cits = [c for c in f.get("citations") or [] if c.get("verified")]
                paths = {c.get("path") for c in cits}
                if not set(docs) <= paths:
                    continue
                needle = issue.get("quote_has")
                if needle and not any(needle in (c.get("quote") or "") for c in cits):
                    continue
                hit = True
        (out.identified if hit else out.missed).append(issue["id"])
    for alike in key["lookalikes"]:
        flagged = False
        for f in live:
            text = " ".join(str(f.get(k) or "") for k in ("title", "description"))
            if alike.get("text_has") and alike["text_has"] not in text:
                continue
            # the same resolved matter may be written up in more than one document
            docs = {alike["document"], *alike.get("also_documents", [])}
            for c in f.get("citations") or []:
                if c.get("path") in docs and alike["quote_has"] in (c.get("quote") or ""):
                    flagged = True
        (out.flagged if flagged else out.clean).append(alike["id"])
    return out


def findings_of(run_dir: Path) -> list[dict]:
    data = json.loads((run_dir / "findings.json").read_text(encoding="utf-8"))
    return data["findings"] if isinstance(data, dict) else data
