"""Entry points: ``diligence ...``. Command modules are imported only when their command runs,
so ``diligence --help`` and the TUI's start-up stay fast (and litellm stays unimported)."""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

from diligence_tui import __version__
from diligence_tui.errors import UserError
from diligence_tui.settings import Settings, SettingsError, load_settings
from diligence_tui.textsafe import neutralize

# command -> "module:function"; each function takes (args, settings) and returns an exit code
COMMANDS = {
    "open": "diligence_tui.tui.launch:cmd_open",
    "index": "diligence_tui.room.cli:cmd_index",
    "search": "diligence_tui.room.cli:cmd_search",
    "run": "diligence_tui.harness.cli:cmd_run",
    "table": "diligence_tui.harness.table_cli:cmd_table",
    "eval": "diligence_tui.evaluation.cli:cmd_eval",
    "export": "diligence_tui.export_cli:cmd_export",
    "sample": "diligence_tui.samples.cli:cmd_sample",
    "locate": "diligence_tui.cli:cmd_locate",
    "report": "diligence_tui.research.report:cmd_report",
    "traces": "diligence_tui.research.traces:cmd_traces",
    "rollouts": "diligence_tui.research.rollouts:cmd_rollouts",
    "compare": "diligence_tui.research.compare:cmd_compare",
    "doctor": "diligence_tui.harness.doctor_cli:cmd_doctor",
}


