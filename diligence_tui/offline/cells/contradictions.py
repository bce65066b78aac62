"""Step 5 (second part): issues visible only across two documents. Side letters against the
agreements they modify, exclusivity and most-favoured grants against other customers' terms,
licence scans and IP kept by contractors against warranties, incidents against notice duties
and insurance, disclosure schedules against claims, contracts, regulators' letters and
insiders' companies, covenants against reported figures, consents required against consents on
file and the deal team's tracker, automatic renewals against late or wrongly sent notices
(diligence_tui/offline/crossdoc.py, crossdoc_side.py, crossdoc_more.py, crossdoc_regulator.py,
crossdoc_insiders.py, crossdoc_rights.py, grants.py, exclusive_class.py, covenants.py,
covenant_steps.py, rate_tables.py, consents.py, renewals.py, licence_counts.py, crossdoc_none.py). Every finding cites both documents.

A cell of the offline playbook (diligence_tui/offline/playbook.py): what follows the
``# -- cell --`` line is sent into the kernel as it is, where the REPL defines the names
imported here for readers and linters only."""

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from diligence_tui.offline.cells._repl import findings, read, room, search, status
    from diligence_tui.offline.cells.helpers import SAMPLE, area_of, live_findings, write_area

    unique: dict = {}
    marker: dict = {}

# -- cell --
from diligence_tui.offline import (
    as_of,
    consents,
    covenant_steps,
    covenants,
    crossdoc,
    crossdoc_insiders,
    crossdoc_more,
    crossdoc_none,
    crossdoc_regulator,
    crossdoc_rights,
    crossdoc_side,
    grants,
    licence_counts,
    rate_tables,
    renewals,
    territory,
)

pb = globals().get("pb") or {}
READ_ALL = 400  # rooms up to this many documents are read whole; bigger ones through search
pages_read: dict = {}


def take(doc_id, path, page):
    if (doc_id, page) not in pages_read and len(pages_read) < 1500:
        text = read(doc_id, pages=[page]) or ""
        pages_read[(doc_id, page)] = crossdoc.Page(doc_id, path, page, text)


def gather(queries, limit=30):
    for query in queries:
        try:
            hits = search(query, limit=limit)
        except RuntimeError:
            continue
        for h in hits:
            take(h.doc_id, h.path, h.page)


readable = [d for d in room.documents if d.get("status", "ok") != "skipped"]
if len(readable) <= READ_ALL:
    for d in readable:
        for n in range(1, int(d.get("pages") or 1) + 1):
            take(d.get("doc_id"), d.get("path"), n)
else:
    gather(crossdoc.QUERIES)
    gather(crossdoc.follow_ups(list(pages_read.values())), limit=10)

pages = list(pages_read.values())
try:  # the date the review's day counts run to: set, or the room's (offline/as_of.py)
    told = status()
except RuntimeError:
    told = {}
when = as_of.AsOf.from_dict(told.get("review_as_of")) or as_of.resolve(
    pages, told.get("as_of") or ""
)
contradictions: list = []
checks = (
    ("side letters", crossdoc_side.side_letter_conflicts),
    ("exclusivity", grants.exclusivity_conflicts),
    ("reserved areas", lambda ps: territory.service_area_conflicts(ps, when.day if when else None)),
    ("most-favoured terms", grants.mfn_conflicts),
    ("most-favoured rates", lambda ps: rate_tables.rate_table_conflicts(ps, when)),
    ("licence scans", crossdoc.licence_scan_conflicts),
    ("IP ownership", crossdoc.ip_ownership_conflicts),
    ("incidents", lambda ps: crossdoc_more.incident_conflicts(ps, when)),
    ("disclosure", crossdoc_more.disclosure_conflicts),
    ("regulators' letters", crossdoc_regulator.regulator_letter_conflicts),
    ("insiders' companies", crossdoc_insiders.insider_conflicts),
    ("covenants", covenants.covenant_conflicts),
    ("covenant levels by date", covenant_steps.stepped_conflicts),
    ("consents", lambda ps: consents.consent_gaps(ps, pb.get("on_file") or [])),
    ("renewal notices", renewals.renewal_conflicts),
    ("rights to shares", crossdoc_rights.convertible_conflicts),
    ("executives' other business", crossdoc_rights.outside_interest_conflicts),
    ("software beyond its licences", licence_counts.licence_count_conflicts),
    ("insiders in registry extracts", crossdoc_insiders.registry_conflicts),
    # last: what the seller's papers say there is none of, against the reviewer's findings
    # in other documents (the pairs the checks above joined are not reported twice)
    (
        "statements of none",
        lambda ps: crossdoc_none.none_conflicts(ps, list(findings), contradictions),
    ),
)
# sampled (a request seed), the policy now and then does not think of a check
for label, check in checks:
    if not SAMPLE.thought_of("contradictions:" + label, 0.15):
        continue
    try:
        got = check(pages)
    except Exception as exc:  # one check's bug must not cost the others
        print(f"  {label}: check failed ({type(exc).__name__}: {exc})")
        continue
    for item in got[:10]:
        added = findings.add(**item)
        if not all(c.get("verified") for c in added.get("citations") or []):
            print(f"  {label}: a quote did not verify in {item.get('title')}")
        contradictions.append(added)
    print(f"  {label}: {len(got)} finding(s)")

pb["contradictions"] = [f.get("title") for f in contradictions]
for f in contradictions:
    unique[f.get("id")] = f
for area in sorted({area_of(f) for f in contradictions}):
    write_area(area, [f for f in live_findings() if area_of(f) == area])
print(
    f"{len(pages)} page(s) read together; {len(contradictions)} contradiction(s) across documents:"
)
for f in contradictions:
    print(f"  - {f.get('title')}")
marker["contradictions"] = len(contradictions)
