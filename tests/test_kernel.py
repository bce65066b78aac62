"""The kernel on its own: a real kernel process, driven through a small real KernelServices
implementation backed by plain data (the test's host)."""

from __future__ import annotations

import os
import select
import subprocess
import sys
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from diligence_tui.harness.kernel import Kernel
from diligence_tui.settings import KernelSettings

PAGE_SEPARATOR = "\n\f\n"
DOCS = {
    "d1": (
        "contracts/msa.txt",
        [
            "Master Services Agreement.",
            "Either party may terminate on a change of control with 30 days notice.",
        ],
    ),
    "d2": ("finance/revenue.txt", ["Revenue 2025: $12.4M. Customer A is 41% of revenue."]),
}


class PlainServices:
    """KernelServices over a dict of documents, an in-memory memo and findings list."""

    def __init__(self) -> None:
        self.memo: list[dict[str, Any]] = []
        self.findings: list[dict[str, Any]] = []
        self.calls: list[str] = []
        self.submitted: str | None = None
        self.on_status: Callable[[], None] | None = None

    def _doc(self, doc: str) -> tuple[str, str, list[str]]:
        for doc_id, (path, pages) in DOCS.items():
            if doc in (doc_id, path):
                return doc_id, path, pages
        raise KeyError(f"no document {doc!r}")

    def inventory(self) -> dict:
        self.calls.append("inventory")
        docs = []
        for doc_id, (path, pages) in DOCS.items():
            text = PAGE_SEPARATOR.join(pages)
            folder = path.rsplit("/", 1)[0]
            docs.append(
                {
                    "doc_id": doc_id,
                    "path": path,
                    "name": path.rsplit("/", 1)[1],
                    "folder": folder,
                    "category": folder,
                    "kind": "txt",
                    "size": len(text),
                    "mtime": 0.0,
                    "pages": len(pages),
                    "chars": len(text),
                    "tokens": len(text) // 4,
                    "status": "ok",
                    "reason": "",
                    "parent_id": None,
                    "title": "",
                }
            )
        return {
            "documents": docs,
            "folders": ["contracts", "finance"],
            "totals": {"documents": 2, "pages": 3, "chars": 150, "tokens": 37},
        }

    def search(self, query: str, folder: str | None, limit: int) -> list[dict]:
        hits = []
        for doc_id, (path, pages) in DOCS.items():
            for number, page in enumerate(pages, 1):
                if query.lower() in page.lower() and (folder is None or path.startswith(folder)):
                    hits.append(
                        {
                            "doc_id": doc_id,
                            "path": path,
                            "page": number,
                            "page_label": f"p. {number}",
                            "score": 1.0,
                            "snippet": page,
                        }
                    )
        return hits[:limit]

    def read(self, doc: str, pages: list[int] | None, span: list[int] | None) -> str:
        _, _, texts = self._doc(doc)
        text = PAGE_SEPARATOR.join(texts)
        if pages:
            return PAGE_SEPARATOR.join(texts[p - 1] for p in pages)
        if span:
            return text[span[0] : span[1]]
        return text

    def llm_query(self, prompt: str, model: str | None) -> str:
        self.calls.append("llm_query")
        if "FAIL" in prompt:
            raise RuntimeError("the model endpoint returned 500")
        return f"answer to: {prompt[:40]}"

    def llm_batch(self, prompts: list[str], model: str | None) -> list[dict]:
        return [
            {"ok": False, "error": "rate limited"}
            if "FAIL" in p
            else {"ok": True, "text": f"answer to: {p[:40]}"}
            for p in prompts
        ]

    def review(self, docs: list[str], instructions: str, max_chars: int | None) -> list[dict]:
        out = []
        for doc in docs:
            doc_id, path, pages = self._doc(doc)
            out.append(
                {
                    "title": f"Issue in {path}",
                    "category": "contracts",
                    "severity": "high",
                    "description": instructions,
                    "citations": [
                        {
                            "doc_id": doc_id,
                            "path": path,
                            "page": 1,
                            "quote": pages[0][:20],
                            "verified": True,
                        }
                    ],
                }
            )
        return out

    def cite(self, doc: str, quote: str, page: int | None) -> dict:
        doc_id, path, pages = self._doc(doc)
        verified = quote in PAGE_SEPARATOR.join(pages)
        return {
            "link": f"[{path}](cite:c{len(quote)})",
            "verified": verified,
            "citation": {"doc_id": doc_id, "quote": quote},
        }

    def memo_write(self, title: str, body: str, mode: str) -> dict:
        for sec in self.memo:
            if sec["title"] == title:
                sec["body"] = body if mode == "write" else sec["body"] + "\n\n" + body
                return dict(sec, suggestion=False)
        sec = {"id": title.lower(), "title": title, "body": body, "author": "root"}
        self.memo.append(sec)
        return dict(sec, suggestion=False)

    def memo_get(self) -> dict:
        return {"title": "Memo", "sections": list(self.memo)}

    def finding_add(self, finding: dict) -> dict:
        cits = [
            dict(c, verified=c.get("quote", "") in str(DOCS)) for c in finding.get("citations", [])
        ]
        stored = dict(finding, citations=cits, id=f"f{len(self.findings) + 1}")
        self.findings.append(stored)
        return stored

    def findings_list(self) -> list[dict]:
        return list(self.findings)

    def submit(self, note: str | None) -> dict:
        if not self.memo:
            return {"ok": False, "reason": "the memo is empty"}
        self.submitted = note or ""
        return {"ok": True, "reason": ""}

    def status(self) -> dict:
        if self.on_status is not None:
            self.on_status()
        return {"turn": 3, "budget": {"usd_left": 1.5}, "coverage": 0.25}

    def ask_parent(self, question: str, urgent: bool = False) -> str:
        if question == "boom":
            raise ValueError("the parent is unavailable")
        if question == "big":
            return "x" * 10_000
        return f"parent says: {question} ({urgent})"


