"""Rubrics (Legal Agent Bench task format), judges and run metrics."""
