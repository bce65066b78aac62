"""Pass rate against coverage (log scale), one point per run, coloured by harness: drawn as
text for the terminal and as a PNG.

The PNG is drawn with Pillow (HPND licence, well kept), which the package already installs
as a dependency of reportlab: no plotting stack (matplotlib and its font, contour and
solver packages, tens of MB) for one scatter chart.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from pathlib import Path

from diligence_tui.research.runs import RunRow

MIN_COVERAGE = 1e-3  # the log axis starts here; less (or none) is drawn at the edge
COLOURS = {"rlm": (31, 119, 180), "toolloop": (255, 127, 14)}
OTHER = (44, 160, 44)
ANSI = {"rlm": "\x1b[36m", "toolloop": "\x1b[33m"}


def _x(coverage: float) -> float:
    """0..1 along the log axis from MIN_COVERAGE to 1."""
    value = max(coverage, MIN_COVERAGE)
    return (math.log10(value) - math.log10(MIN_COVERAGE)) / -math.log10(MIN_COVERAGE)


def _mark(harness: str) -> str:
    return {"rlm": "R", "toolloop": "T"}.get(harness, (harness[:1] or "?").upper())


def graded(rows: Sequence[RunRow]) -> list[RunRow]:
    return [r for r in rows if r.pass_rate is not None]


def text_scatter(
    rows: Sequence[RunRow], width: int = 60, height: int = 11, colour: bool = False
) -> str:
    points = graded(rows)
    if not points:
        return "(no graded run: grade runs with `diligence eval RUN_DIR --task task.json` to plot them)"
    grid = [[" "] * width for _ in range(height)]
    for row in points:
        col = min(width - 1, int(round(_x(row.coverage) * (width - 1))))
        line = height - 1 - min(height - 1, int(round(float(row.pass_rate or 0.0) * (height - 1))))
        cell = grid[line][col]
        mark = _mark(row.harness)
        grid[line][col] = "*" if cell not in (" ", mark) else mark  # * : runs of several kinds
    lines = []
    for i, cells in enumerate(grid):
        label = f"{100 * (height - 1 - i) / (height - 1):>4.0f}% |" if i % 2 == 0 else "      |"
        text = "".join(cells)
        if colour:
            for harness, code in ANSI.items():
                text = text.replace(_mark(harness), f"{code}{_mark(harness)}\x1b[0m")
        lines.append(label + text)
    lines.append("      +" + "-" * width)
    ticks = [" "] * (width + 8)
    for value, name in ((1e-3, "0.1%"), (1e-2, "1%"), (1e-1, "10%"), (1.0, "100%")):
        at = 7 + int(round(_x(value) * (width - 1)))
        start = min(max(0, at - len(name) // 2), len(ticks) - len(name))
        ticks[start : start + len(name)] = list(name)
    lines.append("".join(ticks).rstrip())
    lines.append(
        "       coverage (log scale) →   pass rate ↑   "
        + "  ".join(f"{_mark(h)} {h}" for h in sorted({r.harness for r in points}))
        + ("   * several" if any("*" in "".join(c) for c in grid) else "")
    )
    return "\n".join(lines)


def png_scatter(rows: Sequence[RunRow], target: Path) -> Path:
    from PIL import Image, ImageDraw, ImageFont

    width, height = 900, 560
    left, right, top, bottom = 90, 40, 50, 80
    image = Image.new("RGB", (width, height), "white")
    draw = ImageDraw.Draw(image)
    try:
        font = ImageFont.load_default(size=16)
    except TypeError:  # Pillow < 10.1: the fixed bitmap font
        font = ImageFont.load_default()
    plot_w, plot_h = width - left - right, height - top - bottom

    def px(coverage: float, rate: float) -> tuple[float, float]:
        return left + _x(coverage) * plot_w, top + (1 - rate) * plot_h

    draw.rectangle([left, top, left + plot_w, top + plot_h], outline="black")
    for value, name in ((1e-3, "<=0.1%"), (1e-2, "1%"), (1e-1, "10%"), (1.0, "100%")):
        x, _ = px(value, 0)
        draw.line([x, top, x, top + plot_h], fill=(225, 225, 225))
        draw.text((x, top + plot_h + 8), name, fill="black", font=font, anchor="ma")
    for rate in (0.0, 0.25, 0.5, 0.75, 1.0):
        _, y = px(1.0, rate)
        draw.line([left, y, left + plot_w, y], fill=(225, 225, 225))
        draw.text((left - 10, y), f"{rate:.0%}", fill="black", font=font, anchor="rm")
    draw.text(
        (left + plot_w / 2, height - 30),
        "coverage of the room (log scale)",
        fill="black",
        font=font,
        anchor="ma",
    )
    draw.text(
        (left, 18), "rubric pass rate against coverage, one point per run", fill="black", font=font
    )
    points = graded(rows)
    for row in points:
        x, y = px(row.coverage, float(row.pass_rate or 0.0))
        colour = COLOURS.get(row.harness, OTHER)
        draw.ellipse([x - 7, y - 7, x + 7, y + 7], fill=colour, outline="black")
    legend_y = top + 10
    for harness in sorted({r.harness for r in points}):
        colour = COLOURS.get(harness, OTHER)
        x0 = left + plot_w - 150
        draw.ellipse([x0, legend_y, x0 + 14, legend_y + 14], fill=colour, outline="black")
        draw.text((x0 + 22, legend_y - 1), harness, fill="black", font=font)
        legend_y += 24
    target.parent.mkdir(parents=True, exist_ok=True)
    image.save(target, format="PNG")
    return target