def make_kernel(tmp_path: Path, services: Any | None = None, **settings: Any) -> Kernel:
    room = tmp_path / "room"
    room.mkdir(exist_ok=True)
    (room / "notes.txt").write_text("room file\n")
    values = {"cell_timeout": 20.0, "memory_mb": 512, "output_chars": 400} | settings
    return Kernel(
        tmp_path / "scratch",
        room,
        services or PlainServices(),
        KernelSettings(**values),
        reserved_extra={"ask_parent": "ask_parent"},
    )


@pytest.fixture
def services() -> PlainServices:
    return PlainServices()


@pytest.fixture
def kernel(tmp_path: Path, services: PlainServices) -> Iterator[Kernel]:
    k = make_kernel(tmp_path, services)
    k.start()
    yield k
    k.close()


def run_ok(kernel: Kernel, code: str, **kw: Any) -> str:
    result = kernel.execute(code, **kw)
    assert result.error == "", result.error
    return result.output


# -- the REPL ----------------------------------------------------------------------------------
def test_namespace_persists_and_final_expression_is_shown(kernel: Kernel) -> None:
    assert run_ok(kernel, "x = 21\ndef double(v):\n    return v * 2") == ""
    assert run_ok(kernel, "print('start')\ndouble(x)") == "start\n42\n"
    assert run_ok(kernel, "y = double(x)") == ""
    assert kernel.get_var("y") == 42
    assert run_ok(kernel, "None") == ""


def test_errors_show_the_cell_traceback_only(kernel: Kernel) -> None:
    result = kernel.execute("a = 1\nundefined_name + a")
    assert result.error.startswith("Traceback")
    assert '<cell-1>", line 2' in result.error
    assert "NameError: name 'undefined_name' is not defined" in result.error
    assert "kernel_main" not in result.error
    syntax = kernel.execute("def broken(:\n  pass")
    assert "SyntaxError" in syntax.error
    assert kernel.execute("raise SystemExit(3)").error.startswith("SystemExit(3)")
    assert run_ok(kernel, "a") == "1\n"


def test_huge_print_is_truncated_with_true_length_and_kept_in_outputs(kernel: Kernel) -> None:
    result = kernel.execute("print('H' * 1000 + 'x' * 2_000_000 + 'T' * 1000)")
    assert result.truncated
    assert result.total_chars == 2_002_001
    assert len(result.output) < 600
    assert result.output.startswith("H" * 200)
    assert result.output.rstrip().endswith("T" * 150)
    omitted = 2_002_001 - 400
    assert (
        f"[... {omitted:,} chars omitted; full output in _outputs[{result.cell}] ...]"
        in result.output
    )
    assert (
        run_ok(kernel, f"len(_outputs[{result.cell}]), len(_last_output)") == "(2002001, 2002001)\n"
    )
    small = kernel.execute("print('short')")
    assert not small.truncated and small.total_chars == 6


