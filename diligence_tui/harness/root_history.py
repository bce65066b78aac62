"""The root's history, kept inside its model's window.

When the conversation (plus room for the reply) would pass its share of the window, older
turns are folded into a digest: a deterministic summary that keeps every REPL variable the
folded cells assigned, every finding and memo section so far, every analyst note and every
error, and says plainly which cells ran and which replies ran nothing. The digest is written
from what happened, never from the harness's own placeholders: a reply with no cell is
"replied without a cell", a cell that did not run is never "ran:". If the recent turns alone
still do not fit, their longest texts (cell outputs first) are cut head + tail, so a prompt
over the window is never built.
"""

from __future__ import annotations

import ast
from collections.abc import Iterable
from typing import Any

from diligence_tui.harness.root_messages import extract_code
from diligence_tui.tokens import prompt_tokens

COMPACT_AT = 0.75  # share of the window (less the reply's room) that triggers compaction
KEEP_RECENT = 6  # messages kept verbatim when compacting (fewer when they do not fit)
MIN_RECENT = 2
DIGEST_LINES = 120  # newest lines of the digest kept (the variable list is always whole)
NOTE_PREFIX = "Note from the analyst"
COMPACTED = "Earlier turns were compacted to save context"


def assigned_names(code: str) -> list[str]:
    """The names a cell binds at its top level (variables, functions, imports), in order."""
    try:
        tree = ast.parse(code)
    except SyntaxError:
        return []
    names: list[str] = []

    def targets(node: ast.AST) -> Iterable[str]:
        if isinstance(node, ast.Name):
            yield node.id
        elif isinstance(node, (ast.Tuple, ast.List)):
            for elt in node.elts:
                yield from targets(elt)
        elif isinstance(node, ast.Starred):
            yield from targets(node.value)

    for node in tree.body:
        found: list[str] = []
        if isinstance(node, ast.Assign):
            for target in node.targets:
                found.extend(targets(target))
        elif isinstance(node, (ast.AugAssign, ast.AnnAssign)):
            found.extend(targets(node.target))
        elif isinstance(node, (ast.For, ast.AsyncFor)):
            found.extend(targets(node.target))
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            found.append(node.name)
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            found.extend((a.asname or a.name).split(".")[0] for a in node.names)
        elif isinstance(node, ast.With):
            for item in node.items:
                if item.optional_vars is not None:
                    found.extend(targets(item.optional_vars))
        for name in found:
            if name not in names and not name.startswith("_"):
                names.append(name)
    return names


def _one_line(text: str, limit: int = 160) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _ran(next_message: dict[str, Any] | None) -> bool:
    """Whether the message after an assistant's cell is that cell's output (it ran)."""
    if next_message is None or next_message.get("role") not in ("user", "tool"):
        return False
    content = str(next_message.get("content") or "")
    if content.startswith("The analyst skipped this cell"):
        return False
    return content.startswith("```") or content.startswith("(the analyst edited")


def digest(old: list[dict[str, Any]], facts: list[str] | None = None) -> str:
    """The folded turns in words: what ran, what it bound, what came back, what was said."""
    lines: list[str] = []
    variables: list[str] = []
    for i, message in enumerate(old):
        role = message.get("role")
        content = str(message.get("content") or "")
        if role == "assistant":
            code, _ = extract_code(content, message.get("tool_calls"))
            if code is not None and _ran(old[i + 1] if i + 1 < len(old) else None):
                names = assigned_names(code)
                variables.extend(n for n in names if n not in variables)
                first = " / ".join(line.strip() for line in code.strip().splitlines()[:2])
                bound = f" (bound: {', '.join(names)})" if names else ""
                lines.append(f"- ran: {_one_line(first)}{bound}")
            elif code is not None:
                lines.append(f"- proposed a cell that did not run: {_one_line(code)}")
            elif content.strip():
                lines.append(f"- replied without a cell: {_one_line(content)}")
        elif role in ("user", "tool"):
            for part in content.split("\n\n"):
                part = part.strip()
                if part.startswith(NOTE_PREFIX):
                    lines.append(f"  analyst: {_one_line(part, 300)}")
                elif part.startswith("Error:"):
                    lines.append(f"  error: {_one_line(part)}")
                elif part.startswith("```") and role in ("user", "tool"):
                    body = part.strip("`").strip()
                    lines.append(f"  output: {_one_line(body) or '(no output)'}")
    out = [
        f"{COMPACTED} (the REPL state is unchanged: every variable still exists; print what "
        "you need)."
    ]
    if variables:
        out.append("Variables your earlier cells bound: " + ", ".join(variables))
    out.extend(facts or [])
    out.append("Earlier turns, oldest first:")
    out.extend(lines[-DIGEST_LINES:] or ["- (none)"])
    return "\n".join(out)


