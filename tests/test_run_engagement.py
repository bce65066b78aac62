"""A Legal Agent Bench room gives the run its target and the analyst's brief."""

from __future__ import annotations

from pathlib import Path


def test_lab_room_brings_its_target_and_brief(tmp_path: Path) -> None:
    from diligence_tui.harness.runner import engagement

    docs = tmp_path / "deal" / "documents"
    docs.mkdir(parents=True)
    assert engagement(docs) == ("documents", "")
    (tmp_path / "deal" / "task.json").write_text(
        '{"title": "Acquisition of Acme", "instructions": "Review for the buyer.",'
        ' "deliverables": ["A memo"], "criteria": []}'
    )
    target, brief = engagement(docs)
    assert target == "Acquisition of Acme"
    assert "Review for the buyer." in brief and "- A memo" in brief
    plain = tmp_path / "plain"
    plain.mkdir()
    assert engagement(plain) == ("plain", "")
