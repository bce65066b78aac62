"""Memo and review-state helpers the later playbook cells use (sent with the first cell
that needs them, and again whenever a cell left no marker). What is reviewed comes from the
harness's status(), never from REPL variables.

A cell of the offline playbook (diligence_tui/offline/playbook.py): what follows the
``# -- cell --`` line is sent into the kernel as it is, where the REPL defines the names
imported here for readers and linters only."""

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from diligence_tui.offline.cells._repl import cite, findings, memo, pb, room, status

# -- cell --
import re

from diligence_tui.offline.sampling import Sampler

# a request seed makes the playbook a sampled policy (offline/sampling.py); else greedy
SAMPLE = Sampler(globals().get("PLAYBOOK_SEED") or 0, globals().get("PLAYBOOK_TEMPERATURE") or 1.0)

# -- memo helpers (the later playbook cells use them; re-run this block to restore them) --
SEV = ["critical", "high", "medium", "low", "info"]
AREAS = {
    "change_of_control": "Change of control and assignment",
    "anti_assignment": "Change of control and assignment",
    "termination_for_convenience": "Material contracts",
    "exclusivity": "Material contracts",
    "non_compete": "Material contracts",
    "non_solicit": "Material contracts",
    "most_favoured_nation": "Material contracts",
    "uncapped_liability": "Material contracts",
    "liability_carve_outs": "Material contracts",
    "indemnity": "Material contracts",
    "liability_cap": "Material contracts",
    "liquidated_damages": "Material contracts",
    "minimum_purchase": "Material contracts",
    "auto_renewal": "Material contracts",
    "ip_ownership": "Intellectual property",
    "licence_restrictions": "Intellectual property",
    "open_source_copyleft": "Intellectual property",
    "source_code_escrow": "Intellectual property",
    "key_employee_severance": "Employment and benefits",
    "equity_acceleration": "Employment and benefits",
    "litigation": "Litigation and disputes",
    "regulatory_investigation": "Regulatory and compliance",
    "data_breach_privacy": "Regulatory and compliance",
    "environmental": "Regulatory and compliance",
    "debt_default": "Debt and security",
    "debt_change_of_control": "Debt and security",
    "debt_covenants": "Debt and security",
    "liens": "Debt and security",
    "guarantee": "Debt and security",
    "related_party": "Corporate and related parties",
    "tax_dispute": "Tax",
    "insurance_gap": "Insurance",
    "missing_document": "Documents referred to but not in the room",
}
ENGINE_NOTE = (
    "This memo was produced by the offline engine of diligence-tui: a pattern-based "
    "clause and risk reviewer driven by a scripted review policy. No language model "
    "read the documents or wrote this text. Treat each finding as a lead for counsel "
    "to confirm against the cited passage."
)


def reading_model():
    """The language model reading as sub-agent ("" when the offline reviewer reads)."""
    try:
        reader = str((status().get("models") or {}).get("sub") or "")
    except Exception:  # no run status (a cell run alone): the offline reviewer
        return ""
    return "" if not reader or reader.startswith("offline/") else reader


def reader_never_answered():
    """Whether the sub-agent model was called and answered none of its calls: then no
    language model read the documents, and the memo must say so."""
    try:
        usage = status().get("usage") or {}
    except Exception:  # no run status (a cell run alone)
        return False
    answered = (usage.get("answered") or {}).get("sub") or 0
    return bool(reading_model()) and bool(usage.get("subcalls")) and not answered


def engine_note():
    """Who did what, for Scope and method: with a language model reading (guided mode, or
    the offline root with a model sub-agent) the note must not say no model read; with one
    that never answered, it must not say one did."""
    reader = reading_model()
    if not reader:
        return ENGINE_NOTE
    if reader_never_answered():
        return (
            "This memo was written by the offline engine of diligence-tui: its scripted review "
            f"policy orchestrated the review, and the language model {reader} set to read the "
            "documents as sub-agent answered none of its calls, so no language model read the "
            "documents or wrote this text. Treat each finding as a lead for counsel to confirm "
            "against the cited passage."
        )
    return (
        "This memo was written by the offline engine of diligence-tui: its scripted review "
        f"policy orchestrated the review and the language model {reader} read the documents "
        "as sub-agent; no language model wrote this text. Treat each finding as a lead for "
        "counsel to confirm against the cited passage."
    )


