"""Cross-document contradictions by meaning (issue 12): run the offline reviewer on the
fresh-wording corpus of tests/crossdoc_corpus.py (the seven classic joins, each case as its own
small room in a contradicting version and a consistent control) and print, per case, whether
the contradiction came out as a risk citing both documents and whether the control stayed
clean, with totals per kind. Usage: python bench/crossdoc_meaning.py [--set two] [CASE_ID ...]
(``--set two``: the held-out second set, tests/crossdoc_corpus_two.py)"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.crossdoc_corpus import CASES, KINDS, ok, review_case  # noqa: E402


def main(argv: list[str]) -> int:
    pool = CASES
    if argv[:2] == ["--set", "two"]:
        from tests.crossdoc_corpus_two import CASES_TWO

        pool, argv = CASES_TWO, argv[2:]
    cases = [c for c in pool if not argv or c.id in argv]
    found: dict[str, list[bool]] = {k: [] for k in KINDS}
    clean: dict[str, list[bool]] = {k: [] for k in KINDS}
    for case in cases:
        with tempfile.TemporaryDirectory() as tmp:
            got = review_case(Path(tmp) / "contra", case, contradicting=True)
            ctl = review_case(Path(tmp) / "control", case, contradicting=False)
        hit, fine = ok(case, True, got), ok(case, False, ctl)
        found[case.kind].append(hit)
        clean[case.kind].append(fine)
        print(
            f"{case.id:3} {case.drafting:3} {case.kind:20} contradicting {got:9}"
            f" {'found' if hit else 'MISSED':7} control {ctl:9} {'clean' if fine else 'FLAGGED'}"
        )
    print()
    for kind in KINDS:
        if found[kind]:
            print(
                f"{kind:20} found {sum(found[kind])}/{len(found[kind])}"
                f"  controls clean {sum(clean[kind])}/{len(clean[kind])}"
            )
    n = sum(len(v) for v in found.values())
    print(
        f"{'total':20} found {sum(sum(v) for v in found.values())}/{n}"
        f"  controls clean {sum(sum(v) for v in clean.values())}/{n}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
