"""``diligence doctor [--model M] [--sub-model S] [--api-base URL] [--sub-api-base URL] [--json]``:
the checks of :mod:`diligence_tui.harness.doctor` as a table (or JSON), exit 1 when a
configured endpoint cannot run a review."""

from __future__ import annotations

import argparse
import json
import sys

from diligence_tui.cli import settings_from_args
from diligence_tui.harness.doctor import diagnose, format_report
from diligence_tui.settings import Settings
from diligence_tui.textsafe import neutralize


def cmd_doctor(args: argparse.Namespace, settings: Settings) -> int:
    settings = settings_from_args(args, settings)
    report = diagnose(settings)
    if args.json:
        print(json.dumps(report.to_dict(), indent=2))
    else:
        # server answers and model names are not ours: shown, never obeyed by the terminal
        print(neutralize(format_report(report)))
    sys.stdout.flush()
    return 0 if report.usable else 1
