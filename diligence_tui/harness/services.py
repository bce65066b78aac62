"""The host side of the REPL API: what the kernel's ``room``, ``llm_query``, ``review``,
``cite``, ``memo``, ``findings`` and ``submit()`` do (``KernelServices`` in BRIEF.md).

Methods are called on a kernel host thread and block; model calls are scheduled on the
run's event loop (the gateway's loop). Everything a method changes (memo, findings) is saved
to the run folder and announced on the bus, so the journal can rebuild it.

While a resumed run re-executes its journal's cells (``restoring``), nothing is announced or
saved and the memo is not changed: the journal already holds those effects.
"""

from __future__ import annotations

import asyncio
import threading
import time
from collections.abc import Callable, Coroutine
from pathlib import Path
from typing import Any

from diligence_tui.harness import coverage_floor, repl_policy
from diligence_tui.harness.budget import BudgetExceeded, Limits
from diligence_tui.harness.events import (
    EventBus,
    Notice,
    ReviewRead,
    TriageCarried,
    event_from_dict,
)
from diligence_tui.harness.review_fanout import QuoteIndex, finding_from_raw, resolve_doc
from diligence_tui.harness.review_fanout import review as review_documents
from diligence_tui.harness.table_service import TableService
from diligence_tui.review import run_files
from diligence_tui.review.model import Finding, Memo
from diligence_tui.review.state import ReviewState, TriageCarry
from diligence_tui.settings import Settings

SUBMIT_EMPTY = (
    "submit() refused: the memo is empty. Write its sections first with "
    "memo.write(title, body), citing with cite(doc, quote)."
)
SUBMIT_UNCITED = (
    "submit() refused: the review has findings and the memo cites nothing that resolves "
    "to a verified citation. Put at least one link returned by cite(doc, quote) (with a "
    "quote found in the document) into a memo section."
)


