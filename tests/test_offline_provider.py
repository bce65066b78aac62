"""The offline engine through real litellm: custom provider "offline", sync, async and
streaming, usage counted with tokens.count_tokens."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from diligence_tui.harness.slices import (
    FINDINGS_FORMAT,
    Slice,
    SlicePage,
    parse_findings,
    render_slices,
)
from diligence_tui.offline import provider
from diligence_tui.tokens import count_tokens

CLAUSE = (
    "13.2 Change of Control. If Supplier undergoes a change of control, Customer may terminate this "
    "Agreement on thirty (30) days' notice and Supplier shall pay a termination fee of $1,500,000."
)


@pytest.fixture(scope="module")
def litellm():
    os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
    os.environ.setdefault("LITELLM_OFFLINE_MODE", "true")
    import litellm as module

    module.suppress_debug_info = True
    provider.register_offline_provider(module)
    provider.register_offline_provider(module)  # idempotent
    assert sum(1 for e in module.custom_provider_map if e["provider"] == "offline") == 1
    return module


def reviewer_messages() -> list[dict]:
    piece = Slice("d42", "03 Contracts/Supply.pdf", "pdf", pages=[SlicePage(4, "p. 4", CLAUSE, 0)])
    prompt = "Review the slice below.\n\n" + render_slices([piece]) + "\n\n" + FINDINGS_FORMAT
    return [
        {"role": "system", "content": "You are a diligence reviewer."},
        {"role": "user", "content": prompt},
    ]


def test_module_imports_without_litellm() -> None:
    code = "import sys, diligence_tui.offline.provider, diligence_tui.offline.playbook; print('litellm' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_sync_completion_returns_findings_and_usage(litellm) -> None:
    messages = reviewer_messages()
    response = litellm.completion(model="offline/reviewer", messages=messages)
    text = response.choices[0].message.content
    findings, summary = parse_findings(text)
    coc = next(f for f in findings if f["category"] == "change_of_control")
    assert coc["severity"] == "high" and coc["amounts"] == [1_500_000.0]
    assert coc["citations"][0]["doc"] == "d42" and coc["citations"][0]["page"] == 4
    assert coc["citations"][0]["quote"] in CLAUSE
    assert response.usage.completion_tokens == count_tokens(text)
    assert response.usage.prompt_tokens == sum(count_tokens(m["content"]) for m in messages)
    assert litellm.completion_cost(model="offline/reviewer", prompt="a", completion="b") == 0.0


async def test_async_streaming_reviewer_and_playbook(litellm) -> None:
    messages = reviewer_messages()
    stream = await litellm.acompletion(
        model="offline/reviewer",
        messages=messages,
        stream=True,
        stream_options={"include_usage": True},
    )
    text, usage = "", None
    async for chunk in stream:
        if chunk.choices and chunk.choices[0].delta.content:
            text += chunk.choices[0].delta.content
        if getattr(chunk, "usage", None):
            usage = chunk.usage
    assert json.loads(text)["findings"]
    assert usage is not None and usage.completion_tokens == count_tokens(text) > 0

    root = [
        {"role": "system", "content": "You are the lead reviewer."},
        {
            "role": "user",
            "content": "The dataroom: 3 documents.\n\n[status] turn 1 of 40 (39 left)",
        },
    ]
    response = await litellm.acompletion(model="offline/playbook", messages=root, stop=["\n```\n"])
    reply = response.choices[0].message.content
    assert "```python" in reply and "Offline playbook step: inventory" in reply
    assert response.usage.total_tokens > 0


def test_sync_streaming_with_plain_prompt(litellm) -> None:
    messages = [{"role": "user", "content": "What does this say? " + CLAUSE}]
    stream = litellm.completion(
        model="offline/reviewer",
        messages=messages,
        stream=True,
        stream_options={"include_usage": True},
    )
    chunks = list(stream)
    text = "".join(c.choices[0].delta.content or "" for c in chunks if c.choices)
    assert "no language model" in text and "Change of control" in text and "$1,500,000" in text
    assert any(getattr(c, "usage", None) for c in chunks)


def test_unknown_offline_model_is_an_error(litellm) -> None:
    with pytest.raises(Exception, match="unknown offline model"):
        litellm.completion(model="offline/oracle", messages=[{"role": "user", "content": "hi"}])


def test_reviewer_as_a_depth2_repl_agent_answers_with_a_submit_cell() -> None:
    system = (
        "Every reply is ONE fenced ```python cell ... return your answer with `submit(answer)`."
    )
    messages = [
        {"role": "system", "content": system},
        {"role": "user", "content": "Your task from the lead reviewer:\n\nSummarise: " + CLAUSE},
    ]
    reply = provider.answer("offline/reviewer", messages)
    code = reply.split("```python\n", 1)[1].rsplit("```", 1)[0]
    compile(code, "<cell>", "exec")
    answered: list[str] = []
    exec(code, {"submit": answered.append})
    assert "Change of control" in answered[0] and "no language model" in answered[0]
