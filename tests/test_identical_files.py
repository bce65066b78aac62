"""Files that hold the same bytes under other names are named in the memo's scope: a copy is
reviewed and counted like any document, so a room of 40 CUAD contracts with one contract saved
twice counted it twice ("Anti-assignment / consent requirement (high; 25 document(s))") and said
nowhere that two of them were one. A real room on disk, a real index, the offline engine."""

from __future__ import annotations

import shutil
from pathlib import Path

from diligence_tui import docwriters
from tests.cli_support import diligence


def test_identical_files_are_named_in_the_scope(tmp_path: Path) -> None:
    root = tmp_path / "room"
    supply = docwriters.write_text(
        root / "01 Contracts" / "supply.txt",
        "SUPPLY AGREEMENT\n\n12. Assignment. Neither party may assign this Agreement without "
        "the prior written consent of the other party.\n",
    )
    (root / "99 Misc").mkdir()
    shutil.copy(supply, root / "99 Misc" / "COPY of supply.txt")
    docwriters.write_text(
        root / "01 Contracts" / "lease.txt",
        "LEASE\n\n4. Rent. The Tenant shall pay rent of $10,000 per month.\n",
    )
    run_dir = tmp_path / "run"
    done = diligence("run", str(root), "--out", str(run_dir))
    assert done.returncode == 0, done.stderr
    md = (run_dir / "memo.md").read_text(encoding="utf-8")
    line = next(x for x in md.splitlines() if x.startswith("- Identical files:"))
    assert "1 set(s) of files hold the same bytes" in line
    assert "01 Contracts/supply.txt = 99 Misc/COPY of supply.txt" in line
    assert "lease.txt" not in line
