"""Nested cross-validation of the clause model's whole training procedure, inside the training
part of CUAD only (the held-out part is never read here).

Outer 3 folds by the trainer's ``fold_of``. On each outer two thirds, exactly what
scripts/train_clauses.py does on all training contracts: the vocabulary, inner 3-fold
out-of-fold passage scores (folds by ``inner_fold_of``, another hash of the file name), the
switches and bootstrapped thresholds chosen on them, the negatives mined out of fold, and the
model refitted on the two thirds, which then scores the outer third. The mean over the twelve
kinds of document-level recall and precision, pooled over the 252 contracts, estimates what
the procedure does on contracts it has not seen.

Two steps, so that document-level rules can be judged without refitting:

* ``fit``: the twelve fits (about 5 minutes on a quiet core; run it under ``nice -n 10``).
  Saves every passage's scores: its outer score (from the model that did not see its
  contract) and, for each outer fold whose two thirds hold it, its inner out-of-fold score.
* ``score``: reads those scores, re-cuts the contracts (so a changed gate in
  clauses/meaning.py is measured as it is now), chooses switches and thresholds on each outer
  two thirds' inner scores as the trainer would (optionally with another F-beta or shift per
  kind), decides the outer third, and prints per kind and mean recall / precision. With
  ``--against`` another recipe's decisions (``--save-decisions``) are compared by a paired
  bootstrap over the contracts.

A gate judged by ``score`` is judged as a document-level filter on the saved scores: the refit's
mined negatives were chosen with the gate as it was at ``fit`` time. Refit to confirm.

Run: .venv/bin/python scripts/nested_clauses.py fit --out /tmp/nested.npz [--cache ruled.pkl]
     .venv/bin/python scripts/nested_clauses.py score /tmp/nested.npz [--shift -0.1]
"""

from __future__ import annotations

import argparse
import hashlib
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

import train_clauses as tc  # noqa: E402  (the trainer, beside this script)

from diligence_tui.offline.clauses import cuad  # noqa: E402
from diligence_tui.offline.clauses.vocabulary import TWELVE  # noqa: E402

OUTER = 3


def inner_fold_of(name: str) -> int:
    return hashlib.sha256(("inner:" + name).encode()).digest()[0] % tc.FOLDS


def subset(data: tc.Data, keep: np.ndarray) -> tuple[tc.Data, np.ndarray]:
    """The documents ``keep`` (bool per document) of ``data``, renumbered, and the mask of
    their passages."""
    rows = keep[data.docs]
    renumber = np.cumsum(keep) - 1
    picked = np.flatnonzero(rows)
    return (
        tc.Data(
            rows=[data.rows[i] for i in picked],
            y=data.y[rows],
            docs=renumber[data.docs[rows]],
            admitted=data.admitted[rows],
            truth=data.truth[keep],
            ruled_docs=data.ruled_docs[keep],
            meant_docs=data.meant_docs[keep],
            spans=[s for s, k in zip(data.spans, keep, strict=True) if k],
        ),
        rows,
    )


def load(args: argparse.Namespace) -> tuple[list[cuad.Contract], tc.Data]:
    contracts = cuad.training(cuad.load(args.cuad))
    ruled_by = tc.ruled_cached(contracts, args.cache)
    return contracts, tc.prepare(contracts, tc.TRAINED, ruled_by)


