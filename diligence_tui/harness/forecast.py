"""``diligence run ROOM --dry-run``: what a review will cost before anything is spent.

The forecast is a model of the review, computed with the harness's own code where it can
be: each model's window is found as the run finds it (``model_limits.resolve``: the
settings, else the server, else litellm's table, else a conservative default, said with its
source), documents are sliced to the sub-model's window by ``slices.slice_document`` and packed
into calls by ``review_fanout.pack_slices`` exactly as ``review()`` does (one folder at a
time), and each call's prompt is built by ``review_fanout.build_messages`` and counted. What
code cannot know is an assumption, listed in the forecast: that the root reviews every
readable document once in waves (the plan the offline playbook follows), how much a root
turn and a sub-call write, and (for the tool loop) that it reads the way its offline policy
does. Dollars come from the price table (``pricing.call_cost``); an unknown price is said as
unknown. Time is forecast only when the endpoint's speed is known: from an earlier run of
this room with the same models (its calls' latencies).

The offline playbook's root turns are its own cells, counted (``playbook_outputs``); the
constants below (a model root's turn, a cell's output shown, a sub-call's reply) were measured
on the offline engine on ``sample_rooms/small`` and ``medium``. The root's history compaction
(root_history.compact) is not modelled: a conversation that outgrows its window is forecast
whole. The forecast error on both sample rooms is in ``bench/RESULTS.md``.
"""

from __future__ import annotations

import asyncio
import copy
import json
import math
from collections import defaultdict
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from diligence_tui.settings import Settings
from diligence_tui.tokens import count_tokens, margin

CHARS_PER_TOKEN = 3.6  # tokens.chars_for_tokens' ratio

# what a turn or a call writes (tokens): measured on the offline engine, assumed for models
# (the offline playbook's root turns are not assumed: its cells are counted, playbook_outputs)
ROOT_OUTPUT_MODEL = 600
SUB_OUTPUT = {"offline": 550, "model": 500}
SHOWN_PER_TURN = 0.11  # share of the output cap a cell's output fills, on average
FIXED_STEPS = 6  # inventory, plan, references, cross-check, finalize, submit
TOOLLOOP_OUTPUT = {"offline": 700, "model": 300}
# pages the forecast reads to find the resolutions on file as the plan does (about 4 ms a
# page); a larger room's are found by the plan's searches (offline/plan_facts.py)
FORECAST_PAGES = 3_000


@dataclass
class Forecast:
    harness: str
    root_model: str
    sub_model: str
    root_window: int
    sub_window: int
    slice_chars: int
    documents: int
    room_tokens: int
    folders: list[dict[str, Any]]
    subcalls: int
    turns: int
    tokens: dict[str, dict[str, int]]
    cost: dict[str, float | None]
    total_cost: float | None
    seconds: float | None
    speed: str  # where the speed came from, or why there is no time
    concurrency: int
    limits: dict[str, Any]
    root_window_source: str = ""  # where each window came from (model_limits)
    sub_window_source: str = ""
    warnings: list[str] = field(default_factory=list)
    assumptions: list[str] = field(default_factory=list)

    @property
    def total_tokens(self) -> int:
        return sum(v["input"] + v["output"] for v in self.tokens.values())

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["total_tokens"] = self.total_tokens
        return data


def _kind(model: str) -> str:
    return "offline" if model.startswith("offline/") else "model"


def resolved_windows(settings: Settings) -> dict[str, Any]:
    """Each role's window (``model_limits.Window``) as the run will find it: from the
    settings, else the endpoint the run calls (llama.cpp /props, Ollama, /v1/models), else
    litellm's table, else the default. Probes are short and never raise."""
    from diligence_tui.harness.gateway import api_base_for
    from diligence_tui.harness.model_limits import resolve

    roles = ("root", "sub")
    models = (settings.root_model, settings.sub_model)

    async def both() -> list[Any]:
        return await asyncio.gather(
            *(
                resolve(model, api_base_for(settings, role, model), settings, role=role)
                for role, model in zip(roles, models, strict=True)
            )
        )

    try:
        asyncio.get_running_loop()
    except RuntimeError:
        found = asyncio.run(both())
    else:  # called from inside an event loop: resolve on a thread of its own
        from concurrent.futures import ThreadPoolExecutor

        with ThreadPoolExecutor(max_workers=1) as pool:
            found = pool.submit(asyncio.run, both()).result()
    return dict(zip(roles, found, strict=True))


def with_windows(settings: Settings, found: dict[str, Any]) -> Settings:
    """A copy of ``settings`` with the windows found, as the run sets its own (slices, output
    caps and the first prompt are sized by them)."""
    sized = copy.deepcopy(settings)
    sized.models.context_window = found["root"].tokens
    sized.models.sub_context_window = found["sub"].tokens
    return sized


