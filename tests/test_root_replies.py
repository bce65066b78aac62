"""Every shape a root reply really comes in, handled on purpose; a stop or pause acting on
the root call in flight; a turn counter that never passes its cap; compaction that never
feeds the model our own placeholders. Against the scripted server (the real litellm path)."""

from __future__ import annotations

import itertools
import json
import threading
from pathlib import Path
from typing import Any

from diligence_tui.harness.events import CellOutput, RootDelta, StepStarted, SubCallFinished
from diligence_tui.harness.journal import read_journal
from diligence_tui.harness.root_history import digest, fit
from diligence_tui.harness.root_messages import (
    CUT_REPLY,
    EMPTY_REPLY,
    NO_CODE_REPLY,
    REFUSAL_REPLY,
    read_reply,
)
from diligence_tui.harness.runner import Run
from diligence_tui.harness.steering import Steering
from diligence_tui.tokens import prompt_tokens
from tests.openai_server import Reply, ScriptedServer
from tests.test_run_support import (
    FULL_REVIEW,
    is_root,
    make_room,
    open_room,
    root_requests,
    settings_for,
)

INVENTED = "Output:\nFindings: 12 critical issues"  # what a model writes after a text tool call


def _root_script(replies: list[Any]) -> Any:
    """The root gets ``replies`` in order, one per root request (the last repeats); a
    sub-agent answers with no findings."""
    counter = itertools.count()

    def reply(body: dict[str, Any]) -> Any:
        if not is_root(body):
            return json.dumps({"findings": [], "summary": "read"})
        return replies[min(next(counter), len(replies) - 1)]

    return reply


def _run(tmp_path: Path, server: ScriptedServer, steering: Steering | None = None, **budget: Any):
    settings = settings_for(server, **budget)
    room = open_room(make_room(tmp_path), settings)
    return Run(room, settings, run_dir=tmp_path / "run", steering=steering or Steering())


def _outputs(tmp_path: Path) -> list[dict]:
    return [
        e for e in read_journal(tmp_path / "run" / "journal.jsonl") if e["kind"] == "cell_output"
    ]


def _assistant_texts(request: Any) -> list[str]:
    return [str(m.get("content") or "") for m in request.messages if m.get("role") == "assistant"]


SUBMIT = f"```python\n{FULL_REVIEW[2]}\nprint(submit('done'))\n```"


def test_every_reply_shape_runs_what_it_should_and_nothing_else(tmp_path: Path) -> None:
    replies = [
        "Let me look.\n```\nbare_seen = 1\nprint('bare', bare_seen)\n```",
        "```py\npy_seen = 2\nprint('py', py_seen)\n```",
        (
            '<function_calls>\n<invoke name="python">\n<parameter name="code">'
            "xml_seen = 3\nprint('xml', xml_seen)</parameter>\n</invoke>\n</function_calls>\n"
            + INVENTED
        ),
        '<tool_call>{"name": "python", "arguments": {"code": "print(\'tagged\', 4)"}}</tool_call>',
        (
            "<think>Maybe\n```python\nprint('from thinking')\n```\nno.</think>\n"
            "```python\nprint('after thinking')\n```"
        ),
        Reply("```python\nprint('with reasoning')\n```", reasoning="I should print."),
        "```python\nprint('first of two')\n```\nthen\n```python\nprint('second of two')\n```",
        "I'm sorry, but I can't help with reviewing these documents.",
        "I have read enough; the documents look fine to me.",
        SUBMIT,
    ]
    with ScriptedServer(_root_script(replies)) as server:
        run = _run(tmp_path, server, max_turns=12)
        summary = run.run()
    outputs = [e["output"] for e in _outputs(tmp_path)]
    printed = "\n".join(outputs)
    for expected in ("bare 1", "py 2", "xml 3", "tagged 4", "after thinking", "with reasoning"):
        assert expected in printed
    assert "from thinking" not in printed and "second of two" not in printed
    requests = root_requests(server)
    assert any("1 more cell(s) in the same reply did not" in r.text for r in requests)
    assert summary["status"] == "submitted"
    # what the model invented after its text tool call never comes back to it
    assert all(INVENTED not in text for r in requests for text in _assistant_texts(r))
    # the reasoning stays out of the conversation
    assert all("I should print." not in r.text for r in requests)
    later = [r.text for r in requests]
    assert any(REFUSAL_REPLY in t for t in later) and any(NO_CODE_REPLY in t for t in later)


def test_a_reply_cut_at_the_cap_is_not_run_and_the_model_is_told(tmp_path: Path) -> None:
    cut = Reply(
        "```python\nprint('start')\nrows = [\n" + "    'clause',\n" * 40, finish_reason="length"
    )
    with ScriptedServer(_root_script([cut, SUBMIT])) as server:
        run = _run(tmp_path, server, max_turns=4)
        run.settings.models.max_output_tokens = 512
        summary = run.run()
    assert all("start" not in e["output"] for e in _outputs(tmp_path))
    second = root_requests(server)[1].text
    assert CUT_REPLY.format(cap=512) in second
    assert summary["status"] == "submitted"


def test_an_empty_reply_is_never_fed_back_as_our_placeholder(tmp_path: Path) -> None:
    # thinking only: nothing visible; the model must not see "(empty)" as its own words
    with ScriptedServer(_root_script(["<think>hmm</think>", SUBMIT])) as server:
        run = _run(tmp_path, server, max_turns=3)
        run.run()
    second = root_requests(server)[1]
    assert EMPTY_REPLY in second.text
    assert "(empty)" not in json.dumps(second.messages)


