"""The offline root as a sampled policy.

A model root at a temperature, asked with a seed, plans and searches a little differently from
run to run; the scripted playbook is deterministic. Given a request seed (``[models] seed``,
which ``diligence rollouts`` sets per run) the playbook's cells draw their optional choices
here: the order in which folders and documents are planned and read, how many documents go
to one review() call, which searches for consents, resolutions and referenced documents it
thinks of, which checks across documents it runs. So a group of rollouts differs in what it
finds and costs (and, under a budget, in what it reads), and the GRPO advantages are not all
zero. Without a seed every function returns the greedy choice: today's playbook.

Each draw is seeded by (seed, decision name) alone, never by what was drawn before, so a
resumed run, a kernel restart or a skipped cell draws the same as the first time: same seed,
same run. The cells import this module in the kernel (playbook.py sends ``PLAYBOOK_SEED``).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from typing import Any, TypeVar

T = TypeVar("T")
MAX_DROP = 0.9  # however hot, a sampled policy keeps one action in ten


class Sampler:
    """The choices of one run: greedy when ``seed`` is 0."""

    def __init__(self, seed: int = 0, temperature: float = 1.0) -> None:
        self.seed = int(seed or 0)
        self.temperature = float(temperature) if temperature and temperature > 0 else 1.0

    def rng(self, decision: str) -> random.Random | None:
        return random.Random(f"{self.seed}:{decision}") if self.seed else None

    def thought_of(self, decision: str, drop: float = 0.25) -> bool:
        """Whether the policy takes an optional action (a search, a check): always when greedy;
        sampled, it leaves it out with probability ``drop`` x temperature (at most MAX_DROP),
        as a sampled model now and then does not think of it."""
        rng = self.rng(decision)
        return rng is None or rng.random() >= min(MAX_DROP, drop * self.temperature)

    def order(
        self, decision: str, items: Iterable[T], key: Callable[[T], tuple[str, ...]]
    ) -> list[T]:
        """``items`` sorted by ``key`` (greedy), or with the groups (``key(item)[0]``, the
        folders) in a shuffled order and, at a temperature of 1 or more, their members too."""
        ordered = sorted(items, key=key)
        rng = self.rng(decision)
        if rng is None:
            return ordered
        groups: dict[Any, list[T]] = {}
        for item in ordered:
            groups.setdefault(key(item)[0], []).append(item)
        names = list(groups)
        rng.shuffle(names)
        out: list[T] = []
        for name in names:
            members = groups[name]
            if self.temperature >= 1.0:
                rng.shuffle(members)
            out.extend(members)
        return out

    def choice(self, decision: str, greedy: T, options: Sequence[T]) -> T:
        """``greedy``, or, sampled, one of ``options``."""
        rng = self.rng(decision)
        return greedy if rng is None else rng.choice(list(options))
