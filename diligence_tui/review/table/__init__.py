"""Review tables: documents × questions, every cell answered from the document and cited.

The data model is in :mod:`diligence_tui.review.table.model` (its docstring is the API);
table.json on disk in :mod:`diligence_tui.review.table.store`.
"""

from diligence_tui.review.model import Citation
from diligence_tui.review.table.model import (
    ANSWER_TYPES,
    ANSWERED,
    OUTCOMES,
    SCHEMA_VERSION,
    SOURCES,
    STATUSES,
    Cell,
    Column,
    Row,
    Table,
    TableError,
)
from diligence_tui.review.table.store import TABLE_FILE, load_table, save_table

__all__ = [
    "ANSWERED",
    "ANSWER_TYPES",
    "OUTCOMES",
    "SCHEMA_VERSION",
    "SOURCES",
    "STATUSES",
    "TABLE_FILE",
    "Cell",
    "Citation",
    "Column",
    "Row",
    "Table",
    "TableError",
    "load_table",
    "save_table",
]