def test_get_var_returns_json_or_repr(kernel: Kernel) -> None:
    run_ok(
        kernel, "data = {'a': [1, 2.5, None], 'b': 'text'}\nclass Thing:\n    pass\nthing = Thing()"
    )
    assert kernel.get_var("data") == {"a": [1, 2.5, None], "b": "text"}
    assert "Thing object" in kernel.get_var("thing")
    with pytest.raises(KeyError):
        kernel.get_var("never_set")


def test_reserved_names_are_restored_and_the_root_is_told(kernel: Kernel) -> None:
    result = kernel.execute("room = 'mine'\nllm_query = None\ndel memo\n_outputs = []")
    for name in ("room", "llm_query", "memo", "_outputs"):
        assert f"`{name}` is a reserved REPL name; it was restored" in result.output
    assert (
        run_ok(
            kernel,
            "type(room).__name__, callable(llm_query), type(memo).__name__, type(_outputs).__name__",
        )
        == "('Room', True, 'Memo', 'dict')\n"
    )
    assert "reserved" not in run_ok(kernel, "x = 1")


# -- timeouts, restarts, memory ----------------------------------------------------------------
def test_infinite_loop_is_interrupted_and_the_kernel_keeps_its_variables(kernel: Kernel) -> None:
    run_ok(kernel, "kept = 'still here'")
    result = kernel.execute("n = 0\nwhile True:\n    n += 1", timeout=0.5)
    assert result.error.startswith("TimeoutError: the cell ran over its 0.5 s limit")
    assert "KeyboardInterrupt" in result.error
    assert not result.restarted
    assert run_ok(kernel, "kept, n > 0") == "('still here', True)\n"


def test_a_cell_that_ignores_the_interrupt_forces_a_restart(kernel: Kernel) -> None:
    kernel.interrupt_grace = 0.5
    run_ok(kernel, "lost = 1")
    code = "while True:\n    try:\n        while True:\n            pass\n    except KeyboardInterrupt:\n        pass"
    result = kernel.execute(code, timeout=0.5)
    assert result.restarted
    assert "kernel was restarted" in result.error and "variables are lost" in result.error
    after = kernel.execute("lost")
    assert "NameError" in after.error
    assert run_ok(kernel, "len(room.documents)") == "2\n"
    assert kernel.restarts == 1


def test_interrupt_and_close_from_another_thread(kernel: Kernel, services: PlainServices) -> None:
    running = threading.Event()
    services.on_status = running.set
    helper = threading.Thread(target=lambda: (running.wait(), kernel.interrupt()))
    helper.start()
    result = kernel.execute("status()\nwhile True:\n    pass", timeout=120)
    helper.join()
    assert result.error.endswith("KeyboardInterrupt") and not result.restarted
    assert "TimeoutError" not in result.error
    running.clear()
    helper = threading.Thread(target=lambda: (running.wait(), kernel.close()))
    helper.start()
    result = kernel.execute("status()\nwhile True:\n    pass", timeout=120)
    helper.join()
    assert result.error.startswith("KernelClosed") and not result.restarted
    assert kernel.restarts == 0


def test_threads_left_running_are_mentioned(kernel: Kernel) -> None:
    out = run_ok(
        kernel,
        "import threading\nstop = threading.Event()\n"
        "threading.Thread(target=stop.wait, daemon=True).start()",
    )
    assert "1 thread(s) started by this cell are still running" in out
    assert "thread" not in run_ok(kernel, "stop.set()")


def test_the_kernel_does_not_outlive_its_host(tmp_path: Path) -> None:
    host = (
        "import os, sys\n"
        "from pathlib import Path\n"
        "from diligence_tui.harness.kernel import Kernel\n"
        "from diligence_tui.settings import KernelSettings\n"
        "base = Path(sys.argv[1])\n"
        "(base / 'room').mkdir()\n"
        "k = Kernel(base / 'scratch', base / 'room', object(), KernelSettings())\n"
        "k.start()\n"
        "k._proc.send({'type': 'execute', 'cell': 1, 'code': 'while True: pass'})\n"
        "print(k.sandbox['pid'], flush=True)\n"
        "os._exit(0)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", host, str(tmp_path)],
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
    )
    pid = int(done.stdout.split()[-1])
    try:
        pidfd = os.pidfd_open(pid)
    except ProcessLookupError:
        return  # already gone
    try:
        readable, _, _ = select.select([pidfd], [], [], 30)
        assert readable, "the kernel kept running after its host died"
    finally:
        os.close(pidfd)


