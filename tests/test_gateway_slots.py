"""An endpoint's slots: a call holds one while the server works on it, and no longer; a
server that said its slots gets one request more, waiting in its queue, only while its calls
are short against the first-token limit."""

from __future__ import annotations

import asyncio

from diligence_tui.harness.endpoint_gate import EndpointGate
from diligence_tui.harness.endpoints import endpoint_slots
from diligence_tui.harness.events import EventBus
from diligence_tui.harness.gateway import Gateway
from diligence_tui.settings import Settings
from tests.openai_server import Reply, ScriptedServer


def one_slot(server: ScriptedServer) -> Settings:
    settings = Settings()
    settings.models.root_model = "openai/scripted"
    settings.models.api_base = server.api_base
    settings.models.call_timeout = 60.0
    settings.models.retries = 2
    settings.models.concurrency = 1  # one call at a time on this endpoint
    return settings


async def test_the_next_call_goes_out_once_the_server_has_finished_the_answer() -> None:
    # the first answer's finish reason arrives, then its stream stays open (usage and [DONE]
    # held back): the server is done with it, so the second call must be sent meanwhile
    replies = [Reply(content="first answer", hold_after_finish=True), "second answer"]
    with ScriptedServer(replies) as server:
        gateway = Gateway(one_slot(server), EventBus())
        batch = asyncio.create_task(
            gateway.batch([[{"role": "user", "content": f"slice {i}"}] for i in range(2)])
        )
        both_sent = await asyncio.to_thread(server.wait_for_requests, 2, 30.0)
        server.release_hangs()
        results = await batch
        await gateway.aclose()
    assert both_sent, "the second call waited for the end of the first one's stream"
    assert [r.text for r in results] == ["first answer", "second answer"]
    assert all(r.ok and r.input_tokens > 0 for r in results)  # the held usage still counted


async def test_a_retry_after_a_finished_answer_takes_the_slot_again() -> None:
    # an empty answer ends with a finish reason (the slot goes back) and is a failure, so the
    # call is retried: the retry must hold the slot again, and every slot is back at the end
    replies = ["", "a real answer", "third"]
    with ScriptedServer(replies) as server:
        settings = one_slot(server)
        gateway = Gateway(settings, EventBus())
        gateway.backoff_base = 0.01
        results = await gateway.batch(
            [[{"role": "user", "content": f"slice {i}"}] for i in range(2)]
        )
        after = await gateway.complete([{"role": "user", "content": "one more"}])
        await gateway.aclose()
    # the other call took the slot while the empty one waited to retry
    assert sorted(r.text for r in results) == ["a real answer", "third"]
    assert sorted(r.attempts for r in results) == [1, 2] and after.ok
    gate = next(iter(gateway._gates.values()))
    assert gate.in_use == 0 and gate.peak == 1  # every slot given back, none twice


async def test_a_server_with_slots_gets_one_request_waiting_once_its_calls_are_short() -> None:
    with ScriptedServer(["read"], slots=2, delay=0.2) as server:
        settings = one_slot(server)
        settings.models.concurrency = 8
        gateway = Gateway(settings, EventBus())
        gateway.endpoint_slots.update(await endpoint_slots(settings))
        results = await gateway.batch(
            [[{"role": "user", "content": f"slice {i}"}] for i in range(10)]
        )
        await gateway.aclose()
    gate = next(iter(gateway._gates.values()))
    assert all(r.ok for r in results)
    # two decoding and one waiting, never more (the first two calls showed they are short)
    assert gate.slots == 2 and gate.peak == 3 and gate.in_use == 0


async def test_no_request_waits_ahead_when_a_wait_could_pass_the_first_token_limit() -> None:
    gate = EndpointGate(2, ahead=1, first_token_limit=180.0)
    for _ in range(2):
        await gate.acquire()
    assert not gate.ahead_ok()  # nothing known yet: exactly the slots
    gate.release(100.0)  # a laptop server: a call of 100 s; twice that passes 180 s
    await gate.acquire()
    third = asyncio.ensure_future(gate.acquire())
    await asyncio.sleep(0)
    assert gate.in_use == 2 and not third.done()
    gate.release(100.0)
    await third
    assert gate.peak == 2
    short = EndpointGate(2, ahead=1, first_token_limit=180.0)
    short.recent.extend([1.0, 1.2])
    for _ in range(3):
        await short.acquire()
    assert short.in_use == 3 and short.ahead_ok()
    waiting = asyncio.ensure_future(short.acquire())
    await asyncio.sleep(0)
    assert not waiting.done()  # one ahead at most
    waiting.cancel()
    short.release(1.0)  # runs before the cancelled waiter has seen its cancel
    (outcome,) = await asyncio.gather(waiting, return_exceptions=True)
    assert isinstance(outcome, asyncio.CancelledError), outcome
    assert short.in_use == 2 and not short._waiters  # a cancelled waiter takes nothing
