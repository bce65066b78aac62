"""Walk a dataroom: every regular file, with its relative path, size and mtime.

* Hidden files and folders (a leading dot) are skipped unless ``include_hidden``.
* Links are never followed out of the room: a link is resolved and kept only if its target
  lies inside the room. Links to folders are not descended into (their target is walked
  anyway when it is inside the room), so link loops cannot trap the walk.
* Unreadable folders and files are reported, never raised; the walk is iterative, so very
  deep nesting cannot hit a recursion limit.
* A name that is not valid UTF-8 (latin-1 or cp437 bytes, as zip archives made on Windows
  produce) is indexed under its name with the bad bytes written ``\\xNN``
  (``Vertr\\xe4ge.txt``), and read by its real path. The store, Tantivy and JSON take only valid Unicode, and
  guessing the code page could show a wrong letter or collide with a real UTF-8 name; an
  escaped name says exactly what is on disk. ``escaped`` lists such files for the report.
"""

from __future__ import annotations

import os
import stat
from dataclasses import dataclass, field
from pathlib import Path
from typing import NamedTuple

JUNK_NAMES = {"__MACOSX", "Thumbs.db", "desktop.ini"}


class FoundFile(NamedTuple):  # a tuple: 5,000 of them are built on every pass
    rel: str  # POSIX path relative to the room, valid Unicode (see display_name)
    path: str  # absolute path to read (the link itself for links inside the room); may
    # hold surrogate escapes for a name that is not UTF-8, which open() turns back into bytes
    size: int
    mtime: float


@dataclass
class Discovery:
    files: list[FoundFile] = field(default_factory=list)
    problems: list[dict[str, str]] = field(default_factory=list)  # {path, reason}: not documents
    unreadable: list[FoundFile] = field(default_factory=list)  # files we cannot stat/read
    escaped: list[dict[str, str]] = field(default_factory=list)  # {path, reason}: not UTF-8


ESCAPED_REASON = "the name is not valid UTF-8; shown with its bytes as \\xNN"


def display_name(name: str) -> str:
    """``name`` as valid Unicode: a name the OS gave with surrogate escapes (bytes that are
    not UTF-8) has those bytes written as ``\\xNN``; any other name is returned as it is."""
    try:
        name.encode("utf-8")
        return name
    except UnicodeEncodeError:
        return os.fsencode(name).decode("utf-8", "backslashreplace")


def is_hidden(name: str) -> bool:
    return name.startswith(".") or name.startswith("~$") or name in JUNK_NAMES


def _inside(target: Path, root: Path) -> bool:
    return target == root or root in target.parents


def discover(root: Path, include_hidden: bool = False, exclude: tuple[Path, ...] = ()) -> Discovery:
    root = Path(root).resolve()
    excluded = {Path(p).resolve() for p in exclude}
    found = Discovery()
    stack: list[tuple[str, str]] = [(str(root), "")]
    while stack:
        folder, rel_folder = stack.pop()
        try:
            with os.scandir(folder) as iterator:
                entries = sorted(iterator, key=lambda e: e.name)
        except OSError as exc:
            reason = (
                "cannot open the folder (permission denied)"
                if isinstance(exc, PermissionError)
                else f"cannot open the folder ({exc.strerror or exc})"
            )
            found.problems.append({"path": rel_folder or ".", "reason": reason})
            continue
        subfolders: list[tuple[str, str]] = []
        names = {entry.name for entry in entries}
        for entry in entries:
            name = display_name(entry.name)
            if not include_hidden and is_hidden(name):
                continue
            rel = f"{rel_folder}/{name}" if rel_folder else name
            if name != entry.name:
                if name in names:  # a real file is literally called what the escape reads
                    found.problems.append(
                        {"path": rel, "reason": f"{ESCAPED_REASON}, and another file has that name"}
                    )
                    continue
                found.escaped.append({"path": rel, "reason": ESCAPED_REASON})
            try:
                is_link = entry.is_symlink()
                if is_link:
                    try:
                        target = Path(entry.path).resolve(strict=True)
                    except (OSError, RuntimeError):
                        found.problems.append(
                            {"path": rel, "reason": "broken or looping link, not followed"}
                        )
                        continue
                    if not _inside(target, root):
                        found.problems.append(
                            {"path": rel, "reason": "link points outside the room, not followed"}
                        )
                        continue
                    if target.is_dir():
                        continue  # its target is inside the room and walked there
                    info = os.stat(target)
                else:
                    info = entry.stat(follow_symlinks=False)
            except PermissionError:
                found.unreadable.append(FoundFile(rel, entry.path, 0, 0.0))
                continue
            except OSError as exc:
                found.problems.append(
                    {"path": rel, "reason": f"cannot read ({exc.strerror or exc})"}
                )
                continue
            if stat.S_ISDIR(info.st_mode):
                if Path(entry.path) in excluded:
                    continue
                subfolders.append((entry.path, rel))
            elif stat.S_ISREG(info.st_mode):
                found.files.append(FoundFile(rel, entry.path, info.st_size, info.st_mtime))
        stack.extend(reversed(subfolders))
    found.files.sort(key=lambda f: f.rel)
    return found