def day_count_line(told):
    """Scope and method's line on the date day counts run to (status()["review_as_of"])."""
    from diligence_tui.offline.as_of import AsOf

    day = AsOf.from_dict(told)
    if day is None:
        return (
            "Day counts: no date was set for this review ([review] as_of, --as-of) and no "
            "document of the room is dated at its head, so no term was taken to have ended."
        )
    where = list((told or {}).get("later_in") or [])
    named = (
        "; the later date(s) are in "
        + ", ".join(where[:5])
        + (" and more" if len(where) > 5 else "")
        if where
        else ""
    )
    return (
        f"Day counts (whether a term has ended, sums backdated to a date) run to {day.words()}"
        f"{named}."
    )


def sev_rank(f):
    s = f.get("severity") or "medium"
    return SEV.index(s) if s in SEV else 2


OTHER = "Other matters"  # the area of a kind AREAS does not name


def area_of(f):
    cat = (f.get("category") or "").lower()
    return AREAS.get(cat, OTHER)


def short(text, n=180):
    text = " ".join(str(text or "").split())
    return text if len(text) <= n else text[: n - 3].rsplit(" ", 1)[0] + "..."


def kind_title(f):
    title = f.get("title") or ""
    if ": " in title:
        return title.split(": ")[0]
    return (f.get("category") or "other").replace("_", " ").capitalize()


LINKS = globals().get("LINKS") or {}  # (doc, quote) -> memo link: each passage is cited once


def link_for(c):
    key = (c.get("doc_id") or c.get("path"), c.get("quote", ""))
    if key not in LINKS:
        try:
            LINKS[key] = cite(key[0], key[1], c.get("page"))
        except RuntimeError as exc:
            print(f"cite failed for {key[0]}: {exc}")
            return ""
    return LINKS[key]


def live_findings():
    return [f for f in findings if f.get("status") != "rejected" and f.get("severity") != "info"]


def is_clause(f):
    """A reviewer finding is titled "<kind>: <document name>"; findings from reading documents
    together and missing documents have titles of their own."""
    title = f.get("title") or ""
    names = {str(c.get("path") or "").rsplit("/", 1)[-1] for c in f.get("citations") or []}
    return ": " in title and title.split(": ", 1)[1] in names


def group_key(f):
    return (f.get("category") or "other").lower() if is_clause(f) else f.get("title") or ""


def headline(f):
    title = f.get("title") or ""
    if is_clause(f):
        return kind_title(f)
    if (f.get("category") or "") == "missing_document" and ": " in title:
        return "Not in the room: " + title.split(": ", 1)[1]
    return title


def first_sentence(text, n=320):
    """The first sentence (not cut at "No. 2" or "Inc."), shortened to n characters."""
    text = " ".join(str(text or "").split())
    sentence = text
    for m in re.finditer(r"[.!?][\"')]?\s+(?=[A-Z\"0-9])", text):
        word = text[: m.start()].rsplit(" ", 1)[-1]
        if word in ("No", "Inc", "Corp", "Ltd", "Co", "St", "Mr", "Ms", "Dr") or len(word) <= 1:
            continue
        sentence = text[: m.end()].strip()
        break
    if len(sentence) > n:
        return sentence[: n - 3].rsplit(" ", 1)[0].rstrip(",;:") + "..."
    return sentence if sentence[-1:] in ".!?\"')" else sentence + "."


def write_area(area, items):
    """One memo section per area. Reviewer findings are merged by kind across documents;
    findings from reading documents together and each missing document stand on their own.
    Each block says what it is, why it matters and what to do, then one line per distinct
    passage with its cite() link."""
    groups: dict = {}
    for f in items:
        groups.setdefault(group_key(f), []).append(f)
    blocks = []
    for group in sorted(groups.values(), key=lambda g: min(sev_rank(f) for f in g)):
        group.sort(key=sev_rank)
        seen, rows, docs = set(), [], set()
        for f in group:
            for c in [c for c in f.get("citations") or [] if c.get("verified")][:2]:
                key = (c.get("doc_id"), " ".join(str(c.get("quote") or "").split()))
                if key in seen:
                    continue
                seen.add(key)
                docs.add(c.get("path"))
                row = f'- **{f.get("severity")}**, {c.get("path")}: "{short(c.get("quote"))}" {link_for(c)}'
                if f.get("exposure"):
                    row += f" Exposure: {f.get('exposure')}."
                rows.append(row)
        if not rows:
            continue
        lead = group[0]
        why = first_sentence(lead.get("description"))
        blocks.append(
            f"**{headline(lead)}** ({lead.get('severity')}; {len(docs)} document(s)). {why} "
            f"Next step: {lead.get('next_step') or 'Review with counsel.'}\n" + "\n".join(rows)
        )
    if blocks:
        memo.write(area, "\n\n".join(blocks))
    return len(blocks)


