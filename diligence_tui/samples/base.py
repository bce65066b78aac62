"""The state of a room being generated, and the planting of its issues."""

from __future__ import annotations

from typing import Any

from diligence_tui.samples import documents as cd
from diligence_tui.samples import issues as ci
from diligence_tui.samples.render import _tidy
from diligence_tui.samples.world import World, make_world


class BuilderBase:
    """The room being generated: its world, plan, planted issues and documents so far."""

    def __init__(self, seed: int, profile: str) -> None:
        sizes = {"small": (12, 6, 10), "medium": (30, 12, 24), "large": (30, 12, 24)}[profile]
        self.world: World = make_world(seed, *sizes)
        self.profile = profile
        self.plan = ci.Plan(self.world)
        self.docs: list[cd.Doc] = []
        self.paths: set[str] = set()
        self.planted: list[ci.Planted] = []
        self.term_loan = round(self.world.rng.randrange(160, 240) * 100_000, -5)
        self.hq_landlord = (
            f"{self.world.pick(['Harbor Street', 'Market Square', 'Founders Lane'])} Holdings LLC"
        )
        self.hq_rent = round(self.world.rng.randrange(90, 180) * 10_000, -3)

    # -- planting -------------------------------------------------------------------------
    def plant(self) -> None:
        p = self.plan
        if self.profile == "small":
            issues = [
                ci.plant_customer_coc,
                ci.plant_uncapped_indemnity,
                ci.plant_gpl,
                ci.plant_single_trigger,
                ci.plant_demand_letter,
                lambda q: ci.plant_credit_coc(q, self.term_loan),
                ci.plant_missing_supply,
                ci.plant_loan_to_ceo_entity,
            ]
            distractors = [
                ci.distract_expired_exclusivity,
                ci.distract_settled_lawsuit,
                ci.distract_consent_obtained,
            ]
        else:
            issues = [
                ci.plant_customer_coc,
                *ci.DIRECT,
                lambda q: ci.plant_credit_coc(q, self.term_loan),
                lambda q: ci.plant_related_lease(q, self.hq_landlord, self.hq_rent),
                ci.plant_missing_supply,
                ci.plant_missing_ip_assignment,
                ci.plant_loan_to_ceo_entity,
                ci.plant_guarantee,
            ]
            distractors = list(ci.DISTRACTORS)
        for n, fn in enumerate(issues, start=1):
            item = fn(p)
            item.id = f"P{n:02d}"
            self.planted.append(item)
        for n, fn in enumerate(distractors, start=1):
            item = fn(p)
            item.id = f"D{n:02d}"
            self.planted.append(item)

    def extra(self, key: str) -> list[tuple[str, Any]]:
        return self.plan.extras.get(key, [])

    def add(self, doc: cd.Doc) -> None:
        if doc.path in self.paths:
            stem, dot, suffix = doc.path.rpartition(".")
            n = 2
            while f"{stem} ({n}).{suffix}" in self.paths:
                n += 1
            doc.path = f"{stem} ({n}).{suffix}"
        self.paths.add(doc.path)
        self.docs.append(_tidy(doc))