class HarnessServices:
    """KernelServices on top of the Room, the Gateway and the run's memo and findings."""

    def __init__(
        self,
        room: Any,
        gateway: Any,
        settings: Settings,
        bus: EventBus,
        memo: Memo,
        findings: list[Finding],
        *,
        run_dir: Path | None = None,
        loop: asyncio.AbstractEventLoop | None = None,
        lock: threading.RLock | None = None,
        coverage: Any = None,
        status_extra: Callable[[], dict[str, Any]] | None = None,
        review: ReviewState | None = None,
        triage: TriageCarry | None = None,
    ) -> None:
        self.room = room
        self.gateway = gateway
        self.settings = settings
        self.bus = bus
        self.memo = memo
        self.findings = findings
        # every change to the memo and findings goes through the one reducer
        self.review_state = review if review is not None else ReviewState(memo, findings)
        self.triage = triage  # an earlier run's decisions, carried to findings found again
        self.run_dir = run_dir
        self.loop = loop
        self.lock = lock or threading.RLock()
        self.coverage = coverage
        self.status_extra = status_extra
        self.quotes = QuoteIndex(room)
        self.submitted = False
        self.submit_note: str | None = None
        self.budget_error: BudgetExceeded | None = None
        self.restoring = False
        self.review_errors: list[str] = []
        self.reviewed: set[str] = set()  # documents a review() read whole (every slice answered)
        self.reviewed_on_restore: set[str] = set()  # ... read whole by a live call while restoring
        self.review_failed: set[str] = set()  # tried by a review() and not read (yet)
        self._as_of: dict[str, Any] | None = None  # review_as_of(), once worked out ({}: none)
        self.memo_writes_at: list[float] = []  # when the root wrote the memo (interleaving)
        self.subcall_hook: Callable[[list[str], str | None], list[dict]] | None = None  # depth 2
        self.quota = repl_policy.Quota()  # memo text and quotes this session has stored
        self.tables = TableService(self)  # the run's review table (table.json)
        self.floor = coverage_floor.FloorState()  # submit() below the coverage floor
        # the floor holds an RLM root to the room (harness.rlm turns it on); a baseline such
        # as the tool loop is measured as it is, and a depth-2 agent answers its own task
        self.coverage_floor_on = False

    # -- plumbing ----------------------------------------------------------------------------
    def _run(self, coro: Coroutine[Any, Any, Any]) -> Any:
        """Run a coroutine on the run's loop from this (host) thread and wait for it."""
        if self.loop is None:
            return asyncio.run(coro)
        return asyncio.run_coroutine_threadsafe(coro, self.loop).result()

    def _emit(self, event: Any) -> None:
        if not self.restoring:
            self.bus.emit(event)

    def _budget(self, exc: BudgetExceeded) -> RuntimeError:
        self.budget_error = exc
        return RuntimeError(
            f"{exc.describe()}: no more sub-calls; finish the memo "
            "from what you have and call submit()"
        )

    def _save_memo(self) -> None:
        if self.run_dir is not None and not self.restoring:
            run_files.save_memo(self.run_dir, self.memo, self.findings)

    # -- the room ----------------------------------------------------------------------------
    def inventory(self) -> dict:
        documents = self.room.documents()
        folders = sorted({d.folder for d in documents})
        return {
            "documents": [d.to_dict() for d in documents],
            "totals": self.room.totals().to_dict(),
            "folders": folders,
        }

    def search(self, query: str, folder: str | None = None, limit: int = 10) -> list[dict]:
        from dataclasses import asdict

        return [
            asdict(hit) for hit in self.room.search(query, folder=folder, limit=int(limit or 10))
        ]

    def read(self, doc: str, pages: list[int] | None = None, span: list[int] | None = None) -> str:
        info = self._doc(doc)
        return self.room.read(
            info.doc_id, pages=list(pages) if pages else None, span=tuple(span) if span else None
        )

    def _doc(self, doc: str) -> Any:
        try:
            return resolve_doc(self.room, doc)
        except KeyError as exc:
            raise RuntimeError(str(exc.args[0] if exc.args else exc)) from None

    # -- model calls -------------------------------------------------------------------------
    def llm_query(self, prompt: str, model: str | None = None) -> str:
        model = repl_policy.check_model(self.settings, model)
        if self.subcall_hook is not None:
            result = self.subcall_hook([prompt], model)[0]
            if not result.get("ok"):
                raise RuntimeError(result.get("error") or "the sub-agent failed")
            return str(result.get("text", ""))
        messages = [{"role": "user", "content": str(prompt)}]
        try:
            result = self._run(
                self.gateway.complete(messages, role="sub", model=model, label=_label(prompt))
            )
        except BudgetExceeded as exc:
            raise self._budget(exc) from None
        if result.status not in ("ok", "cached"):
            raise RuntimeError(f"llm_query failed: {result.error or result.status}")
        return result.text

    def llm_batch(self, prompts: list[str], model: str | None = None) -> list[dict]:
        model = repl_policy.check_model(self.settings, model)
        if self.subcall_hook is not None:
            return self.subcall_hook([str(p) for p in prompts], model)

        async def one(prompt: str) -> dict:
            try:
                result = await self.gateway.complete(
                    [{"role": "user", "content": prompt}],
                    role="sub",
                    model=model,
                    label=_label(prompt),
                )
            except BudgetExceeded as exc:
                self._budget(exc)
                return {"ok": False, "error": exc.describe()}
            if result.status in ("ok", "cached"):
                return {"ok": True, "text": result.text}
            return {"ok": False, "error": result.error or result.status}

        async def fan() -> list[dict]:
            return list(await asyncio.gather(*(one(str(p)) for p in prompts)))

        return self._run(fan())

    def review(
        self, docs: list[str], instructions: str = "", max_chars: int | None = None
    ) -> list[dict]:
        unsaved: list[bool] = []

        def keep(finding: Finding) -> Finding:
            # findings.json once for the call, not once per finding: review() hands its merged
            # findings over together, and each save rewrote all of the run's (977 findings on
            # 5,000 documents: 7 % of the offline review's CPU)
            return self._keep_finding(finding, unsaved=unsaved)

        try:
            outcome = self._run(
                review_documents(
                    self.room,
                    self.gateway,
                    docs,
                    instructions,
                    sub_context_tokens=self.settings.context_window("sub"),
                    reply_tokens=self.settings.max_output("sub"),
                    max_chars=max_chars,
                    on_finding=keep,
                    source=repl_policy.finding_source(self.settings, "sub"),
                )
            )
        except KeyError as exc:
            raise RuntimeError(str(exc.args[0] if exc.args else exc)) from None
        finally:
            if unsaved and self.run_dir is not None:
                with self.lock:
                    run_files.save_findings(self.run_dir, self.findings)
        if outcome.read:  # a resume keeps them read if their call cannot be restored
            self._emit(ReviewRead(slices=[list(k) for k in outcome.read]))
        read = set(outcome.reviewed)
        if self.restoring and outcome.live:
            # A call the cache lacked was answered live while restoring (it failed or was cut
            # in the session before): the journal does not hold its findings, so they are kept
            # and journaled now. Dropping them left its text counted as covered and its
            # documents reviewed by nobody when the resume had no turn left to read them again.
            # Its documents stay not reviewed for the root, so that a resume with turns left
            # reviews them again (from the cache, now) for real and writes them up; the memo's
            # counts at finalize take them as reviewed (``reviewed_on_restore``).
            live = set(outcome.live)
            for finding in outcome.findings:
                if finding.doc_ids and set(finding.doc_ids) <= live:
                    self._keep_finding(finding, answered_now=True)
            with self.lock:
                self.reviewed_on_restore |= read & live
            read -= live
        with self.lock:
            self.reviewed |= read
            self.review_failed |= set(outcome.reviewed + outcome.not_reviewed) - read
            self.review_failed -= self.reviewed
        if outcome.errors:
            self.review_errors.extend(outcome.errors)
            self._emit(
                Notice(
                    level="warning",
                    message=(
                        f"review(): {len(outcome.errors)} of {outcome.calls} sub-calls gave no findings: "
                        + "; ".join(outcome.errors[:3])
                    ),
                )
            )
        if outcome.budget_error is not None and not outcome.findings:
            raise self._budget(outcome.budget_error)
        if outcome.budget_error is not None:
            self.budget_error = outcome.budget_error
        return [f.to_dict() for f in outcome.findings]

    def table(self, docs: list[str], columns: Any) -> dict:
        """The REPL's ``table(docs, columns)``: fill the run's review table (table_service)."""
        return self.tables(docs, columns)

    # -- citations, memo, findings -------------------------------------------------------------
    def cite(self, doc: str, quote: str, page: int | None = None) -> dict:
        if not str(quote or "").strip():
            raise RuntimeError("cite() needs the exact words to quote")
        self.quota.quote(str(quote))
        citation = self.quotes.citation(str(doc), str(quote), page)
        with self.lock:
            link = self.memo.cite_link(citation)
            stored = self.memo.citations[citation.id]
        return {"link": link, "verified": stored.verified, "citation": stored.to_dict()}

    def memo_write(self, title: str, body: str, mode: str = "write") -> dict:
        title = str(title or "").strip()
        if not title:
            raise RuntimeError("memo sections need a title")
        with self.lock:
            if self.restoring:
                existing = self.memo.section(title)
                data: dict[str, Any] = (
                    existing.to_dict() if existing else {"id": "", "title": title, "body": body}
                )
                data["kept_as_suggestion"] = bool(existing and existing.edited_by_analyst)
                return data
            self.quota.memo_write(self.memo, title, str(body), mode)
            event = self.review_state.root_write(
                title, str(body), "append" if mode == "append" else "write"
            )
            self._save_memo()
            self.memo_writes_at.append(time.time())
        self._emit(event_from_dict(event))
        data = dict(event["section"])
        data["kept_as_suggestion"] = bool(data.get("edited_by_analyst"))
        return data

    def memo_get(self) -> dict:
        with self.lock:
            return self.memo.to_dict()

    def _keep_finding(
        self, finding: Finding, *, answered_now: bool = False, unsaved: list[bool] | None = None
    ) -> Finding:
        """Add a finding to the run (merged into an existing one with the same key; a new one
        takes the analyst's decision from an earlier run when it matches one). While
        restoring only a finding ``answered_now`` (by a live call: not in the journal) is.
        With ``unsaved``, findings.json is left for the caller to write (it is marked)."""
        carried = None
        with self.lock:
            existing = self.review_state.match(finding)
            if self.restoring and (existing is not None or not answered_now):
                return existing or finding
            if existing is None and self.triage is not None:
                carried = self.triage.carry(finding)
            kept, event = self.review_state.keep_finding(finding)
            if event is not None and self.run_dir is not None:
                if unsaved is None:
                    run_files.save_findings(self.run_dir, self.findings)
                else:
                    unsaved.append(True)
        announce = self.bus.emit if answered_now else self._emit
        if event is not None:
            announce(event_from_dict(event))
        if carried is not None and self.triage is not None:
            announce(
                TriageCarried(
                    finding_id=kept.id,
                    status=carried.status,
                    source_run=self.triage.run_id,
                    carried=len(self.triage.carried),
                    decisions=self.triage.decisions,
                )
            )
        return kept

    def finding_add(self, finding: dict) -> dict:
        if not isinstance(finding, dict):
            raise RuntimeError(
                "finding_add() takes a dict with title, category, severity, "
                "description, exposure, next_step and citations"
            )
        # source, status and the analyst's flags are the host's: a proposal by this engine
        finding = repl_policy.host_finding(finding)
        with self.lock:
            repl_policy.check_findings_room(self.findings, repl_policy.finding_chars(finding))
        built = finding_from_raw(
            self.quotes, finding, source=repl_policy.finding_source(self.settings)
        )
        return self._keep_finding(built).to_dict()

    def findings_list(self) -> list[dict]:
        with self.lock:
            return [f.to_dict() for f in self.findings]

    def findings_merge(self) -> list[dict]:
        """Findings that cite the same passage made one finding per matter (review/matters.py):
        for each, the finding kept and the titles and ids of those it absorbed."""
        with self.lock:
            if self.restoring:  # the journal holds the merges already made
                return []
            before = {f.id: f.title for f in self.findings}
            events = self.review_state.merge_matters()
            if events and self.run_dir is not None:
                run_files.save_findings(self.run_dir, self.findings)
        for event in events:
            self._emit(event_from_dict(event))
        return [
            {
                "kept": event["finding"]["id"],
                "title": event["finding"]["title"],
                "absorbed": [{"id": i, "title": before.get(i, "")} for i in event["absorbed"]],
            }
            for event in events
        ]

    def submit(self, note: str | None = None) -> dict:
        with self.lock:
            if self.memo.is_empty():
                return {"ok": False, "reason": SUBMIT_EMPTY}
            # a memo of findings must cite them; a room read with nothing to report (no
            # finding) has nothing to cite, and the coverage floor below still holds
            standing = any(f.status != "rejected" for f in self.findings)
            if standing and not any(c.verified for c in self.memo.resolved_citations()):
                return {"ok": False, "reason": SUBMIT_UNCITED}
        refused = coverage_floor.check(self, note)
        if refused:
            return {"ok": False, "reason": refused}
        stated = coverage_floor.scope_line(self.floor, self.settings.budget.coverage_floor)
        if stated:
            self.memo_write(coverage_floor.SCOPE, stated, mode="append")
        with self.lock:
            self.submitted = True
            self.submit_note = note
        return {"ok": True, "reason": "submitted: the run will finish after this cell"}

    def review_as_of(self) -> dict[str, Any] | None:
        """The date the review's day counts run to (offline/as_of.py), as data: the date set
        for the review, else the latest date at the head of a readable document's first page
        that is not after the day the room was indexed (a mistyped 2099 is left out, and
        said); None when there is neither. Worked out once a session."""
        if self._as_of is None:
            self._as_of = review_date(self.room, self.settings.review.as_of)
        return self._as_of or None

    def status(self) -> dict:
        """What the run has measured so far, as data (a scripted root decides from this, never
        from the wording of the prompts): usage and limits, coverage of the room, each folder
        and each document, which readable documents a review() read whole (``reviewed``),
        which not (``not_reviewed``; ``review_failed``: tried and not read), and how many
        model calls ended without an answer."""
        usage = self.gateway.usage().to_dict() if self.gateway is not None else {}
        data: dict[str, Any] = {
            "usage": usage,
            "limits": Limits.of(self.settings).to_dict(),
            "findings": len(self.findings),
            "memo_sections": len(self.memo.sections),
            "models": {"root": self.settings.root_model, "sub": self.settings.sub_model},
            "as_of": self.settings.review.as_of,  # the date set for day counts ("": none)
            # the date day counts run to, set or the room's, and why (offline/as_of.py)
            "review_as_of": self.review_as_of(),
        }
        if self.coverage is not None:
            snap = self.coverage.snapshot()
            data["coverage"] = snap.get("room", 0.0)
            data["coverage_folders"] = snap.get("folders", {})
            data["coverage_documents"] = snap.get("documents", {})
        readable = [
            d.doc_id
            for d in self.room.documents()
            if getattr(d, "status", "ok") != "skipped" and getattr(d, "chars", 0)
        ]
        with self.lock:
            data["reviewed"] = [d for d in readable if d in self.reviewed]
            data["not_reviewed"] = [d for d in readable if d not in self.reviewed]
            data["review_failed"] = [d for d in readable if d in self.review_failed]
        data["failed_calls"] = int(getattr(self.gateway, "failed_calls", 0) or 0)
        data["review_errors"] = self.review_errors[-20:]
        if self.status_extra is not None:
            data.update(self.status_extra())
        return data


