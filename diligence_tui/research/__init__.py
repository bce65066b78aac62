"""The research loop over finished runs: ``diligence report`` (one table across runs and a
picture of pass rate against coverage), ``diligence traces`` (root trajectories as OpenAI
chat JSONL for self-distillation), ``diligence rollouts`` (a judged group of runs with
group-normalised advantages for GRPO) and ``diligence compare`` (two runs of one room).
Each command is its own module; ``runs`` reads a run folder into the row they share."""
