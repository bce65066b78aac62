"""A Legal Agent Bench room gives the run its target and the analyst's brief."""

from __future__ import annotations

from pathlib import Path


def test_lab_room_brings_its_target_and_brief(tmp_path: Path) -> None:
    from diligence_tui.harness.first_prompt import engagement

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


def test_lab_task_deliverables_as_an_object_and_a_bom_reach_the_brief(tmp_path: Path) -> None:
    """The one task.json loader: LAB's object form of deliverables and a file saved with a
    byte-order mark (Windows editors) are read as evaluation reads them; before, the run's
    own loader dropped the first and lost the whole brief on the second."""
    from diligence_tui.harness.first_prompt import engagement

    docs = tmp_path / "deal" / "documents"
    docs.mkdir(parents=True)
    task = tmp_path / "deal" / "task.json"
    task.write_text(
        '{"title": "Acquisition of Acme", "instructions": "Review for the buyer.",'
        ' "deliverables": {"memo": "A diligence memo", "issues list": ""}}',
        encoding="utf-8",
    )
    target, brief = engagement(docs)
    assert target == "Acquisition of Acme"
    assert "- memo: A diligence memo" in brief and "- issues list" in brief
    task.write_text(
        '{"title": "Acquisition of Acme", "instructions": "Review for the buyer."}',
        encoding="utf-8-sig",
    )
    target, brief = engagement(docs)
    assert target == "Acquisition of Acme" and "Review for the buyer." in brief
    # a rubric that evaluation would refuse still gives the review its brief
    task.write_text('{"title": "Acme", "instructions": "Go.", "criteria": "none"}')
    assert engagement(docs) == ("Acme", "The engagement (from task.json): Acme\n\nGo.")
    task.write_text("{not json")
    assert engagement(docs) == ("deal", "")
