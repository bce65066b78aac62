"""An email edited after a review (its body, its headers) with attachments whose bytes did
not change: the attachments are not "changed". They carried their email's hash, so a resume
named every one of them changed, dropped their coverage and reviewed them again ("13
documents changed" for an email and its twelve attachments). Each attachment now has the
hash of its own bytes; one whose bytes did change is still changed."""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest

from diligence_tui.docwriters import write_eml
from diligence_tui.room.extract import Extracted, ExtractedAttachment
from diligence_tui.room.room import Room
from tests.cli_support import diligence, one_worker_settings

MAIL = "07 Correspondence/Re lender consents.eml"
SCHEDULE = (
    b"Schedule of required consents. The facility agent's written consent is required before "
    b"any change of control of the Borrower; the Harbour lease also needs the landlord's consent."
)
WAIVER = b"The agent waived the cross-default for the March covenant test only."
WAIVER_NEW = b"The agent waived the cross-default for the March and June covenant tests."
MINUTES = b"Minutes of the steering call: the consent requests are to go out on Monday."


def write_mail(root: Path, body: str, waiver: bytes = WAIVER) -> None:
    write_eml(
        root / MAIL,
        "Priya Lund <plund@seller.example>",
        "Deal team <deal@buyer.example>",
        "Re: lender consents",
        "Tue, 03 Mar 2026 09:15:00 +0000",
        body,
        attachments=[
            ("consent schedule.txt", SCHEDULE),
            ("waiver letter.txt", waiver),
            ("call minutes.txt", MINUTES),
        ],
    )


def test_an_edited_email_does_not_change_its_unchanged_attachments(tmp_path: Path) -> None:
    root = tmp_path / "room"
    write_mail(root, "Please find the consent papers attached.")
    with Room.open(root, one_worker_settings()) as room:
        room.index()
        ids = {d.path: d.doc_id for d in room.documents()}
        before = room.store.history(list(ids.values()))
        write_mail(root, "Please find the consent papers attached. Corrected recipients.")
        room.index()
        after = room.store.history(list(ids.values()))
    changed = sorted(p for p, i in ids.items() if after[i].changed_at != before[i].changed_at)
    # old code: the email and all three attachments
    assert changed == [MAIL], changed
    assert len({h.sha1 for h in after.values()}) == 4  # each its own hash


def test_each_attachment_is_stored_with_the_hash_of_its_own_bytes(tmp_path: Path) -> None:
    root = tmp_path / "room"
    write_mail(root, "Consent papers attached.")
    with Room.open(root, one_worker_settings()) as room:
        room.index()
        ids = {d.path: d.doc_id for d in room.documents()}
        stored = {h.path: h.sha1 for h in room.store.history(list(ids.values())).values()}
    email = hashlib.sha1((root / MAIL).read_bytes()).hexdigest()
    assert stored[MAIL] == email
    for name, payload in (("consent schedule.txt", SCHEDULE), ("call minutes.txt", MINUTES)):
        assert stored[f"{MAIL}/{name}"] == hashlib.sha1(payload).hexdigest()
    # no attachment without a hash of its own (the indexer's fallback to the email's is gone):
    # old code built one with "" and the index gave it the email's hash
    with pytest.raises(TypeError):
        ExtractedAttachment("note.txt", 4, Extracted(pages=[("Body", "note")]))  # type: ignore[call-arg]
    made = ExtractedAttachment.of("note.txt", b"note", Extracted(pages=[("Body", "note")]))
    assert (made.size, made.sha1) == (4, hashlib.sha1(b"note").hexdigest())


def test_a_resume_names_only_what_changed(tmp_path: Path) -> None:
    root = tmp_path / "room"
    run_dir = tmp_path / "run"
    write_mail(root, "Please find the consent papers attached.")
    done = diligence("run", str(root), "--out", str(run_dir))
    assert done.returncode == 0, done.stderr
    # the email sent again: a corrected body, one attachment replaced, two the same bytes
    write_mail(root, "Please find the consent papers attached (v2).", waiver=WAIVER_NEW)
    again = diligence("run", "--resume", str(run_dir), "--continue")
    assert again.returncode == 0, again.stderr
    # old code: "4 document(s) changed since this run read them (... call minutes.txt,
    # ... consent schedule.txt, ...)"
    assert "2 document(s) changed since this run read them" in again.stderr, again.stderr
    assert f"{MAIL}/waiver letter.txt" in again.stderr
    assert "consent schedule.txt" not in again.stderr and "call minutes.txt" not in again.stderr
