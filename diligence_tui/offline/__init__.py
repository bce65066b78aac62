"""The offline engine: a pattern-based diligence reviewer (sub-agent) and a scripted
exhaustive-review policy (root). No language model; honestly labelled as such."""
