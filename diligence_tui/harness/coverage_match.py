"""How a prompt is matched to the room's documents (see :class:`Matching`).

How it matches: both sides are split into words (``\\w+``, case-folded); a run of ``K``
consecutive words is a *gram*, hashed with a rolling polynomial over the words' hashes. The
room's grams go into a sorted numpy array (hash -> every place: document, word). A prompt's
grams are looked up with one ``searchsorted``, then (see :class:`Matching`):

* *Anchors*: a gram found in at most ``RARE_PLACES`` places anchors a match at each of them,
  rarest first. Each anchor is extended along its diagonal (prompt word i <-> document word
  j), backward and forward, while the words agree: through boilerplate too, so a contract
  made mostly of clauses shared with hundreds of others is matched whole from its few
  unique words. Grams in more places (clause-library text) never anchor: the match reaches
  them from the unique words around them.
* *Named documents and chaining*: text that is common throughout (a page of standard
  clauses between two page markers) is found in the documents the prompt names (a slice
  header's ``id``/``path``, a bare document id), and by following a matched document over a
  break (page marker, slice header, overlap) to where it goes on within ``CHAIN_GAP`` words.
* *Credit*: each prompt word is credited to the document of the longest matched run that
  holds it; between equally long runs, to the one whose chain (runs of one document that
  continue each other) is longer. So text a document shares with others is credited to
  the document whose own words surround it in the prompt, and never to the others: a
  document whose text never reached a model is not covered because it shares boilerplate
  with one that did. A run that matches several documents equally with nothing around it
  to tell them apart (a shared clause pasted alone, exact duplicates) goes to the ones the
  prompt names; if it names none of them, to all of them when there are at most
  ``SHARED_CREDIT`` (duplicates, versions of one file: that very text did reach a model),
  else to none (a clause found in many contracts says nothing about which was read).

A matched run becomes a character span of the document (from its first word up to the next
unmatched word). Documents shorter than ``K`` words match as a whole.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np

from diligence_tui.harness.coverage_words import K, equal_prefix

if TYPE_CHECKING:
    from diligence_tui.harness.coverage import CoverageMeter

RARE_PLACES = 32  # a gram found in at most this many places anchors a match at each of them
CHAIN_GAP = 64  # words between two matched runs of one document that still continue each other
SHARED_CREDIT = (
    4  # a run that matches this many documents or fewer equally, none named, credits each
)


@dataclass
class _Segment:
    """Prompt words ``i0..i1`` equal document ``doc``'s words ``j0..j0 + i1 - i0``."""

    doc: int
    i0: int
    i1: int
    j0: int
    score: int = 0  # words matched by its whole chain

    @property
    def j1(self) -> int:
        return self.j0 + self.i1 - self.i0

    @property
    def length(self) -> int:
        return self.i1 - self.i0 + 1


def _continues(s: _Segment, t: _Segment) -> bool:
    """Does ``t`` pick up document text where ``s`` left off (a page marker, a slice header,
    an overlap between slices in between)?"""
    return (
        s.doc == t.doc
        and 1 - K <= t.i0 - s.i1 <= CHAIN_GAP
        and -CHAIN_GAP <= t.j0 - s.j1 <= CHAIN_GAP
        and t.i1 > s.i1
        and t.j0 > s.j0
        and t.j1 > s.j1
    )