def fit(args: argparse.Namespace) -> int:
    began = time.perf_counter()

    def log(line: str) -> None:
        print(f"{line} ({time.perf_counter() - began:.0f} s)", flush=True)

    contracts, data = load(args)
    names = [c.name for c in contracts]
    outer = np.array([tc.fold_of(n) for n in names])
    inner = np.array([inner_fold_of(n) for n in names])
    n_pass, kinds = data.y.shape
    outer_score = np.full((n_pass, kinds), np.nan, dtype=np.float32)
    inner_score = np.full((OUTER, n_pass, kinds), np.nan, dtype=np.float32)
    log(f"{len(contracts)} training contracts, {n_pass} passages")
    for o in range(OUTER):
        part, rows = subset(data, outer != o)
        vocabulary = tc.vocabulary_of(part.rows)
        x = tc.matrix(part.rows, vocabulary)
        oof, oof_gated, oof_passages = tc.out_of_fold(
            x, part, inner[outer != o], args.iters, lambda s, o=o: log(f"outer {o + 1}: inner {s}")
        )
        inner_score[o, rows] = oof_passages
        chosen = tc.choose(oof, oof_gated, part.truth, part.ruled_docs, part.meant_docs)
        mined = tc.false_passages(
            oof_passages,
            part.docs,
            part.truth,
            chosen.thresholds,
            chosen.switches[0],
            part.admitted,
        )
        w, b = tc.fit_model(x, part.y, part.docs, part.truth, args.iters, mined)
        held = np.flatnonzero(~rows)
        xo = tc.matrix([data.rows[i] for i in held], vocabulary)
        outer_score[held] = 1.0 / (1.0 + np.exp(-(xo @ w + b)))
        log(f"outer {o + 1}/{OUTER} refitted and scored ({int(mined.sum())} mined)")
    np.savez_compressed(
        args.out,
        names=np.array(names),
        clauses=np.array(tc.TRAINED),
        outer_score=outer_score,
        inner_score=inner_score,
        passages=np.array([len(s) for s in data.spans]),
    )
    log(f"wrote {args.out}")
    return 0


@dataclass
class Saved:
    names: list[str]
    outer_score: np.ndarray  # passages x kinds
    inner_score: np.ndarray  # outer folds x passages x kinds (nan where not in the two thirds)


def read(path: Path, contracts: list[cuad.Contract], data: tc.Data) -> Saved:
    with np.load(path) as z:
        saved = Saved(list(z["names"]), z["outer_score"], z["inner_score"])
        if saved.names != [c.name for c in contracts] or list(z["passages"]) != [
            len(s) for s in data.spans
        ]:
            raise SystemExit(f"{path}: saved for other contracts or another passage cut")
        if tuple(z["clauses"]) != tc.TRAINED:
            raise SystemExit(f"{path}: saved for other kinds than the trainer's TRAINED")
    return saved


def doc_max(score: np.ndarray, docs: np.ndarray, n_docs: int) -> np.ndarray:
    out = np.zeros((n_docs, score.shape[1]))
    for k in range(score.shape[1]):
        np.maximum.at(out[:, k], docs, score[:, k])
    return out


def verdict(
    best: np.ndarray, gated: np.ndarray, data_or_part: tc.Data, chosen: tc.Choice
) -> np.ndarray:
    """documents x kinds: what a choice says, from the documents' best passage scores
    (plain and gated) and the rules' flags."""
    gate, rules, meant = chosen.switches
    top = np.where(gate, gated, best)
    on = chosen.thresholds < 1.0
    return (
        ((top >= chosen.thresholds) & on)
        | (data_or_part.ruled_docs & rules)
        | (data_or_part.meant_docs & meant)
    )