def _positive_int(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be 1 or more, not {value}")
    return value


def _non_negative_float(text: str) -> float:
    value = float(text)
    if value < 0:
        raise argparse.ArgumentTypeError(f"must be 0 or more, not {value}")
    return value


def _model_flags(parser: argparse.ArgumentParser) -> None:
    group = parser.add_argument_group("models (default: settings, else the offline engine)")
    group.add_argument(
        "--model", help="root model, e.g. openai/gpt-4o, ollama/qwen3, offline/playbook"
    )
    group.add_argument("--sub-model", help="sub-agent model (default: the root model)")
    group.add_argument(
        "--api-base", help="OpenAI-compatible endpoint, e.g. http://127.0.0.1:8080/v1"
    )
    group.add_argument(
        "--sub-api-base", help="the sub-agents' endpoint, when not --api-base's (settings too)"
    )
    group.add_argument(
        "--max-turns",
        type=_positive_int,
        help="root turns before the run finalizes (with --resume: a cap above the one a run "
        "stopped at lets it go on)",
    )
    group.add_argument(
        "--budget-usd", type=_non_negative_float, help="dollar ceiling for the whole run"
    )
    group.add_argument(
        "--depth",
        type=int,
        choices=(1, 2),
        help="1: plain sub-calls (default); 2: sub-agents get a REPL",
    )
    for flag, whose in (("--context-window", "root"), ("--sub-context-window", "sub-agent")):
        group.add_argument(
            flag,
            type=_positive_int,
            metavar="TOKENS",
            help=f"the {whose} model's context window (default: asked of the server, else 8192)",
        )
    for flag, whose, default in (
        ("--max-output-tokens", "root", 2048),
        ("--sub-max-output-tokens", "sub-agent", 4096),
    ):
        group.add_argument(
            flag,
            type=_positive_int,
            metavar="TOKENS",
            help=f"cap on each {whose} reply (default {default}, at most a quarter of the window)",
        )


def settings_from_args(args: argparse.Namespace, settings: Settings) -> Settings:
    """``settings`` with the model flags (see ``_model_flags``) that were given applied."""
    return settings.with_overrides(
        models__root_model=getattr(args, "model", None),
        models__sub_model=getattr(args, "sub_model", None),
        models__api_base=getattr(args, "api_base", None),
        models__sub_api_base=getattr(args, "sub_api_base", None),
        budget__max_turns=getattr(args, "max_turns", None),
        budget__max_usd=getattr(args, "budget_usd", None),
        budget__depth=getattr(args, "depth", None),
        models__context_window=getattr(args, "context_window", None),
        models__sub_context_window=getattr(args, "sub_context_window", None),
        models__max_output_tokens=getattr(args, "max_output_tokens", None),
        models__sub_max_output_tokens=getattr(args, "sub_max_output_tokens", None),
        review__as_of=getattr(args, "as_of", None),
    )


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="diligence",
        description="Review a dataroom with an RLM harness and draft a cited diligence memo.",
        epilog="`diligence ROOM` opens the workspace on ROOM (same as `diligence open ROOM`).",
    )
    parser.add_argument("--version", action="version", version=f"diligence-tui {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    p = sub.add_parser("open", help="open the workspace (TUI) on a dataroom")
    p.add_argument("room", help="dataroom folder")
    p.add_argument(
        "--run", dest="run_dir", help="open this run folder instead of starting a new review"
    )
    p.add_argument(
        "--step", action="store_true", help="start in step mode (approve each root cell)"
    )
    p.add_argument("--harness", choices=("rlm", "toolloop"), help="for a new review (default rlm)")
    _model_flags(p)

    p = sub.add_parser("index", help="index a dataroom (incremental) and print a summary")
    p.add_argument("room")
    p.add_argument("--json", action="store_true", help="print the summary as one JSON object")
    p.add_argument("--full", action="store_true", help="rebuild the index from scratch")

    p = sub.add_parser("search", help="search an indexed dataroom")
    p.add_argument("room")
    p.add_argument("query")
    p.add_argument("--folder", help="only documents under this folder")
    p.add_argument("--limit", type=_positive_int, default=10)
    p.add_argument("--json", action="store_true")

    p = sub.add_parser("run", help="run a review headless and write the run folder")
    p.add_argument("room", nargs="?", help="dataroom folder (not needed with --resume/--replay)")
    p.add_argument("--out", help="run folder (default: a new folder under the room's state dir)")
    p.add_argument("--resume", metavar="RUN_DIR", help="continue a run that was stopped or killed")
    p.add_argument(
        "--continue",
        dest="continue_run",
        action="store_true",
        help="with --resume: go on reviewing a run that already submitted",
    )
    p.add_argument("--replay", metavar="RUN_DIR", help="re-run from the call cache, no network")
    p.add_argument("--step", action="store_true", help="ask before running each root cell")
    p.add_argument("--json", action="store_true", help="print the final summary as JSON")
    p.add_argument(
        "--harness",
        choices=("rlm", "toolloop"),
        help="rlm: root in a REPL with sub-agents (default); toolloop: the tool-call baseline",
    )
    p.add_argument(
        "--dry-run", action="store_true", help="forecast tokens, sub-calls and dollars; run nothing"
    )
    p.add_argument("--template", help="also fill a review table from this template")
    p.add_argument(
        "--as-of",
        metavar="YYYY-MM-DD",
        help="the date day counts run to (default: the room's latest document date)",
    )
    _model_flags(p)

    p = sub.add_parser("table", help="fill a review table (documents × questions) headless")
    p.add_argument("room", help="dataroom folder")
    which = p.add_mutually_exclusive_group(required=True)
    which.add_argument("--columns", metavar="FILE", help="TOML file of [[columns]] tables")
    which.add_argument("--template", help="contracts, leases, employment or debt")
    p.add_argument(
        "--out", metavar="RUN_DIR", help="folder for table.json (default: a new run folder)"
    )
    p.add_argument(
        "--docs",
        metavar="GLOB",
        action="append",
        help="only documents whose path matches (repeatable)",
    )
    p.add_argument("--json", action="store_true", help="print the summary as JSON")
    _model_flags(p)

    p = sub.add_parser("eval", help="grade a run's memo against a rubric (task.json)")
    p.add_argument("run_dir")
    p.add_argument("--task", required=True, help="task.json in the Legal Agent Bench format")
    p.add_argument("--judge", default="offline", help="'offline' or a model name (LLM judge)")
    p.add_argument("--api-base")
    p.add_argument("--json", action="store_true")

    p = sub.add_parser("export", help="export a run's memo and findings")
    p.add_argument("run_dir")
    p.add_argument("--format", required=True, choices=("md", "docx", "xlsx", "json"))
    p.add_argument("-o", "--output", help="output file (default: in the run folder)")

    p = sub.add_parser("sample", help="generate a synthetic dataroom with planted issues")
    p.add_argument("out")
    p.add_argument(
        "--docs", type=int, default=None, help="documents (default 200; small 40, medium 250)"
    )
    p.add_argument("--seed", type=int, default=1)
    p.add_argument(
        "--profile",
        choices=("small", "medium", "large"),
        default="large",
        help="small: the ~40-document demo cast; medium: ~250 documents; large: any size",
    )

    p = sub.add_parser("report", help="one table across runs; pass rate against coverage")
    p.add_argument("run_dirs", nargs="+", metavar="RUN_DIR")
    p.add_argument("--json", action="store_true")
    p.add_argument("--plot", metavar="FILE.png", help="also draw pass rate against coverage")

    p = sub.add_parser("traces", help="root trajectories as OpenAI chat-format JSONL")
    p.add_argument("run_dirs", nargs="+", metavar="RUN_DIR")
    p.add_argument("--min-pass", type=float, help="only runs graded at least this (0-1)")
    p.add_argument("--min-coverage", type=float, help="only runs that covered at least this")
    p.add_argument("--include-sub", action="store_true", help="sub-agent exchanges as lines too")
    p.add_argument("-o", "--output", required=True, metavar="FILE.jsonl")

    p = sub.add_parser("rollouts", help="N judged runs of one room with GRPO advantages")
    p.add_argument("room")
    p.add_argument("--task", required=True, help="task.json with the rubric (the reward)")
    p.add_argument("--n", type=_positive_int, required=True, help="runs in the group")
    p.add_argument("--judge", default="offline", help="'offline' or a model name")
    p.add_argument("--concurrency", type=_positive_int, default=1, help="runs at once")
    p.add_argument(
        "--temperature",
        type=_non_negative_float,
        help="every run's sampling temperature (default: [models] temperature, 1.0 when 0)",
    )
    p.add_argument("--harness", choices=("rlm", "toolloop"), help="default rlm")
    p.add_argument("-o", "--output", required=True, metavar="FILE.jsonl")
    _model_flags(p)

    p = sub.add_parser("compare", help="what changed between two runs of one room")
    p.add_argument("run_a")
    p.add_argument("run_b")
    p.add_argument("--json", action="store_true")

    p = sub.add_parser("doctor", help="check the configured models and endpoints, say what to fix")
    for flag, text in (
        ("--model", "root model (default: settings)"),
        ("--sub-model", "sub-agent model (default: the root model)"),
        ("--api-base", "the root's OpenAI-compatible endpoint"),
        ("--sub-api-base", "the sub-agents' endpoint (default: --api-base)"),
    ):
        p.add_argument(flag, help=text)
    p.add_argument("--json", action="store_true", help="print the checks as one JSON object")

    p = sub.add_parser("locate", help="print every path the app uses")
    p.add_argument("room", nargs="?")
    return parser


def cmd_locate(args: argparse.Namespace, settings: object) -> int:
    from diligence_tui.paths import all_paths, resolve_room

    room = resolve_room(args.room)[0] if args.room else None
    for name, path in all_paths(room).items():
        print(f"{name:14} {neutralize(path)}")  # the room's folder name is the seller's
    return 0


def _normalize_argv(argv: list[str]) -> list[str]:
    # `diligence ROOM [flags]` is `diligence open ROOM [flags]`
    if argv and not argv[0].startswith("-") and argv[0] not in COMMANDS:
        return ["open", *argv]
    return argv


def main(argv: Sequence[str] | None = None) -> int:
    args_list = _normalize_argv(list(sys.argv[1:] if argv is None else argv))
    parser = build_parser()
    args = parser.parse_args(args_list)
    if not args.command:
        parser.print_help()
        return 0
    try:
        settings = load_settings()
        module_name, func_name = COMMANDS[args.command].split(":")
        handler = getattr(importlib.import_module(module_name), func_name)
        return int(handler(args, settings) or 0)
    except (UserError, SettingsError) as exc:
        print(f"diligence: {neutralize(exc)}", file=sys.stderr)  # may quote a name or a file
        return getattr(exc, "exit_code", 2)
    except KeyboardInterrupt:
        print("diligence: interrupted", file=sys.stderr)
        return 130


if __name__ == "__main__":
    sys.exit(main())