def test_memory_bomb_is_a_memory_error_and_the_run_goes_on(kernel: Kernel) -> None:
    result = kernel.execute("hog = []\nwhile True:\n    hog.append(bytearray(10**7))")
    assert result.error.startswith(
        "MemoryError: the cell went over the kernel's memory cap (512 MB)"
    )
    assert not result.restarted
    one_shot = kernel.execute("big = bytearray(4 * 1024**3)")
    assert "MemoryError" in one_shot.error
    assert run_ok(kernel, "del hog\n'ok'") == "'ok'\n"


def test_kernel_death_is_reported_and_the_kernel_restarted(kernel: Kernel) -> None:
    result = kernel.execute("import os\nos._exit(3)")
    assert result.restarted
    assert "exited with status 3" in result.error
    assert run_ok(kernel, "1 + 1") == "2\n"


# -- the REPL API over the host services --------------------------------------------------------
def test_room_inventory_search_and_read(kernel: Kernel) -> None:
    out = run_ok(kernel, "room")
    assert "2 documents" in out
    out = run_ok(kernel, "[d.path for d in room.documents], room.folders, room.totals.documents")
    assert out == "(['contracts/msa.txt', 'finance/revenue.txt'], ['contracts', 'finance'], 2)\n"
    assert run_ok(kernel, "[d.doc_id for d in room.find('*revenue*')]") == "['d2']\n"
    assert run_ok(kernel, "sorted(room.by_folder())") == "['contracts', 'finance']\n"
    assert run_ok(kernel, "len(set(room.documents) | set(room.find('*')))") == "2\n"
    out = run_ok(
        kernel, "hits = search('change of control')\nhits[0].path, hits[0].page, hits[0]['doc_id']"
    )
    assert out == "('contracts/msa.txt', 2, 'd1')\n"
    assert run_ok(kernel, "read('d1', pages=1)") == "'Master Services Agreement.'\n"
    assert run_ok(kernel, "room.read(room.documents[0], span=(0, 6))") == "'Master'\n"
    assert run_ok(kernel, "room.get('finance/revenue.txt').read()").startswith("'Revenue 2025")
    missing = kernel.execute("read('nope.pdf')")
    assert "RuntimeError: read: no document 'nope.pdf'" in missing.error


def test_model_calls_and_per_item_errors(kernel: Kernel, services: PlainServices) -> None:
    assert run_ok(kernel, "llm_query('hello')") == "'answer to: hello'\n"
    failed = kernel.execute("llm_query('FAIL please')")
    assert "RuntimeError: llm_query: the model endpoint returned 500" in failed.error
    out = run_ok(
        kernel,
        "res = llm_batch(['a', 'FAIL b', 'c'])\n[bool(r) for r in res], res[1].error, str(res[1])",
    )
    assert out == "([True, False, True], 'rate limited', '[LLMError: rate limited]')\n"
    assert run_ok(kernel, "'\\n'.join(res).count('answer')") == "2\n"
    assert services.calls.count("llm_query") == 2


def test_review_cite_memo_findings_submit_status(kernel: Kernel, services: PlainServices) -> None:
    out = run_ok(
        kernel,
        "fs = review(room.find('contracts/*'), 'look for change of control')\n"
        "fs[0].severity, fs[0].citations[0].quote, fs[0].description",
    )
    assert out == "('high', 'Master Services Agre', 'look for change of control')\n"
    refused = run_ok(kernel, "submit()")
    assert refused == "submit() refused: the memo is empty\nFalse\n"
    out = kernel.execute(
        "link = cite('d2', 'Customer A is 41% of revenue')\n"
        "bad = cite('d2', 'not in the text')\nlink"
    )
    assert out.output.startswith("cite: quote not found in 'd2'")
    assert out.output.rstrip().endswith("'[finance/revenue.txt](cite:c28)'")
    run_ok(
        kernel,
        "memo.write('Customers', 'Concentration: ' + link)\nmemo.append('Customers', 'More.')",
    )
    assert services.memo[0]["body"] == "Concentration: [finance/revenue.txt](cite:c28)\n\nMore."
    assert run_ok(kernel, "print(memo)").startswith("# Memo\n\n## Customers\n\nConcentration:")
    assert (
        run_ok(kernel, "[s.title for s in memo.sections], memo.get('Customers')[-5:]")
        == "(['Customers'], 'More.')\n"
    )
    run_ok(
        kernel,
        "findings.add(title='Customer concentration', category='commercial', severity='high',\n"
        "    citations=[{'doc': 'd2', 'page': 1, 'quote': 'Customer A is 41% of revenue'}])\n"
        "fs[0].severity = 'medium'\nfindings.add(fs[0])",
    )
    assert (
        run_ok(kernel, "len(findings), findings[0].title, findings[1].citations[0].doc")
        == "(2, 'Customer concentration', 'd1')\n"
    )
    assert services.findings[0]["citations"][0]["doc"] == "d2"
    assert services.findings[1]["severity"] == "medium"
    assert run_ok(kernel, "status().coverage") == "0.25\n"
    assert run_ok(kernel, "submit('done')") == "submit(): accepted; the review is finished.\nTrue\n"
    assert services.submitted == "done"


