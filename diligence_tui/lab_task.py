"""The Legal Agent Bench task format (``task.json``): the engagement (title, instructions,
deliverables) and its rubric (criteria). The one loader of task.json: the harness reads the
engagement from it (``require_criteria=False``), evaluation grades against its criteria.

    {"title": "...", "instructions": "...",
     "deliverables": {"memo": "..."} | ["memo"],
     "criteria": [{"id": "C1", "title": "...", "match_criteria": "PASS if ... FAIL if ...",
                   "deliverables": ["memo"]}, ...]}

Keys this module does not know (``work_type``, ``practice_area``, ``source``, ``sources``,
``weight``, ...) are kept in ``extra`` and otherwise ignored, so public LAB tasks load as they
are. A criterion's kind comes from an explicit ``kind``/``type``/``criterion_type`` key when the
task has one; without it, a criterion whose PASS condition is that the memo does *not* flag
something is treated as a ``distractor``.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from diligence_tui.errors import UserError

KIND_KEYS = ("kind", "type", "criterion_type", "criterion_kind")
_PASS = re.compile(r"\bPASS\s+(?:if|when|only if)\b[:\s]*", re.I)
_FAIL = re.compile(r"\bFAIL\s+(?:if|when|otherwise)\b[:\s]*|\bFAIL\s+otherwise\b", re.I)
_NEGATED_FLAG = re.compile(
    r"\b(?:does\s+not|doesn't|do\s+not|don't|not|never|without|no)\b[^.;]{0,40}?\b"
    r"(?:flag|flags|flagging|identif|rais|treat|present|characteri[sz]|describ|list|report|call|"
    r"mention|label|classif)\w*",
    re.I,
)


@dataclass
class Criterion:
    id: str
    title: str
    match_criteria: str
    deliverables: list[str] = field(default_factory=list)
    kind: str = ""
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def pass_condition(self) -> str:
        return split_conditions(self.match_criteria)[0]

    @property
    def fail_condition(self) -> str:
        return split_conditions(self.match_criteria)[1]

    @property
    def is_distractor(self) -> bool:
        if self.kind:
            return "distract" in self.kind.lower() or self.kind.lower() in (
                "negative",
                "false_positive",
            )
        return looks_negated(self.pass_condition)

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "title": self.title,
            "match_criteria": self.match_criteria,
            "deliverables": list(self.deliverables),
            "kind": self.kind,
        }


@dataclass
class Task:
    title: str
    instructions: str
    criteria: list[Criterion]
    deliverables: dict[str, str] = field(default_factory=dict)
    path: Path | None = None
    extra: dict[str, Any] = field(default_factory=dict)

    def criterion(self, criterion_id: str) -> Criterion:
        for crit in self.criteria:
            if crit.id == criterion_id:
                return crit
        raise KeyError(criterion_id)


def split_conditions(match_criteria: str) -> tuple[str, str]:
    """``("PASS condition", "FAIL condition")``; either may be empty."""
    text = " ".join(str(match_criteria or "").split())
    pass_match = _PASS.search(text)
    fail_match = _FAIL.search(text)
    if pass_match is None and fail_match is None:
        return text, ""
    pass_text = fail_text = ""
    if pass_match is not None:
        end = (
            fail_match.start()
            if fail_match is not None and fail_match.start() > pass_match.start()
            else len(text)
        )
        pass_text = text[pass_match.end() : end]
    if fail_match is not None:
        end = (
            pass_match.start()
            if pass_match is not None and pass_match.start() > fail_match.start()
            else len(text)
        )
        fail_text = text[fail_match.end() : end]
    return pass_text.strip(" .;"), fail_text.strip(" .;")


def looks_negated(condition: str) -> bool:
    """True for "the memo does not flag X as a risk" style conditions."""
    return bool(_NEGATED_FLAG.search(condition))


def _text(value: Any, where: str, name: str, required: bool = True) -> str:
    if value is None:
        if required:
            raise UserError(f'{where}: missing "{name}"')
        return ""
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return str(value)
    if isinstance(value, list) and all(isinstance(v, str) for v in value):
        return "\n".join(value)  # some tasks split long text into lines
    if not isinstance(value, str):
        raise UserError(f'{where}: "{name}" must be text, not {type(value).__name__}')
    return value


def _deliverables(value: Any, where: str) -> dict[str, str]:
    if value is None:
        return {}
    if isinstance(value, dict):
        return {str(k): v if isinstance(v, str) else json.dumps(v) for k, v in value.items()}
    if isinstance(value, list):
        out: dict[str, str] = {}
        for item in value:
            if isinstance(item, str):
                out[item] = ""
            elif isinstance(item, dict):
                name = (
                    item.get("name")
                    or item.get("id")
                    or item.get("title")
                    or f"deliverable {len(out) + 1}"
                )
                out[str(name)] = str(item.get("description", ""))
            else:
                raise UserError(f'{where}: "deliverables" entries must be names or objects')
        return out
    if isinstance(value, str):
        return {value: ""}
    raise UserError(f'{where}: "deliverables" must be a list or an object')


def parse_task(data: Any, source: str = "task.json", *, require_criteria: bool = True) -> Task:
    """A task from parsed JSON. Without ``require_criteria`` (the harness, which needs only
    the engagement) the criteria are not read at all, so a task.json whose rubric is missing
    or malformed still gives the review its brief."""
    if not isinstance(data, dict):
        raise UserError(
            f'{source}: expected a JSON object with "criteria", found {type(data).__name__}'
        )
    criteria = _criteria(data.get("criteria"), source) if require_criteria else []
    known_top = {"title", "instructions", "criteria", "deliverables"}
    return Task(
        title=_text(data.get("title"), source, "title", required=False) or Path(source).parent.name,
        instructions=_text(data.get("instructions"), source, "instructions", required=False),
        criteria=criteria,
        deliverables=_deliverables(data.get("deliverables"), source),
        extra={k: v for k, v in data.items() if k not in known_top},
    )


def _criteria(criteria_data: Any, source: str) -> list[Criterion]:
    if criteria_data is None:
        raise UserError(f'{source}: missing "criteria" (a list of rubric criteria)')
    if not isinstance(criteria_data, list):
        raise UserError(f'{source}: "criteria" must be a list')
    criteria: list[Criterion] = []
    seen: set[str] = set()
    for i, item in enumerate(criteria_data, 1):
        where = f"{source}: criterion {i}"
        if not isinstance(item, dict):
            raise UserError(f"{where} must be an object")
        crit_id = _text(item.get("id", f"criterion-{i}"), where, "id")
        where = f"{source}: criterion {crit_id!r}"
        if crit_id in seen:
            raise UserError(f"{where} appears twice; ids must be unique")
        seen.add(crit_id)
        match = item.get("match_criteria", item.get("criteria", item.get("description")))
        match_text = _text(match, where, "match_criteria")
        if not match_text.strip():
            raise UserError(f'{where}: "match_criteria" is empty')
        title = _text(item.get("title"), where, "title", required=False) or match_text[:80]
        deliverables = item.get("deliverables") or []
        if isinstance(deliverables, str):
            deliverables = [deliverables]
        if not isinstance(deliverables, list):
            raise UserError(f'{where}: "deliverables" must be a list of names')
        kind = next(
            (str(item[k]) for k in KIND_KEYS if isinstance(item.get(k), str) and item[k]), ""
        )
        known = {"id", "title", "match_criteria", "deliverables", *KIND_KEYS}
        criteria.append(
            Criterion(
                crit_id,
                title,
                match_text,
                [str(d) for d in deliverables],
                kind,
                {k: v for k, v in item.items() if k not in known},
            )
        )
    if not criteria:
        raise UserError(f'{source}: "criteria" is empty; nothing to grade')
    return criteria


def load_task(path: str | Path, *, require_criteria: bool = True) -> Task:
    """Read and parse a task.json (or a folder holding one); a plain ``UserError`` for a
    missing, unreadable, non-UTF-8 or invalid file."""
    source = Path(path).expanduser()
    if source.is_dir():
        source = source / "task.json"
    if not source.is_file():
        raise UserError(
            f"{source}: no such task file (a task.json in the Legal Agent Bench format)"
        )
    try:
        data = json.loads(source.read_text(encoding="utf-8-sig"))
    except UnicodeDecodeError:
        raise UserError(f"{source}: not UTF-8 text") from None
    except json.JSONDecodeError as exc:
        raise UserError(
            f"{source}: invalid JSON at line {exc.lineno}, column {exc.colno}: {exc.msg}"
        ) from None
    except OSError as exc:
        raise UserError(f"{source}: cannot read ({exc.strerror or exc})") from None
    task = parse_task(data, str(source), require_criteria=require_criteria)
    task.path = source
    return task