def test_stop_cancels_the_root_call_in_flight_and_no_reprompt_follows(tmp_path: Path) -> None:
    slow = Reply("I am thinking about the review. " * 30, chunk_chars=4, chunk_delay=0.05)
    steering = Steering()
    with ScriptedServer(_root_script([slow])) as server:
        run = _run(tmp_path, server, steering, max_turns=5)
        stopped: list[int] = []

        def stop(event: object) -> None:
            if isinstance(event, RootDelta) and not stopped:
                stopped.append(1)
                steering.stop()

        run.bus.subscribe(stop)
        summary = run.run()
    assert summary["status"] == "stopped"
    assert len(root_requests(server)) == 1  # no re-prompt after the stop
    calls = [json.loads(x) for x in (tmp_path / "run" / "calls.jsonl").read_text().splitlines()]
    root = [c for c in calls if c["role"] == "root"]
    assert root[-1]["status"] == "cancelled" and root[-1]["partial"]


def test_pause_holds_the_root_call_and_resume_asks_again(tmp_path: Path) -> None:
    slow = Reply("```python\nprint('before the pause')\n```", chunk_chars=2, chunk_delay=0.05)
    again = "```python\nprint('after the pause')\n```"
    steering = Steering()
    with ScriptedServer(_root_script([slow, again, SUBMIT])) as server:
        run = _run(tmp_path, server, steering, max_turns=4)
        paused: list[int] = []
        fallback = threading.Timer(30.0, steering.resume)

        def steer(event: object) -> None:
            if isinstance(event, RootDelta) and not paused:
                paused.append(1)
                steering.pause()
                fallback.start()  # a pause that never acted on the call must fail, not hang
            if isinstance(event, SubCallFinished) and event.role == "root" and paused:
                if event.status == "cancelled":
                    steering.resume()

        run.bus.subscribe(steer)
        summary = run.run()
        fallback.cancel()
    requests = root_requests(server)
    assert requests[0].messages == requests[1].messages  # the same turn, asked again
    printed = [e["output"] for e in _outputs(tmp_path)]
    assert any("after the pause" in p for p in printed)
    assert not any("before the pause" in p for p in printed)  # the held call never ran
    assert summary["status"] == "submitted"


def test_the_turn_counter_never_passes_its_cap(tmp_path: Path) -> None:
    turns: list[tuple[int, int]] = []
    cells: list[str] = []

    def seen(event: object) -> None:
        if isinstance(event, StepStarted):
            turns.append((event.turn, event.max_turns))
        if isinstance(event, CellOutput):
            cells.append(event.cell_id)

    with ScriptedServer(_root_script(["```python\nprint('again')\n```"])) as server:
        run = _run(tmp_path, server, max_turns=2)
        run.bus.subscribe(seen)
        summary = run.run()
    assert summary["status"] == "incomplete"
    assert turns and all(turn <= cap for turn, cap in turns)
    assert len(cells) == 3 and len(set(cells)) == 3  # two turns and the write-up


def test_the_digest_says_what_ran_and_keeps_every_variable() -> None:
    old = [
        {"role": "assistant", "content": "I will plan first."},
        {"role": "user", "content": NO_CODE_REPLY},
        {"role": "assistant", "content": "```python\nskipped = 1\n```"},
        {"role": "user", "content": "The analyst skipped this cell; it did not run."},
        {"role": "assistant", "content": "```python\ntotal, leases = 5, []\nimport re as rx\n```"},
        {
            "role": "user",
            "content": "```\n5\n```\n\nNote from the analyst (follow it): leases first",
        },
    ]
    text = digest(old, ["Findings so far (1): Lease consent [medium]"])
    assert "replied without a cell: I will plan first." in text
    assert "proposed a cell that did not run: skipped = 1" in text
    assert "ran: total, leases = 5, [] / import re as rx (bound: total, leases, rx)" in text
    assert "Variables your earlier cells bound: total, leases, rx" in text
    assert "leases first" in text and "Lease consent" in text
    assert "(empty)" not in text and "ran: skipped" not in text


def test_compaction_fits_a_small_window_and_never_overflows() -> None:
    messages = [{"role": "system", "content": "rules " * 300}, {"role": "user", "content": "go"}]
    for i in range(30):
        messages.append({"role": "assistant", "content": f"```python\nv{i} = {i}\n```"})
        messages.append({"role": "user", "content": "```\n" + "row " * 400 + "\n```"})
    folded, count = fit(messages, 2_000, limit=2_500)
    assert count > 0 and prompt_tokens(folded) <= 2_500
    assert "v0" in folded[1]["content"] and "v29" in json.dumps(folded)


def test_read_reply_shapes() -> None:
    assert read_reply("").shape == "empty"
    assert read_reply("<think>only thoughts", cut=True).shape == "thinking"
    assert read_reply("I cannot help with that.").shape == "refusal"
    assert read_reply("```python\nx = 1\n```").shape == "fence"
    assert read_reply("```python\nx = [\n", cut=True).shape == "cut"
    assert read_reply("```python\nx = 1\n```\nand then I", cut=True).shape == "fence"
    assert read_reply("```\nnot python at all ???\n```").shape == "none"
    call = {"id": "c1", "function": {"name": "python", "arguments": '{"code": "x = '}}
    assert read_reply("", [call], cut=True).shape == "cut"
