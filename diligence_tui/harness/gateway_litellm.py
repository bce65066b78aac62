"""litellm, imported once, lazily, and configured to stay offline and quiet.

It takes seconds to import, so the gateway imports it on a worker thread at its first call;
it is configured to use its bundled price map (no network), never to print to the terminal,
and to log to a file in the app's log folder.
"""

from __future__ import annotations

import logging
import os
import threading
import warnings
from typing import Any

from diligence_tui import paths

LITELLM_LOGGERS = ("LiteLLM", "LiteLLM Router", "LiteLLM Proxy")

_LITELLM: Any = None
_IMPORT_LOCK = threading.Lock()


def loaded_litellm() -> Any:
    """litellm if it was imported already, else None (pricing works without it)."""
    return _LITELLM


def load_litellm() -> Any:
    """Import and configure litellm (offline price map, quiet, logs to a file). Thread-safe."""
    global _LITELLM
    with _IMPORT_LOCK:
        if _LITELLM is not None:
            return _LITELLM
        os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
        os.environ.setdefault("LITELLM_OFFLINE_MODE", "true")
        import litellm

        # litellm trips pydantic deprecation warnings per call; they must not reach a terminal
        warnings.filterwarnings("ignore", category=DeprecationWarning, module=r"litellm(\.|$)")
        litellm.suppress_debug_info = True
        litellm.drop_params = True
        litellm.telemetry = False
        _route_logs_to_file()
        try:
            from diligence_tui.offline.provider import register_offline_provider
        except ImportError:
            pass
        else:
            register_offline_provider(litellm)
        _LITELLM = litellm
        return litellm


def _route_logs_to_file() -> None:
    try:
        folder = paths.log_dir()
        folder.mkdir(parents=True, exist_ok=True)
        handler: logging.Handler = logging.FileHandler(folder / "litellm.log", encoding="utf-8")
    except OSError:
        handler = logging.NullHandler()
    handler.setFormatter(logging.Formatter("%(asctime)s %(name)s %(levelname)s %(message)s"))
    for name in LITELLM_LOGGERS:
        logger = logging.getLogger(name)
        for old in list(logger.handlers):
            logger.removeHandler(old)
        logger.addHandler(handler)
        logger.setLevel(logging.WARNING)
        logger.propagate = False