def top_issues(items, limit=12):
    """critical and high findings, one line per issue: a kind merged across documents, a
    finding from reading documents together on its own (it says more than its parts)."""
    groups: dict = {}
    for f in sorted(items, key=sev_rank):
        if f.get("severity") in ("critical", "high"):
            groups.setdefault(group_key(f), []).append(f)
    # a finding from reading documents together says more than the bare clause it builds on
    # ("Revenue at risk: Verity ..." over "Change of control clause: MSA - Verity"): the clause
    # is left out of the summary when a combined finding of its kind cites the same document
    told = {
        (f.get("category"), c.get("path"))
        for g in groups.values()
        for f in g
        if not is_clause(f)
        for c in f.get("citations") or []
    }
    lines = []
    for _key, group in sorted(groups.items(), key=lambda kv: min(sev_rank(f) for f in kv[1])):
        if is_clause(group[0]):
            group = [
                f
                for f in group
                if f.get("severity") == "critical"
                or not all(
                    (f.get("category"), c.get("path")) in told for c in f.get("citations") or []
                )
            ]
            if not group:
                continue
        lead = group[0]
        names = list(
            dict.fromkeys(
                str(c.get("path") or "").rsplit("/", 1)[-1]
                for f in group
                for c in f.get("citations") or []
            )
        )
        where = (
            f" ({'; '.join(names[:3])}{' and others' if len(names) > 3 else ''})"
            if is_clause(lead)
            else ""
        )
        expo = next((f.get("exposure") for f in group if f.get("exposure")), "")
        cits = [c for f in group for c in f.get("citations") or [] if c.get("verified")]
        link = link_for(cits[0]) if cits else ""
        line = f"- **{lead.get('severity')}**: {headline(lead)}{where}"
        line += (f". Exposure: {expo}" if expo else "") + f". {link}"
        lines.append(line.rstrip())
    return lines[:limit]


OBSERVATIONS = "Observations for the record"
APPENDIX = "Appendix: observations by document"
APPENDIX_PATHS = 400  # documents named per kind in the appendix (the rest are counted)


def observations():
    """info-level findings grouped by kind, most documents first: [(kind, findings, paths)].
    They are context (a renewal term, a settled claim, a list of events of default), not
    risks: the memo counts them instead of listing each as a finding."""
    groups: dict = {}
    for f in findings:
        if f.get("status") != "rejected" and f.get("severity") == "info":
            groups.setdefault(kind_title(f), []).append(f)
    out = []
    for kind, group in groups.items():
        paths = list(
            dict.fromkeys(str(c.get("path") or "") for f in group for c in f.get("citations") or [])
        )
        out.append((kind, group, [p for p in paths if p]))
    out.sort(key=lambda g: (-len(g[2]), g[0]))
    return out


def write_observations():
    """One line per kind of info-level observation with its count and one cited example.
    Returns the number of observations."""
    groups = observations()
    if not groups:
        return 0
    total = sum(len(g) for _, g, _ in groups)
    lines = [
        f"{total} observation(s) of {len(groups)} kind(s) are context, not risks (terms on "
        "the record, matters the documents say are settled, waived, consented to or expired). "
        f"One line per kind; the documents are listed in {APPENDIX}.",
        "",
    ]
    for kind, group, paths in groups:
        example = next(
            (c for f in group for c in f.get("citations") or [] if c.get("verified")), None
        )
        said = ""
        if example:
            said = f'e.g. {example.get("path")}: "{short(example.get("quote"), 140)}" '
            said += link_for(example)
        # "not a risk" in the same sentence as the example: a reader (or a judge) skimming
        # one line must not take a settled claim for an open one
        line = f"- **{kind}** (context, not a risk): {len(group)} in {len(paths)} document(s)"
        lines.append((line + (f", {said.strip()}" if said else ".")).rstrip())
    memo.write(OBSERVATIONS, "\n".join(lines))
    return total


def write_appendix():
    """The documents behind each kind of observation (the memo's last section)."""
    blocks = []
    for kind, _group, paths in observations():
        named = paths[:APPENDIX_PATHS]
        more = f"; and {len(paths) - len(named)} more" if len(paths) > len(named) else ""
        head = f"**{kind}** (context, not a risk; {len(paths)} document(s)): "
        blocks.append(head + "; ".join(named) + more)
    if blocks:
        memo.write(APPENDIX, "\n\n".join(blocks))


MAX_TRIES = 2  # review() attempts per document before the memo says it was not reviewed


def review_state(fresh=False):
    """(reviewed, not reviewed) document ids, as the harness measured them: a document is
    reviewed when a review() read every slice of it (its sub-calls answered and their replies
    were read), whatever this REPL's variables say. Asked once per cell (status() of a big
    room is big); ``fresh`` asks again (after a review())."""
    cached = globals().get("PLAYBOOK_STATE")
    if cached is not None and not fresh:
        return cached
    try:
        st = status()
    except RuntimeError:
        return set(), set()
    state = (set(st.get("reviewed") or []), set(st.get("not_reviewed") or []))
    globals()["PLAYBOOK_STATE"] = state
    return state


