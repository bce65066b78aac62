"""``diligence doctor [--model M] [--sub-model S] [--api-base URL] [--sub-api-base URL] [--json]``:
the checks of :mod:`diligence_tui.harness.doctor` as a table (or JSON), exit 1 when a
configured endpoint cannot run a review."""

from __future__ import annotations

import argparse
import json
import sys

from diligence_tui.cli import settings_from_args
from diligence_tui.harness.doctor import DoctorReport, diagnose
from diligence_tui.settings import Settings
from diligence_tui.textsafe import neutralize

_MARK = {True: "ok", False: "FAIL", None: "--"}


def format_report(report: DoctorReport) -> str:
    lines: list[str] = []
    for endpoint in report.endpoints:
        where = f" at {endpoint.api_base}" if endpoint.api_base else ""
        roles = " and ".join("root" if r == "root" else "sub-agents" for r in endpoint.roles)
        lines.append(f"{endpoint.model}{where} ({roles})")
        width = max((len(c.name) for c in endpoint.checks), default=8)
        for check in endpoint.checks:
            lines.append(f"  {_MARK[check.ok]:4}  {check.name:<{width}}  {check.detail}")
            if check.fix and check.ok is not True:
                lines.append(f"  {'':4}  {'':<{width}}  fix: {check.fix}")
        lines.append("")
    verdict = (
        "Ready: every endpoint can run a review."
        if report.usable
        else "Not ready: fix the FAIL lines above and run `diligence doctor` again."
    )
    lines.append(verdict)
    return "\n".join(lines)


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
