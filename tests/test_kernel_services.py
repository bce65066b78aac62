"""The kernel with LOOP's real host services over ROOM's real Room (files written with
docwriters, a real index on disk), plus the host's request checks on their own."""

from __future__ import annotations

from pathlib import Path

import pytest

from diligence_tui import docwriters
from diligence_tui.harness import repl_host
from diligence_tui.harness.events import EventBus
from diligence_tui.harness.kernel import Kernel
from diligence_tui.review.model import Memo
from diligence_tui.settings import Settings
from tests.test_kernel import PlainServices, run_ok


def test_repl_api_over_a_real_room(tmp_path: Path) -> None:
    from diligence_tui.harness.services import HarnessServices
    from diligence_tui.room.room import Room

    docs = tmp_path / "room"
    docwriters.write_pdf(
        docs / "Contracts" / "supply.pdf",
        [
            "Supply Agreement between Acme Corp and Widget Ltd.",
            "14.2 Change of Control. Widget Ltd may terminate this Agreement upon a change of "
            "control of Acme Corp by giving 30 days written notice.",
        ],
    )
    docwriters.write_docx(
        docs / "Corporate" / "minutes.docx",
        [
            ("h1", "Board minutes"),
            ("p", "The board approved the sale of the company."),
        ],
    )
    settings = Settings()
    room = Room.open(docs, settings)
    room.index()
    memo = Memo()
    services = HarnessServices(room, None, settings, EventBus(), memo, [])
    kernel = Kernel(tmp_path / "scratch", Path(room.root), services, settings.kernel)
    kernel.start()
    try:
        out = run_ok(kernel, "sorted(d.path for d in room.documents)")
        assert out == "['Contracts/supply.pdf', 'Corporate/minutes.docx']\n"
        out = run_ok(kernel, "hits = search('change of control')\nhits[0].path, hits[0].page")
        assert out == "('Contracts/supply.pdf', 2)\n"
        assert "30 days written notice" in run_ok(kernel, "read(hits[0].path, pages=[2])")
        assert run_ok(kernel, "submit()").startswith("submit() refused: the memo is empty")
        link = run_ok(
            kernel,
            "link = cite('Contracts/supply.pdf', 'may terminate this Agreement "
            "upon a change of control', page=2)\nlink",
        )
        assert "(cite:" in link
        run_ok(kernel, "memo.write('Key risks', 'Change of control termination right ' + link)")
        assert memo.sections[0].title == "Key risks"
        run_ok(
            kernel,
            "f = findings.add(title='CoC termination', category='contracts', "
            "severity='high', citations=[{'doc': 'Contracts/supply.pdf', 'page': 2, "
            "'quote': 'by giving 30 days written notice'}])",
        )
        assert run_ok(kernel, "f.citations[0].verified, len(findings)") == "(True, 1)\n"
        assert run_ok(kernel, "submit('done')").startswith("submit(): accepted")
        assert services.submitted
    finally:
        kernel.close()
        room.close()


def test_host_checks_requests_before_calling_services() -> None:
    services = PlainServices()
    ok = repl_host.handle_request(
        services,
        {"id": 1, "method": "search", "args": {"query": "revenue", "folder": None, "limit": 3}},
    )
    assert ok["ok"] and ok["result"][0]["doc_id"] == "d2"
    for method, args, words in [
        ("__class__", {}, "unknown service '__class__'"),
        ("ask_parent", {"args": ["x"], "kwargs": {}}, "unknown service"),  # not whitelisted here
        ("search", {"query": "x", "folder": None, "limit": 0}, "limit must be between 1"),
        ("read", {"doc": "d1", "pages": ["1"], "span": None}, "pages must be a list of integers"),
        ("read", {"doc": "d1", "pages": None, "span": [1]}, "span must have 2 integers"),
        ("memo_write", {"title": "t", "body": "b", "mode": "delete"}, "mode must be"),
        ("finding_add", {"finding": {"title": ""}}, "a finding needs a title"),
        ("llm_batch", {"prompts": "one", "model": None}, "prompts must be a list of strings"),
        ("read", {"doc": "missing", "pages": None, "span": None}, "no document 'missing'"),
    ]:
        reply = repl_host.handle_request(services, {"id": 2, "method": method, "args": args})
        assert not reply["ok"] and words in reply["error"], (method, reply)
    extra = repl_host.handle_request(
        services,
        {"id": 3, "method": "ask_parent", "args": {"args": ["hi"], "kwargs": {}}},
        {"ask_parent": "ask_parent"},
    )
    assert extra == {"type": "rpc_result", "id": 3, "ok": True, "result": "parent says: hi (False)"}
    with pytest.raises(repl_host.ServiceError):
        repl_host.dispatch(services, "status", ["not", "a", "dict"])