def _readable(room: Any) -> list[Any]:
    return [d for d in room.documents() if d.status != "skipped" and d.chars > 0]


def wave_plan(documents: int, max_turns: int) -> tuple[int, int]:
    """(wave size, documents per review() call) of the offline playbook's plan."""
    waves_allowed = max(1, min(30, max_turns - 8))
    wave_size = max(8, -(-documents // waves_allowed))
    return wave_size, 8 if wave_size <= 48 else 24


def sub_calls_by_folder(
    room: Any,
    pack_for: Callable[[str], Any],
    max_turns: int = 40,
    task_for: Callable[[list[str]], str] = lambda paths: "",
) -> dict[str, tuple[int, int]]:
    """Folder -> (sub-calls, input tokens of those calls): documents in waves, each wave's
    review() calls one folder at a time, each call's task (``task_for``: the documents' paths
    -> the task the review cell sends them) and packing (``pack_for``: a task -> its
    ``review_fanout.Packing``) as review() gets them."""
    from diligence_tui.harness.review_fanout import build_messages

    docs = sorted(_readable(room), key=lambda d: (d.folder, d.path))
    wave_size, batch = wave_plan(len(docs), max_turns)
    out: dict[str, tuple[int, int]] = defaultdict(lambda: (0, 0))
    for w in range(0, len(docs), wave_size):
        by_folder: dict[str, list[Any]] = defaultdict(list)
        for doc in docs[w : w + wave_size]:
            by_folder[doc.folder].append(doc)
        for folder, group in by_folder.items():
            for b in range(0, len(group), batch):
                chunk = group[b : b + batch]
                task = task_for([d.path for d in chunk])
                packer = pack_for(task)
                pieces = [p for d in chunk for p in packer.slices(room, d)]
                packs = packer.packs(pieces)
                tokens = sum(
                    sum(count_tokens(m["content"]) for m in build_messages(pack, task))
                    for pack in packs
                )
                calls, before = out[folder]
                out[folder] = (calls + len(packs), before + tokens)
    return dict(out)


def playbook_tasks(room: Any, settings: Settings, window: int) -> Callable[[list[str]], str]:
    """The task the playbook's review cell sends a review() call of the documents at
    ``paths``: its instructions with the review's date and the consents already given, and
    the resolutions on file about those documents, found as its plan finds them
    (``offline/plan_facts``: a room of a few hundred documents is read whole for them)."""
    from diligence_tui.offline.plan_facts import consents_given, resolutions_on_file
    from diligence_tui.offline.review_task import call_task, consents_line

    todo = [
        {"doc_id": d.doc_id, "path": d.path, "pages": d.pages}
        for d in sorted(room.documents(), key=lambda d: (d.folder, d.path))
        if d.status != "skipped"
    ]
    head = playbook_head(room, settings) + consents_line(consents_given(room.search, room.read))
    # past FORECAST_PAGES the forecast finds them by the plan's searches, not by reading the
    # room whole as the plan does (a forecast is shown before the review: seconds, not minutes)
    whole = sum(int(d["pages"] or 1) for d in todo) <= FORECAST_PAGES
    records, _ = resolutions_on_file(
        todo, room.search, room.read, lambda step: whole or step != "plan:read-whole"
    )
    return lambda paths: call_task(head, records, paths, window)


def rlm_turns(documents: int, max_turns: int) -> int:
    """Turns of a review of every document in waves (the offline playbook's plan)."""
    wave_size, _ = wave_plan(documents, max_turns)
    return min(max_turns, math.ceil(documents / wave_size) + FIXED_STEPS)


def _root_input(first: int, added: list[float]) -> int:
    """Every turn resends the conversation: the first prompt plus what each earlier turn
    added (``added[t]``: turn t's reply and the output it was shown)."""
    total, context = 0.0, float(first)
    for grew in added:
        total += context
        context += grew
    return int(total)


def playbook_outputs(documents: int, max_turns: int, turns: int) -> list[int]:
    """What the offline playbook writes on each of its ``turns`` (tokens): its own reply for
    each step of its plan (inventory, plan, a review per wave, references, cross-check,
    finalize, submit; the first cell that needs the helpers carries them), counted as the
    run counts it. Near the turn cap the plan is cut to end with finalize and submit."""
    from diligence_tui.offline.playbook import reply_for

    wave_size, _ = wave_plan(documents, max_turns)
    steps = ["inventory", "plan", *["review"] * math.ceil(documents / wave_size)]
    steps += ["references", "crosscheck", "finalize", "submit"]
    if len(steps) > turns:
        steps = steps[: max(turns - 2, 0)] + ["finalize", "submit"][-turns:]
    out, helpers = [], True
    for step in steps:
        out.append(count_tokens(reply_for(step, helpers and step != "inventory")))
        helpers = helpers and step == "inventory"  # sent once, with the first that needs them
    return out


def playbook_head(room: Any, settings: Settings) -> str:
    """The playbook's instructions to its sub-agents as its review cell sends them, before
    the resolutions on file: with the line naming the date day counts run to ("Review as
    of: ..."), which every sub-call's task carries when the review has a date."""
    from diligence_tui.harness.services import review_date
    from diligence_tui.offline.as_of import AsOf
    from diligence_tui.offline.review_task import INSTRUCTIONS

    day = AsOf.from_dict(review_date(room, settings.review.as_of))
    return INSTRUCTIONS + "\n" + day.line() if day is not None else INSTRUCTIONS


def forecast(room: Any, settings: Settings, harness: str = "rlm") -> Forecast:
    from diligence_tui.harness.first_prompt import FIRST_MESSAGE, engagement, root_system_prompt
    from diligence_tui.harness.review_fanout import Packing
    from diligence_tui.offline.review_task import INSTRUCTIONS

    found = resolved_windows(settings)
    settings = with_windows(settings, found)
    root_model, sub_model = settings.root_model, settings.sub_model
    root_window, sub_window = found["root"].tokens, found["sub"].tokens
    # the task sent with each review() call takes its share of the sub-model's window: the
    # playbook's (offline, guided) with its usual resolutions on file, a model root's assumed
    # to be the playbook's instructions alone
    playbook = root_model.startswith("offline/")
    task_for: Callable[[list[str]], str] = lambda paths: INSTRUCTIONS  # noqa: E731
    if playbook and harness != "toolloop":
        task_for = playbook_tasks(room, settings, sub_window)

    def pack_for(task: str) -> Any:
        return Packing.of(sub_window, task, settings.max_output("sub"), margin(sub_model))

    head = playbook_head(room, settings) if playbook else INSTRUCTIONS
    limit = pack_for(head).chars  # a call told of no resolution on file
    docs = _readable(room)
    totals = room.totals()
    budget = settings.budget
    assumptions: list[str] = []
    folder_tokens: dict[str, int] = defaultdict(int)
    folder_docs: dict[str, int] = defaultdict(int)
    for doc in docs:
        folder_tokens[doc.folder] += doc.tokens
        folder_docs[doc.folder] += 1
    tokens: dict[str, dict[str, int]] = {}
    per_folder: dict[str, tuple[int, int]] = {}
    if harness == "toolloop":
        turns, root_in, root_out = _toolloop(room, settings, docs, assumptions)
        subcalls = 0
    else:
        per_folder = sub_calls_by_folder(room, pack_for, budget.max_turns, task_for)
        subcalls = sum(n for n, _ in per_folder.values())
        sub_in = sum(t for _, t in per_folder.values())
        sub_out = subcalls * SUB_OUTPUT[_kind(sub_model)]
        turns = rlm_turns(len(docs), budget.max_turns)
        # the first message as the run writes it: with the engagement's brief (a Legal Agent
        # Bench room's task.json), then the status line
        _, brief = engagement(Path(room.root))
        first_message = FIRST_MESSAGE + (f"\n\n{brief}" if brief else "")
        first = count_tokens(root_system_prompt(room, settings)) + count_tokens(first_message) + 120
        per_turn = ROOT_OUTPUT_MODEL
        shown = int(settings.kernel.output_chars * SHOWN_PER_TURN / CHARS_PER_TOKEN)
        # the playbook's turns are its own cells, counted; a model's are assumed
        outputs = (
            playbook_outputs(len(docs), budget.max_turns, turns) if playbook else [per_turn] * turns
        )
        root_in = _root_input(first, [o + shown for o in outputs])
        root_out = sum(outputs)
        tokens["sub"] = {"input": sub_in, "output": sub_out}
        assumptions += [
            f"the root reviews every readable document once, in waves ({turns} turns: the "
            "offline playbook's plan)",
            f"each sub-call packs slices of at most {limit:,} characters, one folder of a "
            "wave at a time "
            f"(the sub-model's {sub_window:,}-token window: {found['sub'].source})",
            (
                "each sub-call's task is the playbook's, built as its review cell builds it ("
                + ("the review's date (Review as of:), " if "\nReview as of: " in head else "")
                + "the consents already given and the resolutions on file about the call's "
                "documents, found as its plan finds them)"
                if playbook
                else f"each sub-call's task from the root is {count_tokens(INSTRUCTIONS):,} "
                "tokens (assumed: the playbook's instructions)"
            ),
            (
                f"each root turn writes the playbook's own cell for its step ({root_out:,} "
                "tokens in all, counted)"
                if playbook
                else f"a root turn writes about {per_turn:,} tokens"
            )
            + f"; a cell's output shows about {shown:,}; a sub-call writes about "
            f"{SUB_OUTPUT[_kind(sub_model)]:,}",
        ]
    tokens = {"root": {"input": root_in, "output": root_out}, **tokens}
    cost = {
        role: _cost(root_model if role == "root" else sub_model, t) for role, t in tokens.items()
    }
    known = [c for c in cost.values() if c is not None]
    total_cost = sum(known) if len(known) == len(cost) else None
    folders = [
        {
            "folder": folder or "(room root)",
            "documents": folder_docs[folder],
            "tokens": folder_tokens[folder],
            "subcalls": per_folder.get(folder, (0, 0))[0],
        }
        for folder in sorted(folder_tokens)
    ]
    seconds, speed = _time(room, settings, turns, subcalls, harness)
    result = Forecast(
        harness=harness,
        root_model=root_model,
        sub_model=sub_model if harness != "toolloop" else "",
        root_window=root_window,
        sub_window=sub_window,
        slice_chars=limit,
        documents=len(docs),
        room_tokens=totals.tokens,
        folders=folders,
        subcalls=subcalls,
        turns=turns,
        tokens=tokens,
        cost=cost,
        total_cost=total_cost,
        seconds=seconds,
        speed=speed,
        concurrency=settings.models.concurrency,
        limits={
            "max_turns": budget.max_turns,
            "max_usd": budget.max_usd,
            "max_tokens": budget.max_tokens,
            "max_seconds": budget.max_seconds,
            "max_subcalls": budget.max_subcalls,
        },
        assumptions=assumptions,
        root_window_source=found["root"].source,
        sub_window_source=found["sub"].source,
    )
    result.warnings = _warnings(result)
    return result


def _toolloop(
    room: Any, settings: Settings, docs: list[Any], assumptions: list[str]
) -> tuple[int, int, int]:
    """The tool loop as its offline policy works: list, grep, read the top hits, memo."""
    from diligence_tui.harness.toolloop import policy, tools

    reads = min(policy.READS, len(docs))
    read_turns = -(-reads // policy.READS_PER_TURN)
    turns = min(settings.budget.max_turns, 3 + read_turns)
    # a read returns a document up to the cap; the policy reads the documents with the most
    # hits, which run longer than the room's average: the mean of the longer third
    capped = sorted(
        (d.tokens * min(1.0, tools.READ_CHARS / max(d.chars, 1)) for d in docs), reverse=True
    )
    longer = capped[: max(1, len(capped) // 3)]
    read_tokens = int(reads * sum(longer) / len(longer)) if longer else 0
    list_tokens = 18 * min(len(docs), tools.LIST_LIMIT)
    grep_tokens = int(tools.GREP_CHARS / CHARS_PER_TOKEN)
    first = 1_400 + count_tokens(json.dumps(tools.ROOM_TOOLS))
    out = TOOLLOOP_OUTPUT[_kind(settings.root_model)]
    added = [list_tokens, grep_tokens] + [read_tokens // max(read_turns, 1)] * read_turns
    context, total = first, 0
    for turn in range(turns):
        total += context
        context += out + (added[turn] if turn < len(added) else 0)
    assumptions += [
        f"the tool loop lists, greps, reads {reads} documents ({read_turns} turns) and writes "
        "the memo (its offline policy's plan)",
        f"a read returns a document up to {tools.READ_CHARS:,} characters; a turn writes about "
        f"{out:,} tokens",
    ]
    return turns, total, turns * out


def _cost(model: str, tokens: dict[str, int]) -> float | None:
    from diligence_tui.harness.pricing import call_cost, is_free

    if is_free(model):
        return 0.0
    try:
        from diligence_tui.harness.gateway import load_litellm

        litellm = load_litellm()
    except Exception:
        litellm = None
    return call_cost(model, tokens["input"], tokens["output"], litellm)


def _time(
    room: Any, settings: Settings, turns: int, subcalls: int, harness: str
) -> tuple[float | None, str]:
    """Seconds at the configured concurrency, from the latencies of an earlier run of this
    room with the same models; None when there is none."""
    from diligence_tui.harness.run_folder import latest_run

    earlier = latest_run(Path(room.root))
    if earlier is None:
        return None, "unknown: no earlier run of this room to measure the endpoint's speed"
    try:
        info = json.loads((earlier / "run.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None, "unknown: the room's last run has no readable run.json"
    models = info.get("models") or {}
    if models.get("root") != settings.root_model or (
        subcalls and models.get("sub") != settings.sub_model
    ):
        return None, f"unknown: the room's last run ({earlier.name}) used other models"
    latency: dict[str, list[float]] = defaultdict(list)
    try:
        with open(earlier / "calls.jsonl", encoding="utf-8") as handle:
            for line in handle:
                try:
                    call = json.loads(line)
                except ValueError:
                    continue
                if call.get("status") == "ok":
                    latency[str(call.get("role"))].append(float(call.get("latency") or 0.0))
    except OSError:
        return None, "unknown: the room's last run has no calls.jsonl"
    if not latency.get("root") or (subcalls and not latency.get("sub")):
        return None, f"unknown: the room's last run ({earlier.name}) made no such calls"
    root = sum(latency["root"]) / len(latency["root"])
    sub = sum(latency["sub"]) / len(latency["sub"]) if latency.get("sub") else 0.0
    waves = math.ceil(subcalls / max(1, settings.models.concurrency))
    # what the calls do not explain (the cells' own work in the REPL, reading, the memo):
    # the earlier run's wall time less its calls, per turn
    own, said = 0.0, "mean call latency by role"
    try:
        metrics = json.loads((earlier / "metrics.json").read_text(encoding="utf-8"))
        ran, wall = int(metrics.get("turns") or 0), float(metrics.get("wall_seconds") or 0.0)
    except (OSError, ValueError, TypeError):
        ran, wall = 0, 0.0
    if ran > 0 and wall > 0:
        calls = (
            ran * root + math.ceil(len(latency["sub"]) / max(1, settings.models.concurrency)) * sub
        )
        own, said = max(0.0, wall - calls) / ran, said + " and the REPL's own time per turn"
    seconds = turns * (root + own) + (waves * sub if subcalls else 0.0)
    return seconds, f"measured on the room's run {earlier.name} ({said})"


def _warnings(f: Forecast) -> list[str]:
    out = []
    limits = f.limits
    if limits["max_turns"] and f.turns >= limits["max_turns"]:
        out.append(f"the turn cap ({limits['max_turns']}) is reached before the plan ends")
    if limits["max_tokens"] and f.total_tokens > limits["max_tokens"]:
        out.append(
            f"the token ceiling ({limits['max_tokens']:,}) is below the forecast "
            f"({f.total_tokens:,})"
        )
    if limits["max_usd"] and f.total_cost is not None and f.total_cost > limits["max_usd"]:
        out.append(f"the dollar ceiling (${limits['max_usd']:g}) is below the forecast")
    if limits["max_subcalls"] and f.subcalls > limits["max_subcalls"]:
        out.append(f"the sub-call ceiling ({limits['max_subcalls']:,}) is below the forecast")
    return out


def summary_line(f: Forecast) -> str:
    """The forecast in one line, with the ceilings next to it (the workspace's notice)."""
    money = "unknown" if f.total_cost is None else f"${f.total_cost:,.2f}"
    ceilings = ", ".join(
        f"{name} {value:,}" if isinstance(value, int) else f"{name} {value:g}"
        for name, value in (
            ("turns", f.limits["max_turns"]),
            ("$", f.limits["max_usd"]),
            ("tokens", f.limits["max_tokens"]),
            ("sub-calls", f.limits["max_subcalls"]),
        )
        if value
    )
    when = "time unknown" if f.seconds is None else f"about {f.seconds:,.0f} s"
    line = (
        f"Forecast ({f.harness}): {f.subcalls:,} sub-calls, {f.turns} turns, "
        f"{f.total_tokens:,} tokens, {money}, {when}; ceilings: {ceilings or 'none'}"
    )
    return line + "".join(f"; warning: {w}" for w in f.warnings)


def announce(
    run: Any, room: Any, settings: Settings, harness: str, result: Forecast | None = None
) -> None:
    """Put the forecast on the run's bus right after it starts (the journal keeps it): the
    one the analyst was shown, else computed now, before anything is spent."""
    from diligence_tui.harness.events import Notice

    try:
        text = summary_line(result if result is not None else forecast(room, settings, harness))
    except Exception as exc:  # a forecast is advice: it never stops a run
        text = f"no forecast for this review: {exc}"
    fired: list[bool] = []

    def once(event: Any) -> None:
        if event.kind == "run_started" and not fired:
            fired.append(True)
            run.bus.emit(Notice(level="info", message=text))

    run.bus.subscribe(once)