def decide(
    saved: Saved,
    data: tc.Data,
    beta: float | np.ndarray = tc.BETA,
    shift: float | np.ndarray = tc.THRESHOLD_SHIFT,
    rounds: int = tc.BOOTSTRAP,
    floor: float = 0.0,
    low_beta: float = 1.0,
) -> tuple[np.ndarray, list[tc.Choice]]:
    """documents x kinds: what the procedure says of each contract when it was in the outer
    third, and each outer fold's choice. ``floor``: a kind whose inner out-of-fold precision
    at its choice is under it is chosen again with F-``low_beta`` (inner scores only)."""
    names = saved.names
    outer = np.array([tc.fold_of(n) for n in names])
    n_docs = len(names)
    said = np.zeros(data.truth.shape, dtype=bool)
    choices = []
    for o in range(OUTER):
        part, rows = subset(data, outer != o)
        s = saved.inner_score[o, rows]
        oof = doc_max(s, part.docs, len(part.truth))
        oof_gated = doc_max(s * part.admitted, part.docs, len(part.truth))
        chosen = tc.choose(
            oof, oof_gated, part.truth, part.ruled_docs, part.meant_docs, beta, shift, rounds
        )
        if floor > 0:
            _r, inner_p = per_kind(verdict(oof, oof_gated, part, chosen), part.truth)
            betas = np.where(inner_p < floor, low_beta, np.broadcast_to(beta, inner_p.shape))
            chosen = tc.choose(
                oof, oof_gated, part.truth, part.ruled_docs, part.meant_docs, betas, shift, rounds
            )
        choices.append(chosen)
        test = outer == o
        plain = doc_max(saved.outer_score, data.docs, n_docs)
        gated = doc_max(saved.outer_score * data.admitted, data.docs, n_docs)
        said[test] = verdict(plain, gated, data, chosen)[test]
    return said, choices


