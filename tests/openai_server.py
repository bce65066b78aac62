"""A real OpenAI-compatible HTTP server for tests and benchmarks, scripted from Python.

It runs aiohttp on its own thread and event loop, listens on 127.0.0.1 (a free port), and
answers ``POST /v1/chat/completions`` with and without ``stream: true``. Tests point the real
litellm path at it: ``model="openai/<name>", api_base=server.url + "/v1"``.

Replies
    ``replies`` is a list (served in order; the last one repeats when the list runs out) or a
    callable ``(request_json) -> reply``. A reply is a string (the assistant's text), a
    :class:`Reply`, or a dict with the keys of :class:`Reply`.

Faults
    ``faults`` is a list applied by request index (``None`` = no fault), or a callable
    ``(index, request_json) -> fault | None``; ``fault_rate`` draws faults at random (seeded)
    from ``fault_kinds``. Kinds: ``"429"`` (with ``Retry-After``), ``"500"``, ``"hang"``
    (no answer until ``hang_seconds`` pass or the server stops: past the client's timeout),
    ``"garbage"`` (200 with a body that is neither JSON nor SSE: a proxy's error page),
    ``"empty"`` (200 with a well-formed completion whose text is empty), ``"close"`` (the
    connection is dropped without an answer), ``"reset"`` (the connection is reset, TCP RST,
    without an answer), ``"cut"`` (a streamed answer stops halfway: the connection drops),
    ``"truncated"`` (a streamed answer ends cleanly halfway, before its last chunk and
    ``[DONE]``), ``"stall"`` (a streamed answer stops halfway and the connection stays open
    until ``hang_seconds`` pass), ``"slow"`` (the right answer, after ``slow_seconds``: not a
    failure), ``"401"`` (an OpenAI-style invalid-key error) and ``"400-tools"`` (a 400 saying
    tools are not supported, as a server without function calling answers). Without streaming, ``cut``,
    ``truncated`` and ``stall`` drop the connection before the answer.

Usage numbers are real counts (``diligence_tui.tokens.count_tokens`` of the prompt's text and
of the reply), so token and budget tests see what the client really sent.

Everything the server received is in :attr:`ScriptedServer.requests` (in arrival order), and
:attr:`ScriptedServer.max_concurrent` is the largest number of requests it held at once.

    with ScriptedServer(["hello"]) as server:
        ...  # litellm.acompletion(model="openai/m", api_base=server.url + "/v1", api_key="k", ...)
        assert server.requests[0].json["messages"][-1]["content"] == "..."
"""

from __future__ import annotations

import asyncio
import dataclasses
import json
import random
import socket
import struct
import threading
import time
import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

import pytest
from aiohttp import web

from diligence_tui.harness.gateway import message_text
from diligence_tui.tokens import count_tokens

FAULT_KINDS = ("429", "500", "hang", "garbage", "close")
# every way a server can fail that a run must survive without a stuck call (no "hang")
FAILING_KINDS = ("reset", "close", "cut", "truncated", "stall", "garbage", "empty", "429", "500")
ANSWERING = (None, "slow")  # faults after which the request got the right answer


@dataclass
class Reply:
    content: str = ""
    tool_calls: list[dict[str, Any]] = field(default_factory=list)  # {"name", "arguments"}
    finish_reason: str | None = None  # default: "tool_calls" with tool calls, else "stop"
    delay: float = 0.0  # seconds before answering
    chunk_chars: int = 8  # streamed text comes in pieces of this size
    chunk_delay: float = 0.0  # seconds between streamed pieces (a slow generator)
    reasoning: str = ""  # sent as reasoning_content before the text (thinking models)
    # streamed: the chunk with the finish reason goes out, then the usage and [DONE] wait
    # until the test releases the hangs (a server that is done but still ending its stream)
    hold_after_finish: bool = False


@dataclass
class ReceivedRequest:
    index: int
    path: str
    json: Any  # the parsed body (None if it was not JSON)
    headers: dict[str, str]
    fault: str | None
    time: float

    @property
    def messages(self) -> list[dict[str, Any]]:
        return list((self.json or {}).get("messages") or [])

    @property
    def text(self) -> str:
        """All message text of the request, joined by newlines (what a model would read)."""
        return "\n".join(message_text(m) for m in self.messages)

    @property
    def stream(self) -> bool:
        return bool((self.json or {}).get("stream"))


