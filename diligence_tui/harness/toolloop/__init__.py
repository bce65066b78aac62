"""The tool-loop baseline: a model works through native tool calls in a loop, with read-only
tools over the room (``list``, ``grep``, ``read``) and a ``memo`` tool that writes the
deliverable and finishes. No REPL, no sub-agents. It shares the run's gateway, journal,
coverage, memo, findings, budgets and exports with the RLM harness (``interfaces.Harness``).

Modules: ``tools`` (the room tools and their schemas), ``memo_tool`` (the memo tool over the
REPL's services), ``loop`` (the harness), ``policy`` (the offline scripted tool-loop policy
that answers as ``offline/toolloop`` when no model is configured).
"""
