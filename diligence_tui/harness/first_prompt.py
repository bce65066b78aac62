"""The root's first prompt: the room as metadata (never content), the limits, the REPL's
API, and the engagement's brief from a Legal Agent Bench task.json."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from diligence_tui.errors import UserError
from diligence_tui.harness.prompts import load_prompt, render_prompt
from diligence_tui.settings import Settings
from diligence_tui.tokens import margin

MAX_LISTED_DOCS = 150  # documents listed by name in the root's first prompt


def inventory_text(room: Any) -> str:
    """The room as metadata (never content): totals, folders, documents."""
    totals = room.totals()
    documents = room.documents()
    lines = [
        f"{totals.documents:,} documents ({totals.pages:,} pages, about {totals.tokens:,} "
        f"tokens, {totals.chars:,} characters) in {totals.folders:,} folders; "
        f"{totals.skipped:,} could not be read, {totals.partial:,} partly read."
    ]
    folders: dict[str, list[Any]] = {}
    for doc in documents:
        folders.setdefault(doc.folder or "(room root)", []).append(doc)
    lines.append("")
    lines.append("Folders (documents, tokens):")
    for folder in sorted(folders):
        docs = folders[folder]
        lines.append(f"- {folder}: {len(docs)} documents, {sum(d.tokens for d in docs):,} tokens")
    lines.append("")
    lines.append("Documents (path | kind | pages | tokens | status):")
    for doc in documents[:MAX_LISTED_DOCS]:
        status = "" if doc.status == "ok" else f" | {doc.status}: {doc.reason}"
        lines.append(f"- {doc.path} | {doc.kind} | {doc.pages} | {doc.tokens:,}{status}")
    if len(documents) > MAX_LISTED_DOCS:
        lines.append(
            f"- ... and {len(documents) - MAX_LISTED_DOCS:,} more: list them with "
            "`room.documents` or `room.by_folder()`"
        )
    return "\n".join(lines)


def root_system_prompt(room: Any, settings: Settings) -> str:
    totals = room.totals()
    sub_tokens = settings.context_window("sub")
    from diligence_tui.harness.review_fanout import slice_chars

    per_call_chars = slice_chars(
        sub_tokens, reply_tokens=settings.max_output("sub"), safety=margin(settings.sub_model)
    )
    suggested = max(1, -(-totals.chars // max(per_call_chars, 1)))
    budget = settings.budget

    def limit(value: float, fmt: str) -> str:
        return fmt.format(value) if value else "no limit"

    return render_prompt(
        "root_system",
        inventory=inventory_text(room),
        repl_api=load_prompt("repl_api") or "(see docs/REPL.md)",
        output_chars=f"{settings.kernel.output_chars:,}",
        max_turns=budget.max_turns,
        max_usd=limit(budget.max_usd, "${:.2f}"),
        max_tokens=limit(budget.max_tokens, "{:,}"),
        max_seconds=limit(budget.max_seconds, "{:.0f} s"),
        max_subcalls=limit(budget.max_subcalls, "{:,}"),
        sub_model=settings.sub_model,
        sub_context_tokens=f"{sub_tokens:,}",
        sub_chars=f"{per_call_chars:,}",
        concurrency=settings.models.concurrency,
        documents=f"{totals.documents:,}",
        suggested_calls=f"{suggested:,}",
    )


FIRST_MESSAGE = (
    "Begin the review of this dataroom. Plan from the inventory, delegate the "
    "reading with review()/llm_batch over the whole room, write the memo section by "
    "section as findings arrive, cite with cite(), and finish with submit()."
)


def engagement(root: Path) -> tuple[str, str]:
    """The review's target and the analyst's brief for a room.

    A Legal Agent Bench room (``task.json`` beside ``documents/``) names its target in the
    task's title and brings instructions and deliverables: the root gets them in its first
    message. Any other folder is its own target, with no extra brief; so is a room whose
    task.json cannot be read (evaluation says why when it grades against it).
    """
    from diligence_tui.lab_task import load_task

    task_file = root.parent / "task.json" if root.name == "documents" else None
    if task_file is None or not task_file.is_file():
        return root.name, ""
    try:
        task = load_task(task_file, require_criteria=False)
    except UserError:
        return root.parent.name, ""
    title = task.title or root.parent.name
    parts = [f"The engagement (from {task_file.name}): {title}"]
    if task.instructions.strip():
        parts.append(task.instructions.strip())
    if task.deliverables:
        parts.append(
            "Deliverables:\n"
            + "\n".join(
                f"- {name}: {about}" if about else f"- {name}"
                for name, about in task.deliverables.items()
            )
        )
    return title, "\n\n".join(parts)
