from __future__ import annotations

from diligence_tui.review.model import Citation, Finding, Memo
from diligence_tui.review.quotes import find_quote


def test_quote_found_across_whitespace_hyphenation_and_typography() -> None:
    text = "The Seller shall indem-\nnify the Buyer for all\n  “Losses” arising — without limit."
    span = find_quote(text, 'shall indemnify the Buyer for all "Losses" arising - without limit')
    assert span is not None
    assert text[span[0] : span[1]].startswith("shall indem")
    assert text[span[0] : span[1]].endswith("limit")
    assert find_quote(text, "shall not indemnify") is None
    assert find_quote(text, "THE SELLER SHALL") == (0, 16)


def test_quote_with_ellipsis_matches_parts_in_order() -> None:
    text = "Upon a Change of Control, the Lender may, by notice, declare all Loans due."
    assert find_quote(text, "Upon a Change of Control ... declare all Loans due") is not None
    assert find_quote(text, "declare all Loans due ... Upon a Change of Control") is None


def test_analyst_edits_are_never_overwritten() -> None:
    memo = Memo()
    memo.write("Key risks", "root draft")
    memo.write("Key risks", "analyst text", author="analyst")
    sec = memo.write("Key risks", "root revision")
    assert sec.body == "analyst text"
    assert sec.suggestion == "root revision"
    assert memo.accept_suggestion("Key risks")
    assert memo.section("key-risks").body == "root revision"


def test_citations_dedupe_and_round_trip() -> None:
    memo = Memo()
    cit = Citation(doc_id="d1", path="a/b.pdf", quote="change of control", page=3, verified=True)
    link = memo.cite_link(cit, "MSA p. 3")
    again = memo.cite_link(Citation(doc_id="d1", path="a/b.pdf", quote="change  of control"))
    assert link == "[MSA p. 3](cite:c1)" and again.endswith("(cite:c1)")
    memo.write("Contracts", f"Consent needed {link}.")
    finding = Finding(title="CoC", category="change_of_control", severity="RED", citations=[cit])
    assert finding.severity == "high" and finding.verified and finding.doc_ids == ["d1"]
    restored = Memo.from_dict(memo.to_dict())
    assert restored.resolved_citations()[0].quote == "change of control"
    assert Finding.from_dict(finding.to_dict()) == finding


def test_an_ellipsis_cannot_stitch_stray_words_into_a_quote() -> None:
    text = (
        "The Seller shall indemnify the Buyer for breaches of warranty. The Buyer is not "
        "required to give notice. Each party shall be liable for its own costs."
    )
    # every word is in the text, in order, close together: a sentence it never says
    assert find_quote(text, "Seller shall ... not ... liable") is None
    assert find_quote(text, "The Seller shall … not required … be liable") is None
    # phrases of their own, with an ellipsis between them: found
    assert find_quote(text, "The Seller shall indemnify ... shall be liable for its own costs")
