"""Dollar cost of a call from its token usage, offline.

Prices come from litellm's bundled price map (loaded locally, never downloaded), from prices
registered here (tests, local deployments with a known cost), and ``offline/*`` models cost
exactly nothing. A model with no known price costs ``None``: unknown, never zero.
"""

from __future__ import annotations

import threading
from typing import Any

_LOCK = threading.Lock()
_REGISTERED: dict[str, tuple[float, float]] = {}  # model -> ($ per input token, $ per output token)
_UNKNOWN: set[str] = set()  # models litellm has no price for (the lookup is slow: ~0.3 ms)


def register_price(model: str, input_per_million: float, output_per_million: float) -> None:
    """Declare the price of ``model`` (full name, provider prefix included) in $ per 1M tokens."""
    with _LOCK:
        _REGISTERED[model] = (input_per_million / 1e6, output_per_million / 1e6)
        _UNKNOWN.discard(model)


def unregister_price(model: str) -> None:
    with _LOCK:
        _REGISTERED.pop(model, None)


def is_free(model: str) -> bool:
    return model.startswith("offline/")


def call_cost(
    model: str, input_tokens: int, output_tokens: int, litellm: Any | None = None
) -> float | None:
    """Dollars for one call, or ``None`` when the price of ``model`` is unknown."""
    if is_free(model):
        return 0.0
    with _LOCK:
        price = _REGISTERED.get(model)
    if price is not None:
        return input_tokens * price[0] + output_tokens * price[1]
    if litellm is None or model in _UNKNOWN:
        return None
    try:
        prompt_cost, completion_cost = litellm.cost_per_token(
            model=model, prompt_tokens=input_tokens, completion_tokens=output_tokens
        )
    except Exception:  # ModelNotMappedError and friends: the price is unknown
        with _LOCK:
            _UNKNOWN.add(model)
        return None
    return float(prompt_cost) + float(completion_cost)
