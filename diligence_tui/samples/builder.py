"""Deterministic synthetic datarooms: ``diligence sample OUT --docs N --seed S``.

``build_room(out, docs, seed, profile)`` writes a room in the Legal Agent Bench layout:
``OUT/task.json`` (title, instructions, criteria, deliverables, plus the ground truth under
``planted``) and ``OUT/documents/`` with numbered category folders in every format the
dataroom reads. The same seed and profile give the same documents (text; DOCX and XLSX
containers carry the time they were written).

Profiles:

* ``small``: about 40 documents, eight planted issues (one missing document, two that need
  two documents combined), three distractors, about 30 criteria. The demo room.
* ``medium``: about 250 documents in 16 folders, fourteen planted issues, six distractors,
  70+ criteria.
* ``large``: any size up to 5,000+ documents; the medium cast and issues, the rest long
  filler documents (mostly text, Markdown, HTML and email for speed, with a sprinkling of
  DOCX, PDF and XLSX).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from diligence_tui.samples.core_docs import CoreDocuments
from diligence_tui.samples.filler import Filler
from diligence_tui.samples.render import doc_text, render
from diligence_tui.samples.rubric import Rubric

PROFILES = ("small", "medium", "large")
MAX_DOCS = 20_000
Progress = Callable[[int, int, str], None]


class RoomBuilder(CoreDocuments, Filler, Rubric):
    """A room being generated: core documents, filler and rubric."""


DEFAULT_DOCS = {"small": 40, "medium": 250}
SMALL_CAST_BELOW = 90


def build_room(
    out: str | Path,
    docs: int | None = None,
    seed: int = 1,
    profile: str = "large",
    progress: Progress | None = None,
) -> dict[str, Any]:
    """Write a synthetic room to ``out`` (which must be empty or absent); returns task.json."""
    from diligence_tui.errors import UserError

    if profile not in PROFILES:
        raise UserError(f"unknown sample profile {profile!r}; use one of {', '.join(PROFILES)}")
    docs = DEFAULT_DOCS.get(profile, 200) if docs is None else docs
    if docs < 1 or docs > MAX_DOCS:
        raise UserError(f"--docs must be between 1 and {MAX_DOCS}")
    root = Path(out)
    if root.exists() and (not root.is_dir() or any(root.iterdir())):
        raise UserError(f"{root} is not an empty folder; choose a new folder for the sample room")
    if profile == "large" and docs < SMALL_CAST_BELOW:
        profile = "small"  # the medium cast alone is ~80 documents; below that use the small one
    builder = RoomBuilder(seed, profile)
    builder.plant()
    builder.core()
    i = 0
    while len(builder.docs) < docs:
        builder.add(builder.filler(i))
        i += 1
    key_paths = {d.key: d.path for d in builder.docs if d.key}
    for doc in builder.docs:
        for attachment in (doc.email or {}).get("attachments", []):
            if attachment.key:
                key_paths[attachment.key] = f"{doc.path}/{attachment.path}"
    _check_quotes(builder, key_paths)
    documents = root / "documents"
    total = len(builder.docs)
    try:
        for n, doc in enumerate(builder.docs, start=1):
            render(doc, documents)
            if progress:
                progress(n, total, doc.path)
        task = builder.task(key_paths)
        (root / "task.json").write_text(
            json.dumps(task, indent=2, ensure_ascii=False) + "\n", encoding="utf-8"
        )
    except OSError as exc:
        raise UserError(
            f"could not write the sample room to {root}: {exc.strerror or exc}"
        ) from exc
    return task


def _check_quotes(builder: RoomBuilder, key_paths: dict[str, str]) -> None:
    """Every planted quote must be in its document's text (a generator bug otherwise)."""
    by_key = {d.key: d for d in builder.docs if d.key}
    for doc in builder.docs:
        by_key.update({a.key: a for a in (doc.email or {}).get("attachments", []) if a.key})
    for item in builder.planted:
        for key, quote in item.quotes:
            text = " ".join(doc_text(by_key[key]).split())
            if " ".join(quote.split()) not in text:
                raise AssertionError(f"{item.id}: quote not in {key_paths[key]}: {quote[:60]}")