ReplySpec = str | Reply | dict
Script = list[ReplySpec] | Callable[[dict[str, Any]], ReplySpec]
FaultScript = list[str | None] | Callable[[int, dict[str, Any]], str | None]


def _as_reply(spec: ReplySpec) -> Reply:
    if isinstance(spec, Reply):
        return spec
    if isinstance(spec, str):
        return Reply(content=spec)
    if isinstance(spec, dict):
        return Reply(**spec)
    raise TypeError(f"a reply must be str, Reply or dict, not {type(spec).__name__}")


class ScriptedServer:
    def __init__(
        self,
        replies: Script | None = None,
        *,
        faults: FaultScript | None = None,
        fault_rate: float = 0.0,
        fault_kinds: tuple[str, ...] = FAULT_KINDS,
        seed: int = 0,
        retry_after: float = 0.0,
        hang_seconds: float = 30.0,
        slow_seconds: float = 0.5,
        api_key: str | None = None,  # when set, any other key gets a 401
        delay: float = 0.0,  # seconds before every answer
        # llama.cpp's llama-server: answer /props and /slots with these (0: no such endpoints),
        # and decode at most `slots` requests at once (the rest wait, as on that server)
        slots: int = 0,
        n_ctx: int = 0,
        model_ids: tuple[str, ...] = ("scripted",),  # what /v1/models lists
        # the model's context window, told as a server does (``window_via``: "models" for
        # vLLM's /v1/models max_model_len, "props" for llama.cpp's /props, "ollama" for
        # /api/show, "ollama-trained" for /api/show without num_ctx, "lmstudio",
        # "lmstudio-v1" and "lmstudio-unloaded" for LM Studio's own API, "none" to say nothing);
        # ``overflow="empty"`` answers a prompt over the window with an empty completion, as
        # llama-cpp-python's server does
        context_window: int = 32_000,
        window_via: str = "models",
        overflow: str | None = None,
    ) -> None:
        self.replies: Script = replies if replies is not None else ["ok"]
        self.faults = faults
        self.fault_rate = fault_rate
        self.fault_kinds = fault_kinds
        self.retry_after = retry_after
        self.hang_seconds = hang_seconds
        self.slow_seconds = slow_seconds
        self.api_key = api_key
        self.delay = delay
        self.slots = slots
        self.n_ctx = n_ctx
        self.model_ids = model_ids
        self._slot_gate: asyncio.Semaphore | None = None
        self.context_window = context_window
        self.window_via = window_via
        self.overflow = overflow
        self.probes: list[str] = []  # the paths of window probes received
        self.requests: list[ReceivedRequest] = []
        self.in_flight = 0
        self.max_concurrent = 0
        self.completed = 0
        self.port = 0
        self._random = random.Random(seed)
        self._lock = threading.Lock()
        self._cond = threading.Condition(self._lock)
        self._reply_index = 0
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._runner: web.AppRunner | None = None
        self._stopping: asyncio.Event | None = None
        self._ready = threading.Event()
        self._error: BaseException | None = None
        self._hang_waiters: set[asyncio.Event] = set()

    # -- lifecycle -------------------------------------------------------------------------
    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def api_base(self) -> str:
        return self.url + "/v1"

    def start(self) -> ScriptedServer:
        self._thread = threading.Thread(target=self._serve, name="scripted-openai", daemon=True)
        self._thread.start()
        self._ready.wait(10)
        if self._error is not None:
            raise RuntimeError(f"scripted server failed to start: {self._error!r}")
        return self

    def stop(self) -> None:
        loop, thread = self._loop, self._thread
        if loop is None or thread is None:
            return
        if loop.is_running():
            loop.call_soon_threadsafe(self._stopping.set)  # type: ignore[union-attr]
        thread.join(10)
        self._loop = None
        self._thread = None
        with self._cond:
            self._cond.notify_all()

    def __enter__(self) -> ScriptedServer:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    def _serve(self) -> None:
        loop = asyncio.new_event_loop()
        self._loop = loop
        asyncio.set_event_loop(loop)
        try:
            loop.run_until_complete(self._main())
        except BaseException as exc:  # pragma: no cover - reported by start()
            self._error = exc
            self._ready.set()
        finally:
            loop.close()

    async def _main(self) -> None:
        self._stopping = asyncio.Event()
        app = web.Application(client_max_size=256 * 1024 * 1024)
        app.router.add_post("/v1/chat/completions", self._handle_chat)
        app.router.add_post("/chat/completions", self._handle_chat)
        app.router.add_get("/v1/models", self._handle_models)
        if self.slots:
            self._slot_gate = asyncio.Semaphore(self.slots)
            app.router.add_get("/slots", self._handle_slots)
        app.router.add_get("/props", self._handle_props)
        app.router.add_post("/api/show", self._handle_show)
        app.router.add_get("/api/v0/models", self._handle_lmstudio_v0)
        app.router.add_get("/api/v1/models", self._handle_lmstudio_v1)
        self._runner = web.AppRunner(app, access_log=None, handle_signals=False)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0, backlog=1024)
        await site.start()
        self.port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
        self._ready.set()
        await self._stopping.wait()
        await self._runner.cleanup()

    # -- scripting helpers -----------------------------------------------------------------
    def set_replies(self, replies: Script) -> None:
        with self._lock:
            self.replies = replies
            self._reply_index = 0

    def wait_for_requests(self, count: int, timeout: float = 10.0) -> bool:
        """Block until at least ``count`` requests arrived (True) or ``timeout`` passed."""
        return self._wait(lambda: len(self.requests) >= count, timeout)

    def wait_for_completed(self, count: int, timeout: float = 10.0) -> bool:
        """Block until at least ``count`` requests were answered to their end (the whole
        answer written) or failed (True), or ``timeout`` passed."""
        return self._wait(lambda: self.completed >= count, timeout)

    def wait_for_holding(self, count: int, timeout: float = 10.0) -> bool:
        """Block until at least ``count`` requests hang or hold (True), or ``timeout`` passed."""
        return self._wait(lambda: len(self._hang_waiters) >= count, timeout)

    def _wait(self, done: Callable[[], bool], timeout: float) -> bool:
        deadline = time.monotonic() + timeout
        with self._cond:
            while not done():
                left = deadline - time.monotonic()
                if left <= 0:
                    return False
                self._cond.wait(left)
        return True

    def release_hangs(self) -> None:
        """End every hanging request now (they answer normally)."""
        if self._loop is not None:
            self._loop.call_soon_threadsafe(self._release_now)

    def _release_now(self) -> None:
        for waiter in list(self._hang_waiters):
            waiter.set()

    def texts(self) -> list[str]:
        """The message text of every request that got a real answer (not a fault)."""
        return [r.text for r in self.requests if r.fault in ANSWERING]

    def answered(self) -> list[ReceivedRequest]:
        """The requests that got the right answer (no fault, or only a slow one)."""
        return [r for r in self.requests if r.fault in ANSWERING]

    # -- handlers --------------------------------------------------------------------------
    async def _handle_models(self, request: web.Request) -> web.Response:
        self.probes.append(request.path)
        entries: list[dict[str, Any]] = []
        for model in self.model_ids:
            entry: dict[str, Any] = {"id": model, "object": "model"}
            if self.window_via == "models":
                entry["max_model_len"] = self.context_window
            entries.append(entry)
        return web.json_response({"object": "list", "data": entries})

    async def _handle_props(self, request: web.Request) -> web.Response:
        self.probes.append(request.path)
        n_ctx = self.n_ctx or (self.context_window if self.window_via == "props" else 0)
        if not self.slots and not n_ctx:
            return web.json_response({"error": "not found"}, status=404)
        settings = {"n_ctx": n_ctx} if n_ctx else {}
        return web.json_response(
            {"total_slots": self.slots or 1, "default_generation_settings": settings}
        )

    async def _handle_slots(self, request: web.Request) -> web.Response:
        return web.json_response([{"id": i, "n_ctx": self.n_ctx} for i in range(self.slots)])

    async def _handle_show(self, request: web.Request) -> web.Response:
        self.probes.append(request.path)
        if self.window_via == "ollama-trained":  # no num_ctx: Ollama serves its default
            return web.json_response(
                {"modelfile": "FROM x", "model_info": {"llama.context_length": 131072}}
            )
        if self.window_via != "ollama":
            return web.json_response({"error": "not found"}, status=404)
        return web.json_response(
            {
                "parameters": f"num_ctx {self.context_window}\nstop <|im_end|>",
                "model_info": {"llama.context_length": 131072},
            }
        )

    # LM Studio's own API (its OpenAI-compatible /v1/models says no window): "lmstudio" a model
    # loaded with ``context_window`` (/api/v0/models), "lmstudio-v1" the same in 0.4's
    # /api/v1/models, "lmstudio-unloaded" a model not loaded yet (its trained maximum only)
    _LMSTUDIO_TRAINED = 131_072

    async def _handle_lmstudio_v0(self, request: web.Request) -> web.Response:
        self.probes.append(request.path)
        if self.window_via not in ("lmstudio", "lmstudio-unloaded"):
            return web.json_response({"error": "not found"}, status=404)
        loaded = self.window_via == "lmstudio"
        entries = [
            {
                "id": model,
                "object": "model",
                "type": "llm",
                "state": "loaded" if loaded else "not-loaded",
                "max_context_length": self._LMSTUDIO_TRAINED,
                **({"loaded_context_length": self.context_window} if loaded else {}),
            }
            for model in self.model_ids
        ]
        return web.json_response({"object": "list", "data": entries})

    async def _handle_lmstudio_v1(self, request: web.Request) -> web.Response:
        self.probes.append(request.path)
        if self.window_via != "lmstudio-v1":
            return web.json_response({"error": "not found"}, status=404)
        models = [
            {
                "type": "llm",
                "key": model,
                "loaded_instances": [
                    {"id": model, "config": {"context_length": self.context_window}}
                ],
                "max_context_length": self._LMSTUDIO_TRAINED,
            }
            for model in self.model_ids
        ]
        return web.json_response({"models": models})

    def _overflows(self, body: dict[str, Any]) -> bool:
        if self.overflow != "empty":
            return False
        prompt = "\n".join(message_text(m) for m in body.get("messages") or [])
        return count_tokens(prompt) + int(body.get("max_tokens") or 0) > self.context_window

    def _pick_fault(self, index: int, body: dict[str, Any]) -> str | None:
        if callable(self.faults):
            return self.faults(index, body)
        if self.faults is not None:
            return self.faults[index] if index < len(self.faults) else None
        if self.fault_rate and self._random.random() < self.fault_rate:
            return self._random.choice(self.fault_kinds)
        return None

    def _next_reply(self, body: dict[str, Any]) -> Reply:
        with self._lock:
            script = self.replies
            if callable(script):
                spec = None
            else:
                spec = script[min(self._reply_index, len(script) - 1)] if script else ""
                self._reply_index += 1
        if callable(script):
            spec = script(body)
        return _as_reply(spec)

    async def _handle_chat(self, request: web.Request) -> web.StreamResponse:
        raw = await request.read()
        try:
            body = json.loads(raw)
        except ValueError:
            body = None
        headers = {k.lower(): v for k, v in request.headers.items()}
        with self._cond:
            index = len(self.requests)
            fault = self._pick_fault(index, body or {})
            if (
                self.api_key is not None
                and headers.get("authorization") != f"Bearer {self.api_key}"
            ):
                fault = "401"
            self.requests.append(
                ReceivedRequest(index, request.path, body, headers, fault, time.time())
            )
            self.in_flight += 1
            self.max_concurrent = max(self.max_concurrent, self.in_flight)
            self._cond.notify_all()
        try:
            if body is None:
                return web.json_response({"error": {"message": "body is not JSON"}}, status=400)
            streamed_fault = fault in ("cut", "truncated", "stall") and body.get("stream")
            if fault not in (None, "slow", "empty") and not streamed_fault:
                return await self._fault(request, fault)
            if self._slot_gate is None:
                return await self._answer(request, body, fault, streamed_fault)
            async with self._slot_gate:  # a slot of its own, as on llama-server
                return await self._answer(request, body, fault, streamed_fault)
        finally:
            with self._cond:
                self.in_flight -= 1
                self.completed += 1
                self._cond.notify_all()

    async def _answer(
        self, request: web.Request, body: dict[str, Any], fault: str | None, streamed_fault: bool
    ) -> web.StreamResponse:
        reply = self._next_reply(body)
        if fault == "empty" or self._overflows(body):
            reply = Reply(content="", finish_reason="stop")
        reply = _capped(reply, body.get("max_tokens"))
        wait = reply.delay or self.delay or (self.slow_seconds if fault == "slow" else 0.0)
        if wait:
            await asyncio.sleep(wait)
        if body.get("stream"):
            return await self._stream(request, body, reply, cut=fault if streamed_fault else None)
        return web.json_response(self._completion(body, reply))

    async def _fault(self, request: web.Request, fault: str) -> web.StreamResponse:
        if fault == "429":
            return web.json_response(
                {
                    "error": {
                        "message": "Rate limit reached",
                        "type": "rate_limit_error",
                        "code": "rate_limit_exceeded",
                    }
                },
                status=429,
                headers={"Retry-After": f"{self.retry_after:g}"},
            )
        if fault == "500":
            return web.json_response(
                {"error": {"message": "internal error", "type": "server_error"}}, status=500
            )
        if fault == "400-tools":  # a server without function calling refuses `tools`
            return web.json_response(
                {
                    "error": {
                        "message": "tools are not supported by this model",
                        "type": "invalid_request_error",
                    }
                },
                status=400,
            )
        if fault == "401":
            return web.json_response(
                {
                    "error": {
                        "message": "Incorrect API key provided",
                        "type": "invalid_request_error",
                        "code": "invalid_api_key",
                    }
                },
                status=401,
            )
        if fault == "garbage":
            return web.Response(
                status=200,
                body=b"<html><body>502 Bad Gateway</body></html>",
                content_type="text/html",
            )
        if fault == "reset":
            _reset(request)
            return web.Response(status=500)  # never sent: the connection is gone
        if fault in ("close", "cut", "truncated", "stall"):  # not streaming: nothing sent yet
            if request.transport is not None:
                request.transport.abort()
            return web.Response(status=500)  # never sent: the connection is gone
        if fault == "hang":
            await self._hang()
            return web.json_response({"error": {"message": "hung"}}, status=504)
        raise ValueError(f"unknown fault {fault!r}")

    async def _hang(self) -> None:
        """Wait until ``hang_seconds`` pass, the server stops or the test releases it."""
        waiter = asyncio.Event()
        with self._cond:
            self._hang_waiters.add(waiter)
            self._cond.notify_all()
        try:
            stop = asyncio.ensure_future(self._stopping.wait())  # type: ignore[union-attr]
            release = asyncio.ensure_future(waiter.wait())
            _, pending = await asyncio.wait(
                {stop, release}, timeout=self.hang_seconds, return_when=asyncio.FIRST_COMPLETED
            )
            for task in pending:
                task.cancel()
        finally:
            with self._cond:
                self._hang_waiters.discard(waiter)

    # -- OpenAI payloads -------------------------------------------------------------------
    @staticmethod
    def _usage(body: dict[str, Any], reply: Reply) -> dict[str, int]:
        prompt = "\n".join(message_text(m) for m in body.get("messages") or [])
        completion = reply.content + "".join(_arguments(call) for call in reply.tool_calls)
        prompt_tokens = count_tokens(prompt)
        completion_tokens = count_tokens(completion)
        return {
            "prompt_tokens": prompt_tokens,
            "completion_tokens": completion_tokens,
            "total_tokens": prompt_tokens + completion_tokens,
        }

    @staticmethod
    def _finish(reply: Reply) -> str:
        return reply.finish_reason or ("tool_calls" if reply.tool_calls else "stop")

    def _completion(self, body: dict[str, Any], reply: Reply) -> dict[str, Any]:
        message: dict[str, Any] = {"role": "assistant", "content": reply.content}
        if reply.reasoning:
            message["reasoning_content"] = reply.reasoning
        if reply.tool_calls:
            message["tool_calls"] = [
                {
                    "id": call.get("id") or f"call_{i}_{uuid.uuid4().hex[:8]}",
                    "type": "function",
                    "function": {"name": call["name"], "arguments": _arguments(call)},
                }
                for i, call in enumerate(reply.tool_calls)
            ]
        return {
            "id": f"chatcmpl-{uuid.uuid4().hex[:12]}",
            "object": "chat.completion",
            "created": int(time.time()),
            "model": body.get("model", "scripted"),
            "choices": [{"index": 0, "message": message, "finish_reason": self._finish(reply)}],
            "usage": self._usage(body, reply),
        }

    async def _stream(
        self, request: web.Request, body: dict[str, Any], reply: Reply, cut: str | None = None
    ) -> web.StreamResponse:
        response = web.StreamResponse(
            headers={"Content-Type": "text/event-stream", "Cache-Control": "no-cache"}
        )
        await response.prepare(request)
        ident = f"chatcmpl-{uuid.uuid4().hex[:12]}"
        created = int(time.time())
        model = body.get("model", "scripted")

        def chunk(
            delta: dict[str, Any], finish: str | None = None, usage: dict | None = None
        ) -> bytes:
            data: dict[str, Any] = {
                "id": ident,
                "object": "chat.completion.chunk",
                "created": created,
                "model": model,
                "choices": []
                if usage is not None
                else [{"index": 0, "delta": delta, "finish_reason": finish}],
            }
            if usage is not None:
                data["usage"] = usage
            return b"data: " + json.dumps(data).encode() + b"\n\n"

        parts = [chunk({"role": "assistant", "content": ""})]
        size = max(1, reply.chunk_chars)
        for start in range(0, len(reply.reasoning), size):
            parts.append(chunk({"reasoning_content": reply.reasoning[start : start + size]}))
        text = reply.content
        for start in range(0, len(text), size):
            parts.append(chunk({"content": text[start : start + size]}))
        for i, call in enumerate(reply.tool_calls):
            args = _arguments(call)
            parts.append(
                chunk(
                    {
                        "tool_calls": [
                            {
                                "index": i,
                                "id": call.get("id") or f"call_{i}_{uuid.uuid4().hex[:8]}",
                                "type": "function",
                                "function": {"name": call["name"], "arguments": ""},
                            }
                        ]
                    }
                )
            )
            half = len(args) // 2
            for piece in (args[:half], args[half:]):
                parts.append(
                    chunk({"tool_calls": [{"index": i, "function": {"arguments": piece}}]})
                )
        parts.append(chunk({}, finish=self._finish(reply)))
        parts.append(chunk({}, usage=self._usage(body, reply)))
        parts.append(b"data: [DONE]\n\n")
        if cut:  # half the answer, then: the connection drops, the stream ends, or it stalls
            await response.write(b"".join(parts[: max(2, len(parts) // 2)]))
            if cut == "truncated":
                await response.write_eof()
            elif cut == "stall":
                await self._hang()
            elif request.transport is not None:
                request.transport.abort()
            return response
        if reply.hold_after_finish:  # everything up to the finish reason, then wait
            await response.write(b"".join(parts[:-2]))
            await self._hang()
            parts = parts[-2:]
        if reply.chunk_delay:
            for part in parts:
                await response.write(part)
                await asyncio.sleep(reply.chunk_delay)
        else:
            await response.write(b"".join(parts))
        await response.write_eof()
        return response


def _capped(reply: Reply, max_tokens: Any) -> Reply:
    """The reply cut at ``max_tokens`` (finish_reason "length"), as a real server cuts it."""
    if not isinstance(max_tokens, int) or max_tokens <= 0:
        return reply
    if count_tokens(reply.content) <= max_tokens:
        return reply
    text = reply.content
    while text and count_tokens(text) > max_tokens:
        text = text[: int(len(text) * 0.9)]
    return dataclasses.replace(reply, content=text, finish_reason="length")


def _reset(request: web.Request) -> None:
    """Drop the connection with a TCP reset (SO_LINGER 0), as a crashing server does."""
    transport = request.transport
    if transport is None:
        return
    sock = transport.get_extra_info("socket")
    if sock is not None:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
    transport.abort()


def _arguments(call: dict[str, Any]) -> str:
    args = call.get("arguments", {})
    return args if isinstance(args, str) else json.dumps(args)


@pytest.fixture
def scripted_server() -> Iterator[ScriptedServer]:
    """A started :class:`ScriptedServer` answering "ok"; script it with ``set_replies`` or
    by setting ``faults`` / ``fault_rate`` before the first request."""
    server = ScriptedServer().start()
    try:
        yield server
    finally:
        server.stop()