def test_reserved_extra_and_service_exceptions_and_refusals(kernel: Kernel) -> None:
    assert (
        run_ok(kernel, "ask_parent('which leases?', urgent=True)")
        == "'parent says: which leases? (True)'\n"
    )
    failed = kernel.execute("ask_parent('boom')")
    assert "RuntimeError: ask_parent: the parent is unavailable" in failed.error
    unknown = kernel.execute("room._call('__init__', {})")
    assert "RuntimeError: __init__: unknown service '__init__'" in unknown.error
    bad = kernel.execute("room._call('search', {'query': 7, 'folder': None, 'limit': 5})")
    assert "query must be a string" in bad.error
    table = run_ok(kernel, "mine = [1, 2, 3]\nSHOW_VARS()")
    assert table.startswith("mine  list, len 3") and "room" not in table


def test_a_result_too_large_for_the_pipe_is_an_error_not_a_hang(
    kernel: Kernel, monkeypatch: pytest.MonkeyPatch
) -> None:
    from diligence_tui.harness import kernel_protocol

    monkeypatch.setattr(kernel_protocol, "MAX_MESSAGE", 4_000)
    run_ok(kernel, "x = 1")
    failed = kernel.execute("ask_parent('big')")
    assert "RuntimeError: ask_parent: the result is too large to send to the REPL" in failed.error
    assert run_ok(kernel, "x + 1") == "2\n"


def test_service_calls_from_threads_of_a_cell_run_together(tmp_path: Path) -> None:
    """Three threads call llm_query at once; the host answers only when all three are in
    flight together (served one at a time, the barrier would break)."""

    class Together(PlainServices):
        def __init__(self) -> None:
            super().__init__()
            self.barrier = threading.Barrier(3, timeout=60)

        def llm_query(self, prompt: str, model: str | None) -> str:
            self.barrier.wait()
            return f"answer to: {prompt}"

    kernel = make_kernel(tmp_path, Together())
    kernel.start()
    try:
        out = run_ok(
            kernel,
            "from concurrent.futures import ThreadPoolExecutor\n"
            "with ThreadPoolExecutor(3) as pool:\n"
            "    print(sorted(pool.map(llm_query, ['a', 'b', 'c'])))",
        )
    finally:
        kernel.close()
    assert out == "['answer to: a', 'answer to: b', 'answer to: c']\n"


def test_the_kernels_stderr_is_bounded_and_keeps_its_last_words(
    tmp_path: Path, services: PlainServices
) -> None:
    """A cell writing to fd 2 without end (past the capture of its prints) costs the host a
    bounded buffer, not a growing file; what it wrote last is kept, and the gap is noted."""
    from diligence_tui.harness.kernel_stderr import HEAD, TAIL

    k = make_kernel(tmp_path, services)
    k.start()
    proc = k._proc
    assert proc is not None
    written = 6 * (HEAD + TAIL)
    run_ok(
        k,
        f"import os\nfor _ in range({written // 65536}):\n    os.write(2, b'x' * 65536)\n"
        "os.write(2, b'LAST-WORDS\\n')",
    )
    k.close()  # the kernel gone, the pipe drained to its end
    stderr = proc.stderr
    assert stderr.total >= written
    assert stderr.kept <= HEAD + TAIL
    text = stderr.text()
    assert text.rstrip().endswith("LAST-WORDS")
    assert f"[... {stderr.total - stderr.kept} bytes of the kernel's stderr left out ...]" in text
