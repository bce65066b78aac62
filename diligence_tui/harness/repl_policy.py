"""What the REPL may make the host do on its behalf (the host as a deputy).

The REPL's code is, in the end, chosen by whoever wrote the dataroom, and the host holds what
the REPL must not have: the analyst's keys, the analyst's voice in the findings, and the run
folder. So:

* **models**: a cell names only the run's own root and sub models; any other name (another
  provider, whose key the analyst holds; a local server nobody configured) is refused before
  a request is built;
* **findings**: ``source``, ``status`` and the analyst's flags are the host's to set. What the
  REPL adds is a proposal by the engine that runs the review (``model``, or ``offline`` for
  the offline engine), whatever it claims;
* **text**: memo sections, findings and quotes have caps per item and per run, so a cell
  cannot fill the disk through the run folder (each memo write is also journalled).

Refusals are plain ``RuntimeError`` messages (the host prefixes the service's name); the
kernel re-raises them in the cell.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from diligence_tui.settings import Settings

MEMO_SECTION_CHARS = 200_000  # one section (title + body)
MEMO_TOTAL_CHARS = 2_000_000  # the whole memo, the analyst's pending suggestions included
MEMO_WRITTEN_CHARS = 10_000_000  # all memo text the REPL sends in one session
FINDING_CHARS = 20_000  # one finding's text: title, description, exposure, quotes ...
FINDINGS_TOTAL_CHARS = 5_000_000
FINDINGS_MAX = 5_000
QUOTE_CHARS = 10_000  # one cite() quote: a passage, not a document
QUOTED_CHARS = 5_000_000  # all quotes cite() is sent in one session
# Keys of a finding the REPL may not set: the host decides them.
HOST_FIELDS = ("source", "status", "edited_by_analyst", "id", "created", "doc_ids")


class PolicyRefusal(RuntimeError):
    """The host will not do this for the REPL; the message says why, plainly."""


def run_models(settings: Settings) -> tuple[str, ...]:
    return tuple(dict.fromkeys((settings.root_model, settings.sub_model)))


def check_model(settings: Settings, model: str | None) -> str | None:
    """``model`` if it is one of the run's models (None: the default sub model)."""
    if model is None or model == "":
        return None
    if model in run_models(settings):
        return model
    return _refuse(
        f"model {model!r} is not one of this run's models (root "
        f"{settings.root_model!r}, sub {settings.sub_model!r}); no request was sent. "
        "Leave model out to use the sub model."
    )


def finding_source(settings: Settings, role: str = "root") -> str:
    """Who proposed a finding: the root's engine (findings.add), or the sub-agents' (review)."""
    model = settings.sub_model if role == "sub" else settings.root_model
    return "offline" if model.startswith("offline/") else "model"


def host_finding(raw: Mapping[str, Any]) -> dict[str, Any]:
    """The REPL's finding without the fields the host sets, checked against its cap."""
    finding = {k: v for k, v in raw.items() if k not in HOST_FIELDS}
    size = finding_chars(finding)
    if size > FINDING_CHARS:
        _refuse(
            f"this finding holds {size:,} characters of text; one finding may "
            f"hold {FINDING_CHARS:,}. Nothing was added: shorten its description and quotes."
        )
    return finding


def finding_chars(finding: Mapping[str, Any]) -> int:
    total = 0
    for key in ("title", "category", "severity", "description", "exposure", "next_step"):
        total += len(str(finding.get(key) or ""))
    for cit in finding.get("citations") or []:
        if isinstance(cit, Mapping):
            total += sum(len(str(cit.get(k) or "")) for k in ("quote", "doc", "doc_id", "path"))
    return total


def check_findings_room(findings: Iterable[Any], adding: int) -> None:
    """Refuse a new finding that would take the run over its totals."""
    items = list(findings)
    if len(items) >= FINDINGS_MAX:
        _refuse(f"the run holds {FINDINGS_MAX:,} findings, the most it may.")
    used = sum(finding_chars(f.to_dict() if hasattr(f, "to_dict") else f) for f in items)
    if used + adding > FINDINGS_TOTAL_CHARS:
        _refuse(
            f"the findings would hold {used + adding:,} characters of text; a "
            f"run holds at most {FINDINGS_TOTAL_CHARS:,}. Nothing was added."
        )


@dataclass
class Quota:
    """What one session of REPL services has sent to be stored (memo text, quotes)."""

    memo_written: int = 0
    quoted: int = 0

    def memo_write(self, memo: Any, title: str, body: str, mode: str) -> None:
        """Refuse a memo write over a cap, before anything changes."""
        existing = memo.section(title)
        analyst = bool(existing and existing.edited_by_analyst)
        old = ""
        if existing is not None:
            old = (existing.suggestion or "") if analyst else existing.body
        if mode == "append" and existing is not None:
            base = existing.suggestion if analyst and existing.suggestion is not None else old
            new_size = len(base) + 2 + len(body)
        else:
            new_size = len(body)
        if len(title) + new_size > MEMO_SECTION_CHARS:
            _refuse(
                f"the section {title[:80]!r} would be {len(title) + new_size:,} "
                f"characters; a section holds at most {MEMO_SECTION_CHARS:,}. Nothing was "
                "written."
            )
        total = sum(len(s.title) + len(s.body) + len(s.suggestion or "") for s in memo.sections)
        total += new_size - len(old) + (0 if existing is not None else len(title))
        if total > MEMO_TOTAL_CHARS:
            _refuse(
                f"the memo would be {total:,} characters; it holds at most "
                f"{MEMO_TOTAL_CHARS:,}. Nothing was written: shorten the sections."
            )
        if self.memo_written + len(body) > MEMO_WRITTEN_CHARS:
            _refuse(
                f"this session has sent {self.memo_written:,} characters of memo "
                f"text, and the most is {MEMO_WRITTEN_CHARS:,}. Nothing was written."
            )
        self.memo_written += len(body)

    def quote(self, quote: str) -> None:
        if len(quote) > QUOTE_CHARS:
            _refuse(
                f"the quote is {len(quote):,} characters; quote at most {QUOTE_CHARS:,} "
                "(the words that prove the point, not the document)."
            )
        if self.quoted + len(quote) > QUOTED_CHARS:
            _refuse(
                f"this session has quoted {self.quoted:,} characters, the most it may "
                f"({QUOTED_CHARS:,})."
            )
        self.quoted += len(quote)


def _refuse(message: str) -> Any:
    raise PolicyRefusal(message)
