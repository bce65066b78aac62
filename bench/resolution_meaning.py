"""Look-alikes by meaning (issue 12): run the offline reviewer on the fresh-wording corpus of
tests/meaning_corpus.py (pairs of a matter that reads like a risk and a document resolving it,
and unresolved versions that must stay risks) and print, per matter, whether it came out as
info or as a risk, with the totals. Usage: python bench/resolution_meaning.py"""

from __future__ import annotations

import contextlib
import io
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from diligence_tui import cli  # noqa: E402
from tests.meaning_corpus import MATTERS, build_room, verdicts  # noqa: E402
from tests.rooms.score import findings_of  # noqa: E402


def review(resolving: bool) -> dict[str, str]:
    with tempfile.TemporaryDirectory() as tmp:
        room = build_room(Path(tmp) / "room", resolving)
        run_dir = Path(tmp) / "run"
        with contextlib.redirect_stdout(io.StringIO()):
            code = cli.main(["run", str(room), "--out", str(run_dir), "--json"])
        if code != 0:
            raise SystemExit("the run failed")
        return verdicts(findings_of(run_dir))


def main() -> int:
    alone = review(resolving=False)
    got = review(resolving=True)
    resolved = [m for m in MATTERS if m.resolved]
    unresolved = [m for m in MATTERS if not m.resolved]
    for m in MATTERS:
        want = "info" if m.resolved else "risk"
        ok = got[m.id] == want or (m.frame == "consented" and got[m.id] == "omitted")
        mark = "ok" if ok else "WRONG"
        print(
            f"{m.id:4} {m.drafting:3} {m.frame or 'open':11} alone {alone[m.id]:5} {got[m.id]:19} {mark}"
        )
    info = sum(got[m.id] == "info" for m in resolved)
    omitted = sum(got[m.id] == "omitted" for m in resolved)
    risk = sum(got[m.id] == "risk" for m in unresolved)
    paired = [m for m in MATTERS if m.others or not m.resolved]
    risks = sum(alone[m.id] == "risk" for m in paired)
    print(f"control (no resolving documents): {risks}/{len(paired)} read as risks")
    print(
        f"resolved matters reported as info: {info}/{len(resolved)} (left out, no finding: {omitted})"
    )
    print(f"unresolved matters kept as risks: {risk}/{len(unresolved)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
