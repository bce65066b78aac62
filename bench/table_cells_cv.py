"""Review-table yes/no cells out of fold on the TRAINING part of CUAD (never the held-out part).

    .venv/bin/python bench/table_cells_cv.py hits [--out FILE]   # fold models, every hit
    .venv/bin/python bench/table_cells_cv.py score FILE [-v]     # the cell rule on them
    .venv/bin/python bench/table_cells_cv.py cv FILE             # the margins, nested CV

The shipped clause model was fitted on every training contract, so its hits on them are
in-sample (too good). ``hits`` refits it as ``scripts/train_clauses.py`` does
(``fit_model``) once per fold of the trainer's own folds (``fold_of``), on the other two
folds, keeps the shipped thresholds and switches (they were chosen on such fold models'
scores), and records every ``find_clauses`` hit of the twelve kinds on the fold's own
contracts, with the expert labels, as JSON. ``score`` applies the review-table cell rule
(``offline.table_cells.yes_hits``, as the cells use it) and prints per-column figures and
each false yes: what the cell layer is tuned on. The held-out part is measured by
``bench/table_cuad.py cuad`` only, once per version.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

import numpy as np

REPO = Path(__file__).resolve().parent.parent


def collect(out: Path) -> None:
    sys.path.insert(0, str(REPO / "scripts"))
    import train_clauses as tc  # type: ignore[import-not-found]

    import diligence_tui.offline.clauses as clauses_pkg
    from diligence_tui.offline.clauses import TWELVE, cuad, find_clauses
    from diligence_tui.offline.clauses.model import ClauseModel, features, shipped
    from diligence_tui.offline.clauses.passages import passages

    began = time.perf_counter()
    model = shipped()
    assert model is not None
    kinds = model.clauses
    contracts = cuad.training(cuad.load())
    feats, spans = [], []
    for c in contracts:
        cut = passages(c.text)
        feats.append([features(c.text[p.start : p.end], p.heading) for p in cut])
        spans.append([(p.start, p.end) for p in cut])
    rows = [f for one in feats for f in one]
    y = np.concatenate([tc.labels(c, s, kinds) for c, s in zip(contracts, spans, strict=True)])
    docs = np.repeat(np.arange(len(contracts)), [len(s) for s in spans])
    truth = np.array([[c.has(k) for k in kinds] for c in contracts], dtype=bool)
    x = tc.matrix(rows, model.vocabulary)
    folds = np.array([tc.fold_of(c.name) for c in contracts])
    print(f"{len(contracts)} training contracts, {x.shape[0]} passages", flush=True)
    records = []
    real_shipped = clauses_pkg.shipped
    try:
        for fold in range(tc.FOLDS):
            train_rows = np.flatnonzero(folds[docs] != fold)
            w, b = tc.fit_model(x[train_rows], y[train_rows], docs[train_rows], truth)
            fold_model = ClauseModel(
                kinds,
                model.vocabulary,
                w.astype(np.float32),
                b.astype(np.float32),
                model.thresholds,
                model.use_rules,
                model.use_gate,
                model.use_meaning,
            )
            clauses_pkg.shipped = lambda m=fold_model: m  # type: ignore[assignment]
            for i in np.flatnonzero(folds == fold):
                c = contracts[int(i)]
                hits = find_clauses([(1, c.text)], TWELVE)
                records.append(
                    {
                        "name": c.name,
                        "fold": int(fold),
                        "truth": {k: c.has(k) for k in TWELVE},
                        "hits": [
                            {
                                "clause": h.clause,
                                "start": h.start,
                                "end": h.end,
                                "score": round(h.score, 4),
                            }
                            for h in hits
                        ],
                    }
                )
            print(f"fold {fold + 1}/{tc.FOLDS} ({time.perf_counter() - began:.0f} s)", flush=True)
    finally:
        clauses_pkg.shipped = real_shipped  # type: ignore[assignment]
    thresholds = {k: float(t) for k, t in zip(kinds, model.thresholds, strict=True)}
    out.write_text(json.dumps({"thresholds": thresholds, "contracts": records}))
    print(f"wrote {out}")


def score(path: Path, show: str | None, verbose: bool, margin: float, anchor: float) -> None:
    from diligence_tui.offline.clauses import TWELVE, ClauseHit, cuad
    from diligence_tui.offline.table_yes import threshold_of, yes_hits

    data = json.loads(path.read_text())
    texts = {c.name: c.text for c in cuad.training(cuad.load())}
    sums = [0, 0, 0]
    print("| column | labelled | yes | TP | FP | FN | precision | recall |")
    print("|---|---|---|---|---|---|---|---|")
    false_yes = []
    for clause in TWELVE:
        tp = fp = fn = 0
        for rec in data["contracts"]:
            text = texts[rec["name"]]
            hits = [
                ClauseHit(clause, 1, h["start"], h["end"], text[h["start"] : h["end"]], h["score"])
                for h in rec["hits"]
                if h["clause"] == clause
            ]
            said = bool(yes_hits(clause, hits, threshold_of(clause), margin, anchor))
            truth = rec["truth"][clause]
            tp += said and truth
            fp += said and not truth
            fn += truth and not said
            if said and not truth and (show is None or show == clause):
                false_yes.append(
                    (
                        clause,
                        rec["name"],
                        yes_hits(clause, hits, threshold_of(clause), margin, anchor),
                    )
                )
        sums = [sums[0] + tp, sums[1] + fp, sums[2] + fn]
        p = tp / (tp + fp) if tp + fp else float("nan")
        r = tp / (tp + fn) if tp + fn else float("nan")
        print(f"| {clause} | {tp + fn} | {tp + fp} | {tp} | {fp} | {fn} | {p:.2f} | {r:.2f} |")
    tp, fp, fn = sums
    print(
        f"| **pooled** | {tp + fn} | {tp + fp} | {tp} | {fp} | {fn} | "
        f"{tp / (tp + fp):.3f} | {tp / (tp + fn):.3f} |"
    )
    if verbose:
        for clause, name, hits in false_yes:
            print(f"\n## FP {clause} :: {name}")
            for h in hits[:3]:
                print(f"  [{h.score:.2f}] {' '.join(h.quote.split())[:400]}")


MARGINS = [round(0.05 * i, 2) for i in range(21)]  # SINGLE_MARGIN: 0 .. 1.0 in log-odds
ANCHOR_MARGINS = [round(0.5 * i, 1) for i in range(9)] + [99.0]  # 0 .. 4, and never


def cross_validate(path: Path) -> None:
    """SINGLE_MARGIN and ANCHOR_MARGIN chosen together by pooled F1 on two folds, measured
    on the third (nested), and the pair the whole training part chooses."""
    from diligence_tui.offline.clauses import TWELVE, ClauseHit, cuad
    from diligence_tui.offline.table_yes import threshold_of, yes_hits

    data = json.loads(path.read_text())
    texts = {c.name: c.text for c in cuad.training(cuad.load())}
    pairs = [(m, a) for m in MARGINS for a in ANCHOR_MARGINS]
    # per (fold, (margin, anchor margin)): pooled tp, fp, fn
    tally: dict[tuple[int, tuple[float, float]], list[int]] = {}
    for rec in data["contracts"]:
        text = texts[rec["name"]]
        for clause in TWELVE:
            hits = [
                ClauseHit(clause, 1, h["start"], h["end"], text[h["start"] : h["end"]], h["score"])
                for h in rec["hits"]
                if h["clause"] == clause
            ]
            truth = rec["truth"][clause]
            for pair in pairs:
                said = bool(yes_hits(clause, hits, threshold_of(clause), *pair))
                t = tally.setdefault((rec["fold"], pair), [0, 0, 0])
                t[0] += said and truth
                t[1] += said and not truth
                t[2] += truth and not said

    def pooled(folds: set[int], pair: tuple[float, float]) -> tuple[int, int, int]:
        tp = sum(tally[(f, pair)][0] for f in folds)
        fp = sum(tally[(f, pair)][1] for f in folds)
        fn = sum(tally[(f, pair)][2] for f in folds)
        return tp, fp, fn

    def f1(folds: set[int], pair: tuple[float, float]) -> float:
        tp, fp, fn = pooled(folds, pair)
        return 2 * tp / (2 * tp + fp + fn) if tp else 0.0

    def choose(folds: set[int]) -> tuple[float, float]:
        # ties: the smaller margins
        return max(pairs, key=lambda p: (round(f1(folds, p), 6), -p[0], -p[1]))

    folds = {rec["fold"] for rec in data["contracts"]}
    nested = [0, 0, 0]
    for f in sorted(folds):
        best = choose(folds - {f})
        for i in range(3):
            nested[i] += tally[(f, best)][i]
        print(f"fold {f}: margin {best[0]}, anchor margin {best[1]} chosen on the other folds")
    tp, fp, fn = nested
    print(f"nested: precision {tp / (tp + fp):.3f}, recall {tp / (tp + fn):.3f} ({tp}/{fp}/{fn})")
    best = choose(folds)
    for pair in pairs:
        if pair[0] != best[0] and pair[1] != best[1]:
            continue
        tp, fp, fn = pooled(folds, pair)
        mark = "  <- chosen" if pair == best else ""
        print(
            f"margin {pair[0]:.2f} anchor {pair[1]:.1f}: P {tp / (tp + fp):.3f} "
            f"R {tp / (tp + fn):.3f} F1 {f1(folds, pair):.4f} ({tp}/{fp}/{fn}){mark}"
        )


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = ap.add_subparsers(dest="what", required=True)
    p = sub.add_parser("hits")
    p.add_argument("--out", type=Path, default=Path("/tmp/cells-oof.json"))
    p = sub.add_parser("score")
    p.add_argument("file", type=Path)
    p.add_argument("--show", default=None, help="list the false yes cells of this clause only")
    p.add_argument("-v", action="store_true", help="list the false yes cells")
    p.add_argument("--margin", type=float, default=None, help="SINGLE_MARGIN to try")
    p.add_argument("--anchor", type=float, default=None, help="ANCHOR_MARGIN to try")
    p = sub.add_parser("cv")
    p.add_argument("file", type=Path)
    args = ap.parse_args()
    if args.what == "hits":
        collect(args.out)
    elif args.what == "cv":
        cross_validate(args.file)
    else:
        from diligence_tui.offline.table_yes import ANCHOR_MARGIN, SINGLE_MARGIN

        score(
            args.file,
            args.show,
            args.v,
            SINGLE_MARGIN if args.margin is None else args.margin,
            ANCHOR_MARGIN if args.anchor is None else args.anchor,
        )


if __name__ == "__main__":
    main()