class Matching:
    """The matched runs of one prompt, from anchors to credited document words.

    1. *Anchors*: every place of every rare prompt gram (at most ``RARE_PLACES`` places in
       the room). Each anchor is extended gram by gram along its diagonal, backward and
       forward, to the longest run of equal words (a *segment*), through boilerplate too.
    2. *Named documents*: where the prompt names a document (a slice header's ``id``/``path``
       or a bare document id), common grams are looked up in that document alone.
    3. *Chaining*: where a segment's document does not go on nearby in the prompt, it is
       searched a little further on (``CHAIN_GAP`` words in the prompt and in the document),
       which carries a match over page markers, slice headers and overlaps.
    4. *Credit*: each prompt word goes to the longest segment that holds it; between equally
       long ones, to the one whose chain (segments of one document that continue each other)
       matched more words. A tie between documents goes to the named ones, else to all of
       them when there are at most ``SHARED_CREDIT``, else to none.
    """

    def __init__(self, meter: CoverageMeter, words: np.ndarray, grams: np.ndarray) -> None:
        self.meter = meter
        self.words = words
        self.grams = grams
        self.segments: list[_Segment] = []
        self._runs: dict[tuple[int, int], list[_Segment]] = {}  # (doc, diagonal) -> segments

    # -- finding segments ------------------------------------------------------------------
    def extend(self, doc: int, i: int, j: int) -> _Segment | None:
        """The segment through prompt gram ``i`` = document gram ``j``."""
        runs = self._runs.setdefault((doc, j - i), [])
        for known in runs:
            if known.i0 <= i <= known.i1:
                return known
        grams = self.meter._doc_arrays(doc).grams
        ahead = equal_prefix(self.grams[i:], grams[j:])
        if not ahead:  # a hash collision
            return None
        back = equal_prefix(self.grams[i - 1 :: -1], grams[j - 1 :: -1]) if i and j else 0
        segment = _Segment(doc, i - back, i + ahead + K - 2, j - back)
        runs.append(segment)
        self.segments.append(segment)
        return segment

    def anchor(self, left: np.ndarray, count: np.ndarray) -> None:
        """Segments through the rare grams, rarest first. A gram inside a segment found
        from rarer grams is skipped: that segment holds a gram the other places lack, so
        their runs there are shorter and can win none of its words."""
        covered = np.zeros(len(self.grams), dtype=bool)
        rare = np.flatnonzero((count > 0) & (count <= RARE_PLACES))
        levels = np.unique(count[rare])
        for level in levels.tolist():
            at = rare[count[rare] == level]
            at = at[~covered[at]]
            if not len(at):
                continue
            found = len(self.segments)
            self._anchor_at(at, left, count)
            for s in self.segments[found:]:
                covered[s.i0 : s.i1 - K + 2] = True

    def _anchor_at(self, rare: np.ndarray, left: np.ndarray, count: np.ndarray) -> None:
        per = count[rare]
        prompt_i = np.repeat(rare, per)
        offsets = np.repeat(np.cumsum(per) - per, per)
        cand = np.repeat(left[rare], per) + (np.arange(len(prompt_i)) - offsets)
        packed = self.meter._pos[cand]
        doc = (packed >> np.uint64(32)).astype(np.int64)
        diag = (packed & np.uint64(0xFFFFFFFF)).astype(np.int64) - prompt_i
        order = np.lexsort((prompt_i, diag, doc))
        doc, diag, prompt_i = doc[order], diag[order], prompt_i[order]
        breaks = np.flatnonzero((np.diff(doc) != 0) | (np.diff(diag) != 0)) + 1
        heads = np.concatenate(([0], breaks)).tolist()
        tails = np.concatenate((breaks, [len(doc)])).tolist()
        for head, tail in zip(heads, tails, strict=True):
            d, dg, at = int(doc[head]), int(diag[head]), head
            while at < tail:
                i = int(prompt_i[at])
                segment = self.extend(d, i, i + dg)
                if segment is None:
                    at += 1
                    continue
                last_gram = segment.i1 - K + 1
                at = head + int(np.searchsorted(prompt_i[head:tail], last_gram, side="right"))

    def find_named(self, named: set[int], left: np.ndarray, count: np.ndarray) -> list[_Segment]:
        """Common grams (too many places to anchor) that no segment holds yet, looked up in
        the named documents only. Returns the new segments."""
        meter = self.meter
        covered = np.zeros(len(self.grams), dtype=bool)
        for s in self.segments:
            covered[s.i0 : s.i1 - K + 2] = True
        common = np.flatnonzero((count > RARE_PLACES) & ~covered)
        found = len(self.segments)
        if not len(common):
            return []
        stride = 1 if meter.window > 1 else K // 2
        for d in sorted(named):
            mine = covered.copy()
            at, low = 0, np.uint64(d) << np.uint64(32)
            while at < len(common):
                i = int(common[at])
                if mine[i]:
                    at += 1
                    continue
                lo, hi = int(left[i]), int(left[i] + count[i])
                places = meter._pos[lo:hi]
                k = int(np.searchsorted(places, low))
                reach = -1
                while k < len(places) and int(places[k] >> np.uint64(32)) == d:
                    segment = self.extend(d, i, int(places[k] & np.uint64(0xFFFFFFFF)))
                    if segment is not None:
                        mine[segment.i0 : segment.i1 - K + 2] = True
                        reach = max(reach, segment.i1 - K + 1)
                    k += 1
                if reach >= 0:
                    at = int(np.searchsorted(common, reach, side="right"))
                else:
                    at = int(np.searchsorted(common, i + stride, side="left"))
        return self.segments[found:]

    def chain(self, start: list[_Segment]) -> None:
        """Follow the documents of the leading segments (the longest at their ends) across
        the breaks around them, where no segment of the same document picks up nearby."""
        longest = np.zeros(len(self.words), dtype=np.int64)
        for s in self.segments:
            view = longest[s.i0 : s.i1 + 1]
            np.maximum(view, s.length, out=view)
        by_doc: dict[int, list[_Segment]] = {}
        for s in self.segments:
            by_doc.setdefault(s.doc, []).append(s)
        todo = list(start)
        while todo:
            s = todo.pop()
            mine = by_doc[s.doc]
            for forward in (True, False):
                if s.length < longest[s.i1 if forward else s.i0]:
                    continue
                if any(_continues(s, t) if forward else _continues(t, s) for t in mine):
                    continue
                found = self._follow(s, forward)
                if found is not None and all(found is not t for t in mine):
                    mine.append(found)
                    todo.append(found)
                    view = longest[found.i0 : found.i1 + 1]
                    np.maximum(view, found.length, out=view)

    def _follow(self, s: _Segment, forward: bool) -> _Segment | None:
        arrays = self.meter._doc_arrays(s.doc)
        if forward:
            if s.i1 + 1 >= len(self.words) or s.j1 + 1 >= arrays.words:
                return None
            p_lo, p_hi = s.i1 + 1, min(len(self.grams), s.i1 + 1 + CHAIN_GAP)
            expect = s.j1 + 1
        else:
            if s.i0 == 0 or s.j0 == 0:
                return None
            p_lo, p_hi = max(0, s.i0 - CHAIN_GAP - K + 1), max(0, s.i0 - K + 1)
            expect = s.j0 - K
        if p_hi <= p_lo:
            return None
        d_lo = max(0, expect - CHAIN_GAP)
        doc_grams = arrays.grams[d_lo : expect + CHAIN_GAP + 1].tolist()
        where: dict[int, list[int]] = {}
        for offset, gram in enumerate(doc_grams):
            where.setdefault(gram, []).append(d_lo + offset)
        prompt_grams = self.grams[p_lo:p_hi].tolist()
        order = range(len(prompt_grams)) if forward else range(len(prompt_grams) - 1, -1, -1)
        for h in order:
            places = where.get(prompt_grams[h])
            if places:
                j = min(places, key=lambda place: abs(place - expect))
                segment = self.extend(s.doc, p_lo + h, j)
                if segment is not None and segment is not s:
                    return segment
        return None

    # -- crediting -------------------------------------------------------------------------
    def _chain_scores(self, docs: set[int]) -> dict[int, int]:
        """Words matched by the chain (segments of one document that continue each other)
        of each segment of ``docs``, by segment index."""
        parent: dict[int, int] = {}

        def root(x: int) -> int:
            while parent[x] != x:
                parent[x] = parent[parent[x]]
                x = parent[x]
            return x

        mine = sorted(
            (n for n, s in enumerate(self.segments) if s.doc in docs),
            key=lambda n: (self.segments[n].doc, self.segments[n].i0),
        )
        for n in mine:
            parent[n] = n
        for at, a in enumerate(mine):
            s = self.segments[a]
            for b in mine[at + 1 :]:
                t = self.segments[b]
                if t.doc != s.doc or t.i0 - s.i1 > CHAIN_GAP:
                    break
                if _continues(s, t):
                    parent[root(b)] = root(a)
        totals: dict[int, int] = {}
        for n in mine:
            totals[root(n)] = totals.get(root(n), 0) + self.segments[n].length
        return {n: totals[root(n)] for n in mine}

    def _winners(self, seg: np.ndarray, word: np.ndarray, key: np.ndarray) -> np.ndarray:
        """Which (segment, word) pairs hold the best key at their word."""
        best = np.zeros(len(self.words), dtype=np.int64)
        np.maximum.at(best, word, key)
        return key == best[word]

    def _shared(self, docs: np.ndarray, word: np.ndarray) -> np.ndarray:
        """Prompt words held by more than one document."""
        span = np.int64(len(self.meter._docs) + 1)
        pairs = np.unique(word * span + docs)
        return np.bincount(pairs // span, minlength=len(self.words)) > 1

    def _one_place(self, seg: np.ndarray, word: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """A prompt word held equally by two places of one document (a page repeated word
        for word) is credited to one place only: text the prompt holds once is one reading,
        of one page. The place goes to the segment whose chain is longer (the pages around
        it in the prompt are its neighbours in the document), then to the one with more text
        not yet covered, then to the first in the document, so a second reading of the
        repeated text (a later slice, the next page) covers the other page."""
        if not len(seg):
            return seg, word
        docs = np.array([s.doc for s in self.segments], dtype=np.int64)[seg]
        key = word * np.int64(len(self.meter._docs) + 1) + docs
        order = np.argsort(key, kind="stable")
        repeated = np.zeros(len(key), dtype=bool)
        repeated[1:] = key[order][1:] == key[order][:-1]
        if not repeated.any():
            return seg, word
        rank = np.zeros(len(self.segments), dtype=np.int64)
        involved = set(seg[order][np.flatnonzero(repeated)].tolist())
        involved |= set(seg[order][np.flatnonzero(repeated) - 1].tolist())
        chains = self._chain_scores({self.segments[n].doc for n in involved})
        ranked = sorted(
            involved,
            key=lambda n: (-chains[n], -self._fresh(self.segments[n]), self.segments[n].j0),
        )
        for place, n in enumerate(ranked):
            rank[n] = place
        order = np.lexsort((rank[seg], key))
        first = np.ones(len(order), dtype=bool)
        first[1:] = key[order][1:] != key[order][:-1]
        keep = order[first]
        return seg[keep], word[keep]

    def _fresh(self, s: _Segment) -> int:
        """Characters of ``s``'s document span that no earlier prompt covered."""
        start, end = self.meter._doc_arrays(s.doc).span(s.j0, s.j1)
        covered = sum(max(0, min(end, b) - max(start, a)) for a, b in self.meter._spans[s.doc])
        return end - start - covered

    def credit(self, named: set[int]) -> list[tuple[int, int, int]]:
        """Credited runs as (document, first word, last word)."""
        if not self.segments:
            return []
        segs = self.segments
        i0 = np.array([s.i0 for s in segs], dtype=np.int64)
        length = np.array([s.length for s in segs], dtype=np.int64)
        docs = np.array([s.doc for s in segs], dtype=np.int64)
        # every (segment, prompt word) pair; each word goes to its longest segments
        seg = np.repeat(np.arange(len(segs)), length)
        word = np.arange(len(seg)) - np.repeat(np.cumsum(length) - length, length) + i0[seg]
        won = self._winners(seg, word, length[seg])
        seg, word = seg[won], word[won]
        shared = self._shared(docs[seg], word)
        if shared.any():  # equally long: the longer chain wins
            tied = np.flatnonzero(shared[word])
            scores = self._chain_scores(set(docs[seg[tied]].tolist()))
            key = np.zeros(len(seg), dtype=np.int64)
            key[tied] = [scores[n] for n in seg[tied].tolist()]
            won = self._winners(seg, word, key) | ~shared[word]
            seg, word = seg[won], word[won]
            shared = self._shared(docs[seg], word)
        if shared.any():  # still tied between documents: named ones, or a few, or none
            runs = np.cumsum(np.diff(shared.view(np.int8), prepend=np.int8(0)) == 1)
            keep = ~shared[word]
            tie_at = np.flatnonzero(~keep)
            tied_docs: dict[int, set[int]] = {}
            for run, doc in zip(
                runs[word[tie_at]].tolist(), docs[seg[tie_at]].tolist(), strict=True
            ):
                tied_docs.setdefault(run, set()).add(doc)
            chosen = {
                run: ds & named or (ds if len(ds) <= SHARED_CREDIT else set())
                for run, ds in tied_docs.items()
            }
            for n in tie_at.tolist():
                keep[n] = int(docs[seg[n]]) in chosen[int(runs[word[n]])]
            seg, word = seg[keep], word[keep]
        seg, word = self._one_place(seg, word)
        if not len(seg):
            return []
        order = np.lexsort((word, seg))
        seg, word = seg[order], word[order]
        cuts = np.flatnonzero((np.diff(seg) != 0) | (np.diff(word) != 1)) + 1
        heads = np.concatenate(([0], cuts))
        tails = np.concatenate((cuts, [len(seg)])) - 1
        out = []
        for h, t in zip(heads.tolist(), tails.tolist(), strict=True):
            s = segs[int(seg[h])]
            shift = s.j0 - s.i0
            out.append((s.doc, int(word[h]) + shift, int(word[t]) + shift))
        return out
