"""Findings, citations, the memo, and what leaves the app (exports)."""
