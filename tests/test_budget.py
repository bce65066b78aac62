"""Typed usage, limits and the budget error shared by the gateway, the loop and metrics."""

from __future__ import annotations

from diligence_tui.harness.budget import BudgetExceeded, Limits, TokenCount, Usage
from diligence_tui.settings import Settings


def test_usage_totals_never_show_an_unknown_price_as_zero() -> None:
    usage = Usage(
        tokens={"root": TokenCount(100, 20), "sub": TokenCount(1_000, 50)},
        cost={"root": 0.25, "sub": None},
        subcalls=4,
    )
    assert usage.total_tokens == 1_170
    assert usage.total_cost is None
    assert Usage(cost={"root": 0.25, "sub": 0.5}).total_cost == 0.75
    assert Usage().total_cost == 0.0 and Usage().total_tokens == 0


def test_usage_round_trips_through_the_json_shape_events_carry() -> None:
    usage = Usage(
        tokens={"sub": TokenCount(7, 3)}, cost={"sub": 0.01}, subcalls=2, in_flight=1, elapsed=4.5
    )
    data = usage.to_dict()
    assert data["tokens"] == {"sub": {"input": 7, "output": 3}}
    assert Usage.from_dict(data) == usage
    assert Usage.from_dict(None) == Usage()


def test_limits_come_from_settings_and_a_share_replaces_only_the_spend() -> None:
    settings = Settings().with_overrides(budget__max_usd=2.0, budget__max_turns=9)
    limits = Limits.of(settings)
    assert limits.max_usd == 2.0 and limits.max_turns == 9
    share = limits.with_share(max_usd=0.25, max_tokens=1_000, max_subcalls=3)
    assert (share.max_usd, share.max_tokens, share.max_subcalls) == (0.25, 1_000, 3)
    assert share.max_turns == 9 and share.root_context_tokens == limits.root_context_tokens
    assert set(limits.to_dict()) == {
        "max_turns",
        "max_usd",
        "max_tokens",
        "max_seconds",
        "max_subcalls",
        "depth",
        "sub_context_tokens",
        "root_context_tokens",
    }


def test_which_ceilings_end_the_run() -> None:
    assert BudgetExceeded("dollars", "spent").ends_the_run
    assert BudgetExceeded("seconds", "late").ends_the_run
    assert not BudgetExceeded("subcalls", "capped").ends_the_run
    share = BudgetExceeded("share", "this sub-agent's share of the token budget is spent")
    assert not share.ends_the_run
    assert share.describe() == "this sub-agent's share of the token budget is spent"
    assert BudgetExceeded("tokens", "x").describe() == "budget exhausted (tokens)"
