"""diligence-tui: a terminal workspace for M&A due diligence."""

__version__ = "0.1.0"
