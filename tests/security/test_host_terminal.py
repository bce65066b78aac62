"""Terminal injection: escape sequences a cell prints (or a model writes) are shown, never sent
raw to the analyst's terminal, in `diligence run --step`, the TUI or an export."""

from __future__ import annotations

import html
import io
import json
import zipfile
from pathlib import Path

import pytest

from diligence_tui.textsafe import neutralize
from tests.openai_server import ScriptedServer
from tests.test_kernel import make_kernel
from tests.test_run_support import make_room, open_room, scripted

# OSC 0 (window title), CSI 2J (clear screen), OSC 52 (write the clipboard), OSC 8 (a link),
# a one-byte C1 CSI, backspaces over text, a bare ESC and a bell.
PAYLOAD = (
    "\x1b]0;pwned\x07\x1b[2J\x1b]52;c;ZWNobyBoaQ==\x07"
    "\x1b]8;;http://evil.example\x07click\x1b]8;;\x07\x9b31mred paid\x08\x08\x08\x08X\x1b"
)
RAW = ("\x1b", "\x07", "\x9b", "\x08")
HOSTILE_CELL = f"""# the model's own text may hold escapes too: \x1b]0;code-title\x07
payload = {PAYLOAD!r}
print('cell says ' + payload)
memo.write('Evil ' + payload, 'text ' + payload + ' ' + cite(room.documents[0], 'MASTER SERVICES AGREEMENT'))
findings.add(title='Finding ' + payload, category='other', description=payload,
             citations=[{{'doc': room.documents[0].path, 'quote': 'MASTER SERVICES AGREEMENT'}}])
"""


def assert_shown_not_obeyed(text: str) -> None:
    for raw in RAW:
        assert raw not in text, f"raw {raw!r} in {text!r}"


def test_neutralize_shows_every_control_and_keeps_newlines_and_tabs() -> None:
    shown = neutralize("a\tb\r\nc" + PAYLOAD + "\u202eevil\x7f\x00")
    assert shown.startswith("a\tb\nc␛]0;pwned␇␛[2J")
    assert "\\x9b31m" in shown and "␈␈␈␈X␛" in shown
    assert "\\u202e" in shown and "␡␀" in shown
    assert neutralize("plain text\n") == "plain text\n"


