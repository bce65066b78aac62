"""The names the kernel's REPL defines (docs/REPL.md), declared for the cells' readers and
linters. Never imported at run time: the cells import it under ``TYPE_CHECKING`` only."""

from typing import Any

room: Any
search: Any
read: Any
llm_query: Any
llm_batch: Any
review: Any
cite: Any
memo: Any
findings: Any
status: Any
submit: Any
pb: dict[str, Any]  # the playbook's own state, kept in the REPL by its cells
