"""Fixtures for the real-model tests: one llama-cpp-python server with SmolLM2-135M-Instruct
for the session (started on a free port on 127.0.0.1, stopped at the end).

Without the ``[realmodel]`` extra the tests skip and say why; with
``DILIGENCE_REQUIRE_REAL_MODEL=1`` (set by ``.ci/run``) they fail instead, so CI cannot pass
without having run them.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.realmodel.llama_server import LlamaServer, required, unavailable

# read at import: the autouse fixture in tests/conftest.py clears DILIGENCE_* for each test
REQUIRED = required()


def need_real_model() -> None:
    """Skip (or, where the real model is required, fail) when it cannot be served here."""
    reason = unavailable()
    if reason:
        if REQUIRED:
            pytest.fail(f"the real model is required here but cannot run: {reason}")
        pytest.skip(reason)


def start_server(log: Path, **kw: object) -> LlamaServer:
    need_real_model()
    server = LlamaServer(log=log, **kw)  # type: ignore[arg-type]
    try:
        return server.start()
    except RuntimeError as exc:
        if REQUIRED:
            pytest.fail(f"the real model is required here but its server did not start: {exc}")
        pytest.skip(f"llama_cpp.server did not start: {exc}")


@pytest.fixture(scope="session")
def llama(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LlamaServer]:
    """The session's real model server (its log is in the session's temp folder)."""
    server = start_server(tmp_path_factory.mktemp("llama") / "server.log")
    try:
        yield server
    finally:
        server.stop()
