"""The scripted OpenAI-compatible server itself (tests/openai_server.py), over raw HTTP."""

from __future__ import annotations

import json

import aiohttp

from diligence_tui.tokens import count_tokens
from tests.openai_server import Reply, ScriptedServer

MESSAGES = [
    {"role": "system", "content": "be brief"},
    {"role": "user", "content": "Read clause 4.2 now."},
]


async def _post(server: ScriptedServer, body: dict, key: str = "k") -> tuple[int, bytes, dict]:
    async with aiohttp.ClientSession(headers={"Authorization": f"Bearer {key}"}) as session:
        async with session.post(server.api_base + "/chat/completions", json=body) as resp:
            return resp.status, await resp.read(), dict(resp.headers)


async def test_plain_completion_with_real_usage() -> None:
    with ScriptedServer() as scripted_server:
        await _plain(scripted_server)


async def _plain(scripted_server: ScriptedServer) -> None:
    scripted_server.set_replies(["The clause caps liability."])
    status, raw, _ = await _post(scripted_server, {"model": "m", "messages": MESSAGES})
    data = json.loads(raw)
    assert status == 200
    assert data["choices"][0]["message"]["content"] == "The clause caps liability."
    assert data["usage"]["prompt_tokens"] == count_tokens("be brief\nRead clause 4.2 now.")
    assert data["usage"]["completion_tokens"] == count_tokens("The clause caps liability.")
    assert scripted_server.requests[0].text == "be brief\nRead clause 4.2 now."


async def test_stream_with_tool_call_and_final_usage() -> None:
    with ScriptedServer() as scripted_server:
        await _streamed(scripted_server)


async def _streamed(scripted_server: ScriptedServer) -> None:
    scripted_server.set_replies(
        [
            Reply(
                content="Running code.",
                tool_calls=[{"name": "python", "arguments": {"code": "print(2)"}}],
            )
        ]
    )
    status, raw, headers = await _post(
        scripted_server, {"model": "m", "messages": MESSAGES, "stream": True}
    )
    assert status == 200 and headers["Content-Type"].startswith("text/event-stream")
    events = [line[6:] for line in raw.decode().split("\n\n") if line.startswith("data: ")]
    assert events[-1] == "[DONE]"
    chunks = [json.loads(e) for e in events[:-1]]
    text = "".join(c["choices"][0]["delta"].get("content") or "" for c in chunks if c["choices"])
    args = "".join(
        tc["function"].get("arguments") or ""
        for c in chunks
        if c["choices"]
        for tc in c["choices"][0]["delta"].get("tool_calls") or []
    )
    assert text == "Running code."
    assert json.loads(args) == {"code": "print(2)"}
    assert chunks[-1]["usage"]["completion_tokens"] == count_tokens("Running code." + args)
    assert [c["choices"][0]["finish_reason"] for c in chunks if c["choices"]][-1] == "tool_calls"


async def test_fault_sequence_and_callable_script() -> None:
    with ScriptedServer(
        lambda body: body["messages"][-1]["content"].upper(), faults=["429", "500", "garbage", None]
    ) as server:
        server.retry_after = 2
        results = [await _post(server, {"model": "m", "messages": MESSAGES}) for _ in range(4)]
        assert [r[0] for r in results] == [429, 500, 200, 200]
        assert results[0][2]["Retry-After"] == "2"
        try:
            json.loads(results[2][1])
            raise AssertionError("garbage must not parse")
        except ValueError:
            pass
        assert (
            json.loads(results[3][1])["choices"][0]["message"]["content"] == "READ CLAUSE 4.2 NOW."
        )
        assert [r.fault for r in server.requests] == ["429", "500", "garbage", None]
        assert server.texts() == ["be brief\nRead clause 4.2 now."]


async def test_bad_key_and_connection_close() -> None:
    with ScriptedServer(api_key="sk-good", faults=[None, "close"]) as server:
        status, raw, _ = await _post(server, {"model": "m", "messages": MESSAGES})
        assert status == 401 and b"invalid_api_key" in raw
        try:
            await _post(server, {"model": "m", "messages": MESSAGES}, key="sk-good")
            raise AssertionError("the connection should have been dropped")
        except aiohttp.ClientError:
            pass


async def test_hang_is_released_on_demand() -> None:
    import asyncio

    with ScriptedServer(faults=["hang"]) as server:
        task = asyncio.create_task(_post(server, {"model": "m", "messages": MESSAGES}))
        await asyncio.to_thread(server.wait_for_requests, 1)
        assert server.in_flight == 1
        server.release_hangs()
        status, _, _ = await task
        assert status == 504
        assert server.max_concurrent == 1