def per_kind(said: np.ndarray, truth: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Recall and precision per kind (precision 0 when nothing is said of a kind that has
    documents, as bench/cuad_clauses.py counts it)."""
    tp = (said & truth).sum(axis=0)
    recall = tp / np.maximum(1, truth.sum(axis=0))
    precision = np.where(said.sum(axis=0) > 0, tp / np.maximum(1, said.sum(axis=0)), 0.0)
    return recall, precision


def twelve(clauses: tuple[str, ...]) -> np.ndarray:
    return np.array([clauses.index(k) for k in TWELVE])


def paired(
    said: np.ndarray, other: np.ndarray, truth: np.ndarray, rounds: int = 1000
) -> tuple[float, float, float, float]:
    """Mean recall and precision of ``said`` minus ``other`` over the twelve kinds, and their
    standard deviations over ``rounds`` resamples of the contracts (seeded)."""
    cols = twelve(tc.TRAINED)
    rng = np.random.default_rng(2)
    diffs = []
    for _ in range(rounds):
        pick = rng.integers(0, len(truth), len(truth))
        r1, p1 = per_kind(said[pick][:, cols], truth[pick][:, cols])
        r2, p2 = per_kind(other[pick][:, cols], truth[pick][:, cols])
        diffs.append((r1.mean() - r2.mean(), p1.mean() - p2.mean()))
    d = np.array(diffs)
    r1, p1 = per_kind(said[:, cols], truth[:, cols])
    r2, p2 = per_kind(other[:, cols], truth[:, cols])
    return r1.mean() - r2.mean(), d[:, 0].std(), p1.mean() - p2.mean(), d[:, 1].std()


def report(said: np.ndarray, truth: np.ndarray) -> tuple[float, float]:
    cols = twelve(tc.TRAINED)
    recall, precision = per_kind(said[:, cols], truth[:, cols])
    print("| kind | docs | said | recall | precision |")
    print("| --- | ---: | ---: | ---: | ---: |")
    for j, kind in enumerate(TWELVE):
        k = cols[j]
        print(
            f"| {kind} | {int(truth[:, k].sum())} | {int(said[:, k].sum())} |"
            f" {recall[j]:.2f} | {precision[j]:.2f} |"
        )
    print(f"| **mean of the 12** | | | **{recall.mean():.3f}** | **{precision.mean():.3f}** |")
    return float(recall.mean()), float(precision.mean())


def per_kind_values(text: str | None, default: float) -> float | np.ndarray:
    """Values per kind from "Kind=value,Kind=value" (kinds by name) over a default."""
    if not text:
        return default
    out = np.full(len(tc.TRAINED), default)
    for item in text.split(","):
        kind, value = item.rsplit("=", 1)
        out[tc.TRAINED.index(kind.strip())] = float(value)
    return out


def show(
    kind: str,
    said: np.ndarray,
    saved: Saved,
    contracts: list[cuad.Contract],
    data: tc.Data,
    choices: list[tc.Choice],
) -> None:
    """The false documents of ``kind`` (each with its best outer-scored passages over the
    threshold) and the missed ones (their best passage and the first marked span), to read
    what a gate should say."""
    k = tc.TRAINED.index(kind)
    outer = np.array([tc.fold_of(n) for n in saved.names])
    for d, contract in enumerate(contracts):
        choice = choices[outer[d]]
        t, gate = choice.thresholds[k], choice.switches[0, k]
        rows = np.flatnonzero(data.docs == d)
        s = saved.outer_score[rows, k] * (data.admitted[rows, k] if gate else 1)
        truth = data.truth[d, k]
        if said[d, k] and not truth:
            label = "FALSE"
            picks = [i for i in np.argsort(-s)[:3] if s[i] >= t]
            if not picks:
                print(f"\n== {label} {contract.name}: said by the rules / meaning rules only")
                continue
        elif truth and not said[d, k]:
            label, picks = "MISSED", list(np.argsort(-s)[:1])
        else:
            continue
        print(f"\n== {label} {contract.name} (threshold {t:.3f}, gate {'on' if gate else 'off'})")
        for i in picks:
            a, b = data.spans[d][i]
            text = " ".join(contract.text[a:b].split())
            print(f"  [{s[i]:.3f}] {text[:600]}")
        if label == "MISSED":
            marked = contract.labels.get(kind, [""])[0]
            print(f"  marked: {' '.join(marked.split())[:600]}")


def score(args: argparse.Namespace) -> int:
    contracts, data = load(args)
    saved = read(args.scores, contracts, data)
    beta = per_kind_values(args.beta_per_kind, args.beta)
    shift = per_kind_values(args.shift_per_kind, args.shift)
    said, choices = decide(saved, data, beta, shift, args.rounds, args.floor, args.low_beta)
    report(said, data.truth)
    for kind in args.show or ():
        show(kind, said, saved, contracts, data, choices)
    if args.save_decisions:
        np.save(args.save_decisions, said)
    if args.against:
        other = np.load(args.against)
        dr, sr, dp, sp = paired(said, other, data.truth)
        print(
            f"paired against {args.against}: recall {dr:+.4f} (sd {sr:.4f}), precision {dp:+.4f} (sd {sp:.4f})"
        )
    return 0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--cuad", type=Path, default=None)
    ap.add_argument(
        "--cache", type=Path, default=None, help="the regex rules' flags (see the trainer)"
    )
    sub = ap.add_subparsers(dest="step", required=True)
    f = sub.add_parser("fit", help="the twelve fits; saves every passage's scores")
    f.add_argument("--out", type=Path, required=True)
    f.add_argument("--iters", type=int, default=tc.ITERS)
    s = sub.add_parser("score", help="decide and measure from saved scores")
    s.add_argument("scores", type=Path)
    s.add_argument("--beta", type=float, default=tc.BETA)
    s.add_argument("--beta-per-kind", default=None, help='e.g. "Non-Compete=0.7,Exclusivity=0.8"')
    s.add_argument("--shift", type=float, default=tc.THRESHOLD_SHIFT)
    s.add_argument("--shift-per-kind", default=None)
    s.add_argument("--rounds", type=int, default=tc.BOOTSTRAP)
    s.add_argument("--floor", type=float, default=0.0, help="inner precision under which ...")
    s.add_argument(
        "--low-beta", type=float, default=1.0, help="... a kind is chosen by this F-beta"
    )
    s.add_argument("--save-decisions", type=Path, default=None)
    s.add_argument("--against", type=Path, default=None, help="another recipe's saved decisions")
    s.add_argument("--show", action="append", help="print a kind's false and missed documents")
    args = ap.parse_args(argv)
    return fit(args) if args.step == "fit" else score(args)


if __name__ == "__main__":
    sys.exit(main())
