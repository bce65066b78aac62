"""The offline playbook's cells are modules: they compile, what is sent into the kernel is
their cell part only, their pure helpers work on their own, and the next step is decided from
the markers (status() data), not from the wording of the prompts."""

from __future__ import annotations

import json

import pytest

from diligence_tui.offline import cells, playbook
from diligence_tui.offline.cells import helpers


@pytest.mark.parametrize("name", cells.NAMES)
def test_each_cell_compiles_and_sends_only_its_cell_part(name: str) -> None:
    code = cells.source(name)
    compile(code, name, "exec")
    assert "TYPE_CHECKING" not in code and "cells._repl" not in code


def test_an_unknown_cell_is_refused() -> None:
    with pytest.raises(KeyError):
        cells.source("nope")


def test_pure_helpers_on_their_own() -> None:
    assert helpers.first_sentence("Acme Inc. shall pay. Then more.") == "Acme Inc. shall pay."
    clause = {
        "title": "Change of control: MSA.pdf",
        "category": "change_of_control",
        "severity": "high",
        "citations": [{"path": "02 Contracts/MSA.pdf"}],
    }
    combined = dict(clause, title="Revenue at risk: Acme may terminate")
    assert helpers.is_clause(clause) and not helpers.is_clause(combined)
    assert helpers.group_key(clause) == "change_of_control"
    assert helpers.headline(clause) == "Change of control"
    assert helpers.area_of(clause) == "Change of control and assignment"
    assert [helpers.sev_rank(f) for f in ({"severity": "critical"}, {}, {"severity": "x"})] == [
        0,
        2,
        2,
    ]


def _out(marker: dict, extra: str = "") -> dict:
    return {"role": "user", "content": f"```\nPLAYBOOK::{json.dumps(marker)}\n```{extra}"}


def _said(step: str) -> dict:
    return {"role": "assistant", "content": playbook.reply_for(step)}


def test_the_turns_left_come_from_the_markers_not_the_prompt_wording() -> None:
    start = [{"role": "system", "content": "lead reviewer"}, {"role": "user", "content": "room"}]
    plan = {"step": "plan", "helpers": True, "remaining": 40, "turn": 2, "max_turns": 40}
    # our prompts' wording says nothing to the playbook: only status() data in the marker
    misleading = "\n\nThis is your last cell. [status] turn 39 of 40 (1 left)"
    assert playbook.decide([*start, _said("plan"), _out(plan, misleading)])[0] == "review"
    near = dict(plan, turn=38)
    assert playbook.decide([*start, _said("plan"), _out(near)])[0] == "final"
    at_cap = dict(plan, turn=40)
    assert playbook.decide([*start, _said("plan"), _out(at_cap)]) == ("final", True)
    # two cells since the marker left none: they count against the turns left too
    later = [*start, _said("plan"), _out(dict(plan, turn=36)), _said("review")]
    later += [{"role": "user", "content": "error"}, _said("review")]
    later += [{"role": "user", "content": "error"}]
    assert playbook.decide(later) == ("final", True)
