"""What a run spends and may spend: typed usage and limits, and the error a spent ceiling
raises.

The gateway counts usage (in a :class:`Spending`); the root loop, the status line, depth-2 shares, ``status()`` in
the REPL and metrics read it. They share these types rather than dicts with agreed keys, and
catch :class:`BudgetExceeded` by class rather than by its name. The dict forms
(:meth:`Usage.to_dict`, :meth:`Limits.to_dict`) are what events, run.json and the kernel
carry as JSON.
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from dataclasses import asdict, dataclass, field, replace
from typing import TYPE_CHECKING, Any

from diligence_tui.harness.events import Notice

if TYPE_CHECKING:
    from diligence_tui.harness.events import EventBus
    from diligence_tui.settings import Settings

# The run's own ceilings; "share" is a depth-2 sub-agent's part of them.
RUN_CEILINGS = frozenset({"dollars", "tokens", "seconds"})


class BudgetExceeded(Exception):
    """A ceiling was reached before a call; ``reason`` is dollars | tokens | seconds |
    subcalls (the run's ceilings) or share (a depth-2 sub-agent's part of them)."""

    def __init__(self, reason: str, message: str) -> None:
        super().__init__(message)
        self.reason = reason

    @property
    def ends_the_run(self) -> bool:
        """A spent dollar, token or time ceiling stops every agent of the run; a spent
        sub-call ceiling or a sub-agent's share does not stop the lead reviewer."""
        return self.reason in RUN_CEILINGS

    def describe(self) -> str:
        """Why it stopped the agent, in words (a sub-agent's share says which)."""
        return (
            str(self)
            if self.reason == "share" or not self.reason
            else (f"budget exhausted ({self.reason})")
        )


@dataclass(frozen=True)
class TokenCount:
    input: int = 0
    output: int = 0

    @property
    def total(self) -> int:
        return self.input + self.output


@dataclass(frozen=True)
class Usage:
    """Tokens and dollars by role (a dollar figure is None when a price is unknown),
    sub-calls made, calls in flight and wall time."""

    tokens: Mapping[str, TokenCount] = field(default_factory=dict)
    cost: Mapping[str, float | None] = field(default_factory=dict)
    subcalls: int = 0
    in_flight: int = 0
    elapsed: float = 0.0
    answered: Mapping[str, int] = field(default_factory=dict)  # calls with an answer, by role

    @property
    def total_tokens(self) -> int:
        return sum(t.total for t in self.tokens.values())

    @property
    def total_cost(self) -> float | None:
        """Dollars in all; None when any role's price is unknown (never a false $0)."""
        costs = list(self.cost.values())
        if any(c is None for c in costs):
            return None
        return float(sum(c for c in costs if c is not None))

    def tokens_dict(self) -> dict[str, dict[str, int]]:
        return {role: {"input": t.input, "output": t.output} for role, t in self.tokens.items()}

    def to_dict(self) -> dict[str, Any]:
        return {
            "tokens": self.tokens_dict(),
            "cost": dict(self.cost),
            "subcalls": self.subcalls,
            "in_flight": self.in_flight,
            "elapsed": self.elapsed,
            "answered": dict(self.answered),
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any] | None) -> Usage:
        data = data or {}
        tokens = {
            str(role): TokenCount(int(t.get("input", 0) or 0), int(t.get("output", 0) or 0))
            for role, t in (data.get("tokens") or {}).items()
        }
        cost = {
            str(role): None if value is None else float(value)
            for role, value in (data.get("cost") or {}).items()
        }
        return cls(
            tokens=tokens,
            cost=cost,
            subcalls=int(data.get("subcalls", 0) or 0),
            in_flight=int(data.get("in_flight", 0) or 0),
            elapsed=float(data.get("elapsed", 0.0) or 0.0),
            answered={str(r): int(n or 0) for r, n in (data.get("answered") or {}).items()},
        )


@dataclass(frozen=True)
class Limits:
    """The ceilings an agent works under (0 is no limit) and the context windows."""

    max_turns: int = 0
    max_usd: float = 0.0
    max_tokens: int = 0
    max_seconds: float = 0.0
    max_subcalls: int = 0
    depth: int = 1
    sub_context_tokens: int = 0
    root_context_tokens: int = 0

    @classmethod
    def of(cls, settings: Settings) -> Limits:
        budget = settings.budget
        return cls(
            max_turns=budget.max_turns,
            max_usd=budget.max_usd,
            max_tokens=budget.max_tokens,
            max_seconds=budget.max_seconds,
            max_subcalls=budget.max_subcalls,
            depth=budget.depth,
            sub_context_tokens=settings.context_window("sub"),
            root_context_tokens=settings.context_window("root"),
        )

    def with_share(self, *, max_usd: float, max_tokens: int, max_subcalls: int) -> Limits:
        """These limits with a depth-2 sub-agent's dollar, token and sub-call share."""
        return replace(self, max_usd=max_usd, max_tokens=max_tokens, max_subcalls=max_subcalls)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass
class _Tally:
    input: int = 0
    output: int = 0
    cost: float = 0.0
    unknown_cost: bool = False
    calls: int = 0


class Spending:
    """What the gateway's calls spent (tokens and dollars by role, sub-calls, failures, calls
    in flight, wall time) and the ceilings checked before each call."""

    def __init__(self, settings: Settings, bus: EventBus) -> None:
        self.settings, self.bus = settings, bus
        self.exhausted: BudgetExceeded | None = None  # the first ceiling that stopped a call
        self.subcalls = 0
        self.failed = 0  # calls that ended without an answer (error or cancelled)
        self.answered: dict[str, int] = {}  # calls that ended with an answer, by role
        self.in_flight = 0
        self._tally: dict[str, _Tally] = {}
        self._started = time.monotonic()
        self._elapsed_offset = 0.0

    @property
    def elapsed(self) -> float:
        return self._elapsed_offset + time.monotonic() - self._started

    def seed(self, usage: Usage) -> None:
        """Start from the usage of an earlier session of the same run (resume)."""
        for role, tokens in usage.tokens.items():
            tally = self._tally.setdefault(role, _Tally())
            tally.input += tokens.input
            tally.output += tokens.output
        for role, cost in usage.cost.items():
            tally = self._tally.setdefault(role, _Tally())
            if cost is None:
                tally.unknown_cost = True
            else:
                tally.cost += float(cost)
        self.subcalls += usage.subcalls
        for role, calls in usage.answered.items():
            self.answered[role] = self.answered.get(role, 0) + calls
        self._elapsed_offset += usage.elapsed

    def bill(self, role: str, input_tokens: int, output_tokens: int, cost: float | None) -> None:
        """Add tokens and dollars to ``role`` (a None cost from a priced call is unknown)."""
        tally = self._tally.setdefault(role, _Tally())
        tally.input += input_tokens
        tally.output += output_tokens
        if cost is None:
            tally.unknown_cost = True
        else:
            tally.cost += cost

    def finished(self, role: str, ok: bool) -> None:
        """A call ended (answered or not)."""
        self._tally.setdefault(role, _Tally()).calls += 1
        self.failed += not ok
        if ok:
            self.answered[role] = self.answered.get(role, 0) + 1

    def usage(self) -> Usage:
        """Safe from any thread."""
        tally = list(self._tally.items())
        return Usage(
            tokens={r: TokenCount(t.input, t.output) for r, t in tally},
            cost={r: (None if t.unknown_cost else t.cost) for r, t in tally},
            subcalls=self.subcalls,
            in_flight=self.in_flight,
            elapsed=self.elapsed,
            answered=dict(self.answered),
        )

    @property
    def tokens_used(self) -> int:
        return sum(t.input + t.output for t in self._tally.values())

    @property
    def dollars_known(self) -> float:
        return sum(t.cost for t in self._tally.values())

    def check(self, role: str, queued: bool = False) -> None:
        """Raise BudgetExceeded when a ceiling is reached (called before every call, and again
        when a ``queued`` call gets its turn: its sub-call is already counted)."""
        b = self.settings.budget
        problem: BudgetExceeded | None = None
        if b.max_usd and self.dollars_known >= b.max_usd:
            problem = BudgetExceeded(
                "dollars",
                f"the dollar ceiling is reached: ${self.dollars_known:.4f} of ${b.max_usd:g} spent",
            )
        elif b.max_tokens and self.tokens_used >= b.max_tokens:
            problem = BudgetExceeded(
                "tokens",
                f"the token ceiling is reached: {self.tokens_used:,} of {b.max_tokens:,} tokens used",
            )
        elif b.max_seconds and self.elapsed >= b.max_seconds:
            problem = BudgetExceeded(
                "seconds", f"the time limit is reached: {self.elapsed:.0f} s of {b.max_seconds:g} s"
            )
        elif not queued and role != "root" and b.max_subcalls and self.subcalls >= b.max_subcalls:
            problem = BudgetExceeded(
                "subcalls",
                f"the sub-call ceiling is reached: {self.subcalls} of {b.max_subcalls} sub-calls made",
            )
        if problem is not None:
            if self.exhausted is None:
                self.exhausted = problem
                self.bus.emit(Notice(level="warning", message=f"budget: {problem}"))
            raise problem
