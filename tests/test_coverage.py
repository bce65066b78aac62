"""Coverage measured on what really reached a model (the scripted server's request log)."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass
from pathlib import Path

import pytest

from diligence_tui.harness import coverage as coverage_module
from diligence_tui.harness import coverage_words
from diligence_tui.harness.coverage import CoverageMeter, merge_span
from diligence_tui.harness.coverage_words import K
from diligence_tui.harness.events import CoverageChanged, EventBus
from diligence_tui.harness.gateway import Gateway
from diligence_tui.room.types import PAGE_SEPARATOR
from diligence_tui.settings import Settings
from tests.openai_server import ScriptedServer

_RANDOM = random.Random(11)
_VOCAB = [
    "seller",
    "buyer",
    "shall",
    "indemnify",
    "losses",
    "consent",
    "lender",
    "assignment",
    "warranty",
    "closing",
    "escrow",
    "termination",
    "notice",
    "days",
    "agreement",
    "party",
    "liability",
    "cap",
    "excluded",
    "material",
    "adverse",
    "change",
    "control",
    "lease",
]


def prose(words: int) -> str:
    sentences, left = [], words
    while left > 0:
        n = min(left, _RANDOM.randint(6, 14))
        sentence = " ".join(_RANDOM.choice(_VOCAB) + str(_RANDOM.randint(0, 99)) for _ in range(n))
        sentences.append(sentence.capitalize() + ".")
        left -= n
    return " ".join(sentences)


@dataclass(frozen=True)
class Doc:
    doc_id: str
    folder: str
    chars: int
    status: str = "ok"


class DictRoom:
    """Duck-typed room: documents() and text()."""

    def __init__(self, texts: dict[str, str], skipped: tuple[str, ...] = ()) -> None:
        self.texts = texts
        self.skipped = skipped

    def documents(self) -> list[Doc]:
        docs = [Doc(p, p.rpartition("/")[0], len(t)) for p, t in self.texts.items()]
        return docs + [Doc(p, p.rpartition("/")[0], 0, "skipped") for p in self.skipped]

    def text(self, doc_id: str) -> str:
        return self.texts.get(doc_id, "")


def words(text: str) -> list[str]:
    return re.findall(r"\w+", text.lower())


def contained(piece: str, sent: list[str]) -> bool:
    needle = " " + " ".join(words(piece)) + " "
    return any(needle in " " + " ".join(words(s)) + " " for s in sent)


TEXTS = {
    "Legal/Contracts/spa.txt": prose(400),
    "Legal/Contracts/nda.txt": prose(300),
    "Legal/lease.txt": prose(250),
    "Finance/revenue.txt": prose(200),
    "Finance/Tax/returns.txt": prose(150),
    "readme.txt": "Index of the room.",  # shorter than K words
}


def settings_for(server: ScriptedServer) -> Settings:
    settings = Settings()
    settings.models.root_model = "openai/scripted"
    settings.models.api_base = server.api_base
    return settings


async def test_coverage_matches_exactly_what_was_sent(tmp_path: Path) -> None:
    room = DictRoom(dict(TEXTS), skipped=("Finance/broken.pdf",))
    meter = CoverageMeter(room)
    spa, nda, lease = (
        TEXTS["Legal/Contracts/spa.txt"],
        TEXTS["Legal/Contracts/nda.txt"],
        TEXTS["Legal/lease.txt"],
    )
    half = len(nda) // 2
    with ScriptedServer(["noted"]) as server:
        bus = EventBus()
        events: list = []
        bus.subscribe(events.append)
        gateway = Gateway(settings_for(server), bus, run_dir=tmp_path, coverage=meter)
        # the whole SPA pasted inside other text, as a sub-agent slice
        await gateway.complete(
            [{"role": "user", "content": f"Review this.\n<<<\n{spa}\n>>>\nList issues."}]
        )
        # the first half of the NDA, reflowed: other whitespace, upper case
        reflowed = "\n\n   ".join(" ".join(line.split()) for line in nda[:half].upper().split(". "))
        await gateway.complete([{"role": "user", "content": reflowed}])
        # a 30-word piece of the lease in the root's context (system prompt), and the short readme
        lease_words = lease.split()
        piece = " ".join(lease_words[100:130])
        await gateway.complete(
            [
                {"role": "system", "content": f"Known so far: {piece} (end)"},
                {"role": "user", "content": "Index of the room."},
            ],
            role="root",
        )
        await gateway.aclose()
    sent = [r.text for r in server.requests]
    assert len(sent) == 3
    snap = meter.snapshot()
    docs = snap["documents"]
    assert docs["Legal/Contracts/spa.txt"] == 1.0
    assert docs["readme.txt"] == 1.0
    assert docs["Finance/revenue.txt"] == 0.0 and docs["Finance/Tax/returns.txt"] == 0.0
    assert "Finance/broken.pdf" not in docs  # skipped documents have no text to cover
    # every covered span is text that reached the server...
    for doc_id in TEXTS:
        for start, end in meter.covered_spans(doc_id):
            assert contained(TEXTS[doc_id][start:end], sent), (doc_id, start, end)
    # ...and what was sent is covered: the NDA's first half (up to the cut word), the lease piece
    (nda_span,) = meter.covered_spans("Legal/Contracts/nda.txt")
    assert nda_span[0] == 0 and abs(nda_span[1] - half) < 30
    (lease_span,) = meter.covered_spans("Legal/lease.txt")
    assert words(lease[lease_span[0] : lease_span[1]]) == words(piece)
    # rollups: characters covered over characters, per folder and its ancestors
    covered = {d: sum(e - s for s, e in meter.covered_spans(d)) for d in TEXTS}
    legal = sum(covered[d] for d in TEXTS if d.startswith("Legal/"))
    assert snap["folders"]["Legal"] == pytest.approx(
        legal / sum(len(TEXTS[d]) for d in TEXTS if d.startswith("Legal/"))
    )
    contracts = covered["Legal/Contracts/spa.txt"] + covered["Legal/Contracts/nda.txt"]
    assert snap["folders"]["Legal/Contracts"] == pytest.approx(contracts / (len(spa) + len(nda)))
    assert snap["folders"]["Finance"] == 0.0 and snap["folders"]["Finance/Tax"] == 0.0
    assert snap["room"] == pytest.approx(sum(covered.values()) / sum(map(len, TEXTS.values())))
    # events went out through the gateway, the last one with the final room share
    changes = [e for e in events if isinstance(e, CoverageChanged)]
    assert changes and changes[-1].room == pytest.approx(snap["room"])
    # and the spans were saved with the run: a resumed meter starts from them
    resumed = CoverageMeter(room, path=tmp_path / "coverage.json")
    assert resumed.snapshot() == snap


def test_observe_reports_changed_documents_once() -> None:
    meter = CoverageMeter(DictRoom(dict(TEXTS)))
    text = TEXTS["Finance/revenue.txt"]
    first = meter.observe("prefix " + text)
    assert first == {"Finance/revenue.txt": 1.0}
    assert meter.observe("prefix " + text) == {}  # nothing new
    assert meter.observe(text.upper()) == {}  # same spans, already covered


def test_text_outside_the_room_covers_nothing() -> None:
    meter = CoverageMeter(DictRoom(dict(TEXTS)))
    assert meter.observe(prose(500)) == {}
    # fewer than K words of a document are not evidence that it was read
    assert meter.observe(" ".join(TEXTS["Legal/lease.txt"].split()[: K - 1])) == {}
    assert meter.snapshot()["room"] == 0.0


def test_background_index_and_winnowed_fingerprints() -> None:
    # the big-room paths: built on a thread while prompts queue, fingerprints winnowed
    room = DictRoom(dict(TEXTS))
    big = CoverageMeter(room)
    big.sync_build_chars = big.full_index_grams = 0
    small = CoverageMeter(room)
    spa_words = TEXTS["Legal/Contracts/spa.txt"].split()
    prompts = [
        " ".join(spa_words[40:200]),
        TEXTS["Finance/Tax/returns.txt"],
        " ".join(spa_words[300:340]),
    ]
    for prompt in prompts:
        big.observe(prompt)
        small.observe(prompt)
    assert big.wait_ready(30)  # snapshot() then matches what queued meanwhile
    assert big.window == coverage_module.WINNOW and small.window == 1
    assert big.snapshot() == small.snapshot()
    assert big.snapshot()["documents"]["Finance/Tax/returns.txt"] == 1.0


def test_merge_span_keeps_a_disjoint_union() -> None:
    spans: list[tuple[int, int]] = []
    assert merge_span(spans, 10, 20) == 10
    assert merge_span(spans, 30, 40) == 10
    assert merge_span(spans, 15, 35) == 10
    assert spans == [(10, 40)]
    assert merge_span(spans, 12, 18) == 0
    assert merge_span(spans, 0, 5) == 5 and spans == [(0, 5), (10, 40)]
    assert merge_span(spans, 5, 10) == 5 and spans == [(0, 40)]


def test_real_room_pages_sent_in_pieces(tmp_path: Path) -> None:
    from diligence_tui import docwriters
    from diligence_tui.room.room import Room

    root = tmp_path / "room"
    pages = [prose(120), prose(120), prose(120)]
    docwriters.write_pdf(
        root / "Legal" / "Contracts" / "msa.pdf", pages, title="Master Services Agreement"
    )
    docwriters.write_text(root / "Legal" / "notes.txt", prose(80))
    docwriters.write_text(root / "Finance" / "plan.txt", prose(90))
    room = Room.open(root)
    room.index()
    try:
        msa = room.get("Legal/Contracts/msa.pdf")
        meter = CoverageMeter(room)
        # the root's code reads page 2 and pastes it, re-wrapped, into a prompt
        page_two = room.read(msa.doc_id, pages=[2])
        meter.observe("Summarise:\n" + "\n".join(page_two.split(". ")))
        (span,) = meter.covered_spans(msa.doc_id)
        page = room.pages(msa.doc_id)[1]
        assert words(room.text(msa.doc_id)[span[0] : span[1]]) == words(page_two)
        assert abs(span[0] - page.start) <= 1 and abs(span[1] - page.end) <= len(PAGE_SEPARATOR) + 1
        snap = meter.snapshot()
        share = (span[1] - span[0]) / msa.chars
        assert snap["documents"][msa.doc_id] == pytest.approx(share)
        assert snap["folders"]["Legal/Contracts"] == pytest.approx(share)
        notes = room.get("Legal/notes.txt")
        assert snap["folders"]["Legal"] == pytest.approx(
            (span[1] - span[0]) / (msa.chars + notes.chars)
        )
        assert snap["folders"]["Finance"] == 0.0
    finally:
        room.close()


def test_tokens_match_the_regex_words_and_ignore_case_and_layout(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    text = "Le Vendeur garantit l'Acheteur: 1 000 € — naïve Ünïcode_ok. Strasse 42; end"
    starts, hashes = coverage_words.tokens(text)
    assert starts.tolist() == [m.start() for m in re.finditer(r"\w+", text)]
    _, again = coverage_words.tokens("\n".join(text.upper().split()))
    assert hashes.tolist() == again.tolist()
    # long texts are cut into pieces between words: same result
    long = " ".join([text] * 50)
    whole = coverage_words.tokens(long)
    monkeypatch.setattr(coverage_words, "_CHUNK_CHARS", 100)
    pieces = coverage_words.tokens(long)
    assert whole[0].tolist() == pieces[0].tolist() and whole[1].tolist() == pieces[1].tolist()


def test_refresh_follows_a_changed_room() -> None:
    texts = dict(TEXTS)
    room = DictRoom(texts)
    meter = CoverageMeter(room)
    meter.observe(texts["Legal/lease.txt"] + "\n" + texts["Finance/revenue.txt"])
    texts["Finance/revenue.txt"] = prose(120)  # edited: other text, other length
    texts["Finance/new.txt"] = prose(60)  # added
    del texts["Legal/Contracts/nda.txt"]  # removed
    assert meter.refresh() == ["Finance/revenue.txt"]
    snap = meter.snapshot()
    assert snap["documents"]["Legal/lease.txt"] == 1.0
    assert snap["documents"]["Finance/revenue.txt"] == 0.0
    assert "Legal/Contracts/nda.txt" not in snap["documents"]
    assert meter.observe(texts["Finance/new.txt"]) == {"Finance/new.txt": 1.0}
