"""The harness's prompts, kept as Markdown files next to this module (package data).

Placeholders are ``$name`` (:class:`string.Template`), so JSON braces in a prompt need no
escaping; unknown placeholders are left as they are.
"""

from __future__ import annotations

from functools import cache
from importlib import resources
from string import Template
from typing import Any


@cache
def load_prompt(name: str) -> str:
    """The text of ``prompts/<name>.md`` ("" when the file is not there)."""
    target = resources.files(__name__).joinpath(f"{name}.md")
    try:
        return target.read_text(encoding="utf-8")
    except (FileNotFoundError, OSError):
        return ""


def render_prompt(name: str, **values: Any) -> str:
    return Template(load_prompt(name)).safe_substitute({k: str(v) for k, v in values.items()})