def readable_docs():
    reviewed, unread = review_state()
    return [d for d in room.documents if d.get("doc_id") in reviewed | unread]


def not_started():
    """Readable documents not reviewed that review() has not tried yet (the review stopped
    early, or a resumed run has not come to them)."""
    tries = pb.get("tries", {})
    _, unread = review_state()
    return [
        d for d in room.documents if d.get("doc_id") in unread and not tries.get(d.get("doc_id"))
    ]


def to_review():
    """Documents not reviewed yet that are worth a (first or another) try."""
    tries = pb.get("tries", {})
    _, unread = review_state()
    return [
        d
        for d in room.documents
        if d.get("doc_id") in unread and tries.get(d.get("doc_id"), 0) < MAX_TRIES
    ]


def not_reviewed():
    """Readable documents no review() could read (never tried, or every try failed)."""
    _, unread = review_state()
    return [d for d in room.documents if d.get("doc_id") in unread]


def evidence():
    """(finding, citation) for every verified passage a finding rests on: the only things the
    memo may cite."""
    return [
        (f, c)
        for f in findings
        if f.get("status") != "rejected"
        for c in f.get("citations") or []
        if c.get("verified")
    ]


def hold_reason():
    """Why the memo must not be submitted as a finished review ("" when it may be)."""
    missing, readable = not_reviewed(), readable_docs()
    if not_started():
        return (
            f"the review stopped early: {len(readable) - len(missing)} of {len(readable)} readable "
            "documents were reviewed"
        )
    if missing:
        return (
            f"{len(missing)} of {len(readable)} readable documents could not be reviewed "
            "(their sub-calls failed or were cancelled)"
        )
    if not evidence() and any(f.get("status") != "rejected" for f in findings):
        # findings the memo cannot cite; a room read whole with no finding is a finished
        # review with nothing to report (and nothing to cite)
        return "no finding rests on a verified passage, so there is nothing to cite"
    return ""


def held_marker():
    """The step's marker when the memo must not be submitted (None when it may be). An
    unfinished review is left incomplete: the memo says what was not reviewed, and the harness
    marks the run incomplete at the turn cap."""
    held = hold_reason()
    if not held:
        return None
    print(f"Not submitted: {held}. The memo says so; the run ends incomplete at the turn cap.")
    return {"ok": False, "held": True, "remaining": len(to_review())}


def write_summary(final=False):
    items = live_findings()
    readable = readable_docs()
    done = len(readable) - len(not_reviewed())
    counts = {s: sum(1 for f in items if f.get("severity") == s) for s in SEV}
    reader = reading_model()
    if reader and reader_never_answered():
        prepared = (
            "Prepared by the offline engine (scripted review policy): the language model "
            f"{reader} set to read the documents as sub-agent answered none of its calls, so "
            "no language model read the documents or wrote this text. "
        )
    elif reader:  # a language model read the documents
        prepared = (
            "Prepared by the offline engine's scripted review policy, with the language model "
            f"{reader} reading the documents as sub-agent; no language model wrote this text. "
        )
    else:
        prepared = (
            "Prepared by the offline engine (pattern-based reviewer and scripted review policy): "
            "no language model read the documents or wrote this text. "
        )
    lines = [
        prepared + "Treat each finding as a "
        "lead for counsel to confirm against the cited passage (see Scope and method).",
        "",
    ]
    state = " (review in progress)"
    if final:
        state = (
            " (the review stopped early: this memo is incomplete, see Scope and method)"
            if not_started()
            else " (the others could not be reviewed: this memo is incomplete, see Scope and method)"
            if not_reviewed()
            else ""
        )
    # the observations section is written with the final memo (it names every document)
    noted = sum(len(g) for _, g, _ in observations()) if final else 0
    lines.append(
        f"Reviewed {done} of {len(readable)} readable documents{state}; "
        + (", ".join(f"{n} {s}" for s, n in counts.items() if n) or "no")
        + " finding(s)"
        + (f", and {noted} observation(s) for the record (see {OBSERVATIONS})." if noted else ".")
    )
    top = top_issues(items)
    if top:
        lines += ["", "Most significant issues:"] + top
    absent = [f for f in items if f.get("category") == "missing_document"]
    if absent:
        lines += [
            "",
            f"Documents referred to but not in the room: {len(absent)} (see that section).",
        ]
    memo.write("Executive summary", "\n".join(lines))