def test_step_mode_shows_escapes_instead_of_sending_them(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from diligence_tui.cli import main

    room = make_room(tmp_path)
    monkeypatch.setenv("OPENAI_API_KEY", "k")
    monkeypatch.setattr("sys.stdin", io.StringIO("y\n" * 10))
    with ScriptedServer(scripted([HOSTILE_CELL, "print('done')"])) as server:
        code = main(
            [
                "run",
                str(room),
                "--model",
                "openai/root",
                "--sub-model",
                "openai/sub",
                "--api-base",
                server.api_base,
                "--max-turns",
                "2",
                "--step",
                "--out",
                str(tmp_path / "run"),
            ]
        )
    captured = capsys.readouterr()
    assert code == 0, captured.err
    assert "cell says ␛]0;pwned␇␛[2J" in captured.err  # what the cell printed, visibly
    assert "␛]0;code-title␇" in captured.err  # the cell's code as the analyst approves it
    assert_shown_not_obeyed(captured.out)
    assert_shown_not_obeyed(captured.err)
    export_all(tmp_path / "run")


def strings(data: object) -> list[str]:
    if isinstance(data, str):
        return [data]
    if isinstance(data, dict):
        return [s for v in data.values() for s in strings(v)]
    if isinstance(data, list):
        return [s for v in data for s in strings(v)]
    return []


def export_all(run_dir: Path) -> None:
    """Every export of a run whose memo and findings hold the payload."""
    from diligence_tui.review.export import export_run

    md = export_run(run_dir, "md").read_text(encoding="utf-8")
    assert "Evil ␛]0;pwned␇" in md
    assert_shown_not_obeyed(md)
    assert_shown_not_obeyed((run_dir / "memo.md").read_text(encoding="utf-8"))
    text = export_run(run_dir, "json").read_text(encoding="utf-8")
    assert_shown_not_obeyed(text)
    assert "\\u001b]0;pwned\\u0007" in text and "\\u009b31m" in text  # JSON escapes
    assert any("\x1b]0;pwned" in value for value in strings(json.loads(text)))  # data intact
    with zipfile.ZipFile(export_run(run_dir, "docx")) as docx:
        body = html.unescape(docx.read("word/document.xml").decode("utf-8"))
    assert_shown_not_obeyed(body)
    assert "␛]0;pwned␇" in body  # shown, not silently dropped
    with zipfile.ZipFile(export_run(run_dir, "xlsx")) as xlsx:
        cells = html.unescape(
            "".join(xlsx.read(n).decode("utf-8") for n in xlsx.namelist() if n.endswith(".xml"))
        )
    assert_shown_not_obeyed(cells)
    assert "␛]0;pwned␇" in cells


async def test_the_tui_shows_escapes_from_a_real_cell_instead_of_rendering_them(
    tmp_path: Path,
) -> None:
    from diligence_tui.harness.events import (
        CellOutput,
        EventBus,
        FindingAdded,
        Notice,
        RootDelta,
        SubCallDelta,
        SubCallStarted,
    )
    from diligence_tui.review.model import Finding
    from diligence_tui.settings import Settings
    from diligence_tui.tui.app import create_app
    from tests.tui.conftest import activity, until

    with make_kernel(tmp_path) as kernel:  # what a real cell prints
        result = kernel.execute(f"print('cell says ' + {PAYLOAD!r})\n1 / 0  # {PAYLOAD}")
    assert "\x1b]0;pwned" in result.output  # the kernel passes it on; the screen must not
    # indexed before the app opens it (as the TUI tests' shared room is): reading a fresh
    # room spawns extraction processes, which on a loaded machine took longer than the wait
    # for the room below; what this test checks is the screen, not the indexer
    path = make_room(tmp_path)
    open_room(path, Settings()).close()
    app = create_app(path, Settings(), autostart=False, watch_room=False)
    async with app.run_test(size=(140, 44), message_hook=activity) as pilot:
        await until(pilot, lambda: app.room_ready.is_set())
        bus = EventBus()
        app.bridge.attach(bus)
        bus.emit(
            CellOutput(
                turn=1,
                cell_id="t1",
                code=f"print(payload)  # {PAYLOAD}",
                output=result.output,
                total_chars=result.total_chars,
                error=result.error,
            )
        )
        bus.emit(RootDelta(turn=2, text="thinking " + PAYLOAD))
        # a warning quoting a model: Textual markup (a clickable action) must stay text too
        bus.emit(Notice(level="warning", message="[@click=app.quit]retry[/] " + PAYLOAD))
        title = "[@click=app.quit]Finding[/] " + PAYLOAD
        finding = Finding(title=title, category="other " + PAYLOAD, exposure=PAYLOAD)
        bus.emit(FindingAdded(finding=finding.to_dict()))
        bus.emit(SubCallStarted(call_id="k1", role="sub", model="openai/sub", label=PAYLOAD))
        bus.emit(SubCallDelta(call_id="k1", text="answer " + PAYLOAD))
        app.bridge.flush()
        await pilot.pause()
        transcript = app.main.query_one("#transcript")
        await until(pilot, lambda: transcript.cells >= 1)
        shown = "".join(strip.text for strip in transcript.log_view.lines)  # wrapped lines
        assert "cell says ␛]0;pwned␇␛[2J" in shown, shown
        assert_shown_not_obeyed(shown)
        assert_shown_not_obeyed(transcript.streaming[2])
        # a file the seller adds to the room, named to be a clickable action and a title
        from diligence_tui.tui.messages import RoomLoaded

        room = app.session.room
        app.post_message(
            RoomLoaded(room.tree(), room.totals(), ["[@click=app.quit]x[/]\x1b]0;t\x07.pdf"])
        )
        await until(pilot, lambda: any("Room changed" in n.message for n in app._notifications))
        changed = next(n for n in app._notifications if "Room changed" in n.message)
        assert not changed.markup and "[@click=app.quit]x[/]␛]0;t␇.pdf" in changed.message
        toast = next(n for n in app._notifications if "retry" in n.message)
        assert not toast.markup and toast.message.startswith("[@click=app.quit]retry[/] ␛]0;")
        from diligence_tui.tui.widgets.findings import FindingsTable

        pane = app.main.query_one("#findings")
        await until(pilot, lambda: finding.id in pane.visible_ids)
        row = pane.query_one(FindingsTable).get_row(finding.id)
        cells = " | ".join(cell.plain if hasattr(cell, "plain") else str(cell) for cell in row)
        assert "[@click=app.quit]Finding[/] ␛]0;" in cells, cells  # plain text, not markup
        assert_shown_not_obeyed(cells)
        calls = app.main.query_one("#calls")
        calls.selected = "k1"
        calls.show_detail()
        await pilot.pause()
        detail = "\n".join(calls.query_one("#call-detail").lines)
        assert "answer ␛]0;pwned␇" in detail, detail
        assert_shown_not_obeyed(detail)
        app.bridge.close()
