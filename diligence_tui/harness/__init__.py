"""The RLM harness: gateway, kernel, root loop, sub-agents, journal, steering. Headless."""
