"""``diligence index`` and ``diligence search``."""

from __future__ import annotations

import argparse
import json
import sys
import time
from typing import TextIO

from diligence_tui.room.room import Room
from diligence_tui.room.types import IndexReport, SearchHit
from diligence_tui.settings import Settings
from diligence_tui.textsafe import json_text, neutralize


class ProgressBar:
    """A plain-text progress bar on a terminal (nothing when stderr is not a TTY)."""

    def __init__(self, stream: TextIO | None = None, width: int = 30) -> None:
        # sys.stderr looked up per bar, not bound at import: a test harness (or an embedding
        # program) that swaps stderr later must get its own stream, not a closed one
        self.stream = stream if stream is not None else sys.stderr
        self.width = width
        self.enabled = self.stream.isatty()
        self._last = 0.0
        self._shown = False

    def __call__(self, done: int, total: int, path: str) -> None:
        if not self.enabled:
            return
        now = time.monotonic()
        if done < total and now - self._last < 0.1:
            return
        self._last = now
        filled = int(self.width * done / max(1, total))
        path = neutralize(path)  # the seller chose the name: shown, never obeyed
        name = path if len(path) <= 40 else "..." + path[-37:]
        self.stream.write(
            f"\r[{'#' * filled}{'.' * (self.width - filled)}] {done}/{total} {name:<40}"
        )
        self.stream.flush()
        self._shown = True

    def finish(self) -> None:
        if self._shown:
            self.stream.write("\r" + " " * (self.width + 60) + "\r")
            self.stream.flush()


def _summary(report: IndexReport, room: Room) -> str:
    """The summary as shown: names and reasons (which can quote a file's bytes) are the
    seller's text, so every control in them is shown, not obeyed."""
    changed = max(0, report.files - report.unchanged)
    lines = [
        f"Indexed {room.root}",
        f"  files       {report.files:,}  ({changed:,} new or changed, {report.unchanged:,} unchanged, "
        f"{report.removed:,} removed)",
        f"  documents   {report.documents:,} searchable, {len(report.skipped):,} skipped, "
        f"{report.partial:,} partly read (email attachments count as documents)",
        f"  pages       {report.pages:,}",
        f"  characters  {report.chars:,}",
        f"  tokens      {report.tokens:,}",
        f"  seconds     {report.seconds:.2f}",
    ]
    if report.partial_files:
        lines.append(f"Partly read ({len(report.partial_files)}):")
        lines.extend(f"  {item['path']}: {item['reason']}" for item in report.partial_files)
    if report.skipped:
        lines.append(f"Skipped ({len(report.skipped)}):")
        lines.extend(f"  {item['path']}: {item['reason']}" for item in report.skipped)
    if report.escaped:
        lines.append(f"Names shown escaped ({len(report.escaped)}):")
        lines.extend(f"  {item['path']}: {item['reason']}" for item in report.escaped)
    return neutralize("\n".join(lines))


def cmd_index(args: argparse.Namespace, settings: Settings) -> int:
    room = Room.open(args.room, settings)
    try:
        bar = ProgressBar()
        try:
            report = room.index(progress=bar, full=bool(getattr(args, "full", False)))
        finally:
            bar.finish()
        if getattr(args, "json", False):
            data = report.to_dict()
            data.update(
                room=str(room.root), state_dir=str(room.state_dir), totals=room.totals().to_dict()
            )
            print(json_text(json.dumps(data, ensure_ascii=False)))
        else:
            print(_summary(report, room))
    finally:
        room.close()
    return 0


def _marked(hit: SearchHit, tty: bool) -> str:
    opening, closing = ("\x1b[1m", "\x1b[0m") if tty else ("[", "]")
    out: list[str] = []
    last = 0
    # each piece is neutralized on its own: the highlight offsets are into the raw snippet,
    # and only our own bold marks may reach the terminal as escapes
    for start, end in sorted(hit.highlights):
        if start < last:
            continue
        out.append(neutralize(hit.snippet[last:start]))
        out.append(opening + neutralize(hit.snippet[start:end]) + closing)
        last = end
    out.append(neutralize(hit.snippet[last:]))
    return " ".join("".join(out).split())


def cmd_search(args: argparse.Namespace, settings: Settings) -> int:
    room = Room.open(args.room, settings)
    try:
        if not room.indexed:
            bar = ProgressBar()
            if not getattr(args, "json", False):
                print(neutralize(f"Indexing {room.root} first..."), file=sys.stderr)
            try:
                room.index(progress=bar)
            finally:
                bar.finish()
        hits = room.search(
            args.query, folder=getattr(args, "folder", None), limit=max(1, int(args.limit or 10))
        )
        if getattr(args, "json", False):
            print(json_text(json.dumps([_hit_dict(h) for h in hits], ensure_ascii=False)))
            return 0
        if not hits:
            where = f" under {args.folder}" if getattr(args, "folder", None) else ""
            print(neutralize(f"No matches for {args.query!r}{where}."))
            return 0
        tty = sys.stdout.isatty()
        for hit in hits:
            page = neutralize(hit.page_label or f"p. {hit.page}")  # a sheet name is the seller's
            print(f"{neutralize(hit.path)}  {page}  {hit.score:.2f}")
            print(f"    {_marked(hit, tty)}")
    finally:
        room.close()
    return 0


def _hit_dict(hit: SearchHit) -> dict:
    from dataclasses import asdict

    data = asdict(hit)
    data["highlights"] = [list(pair) for pair in hit.highlights]
    return data
