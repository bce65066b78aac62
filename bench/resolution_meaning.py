"""Look-alikes by meaning (issue 12): run the offline reviewer on a fresh-wording corpus (pairs
of a matter that reads like a risk and a document resolving it, and unresolved versions that
must stay risks) and print, per matter, whether it came out as info or as a risk, with the
totals. ``--corpus one`` (the default) is tests/meaning_corpus.py, written with the rules;
``--corpus two`` is tests/meaning_corpus_two.py, a second author's, written before reading them
and reviewed at its ``AS_OF`` date. Usage: python bench/resolution_meaning.py [--corpus two]"""

from __future__ import annotations

import argparse
import contextlib
import io
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from diligence_tui import cli  # noqa: E402
from tests.meaning_corpus import Matter, build_room, verdicts  # noqa: E402
from tests.rooms.score import findings_of  # noqa: E402


def corpus(name: str) -> tuple[tuple[Matter, ...], list[str]]:
    """The corpus's matters and the extra ``diligence run`` arguments it is reviewed with."""
    if name == "two":
        from tests import meaning_corpus_two as two

        return two.MATTERS, ["--as-of", two.AS_OF]
    from tests import meaning_corpus as one

    return one.MATTERS, []


def review(matters: tuple[Matter, ...], extra: list[str], resolving: bool) -> dict[str, str]:
    with tempfile.TemporaryDirectory() as tmp:
        room = build_room(Path(tmp) / "room", resolving, matters)
        run_dir = Path(tmp) / "run"
        with contextlib.redirect_stdout(io.StringIO()):
            code = cli.main(["run", str(room), "--out", str(run_dir), "--json", *extra])
        if code != 0:
            raise SystemExit("the run failed")
        return verdicts(findings_of(run_dir), matters)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", choices=("one", "two"), default="one")
    args = parser.parse_args(argv)
    matters, extra = corpus(args.corpus)
    alone = review(matters, extra, resolving=False)
    got = review(matters, extra, resolving=True)
    resolved = [m for m in matters if m.resolved]
    unresolved = [m for m in matters if not m.resolved]
    for m in matters:
        want = "info" if m.resolved else "risk"
        ok = got[m.id] == want or (m.frame == "consented" and got[m.id] == "omitted")
        mark = "ok" if ok else "WRONG"
        print(
            f"{m.id:4} {m.drafting:3} {m.frame or 'open':11} alone {alone[m.id]:5} {got[m.id]:19} {mark}"
        )
    info = sum(got[m.id] == "info" for m in resolved)
    omitted = sum(got[m.id] == "omitted" for m in resolved)
    risk = sum(got[m.id] == "risk" for m in unresolved)
    paired = [m for m in matters if m.others or m.alone or not m.resolved]
    risks = sum(alone[m.id] == "risk" for m in paired)
    print(f"control (no resolving documents): {risks}/{len(paired)} read as risks")
    print(
        f"resolved matters reported as info: {info}/{len(resolved)} (left out, no finding: {omitted})"
    )
    print(f"unresolved matters kept as risks: {risk}/{len(unresolved)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
