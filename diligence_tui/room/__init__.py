"""The dataroom: discovery, text extraction per format, the Tantivy index, the live watch.

Public API: :class:`diligence_tui.room.room.Room` (``Room.open(path)``) and the types in
:mod:`diligence_tui.room.types`.
"""
