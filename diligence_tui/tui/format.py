"""Small formatting helpers shared by the panes."""

from __future__ import annotations

from diligence_tui import shares


def tokens(n: int | None) -> str:
    if not n:
        return "0"
    if n >= 1_000_000:
        return f"{n / 1_000_000:.1f}M"
    if n >= 10_000:
        return f"{n / 1000:.0f}k"
    if n >= 1000:
        return f"{n / 1000:.1f}k"
    return str(n)


def money(value: float | None) -> str:
    """Dollars; ``?`` when the price is unknown (never shown as zero)."""
    if value is None:
        return "?"
    if value < 0.01 and value > 0:
        return f"${value:.4f}"
    return f"${value:.2f}"


def duration(seconds: float) -> str:
    seconds = max(0, int(seconds))
    hours, rest = divmod(seconds, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes:02d}:{secs:02d}"


def percent(share: float) -> str:
    """A measured share, never "100%" for less than all of it (diligence_tui/shares.py)."""
    return shares.percent(share)


def clip(text: str, width: int) -> str:
    """``text`` cut to ``width`` characters, ending in "…" when cut."""
    return text if len(text) <= width else text[: width - 1].rstrip() + "…"
