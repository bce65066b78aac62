"""Planted issues and distractors for synthetic datarooms.

Three kinds of planted issue:

* ``direct``: one clause in one document (a change-of-control termination right, an
  uncapped indemnity, a demand letter with an amount...).
* ``missing``: the room refers to a document that is not in it ("attached as Exhibit C",
  a disclosure schedule entry).
* ``combined``: visible only by reading two documents together (board minutes approve a loan
  to an entity; the cap table shows the CEO owns it).

Distractors look alarming but are benign (an exclusivity that expired, a settled and
dismissed lawsuit, a consent already given in writing, a market-standard mutual cap).

Each ``plant_*`` function adds clauses to core documents through ``Plan.extras`` (keyed by
document key) and/or adds whole documents to ``Plan.docs``, and returns a ``Planted`` record:
the ground truth that ``rubric`` turns into rubric criteria and task.json's ``planted``.
"""

from diligence_tui.samples.issues.base import *  # noqa: F403
from diligence_tui.samples.issues.direct import *  # noqa: F403
from diligence_tui.samples.issues.distractors import *  # noqa: F403
from diligence_tui.samples.issues.indirect import *  # noqa: F403