def review_date(room: Any, set_date: str) -> dict[str, Any]:
    """:meth:`HarnessServices.review_as_of` for ``room`` ({} when there is no date)."""
    from diligence_tui.offline import as_of

    chosen = as_of.resolve([], set_date)
    if chosen is not None:
        return chosen.to_dict()
    dated: list[tuple[Any, str]] = []
    for doc in room.documents():
        if getattr(doc, "status", "ok") == "skipped" or not getattr(doc, "chars", 0):
            continue
        try:
            head = room.read(doc.doc_id, pages=[1])
        except (KeyError, ValueError):
            continue
        day = as_of.head_date(head)
        if day is not None:
            dated.append((day, doc.path))
    found = as_of.of_dates([d for d, _ in dated], indexed_day(room))
    if found is None:
        return {}
    data = found.to_dict()
    data["later_in"] = sorted({p for d, p in dated if d > (found.cap or d)})
    return data


def indexed_day(room: Any) -> Any:
    """The day the room was last indexed (None when not known)."""
    import datetime

    try:
        stamp = float(room.store.get_meta("indexed_at") or 0)
    except (AttributeError, TypeError, ValueError):
        return None
    return datetime.date.fromtimestamp(stamp) if stamp > 0 else None


def _label(prompt: str) -> str:
    first = " ".join(str(prompt).split())
    return first[:80]