def _cut(text: str, keep: int) -> str:
    if len(text) <= keep:
        return text
    half = max(keep // 2, 1)
    return f"{text[:half]}\n[... {len(text) - 2 * half:,} characters cut to fit the window ...]\n{text[-half:]}"


def fit(
    messages: list[dict[str, Any]],
    budget: int,
    facts: list[str] | None = None,
    tools: list[dict] | None = None,
    *,
    limit: int | None = None,
) -> tuple[list[dict[str, Any]], int]:
    """``messages`` with older turns folded into a digest until they take at most ``budget``
    tokens (as the gateway measures them), and texts cut only where they would still pass
    ``limit`` (the hard ceiling, default ``budget``). Returns the messages and how many were
    folded (0: none). The system prompt and the first user message stay; the newest
    messages stay verbatim where they can."""
    limit = budget if limit is None else limit
    if prompt_tokens(messages, tools) <= budget:
        return messages, 0
    if len(messages) <= 2:
        return _cut_to(list(messages), limit, tools), 0
    head, rest = messages[:2], messages[2:]
    keep = min(KEEP_RECENT, len(rest))
    while True:
        cut = len(rest) - keep
        # start the kept part at an assistant message (a tool answer needs its call)
        while 0 < cut < len(rest) and rest[cut].get("role") != "assistant":
            cut += 1
        old, recent = rest[:cut], [dict(m) for m in rest[cut:]]
        first = dict(head[1])
        first["content"] = (
            f"{head[1]['content']}\n\n{digest(old, facts)}" if old else first["content"]
        )
        candidate = [head[0], first, *recent]
        if prompt_tokens(candidate, tools) <= budget or keep <= MIN_RECENT:
            break
        keep -= 2
    return _cut_to(candidate, limit, tools), len(old)


def _cut_to(
    messages: list[dict[str, Any]], limit: int, tools: list[dict] | None
) -> list[dict[str, Any]]:
    """Still too long: cut the longest texts (head + tail) until the conversation fits
    ``limit``; short texts stay whole."""
    for _ in range(40):
        if prompt_tokens(messages, tools) <= limit:
            break
        sizes = [len(str(m.get("content") or "")) for m in messages]
        longest = max(range(len(messages)), key=lambda j: sizes[j])
        if sizes[longest] < 200:
            break
        content = str(messages[longest].get("content") or "")
        messages[longest] = {**messages[longest], "content": _cut(content, int(len(content) * 0.7))}
    return messages


def review_facts(findings: list[Any], memo: Any) -> list[str]:
    """What the digest must keep besides the turns: the findings and memo sections so far."""
    facts: list[str] = []
    sections = [s.title for s in memo.sections] if memo is not None else []
    if findings:
        facts.append(
            f"Findings so far ({len(findings)}): "
            + "; ".join(f"{f.title} [{f.severity}]" for f in findings[-60:])
        )
    if sections:
        facts.append("Memo sections written: " + "; ".join(sections))
    return facts


def prompt_room(window: int, max_output: int) -> int:
    """Tokens the prompt may take in ``window``, leaving room for a reply of ``max_output``."""
    return max(window - min(max_output, window // 4), 0)


def compact(
    messages: list[dict[str, Any]],
    window: int,
    max_output: int,
    facts: list[str],
    tools: list[dict] | None = None,
) -> tuple[list[dict[str, Any]], int]:
    """The conversation for a model with ``window`` tokens that may answer ``max_output``:
    folded once it passes COMPACT_AT of the room left for the prompt, and never longer than
    that room."""
    room = prompt_room(window, max_output)
    if prompt_tokens(messages, tools) <= int(room * COMPACT_AT):
        return messages, 0
    return fit(messages, int(room * COMPACT_AT), facts, tools, limit=room)
