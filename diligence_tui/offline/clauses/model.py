"""The trained clause model: a linear classifier per clause kind over the words and word pairs
of a passage and of its section title, shipped as ``data/clauses.npz`` (trained by
scripts/train_clauses.py on the training part of CUAD; see data/NOTICE.txt).

Inference is numpy only: a passage's features are looked up in the model's vocabulary and
its score for every kind is one sum of rows. A document reads as a kind when its best
passage reaches the kind's threshold (chosen on the training part by cross-validation).
Per kind, also chosen by cross-validation: whether a passage must mention what the kind is
about to count (``use_gate``, clauses/meaning.py REQUIRES) and whether the rules written from
the kind's legal meaning add their hits (``use_meaning``, FINDS).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import numpy as np

from diligence_tui.offline.clauses.hit import ClauseHit
from diligence_tui.offline.clauses.meaning import admits
from diligence_tui.offline.clauses.passages import passages

MODEL_FILE = Path(__file__).with_name("data") / "clauses.npz"
FORMAT = 2

_WORD = re.compile(r"[a-z]+(?:'[a-z]+)?|\d+")


# British and American spellings read alike ("favourable"/"favorable", "licence"/"license"):
# the filings are mostly American, the rooms it reads may not be.
_BRITISH = re.compile(r"\b(favo|hono|labo|endeavo|behavio)ur")
_LICENCE = re.compile(r"\blicenc")


def _spelling(text: str) -> str:
    return _LICENCE.sub("licens", _BRITISH.sub(r"\1r", text))


def features(text: str, heading: str = "") -> list[str]:
    """The features of a passage: its words, word pairs and section-title words (numbers as
    "0", so "thirty (30) days" and "sixty (60) days" read alike; British spellings as
    American)."""
    words = [w if not w[0].isdigit() else "0" for w in _WORD.findall(_spelling(text.lower()))]
    feats = set(words)
    feats.update(f"{a} {b}" for a, b in zip(words, words[1:], strict=False))
    feats.update("h:" + w for w in _WORD.findall(_spelling(heading.lower())) if len(w) > 2)
    return sorted(feats)


@dataclass(frozen=True)
class ClauseModel:
    clauses: tuple[str, ...]
    vocabulary: dict[str, int]
    weights: np.ndarray  # (features, clauses) float32
    bias: np.ndarray  # (clauses,)
    # (clauses,) probability a document's best passage must reach; 1.0: the model is off for
    # the kind (it added nothing to the rules out of fold), only the rules find it
    thresholds: np.ndarray
    use_rules: np.ndarray  # (clauses,) bool: the regex rules' hits count too for this kind
    use_gate: np.ndarray  # (clauses,) bool: a hit must pass meaning.admits for this kind
    use_meaning: np.ndarray  # (clauses,) bool: meaning.FINDS' hits count too for this kind

    def batch(self, rows: list[list[str]]) -> np.ndarray:
        """The probability, per passage and clause kind, that the passage is one
        (passages x clauses)."""
        ids: list[int] = []
        counts = np.zeros(len(rows), dtype=np.int64)
        scale = np.empty(len(rows))
        lookup = self.vocabulary.get
        for r, feats in enumerate(rows):
            found = [i for i in map(lookup, feats) if i is not None]
            ids.extend(found)
            counts[r] = len(found)
            scale[r] = 1.0 / np.sqrt(max(1, len(feats)))
        raw = np.zeros((len(rows), len(self.clauses)), dtype=np.float32)
        if ids:
            filled = counts > 0
            starts = (np.cumsum(counts) - counts)[filled]
            gathered = self.weights[np.array(ids, dtype=np.int64)]
            raw[filled] = np.add.reduceat(gathered, starts, axis=0)
        raw = raw * scale[:, None].astype(np.float32) + self.bias
        return 1.0 / (1.0 + np.exp(-raw))

    def save(self, path: Path) -> None:
        words = sorted(self.vocabulary, key=self.vocabulary.__getitem__)
        np.savez_compressed(
            path,
            format=np.array(FORMAT),
            clauses=np.frombuffer("\n".join(self.clauses).encode(), dtype=np.uint8),
            vocabulary=np.frombuffer("\n".join(words).encode(), dtype=np.uint8),
            weights=self.weights.astype(np.float16),
            bias=self.bias.astype(np.float32),
            thresholds=self.thresholds.astype(np.float32),
            use_rules=self.use_rules.astype(bool),
            use_gate=self.use_gate.astype(bool),
            use_meaning=self.use_meaning.astype(bool),
        )


def load_model(path: Path) -> ClauseModel:
    with np.load(path, allow_pickle=False) as data:
        if int(data["format"]) != FORMAT:
            raise ValueError(f"{path}: clause model format {int(data['format'])}, want {FORMAT}")
        clauses = tuple(bytes(data["clauses"]).decode().split("\n"))
        words = bytes(data["vocabulary"]).decode().split("\n")
        return ClauseModel(
            clauses=clauses,
            vocabulary={w: i for i, w in enumerate(words)},
            weights=data["weights"].astype(np.float32),
            bias=data["bias"].astype(np.float32),
            thresholds=data["thresholds"].astype(np.float32),
            use_rules=data["use_rules"].astype(bool),
            use_gate=data["use_gate"].astype(bool),
            use_meaning=data["use_meaning"].astype(bool),
        )


@cache
def shipped() -> ClauseModel | None:
    """The model shipped with the package (None when the data file is missing)."""
    return load_model(MODEL_FILE) if MODEL_FILE.exists() else None


def model_hits(
    model: ClauseModel, pages: Sequence[tuple[int, str]], wanted: frozenset[str]
) -> list[ClauseHit]:
    """The passages of ``pages`` whose score for a wanted kind reaches its threshold (and,
    for a gated kind, that mention what the kind is about)."""
    cols = [
        k for k, clause in enumerate(model.clauses) if clause in wanted and model.thresholds[k] < 1
    ]
    if not cols:
        return []
    out: list[ClauseHit] = []
    for number, text in pages:
        cut = passages(text)
        if not cut:
            continue
        scores = model.batch([features(text[p.start : p.end], p.heading) for p in cut])
        for k in cols:
            for i in np.flatnonzero(scores[:, k] >= model.thresholds[k]):
                p = cut[int(i)]
                quote = text[p.start : p.end]
                if model.use_gate[k] and not admits(model.clauses[k], quote, p.heading):
                    continue
                out.append(
                    ClauseHit(model.clauses[k], number, p.start, p.end, quote, float(scores[i, k]))
                )
    return out
