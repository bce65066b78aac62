"""How many calls an endpoint gets at once: its gate, and the slot each call holds.

A server that says how many requests it decodes in parallel (llama.cpp's ``total_slots``)
gets that many, plus one waiting in its queue once its calls are known to be short: the
client's own work between two calls (litellm's request set-up, reading and recording the
answer; tens of milliseconds, far more on a busy machine) then overlaps a call the server
is decoding, instead of leaving a slot idle (bench/scheduling.py). A waiting request's
first-token clock runs while it waits, so it is sent ahead only while twice the longest
recent call fits the first-token limit (``models.call_timeout``): a laptop server taking
minutes per call gets exactly its slots. A server that says nothing gets the configured cap.

A call gives its slot back as soon as the server has finished the answer (the chunk that
carries the finish reason), not when litellm has finished assembling, pricing and logging
it; a retry takes a slot again.
"""

from __future__ import annotations

import asyncio
import time
from collections import deque

AHEAD = 1  # requests sent ahead into a slot-limited server's queue
AHEAD_MARGIN = 2.0  # ... while this many times the longest recent call fits the first-token limit
RECENT = 16  # calls whose durations decide it


class EndpointGate:
    """``slots`` calls at once (FIFO), plus ``ahead`` queued at the server while recent
    calls are short against ``first_token_limit`` seconds."""

    def __init__(self, slots: int, *, ahead: int = 0, first_token_limit: float = 0.0) -> None:
        self.slots = max(1, slots)
        self.ahead = max(0, ahead)
        self.first_token_limit = first_token_limit
        self.in_use = 0
        self.peak = 0  # the most calls it let through at once
        self.recent: deque[float] = deque(maxlen=RECENT)
        self._waiters: deque[asyncio.Future[None]] = deque()

    def ahead_ok(self) -> bool:
        return (
            self.ahead > 0
            and self.first_token_limit > 0
            and len(self.recent) >= self.slots
            and AHEAD_MARGIN * max(self.recent) <= self.first_token_limit
        )

    def _free(self) -> bool:
        if self.in_use < self.slots:
            return True
        return self.in_use < self.slots + self.ahead and self.ahead_ok()

    def _grant(self) -> None:
        self.in_use += 1
        self.peak = max(self.peak, self.in_use)

    async def acquire(self) -> None:
        if not self._waiters and self._free():
            self._grant()
            return
        waiter: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._waiters.append(waiter)
        try:
            await waiter
        except asyncio.CancelledError:
            if waiter.done() and not waiter.cancelled():
                self.release()  # granted as it was cancelled: pass it on
            elif waiter in self._waiters:  # (a release may have dropped it already)
                self._waiters.remove(waiter)
            raise

    def release(self, seconds: float | None = None) -> None:
        """A call is done with the server (``seconds``: how long the server took, its
        queue included)."""
        if seconds is not None:
            self.recent.append(seconds)
        self.in_use -= 1
        while self._waiters and self._free():
            waiter = self._waiters.popleft()
            if not waiter.done():
                self._grant()
                waiter.set_result(None)


class Slot:
    """One call's place at its endpoint's gate, from the request to the end of the answer."""

    def __init__(self, gate: EndpointGate) -> None:
        self.gate = gate
        self.held = False
        self._since = 0.0

    async def take(self) -> None:
        if not self.held:
            await self.gate.acquire()
            self.held = True
            self._since = time.monotonic()

    def give_back(self, answered: bool = True) -> None:
        """``answered``: the server finished an answer (its time counts as a call's)."""
        if self.held:
            self.held = False
            self.gate.release(time.monotonic() - self._since if answered else None)
