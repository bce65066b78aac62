"""Several OpenAI-compatible endpoints for sub-calls, spread by litellm's Router.

One vLLM or SGLang server per GPU is how a team scales reading beyond one machine:
``[models] sub_api_bases = ["http://gpu1:8000/v1", "http://gpu2:8000/v1"]`` (or
``DILIGENCE_MODELS__SUB_API_BASES=url1,url2``) sends each sub-call to the least busy of them
through ``litellm.Router`` (``routing_strategy="least-busy"``), each endpoint held to its own
parallel slots when its server says them. The gateway sees the pool as one endpoint named
by :func:`pool_key` (its concurrency cap is the sum of the members'); only the call itself
goes through the Router (:meth:`RouterPool.client`).
"""

from __future__ import annotations

import os
import threading
import warnings
from typing import Any

POOL_PREFIX = "pool+"  # never the start of a URL
POOL_MODEL = "sub-agents"  # the Router's name for the pool's deployments


def pool_key(bases: list[str]) -> str:
    return POOL_PREFIX + " ".join(bases)


def pool_bases(api_base: str) -> list[str]:
    """The member endpoints of a pool key ([] for a plain API base)."""
    if not api_base.startswith(POOL_PREFIX):
        return []
    return api_base[len(POOL_PREFIX) :].split()


class RouterPool:
    """One litellm Router per (model, pool), made on first use."""

    def __init__(self) -> None:
        self._routers: dict[tuple[str, str], Any] = {}
        self._lock = threading.Lock()

    def client(self, model: str, api_base: str, slots: dict[str, int]) -> tuple[Any, str] | None:
        """(the Router, the model name to call it with) for a pool key; None otherwise."""
        bases = pool_bases(api_base)
        if not bases:
            return None
        with self._lock:
            router = self._routers.get((model, api_base))
            if router is None:
                router = self._make(model, bases, slots)
                self._routers[(model, api_base)] = router
        return router, POOL_MODEL

    @staticmethod
    def _make(model: str, bases: list[str], slots: dict[str, int]) -> Any:
        from litellm import Router

        provider = model.split("/", 1)[0]
        deployments = []
        for base in bases:
            params: dict[str, Any] = {"model": model, "api_base": base}
            if provider == "openai" and not os.environ.get("OPENAI_API_KEY"):
                params["api_key"] = "no-key"  # local servers take any key
            if slots.get(base):
                params["max_parallel_requests"] = slots[base]
            deployments.append({"model_name": POOL_MODEL, "litellm_params": params})
        # our gateway retries and records every attempt: the Router must not retry behind it
        with warnings.catch_warnings():  # pydantic warns once about litellm's own types,
            warnings.simplefilter("ignore")  # on stderr: nothing for the analyst's terminal
            return Router(
                model_list=deployments,
                routing_strategy="least-busy",
                num_retries=0,
                allowed_fails=1,
                cooldown_time=5,
            )
