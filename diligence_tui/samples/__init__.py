"""The synthetic dataroom generator behind ``diligence sample``: a fictional world
(``world``), its clause library (``clauses``), document builders (``documents``), planted
issues and distractors (``issues``), the room builder (``builder``: ``core_docs``,
``sheets``, ``filler``, ``rubric``) and rendering to files (``render``).

Apart from the offline engine (``diligence_tui.offline``): nothing here reviews a room, and
the engine does not import this package.
"""
