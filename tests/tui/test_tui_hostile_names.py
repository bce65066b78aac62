"""Pilot: the seller's file, folder and attachment names (and a document's own text) are
shown literally in the tree, the search results and the passage: escapes visible, never sent
raw to the terminal, and Textual markup in a name is text, not an action."""

from __future__ import annotations

import re
from pathlib import Path

from conftest import activity, fixed_review, until
from rich.segment import Segment
from rooms import build_room
from textual.geometry import Region

from diligence_tui.settings import Settings
from diligence_tui.textsafe import neutralize
from diligence_tui.tui.app import create_app
from tests.security.test_hostile_names import (
    ATTACHMENT,
    BROKEN,
    EMPLOYEE,
    FOLDER,
    LEASE,
    MAIL,
    MARKUP,
    ROOM_NAME,
    hostile_room,
)

RAW = re.compile("[\x00-\x08\x0b-\x1f\x7f\x80-\x9f]")


def shown(segments: list[Segment]) -> str:
    """The text of rendered segments, checked for what would reach the terminal: no raw
    control, and no style carrying a Textual action (markup's ``@click``)."""
    text = "".join(s.text for s in segments)
    found = RAW.search(text)
    assert found is None, f"raw {found.group()!r} in {text!r}"
    for segment in segments:
        meta = segment.style.meta if segment.style is not None else {}
        assert not any(key.startswith("@") for key in meta), (segment.text, meta)
    return text


def widget_lines(widget, count: int) -> str:
    return "\n".join(shown(list(widget.render_line(y))) for y in range(count))


def static_lines(widget) -> str:
    strips = widget.render_lines(Region(0, 0, widget.size.width, widget.size.height))
    return "\n".join(shown(list(strip)) for strip in strips)


async def test_tree_search_and_passage_show_hostile_names_literally(tmp_path: Path) -> None:
    room = hostile_room(tmp_path)
    app = create_app(room, Settings(), autostart=False, watch_room=False)
    async with app.run_test(size=(160, 44), message_hook=activity) as pilot:
        await until(pilot, lambda: app.room_ready.is_set())
        await app.workers.wait_for_complete()
        tree = app.main.query_one("#room-tree")
        await until(pilot, lambda: len(tree.root.children) > 0)
        for node in list(tree.root.children):
            if node.data.folder is not None:
                tree._fill(node)
                node.expand()
        mail = next(n for n in tree.root.children if n.data.path == MAIL)
        if mail.data.folder is not None:  # attachments are nested under their email
            tree._fill(mail)
            mail.expand()
        await pilot.pause()
        rows = widget_lines(tree, tree.last_line + 1)
        assert neutralize(ROOM_NAME) in rows  # the root row: the room's own folder name
        for name in (LEASE, FOLDER, EMPLOYEE, BROKEN, MAIL):
            assert neutralize(name) in rows, rows
        assert MARKUP in rows  # literally, brackets and all

        # the tree's own labels are text, never parsed as markup
        assert tree.process_label("[@click=app.quit]x").plain == "[@click=app.quit]x"

        # search results name documents and quote them
        await pilot.press("f8", *"change of control", "enter")
        await app.workers.wait_for_complete()
        await pilot.pause()
        search = app.main.query_one("#search")
        assert len(search.hits) >= 4
        results = search.query_one("#search-results")
        listed = widget_lines(results, results.size.height)
        assert neutralize(LEASE) in listed and MARKUP in listed, listed
        assert neutralize(ATTACHMENT) in listed or neutralize(EMPLOYEE) in listed, listed

        # the passage: its header names the document, its text is the document's own
        hit = next(i for i, h in enumerate(search.hits) if h.path == LEASE)
        results.highlighted = hit
        await pilot.press("enter")
        await app.workers.wait_for_complete()
        await pilot.pause()
        header = app.main.query_one("#passage-header")
        assert neutralize(LEASE) in static_lines(header)
        view = app.main.query_one("#passage-view")
        await until(pilot, lambda: bool(view.text))
        text = widget_lines(view, view.size.height)
        assert "␛[2J␛]0;in-text␇" in text, text

        # the markup name opens like any other: the click is not an action
        hit = next(i for i, h in enumerate(search.hits) if h.path == MARKUP)
        await pilot.press("f8")
        results.focus()
        results.highlighted = hit
        await pilot.press("enter")
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert MARKUP in static_lines(header)
        await pilot.click(header)
        await pilot.pause()
        assert app.is_running
        app.shutdown()


async def test_a_failure_naming_a_document_is_a_plain_notification(tmp_path: Path) -> None:
    from diligence_tui.tui.messages import PassageTarget

    room = hostile_room(tmp_path)
    app = create_app(room, Settings(), autostart=False, watch_room=False)
    async with app.run_test(size=(160, 44), message_hook=activity) as pilot:
        await until(pilot, lambda: app.room_ready.is_set())
        await app.workers.wait_for_complete()
        # a citation of a document the room no longer holds, by its (hostile) name
        gone = f"{MARKUP[:-4]}\x1b]0;gone\x07.txt"
        app.load_passage(PassageTarget(doc_id=gone, label=gone))

        def failed() -> list:
            return [n for n in app._notifications if n.title == "open passage failed"]

        await until(pilot, lambda: bool(failed()))
        note = failed()[-1]
        assert note.markup is False  # a "[@click=...]" in it is text, not an action
        assert RAW.search(note.message) is None, note.message
        assert "no document '[@click=app.quit]x" in note.message, note.message
        app.shutdown()


async def test_review_and_export_notices_name_the_run_folder_as_text(tmp_path: Path) -> None:
    room = build_room(tmp_path)
    run_dir = fixed_review(room, tmp_path / "runs" / f"{MARKUP[:-4]}\x1b]0;run\x07")
    app = create_app(room, Settings(), run_dir=run_dir, autostart=False, watch_room=False)
    async with app.run_test(size=(160, 44), message_hook=activity) as pilot:
        await until(pilot, lambda: app.room_ready.is_set())
        await app.workers.wait_for_complete()
        await app.run_action("export_format('md')")
        await until(pilot, lambda: any(n.title == "Exported" for n in app._notifications))
        notes = {n.message: n for n in app._notifications}
        reviewing = next(m for m in notes if m.startswith("Reviewing "))
        wrote = next(m for m in notes if m.startswith("Wrote "))
        for message in (reviewing, wrote):
            assert notes[message].markup is False, message
            assert RAW.search(message) is None, message
            assert "[@click=app.quit]x␛]0;run␇" in message, message
        app.shutdown()
