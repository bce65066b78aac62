"""More issues visible only across two documents (see :mod:`diligence_tui.offline.crossdoc`;
financial covenants against the figures the company reports are in
:mod:`diligence_tui.offline.covenants`):

* a security incident against the notice duties of contracts and insurance policies, and
  against disclosures and warranties saying there was none;
* a disclosure schedule against the claims and the material contracts elsewhere in the room
  (consents a contract requires on a change of control: :mod:`diligence_tui.offline.consents`).
"""

from __future__ import annotations

import re
from datetime import date, timedelta
from typing import Any

from diligence_tui.offline import as_of
from diligence_tui.offline import doc_roles as DR
from diligence_tui.offline import facts as F
from diligence_tui.offline.as_of import AsOf
from diligence_tui.offline.crossdoc import Page, cite, finding, key_of, short

_I = re.I

# -- incidents ------------------------------------------------------------------------------------

_INCIDENT = re.compile(
    r"\b(unauthori[sz]ed (person|party|access|user|third party|actor|individual|attacker)|intruder|"
    r"ransomware|cyber[- ]?attack|data breach|security (breach|incident)|exfiltrat\w+|"
    r"stolen (?:[\w-]+ ){0,2}(password|credentials?|login|account)|"
    # a payment diverted by a forged or hijacked email: insured as a cyber event
    r"wire fraud|funds? transfer fraud|payment diversion fraud|business email compromise|"
    r"spoofed (?:[\w-]+ ){0,2}e-?mail|"
    r"downloaded a file|(?:mass )?file encryption|threat actor|malware|ransom (?:note|demand))\b",
    _I,
)
# a product incident: contamination found in a product, a recall (an insured event under a
# contamination and recall policy, as a breach is under a cyber policy)
_PRODUCT_INCIDENT = re.compile(
    r"\b(listeria|salmonella|e\.\s?coli|clostridium|norovirus|contaminat\w+|foreign "
    r"(?:material|matter|body)|undeclared (?:allergen|milk|peanuts?|mustard|sesame|soy|gluten)|"
    r"(?:product|voluntary|class [123i]+) recall)\b",
    _I,
)
_PRODUCT_COVER = re.compile(r"\b(contaminat\w+|recall|tamper\w*|product)\b", _I)
# plant that stopped working ("Compressor C3-2 tripped on high discharge pressure", "the standby
# generator failed to start", "the chiller broke down") and the goods it lost ("the product was
# condemned", "412 cases were written off"): an occurrence a liability, goods-in-custody or
# property policy insures, said in the past tense
_FAILED = (
    r"\b(?:compressors?|generators?|plant|pumps?|chillers?|freezers?|refrigeration|cooling"
    r"|boilers?|machine(?:ry|s)?|equipment|relays?|valves?|pipes?|mains|sprinklers?|motors?"
    r"|engines?|conveyors?|power supply)(?: [A-Z]{0,3}\d[\w-]*)?"
    r"(?: (?:unit|system|plant|units|systems))?\s+(?:had\s+|has\s+)?"
    r"(?:tripped|failed|broke down|stopped|seized|burst|overheated|cut out|shut down)\b"
    r"|\b(?:product|products|goods|stock|pallets|cases|consignments?|contents|inventory|load)"
    r" (?:was|were|had been|have been) (?:all |then )?(?:condemned|destroyed|spoil(?:ed|t)"
    r"|written off|rejected as unfit|disposed of)\b"
)
_FAILED_RE = re.compile(_FAILED, _I)
# a physical occurrence an incident report records (insured under a liability or property
# policy): "the load-line of the 500-tonne mobile crane ... parted while the blade was being
# lowered. The blade ... fell some 35 metres onto the hardstand", "a fire broke out in"; a
# plant failure and its loss of goods (_FAILED)
_OCCURRENCE = re.compile(
    r"\b(dropped (?:load|object|blade|component)|(?:load-?line|sling|cable|rope|chain|strop)s? "
    r"(?:parted|snapped|failed|broke)|parted while|fell (?:some |about |approximately )?\d+ ?"
    r"(?:metres|meters|m|feet|ft)\b|dangerous occurrence|collapsed|caught fire|fire broke out|"
    r"explosion|was struck by|were struck by)|" + _FAILED,
    _I,
)
# what a liability or property policy asks notice of: an occurrence, a loss, a claim
_ABOUT_OCCURRENCE = re.compile(
    r"\b(occurrence|accident|loss|damage|injury|claim|circumstances?|event)\b", _I
)
_HAPPENED = re.compile(
    r"\b(found|discovered|detected|identified|had used|occurred|suffered|became aware|"
    r"exfiltrated|encrypted|compromised|confirm(?:s|ed)|exported|logged in|parted|fell|"
    r"used (?:a |an |the )?stolen|to export|accessed|copied|"
    r"collapsed|struck|broke out)\b",
    _I,
)
_DUTY = re.compile(  # a PDF's line breaks fall anywhere: "within 14\ndays"
    r"\b(?:notify|give[sn]?\s+(?:(?:the|us|it|\w+er)\s+){0,2}(?:prompt\s+|written\s+)*notice)\b[^.]{0,320}?\b(?:within|(?:in no event |not |no )later than)\s+(?P<n>\d{1,3}|"
    + F.NUMBER
    + r")(?:\s+\(\d+\))?\s+(?P<business>(?:business|working|calendar)\s+)?(?P<unit>hours|days)\b",
    _I,
)
_ABOUT_BREACH = re.compile(r"\b(breach|incident|cyber|security|personal data)\b", _I)
_TOLD = re.compile(
    r"\b(told|notified|informed|reported (the incident )?to)\s+(?P<who>[A-Z][\w&' ]{2,40}?)\s+"
    r"(about|of) the (incident|breach) on (?P<when>[^.;,]{6,30})",
)
_WAS_TOLD = re.compile(  # "Redwood Dental Group was notified on August 20, 2026"
    r"\b(?P<who>[A-Z][\w&' ]{2,40}?) (?:was|were) (?:told|notified|informed)"
    r"(?: (?:about|of) the (?:incident|breach))? on (?P<when>[^.;]{6,30})"
    # a report's field: "Lakeshore Health notified: April 28, 2025, by letter"
    r"|(?:^|\n)[ \t*-]*(?P<who_f>[A-Z][\w&' ]{2,40}?) (?:notified|told|informed)\s*[:|\t]\s*"
    r"(?P<when_f>[^\n;]{6,30})"
    # active: "the company's brokers notified Aldgate Underwriting in writing on 10 January 2025"
    r"|\b(?:notified|informed|told)\s+(?P<who_a>(?:the |our |its )?[A-Z][\w&' ]{2,40}?)\s+"
    r"(?:in writing\s+|by (?:email|letter|phone|telephone)\s+)?on\s+(?P<when_a>[^.;]{6,30})"
)
_NOT_TOLD = re.compile(
    r"\b(have|has) not (yet )?(told|notified|informed) (our |the )?(?P<who>insurers?|[A-Z][\w ]{2,30})"
    r"|\b(?P<who2>[A-Z][\w&']{2,20}(?: [A-Z][\w&']{1,20}){0,3}) (?:was|were|has|have) not (?:yet )?"
    r"(?:been )?(?:told|notified|informed)\b(?! to\b)"
    r"|\b(?:hold off|refrain from|not to) notify(?:ing)? (?:the |our )?(?P<who3>insurers?|[A-Z][\w]{2,30})"
    # "The incident has not yet been notified to our cyber insurers": who was not told comes last
    r"|\b(?:has|have|was|were) not (?:yet )?been (?:notified|reported) to (?:the |our |its )?(?P<who4>[\w&' -]{3,50})"
    # a report's list of who was told: "Insurer: not notified (see CFO's note ...)"
    # ... with what it is in brackets: "Insurer (Southern Meridian, cyber policy): not notified"
    r"|(?:^|\n|\*)\s*(?P<who5>insurers?|[A-Z][\w&' ]{2,40}?)\s*(?:\([^)\n]{0,60}\)\s*)?:\s*"
    r"not (?:yet )?(?:notified|told|informed)\b"
    # a decision not to tell them: "I'd rather we didn't ring Southern Meridian yet"
    r"|\b(?:did not|didn't|do not|don't|not to|let's not|let us not) (?:ring|call|tell|contact|notify|inform|go to|approach|involve) "
    r"(?:the |our )?(?P<who6>insurers?|(?-i:[A-Z][\w]{2,30}(?: [A-Z][\w]{2,30}){0,2}))",
    _I,
)
# "It is a condition precedent to the Insurer's liability ...": late notice loses the cover
_PRECEDENT = re.compile(r"\bcondition\s+precedent\b", _I)
# an insurer by its name in a schedule ("Halvard Insurance AG", "Harrowgate Mutual")
_INSURER_NAME = re.compile(
    r"\b([A-Z][\w]+)(?: [A-Z][\w]+){0,2} (?i:insurance|mutual|underwriting|assurance|specialty)\b"
)
# words before "Insurance" in a schedule's line that name no insurer ("Broker Ashbury Kent
# Insurance Brokers": the broker, Ashbury Kent, is told for the insurer)
_NOT_INSURER = {"broker", "insurer", "the", "policy", "company", "of", "and", "product", "general"}
_DENIES = re.compile(
    r"\b(there (has|have) been no|has not suffered any|have not suffered any|no)\b[^.]{0,40}"
    r"\b(personal data breach|data breach|security breach|unauthori[sz]ed access|cyber)",
    _I,
)


_DEFINES = re.compile(r"\b(means|shall mean|includes|is defined as)\b", _I)


def _incidents(pages: list[Page]) -> list[tuple[Page, str, date | None]]:
    out = []
    for p in pages:
        occurrences = p.find(_OCCURRENCE) if DR.is_incident_report(p) else []
        for s in (
            p.find(_INCIDENT)
            + [s for s in p.find(_PRODUCT_INCIDENT) if not _INCIDENT.search(s) and not _ROW_LOG(p)]
            + [s for s in occurrences if not _INCIDENT.search(s)]
        ):
            if (
                # a report's plant failure or loss of goods is said in the past tense already
                (_HAPPENED.search(s) or (s in occurrences and _FAILED_RE.search(s)))
                and not _DENIES.search(s)
                and not re.search(r"\bif\b|\bwhether\b", s, _I)
                and "?" not in s  # a question ("Has the Insured suffered any ...?") states nothing
                and not _DEFINES.search(s)  # '"Security Incident" means any confirmed ...'
            ):
                quote = _field_line(s, _OCCURRENCE) if s in occurrences else s
                out.append((p, quote, _found_on(p, s)))
                break
    return out


def _field_line(sentence: str, pattern: re.Pattern[str]) -> str:
    """The line of a report's form that says what happened, when the sentence runs on through
    the form's fields ("Site | ...", "Date and time of incident | ...") to it."""
    lines = sentence.split("\n")
    if not any(" | " in line or "\t" in line for line in lines):
        return sentence
    return next((line.strip() for line in lines if pattern.search(line)), sentence)


def _ROW_LOG(p: Page) -> bool:  # noqa: N802
    """A log or register of many matters (a recall log, a claims register): its rows record
    what was done about each, not a discovery to notify."""
    return "\t" in p.text or p.text.count(",") > 20 and "\n" in p.text.strip()


_REPORTED = re.compile(
    r"\b(found|discovered|detected|identified|reported|became aware|noticed)\b", _I
)


_DATE_FIELD = re.compile(
    r"(?im)^[ \t]*date(?: and time)? of (?:the )?(?:incident|occurrence|accident|loss|event)\b"
    r"[ \t]*(?:\||:|\t)[ \t]*(?P<v>[^\n|]{6,60})"
    # "- Detected: March 3, 2025, 09:40 CT": when it was found, as a report's field
    r"|^[ \t*-]*(?:first )?(?:detected|discovered|identified|found|date (?:detected|discovered|"
    r"identified))(?: on)?[ \t]*(?:\||:|\t)[ \t]*(?P<v2>[^\n|]{6,60})"
)


def _told_who_when(m: re.Match[str]) -> tuple[str, str]:
    for who, when in (("who", "when"), ("who_f", "when_f"), ("who_a", "when_a")):
        if who in m.re.groupindex and m.group(who):
            return m.group(who), m.group(when)
    return "", ""


def _first_date(text: str) -> date | None:
    return next((d for d in map(F.parse_date, F.extract_dates(text)) if d), None) or F.parse_date(
        text.strip()
    )


def _same_incident(q: Page, incident: str, found_on: date | None) -> bool:
    """Whether another document's sentence of notice is about this incident: it names the
    incident's date, or shares the incident's distinctive words."""
    text = q.text.lower()
    if found_on and any(F.parse_date(d) == found_on for d in F.extract_dates(q.text)):
        return True
    words = {w for w in re.findall(r"[a-z]{6,}", incident.lower())}
    return len([w for w in words if w in text]) >= 2


def _found_on(p: Page, incident: str) -> date | None:
    """When the incident was found: a date in its sentence, else in one of the two sentences
    before it that says what was found or reported ("At 06:40 on 10 August 2026 the night
    shift supervisor reported that ..."; the next sentence says what the investigation found)."""
    field = _DATE_FIELD.search(p.text)
    if field:  # a report's "Date and time of incident | 14/03/2025, approx. 11:40"
        first = F.day_first(p.text)
        value = field.group("v") or field.group("v2")
        when = next((F.parse_date(d, first) for d in F.extract_dates(value)), None)
        if when:
            return when
    i = p.sentences.index(incident) if incident in p.sentences else 0
    for s in [incident] + [s for s in p.sentences[max(0, i - 2) : i][::-1] if _REPORTED.search(s)]:
        # the date nearest before the verb: a report's own date may head the same line
        verb = _REPORTED.search(s) or _HAPPENED.search(s)
        before = F.extract_dates(s[: verb.start()]) if verb else []
        dates = [F.parse_date(d) for d in before[::-1] + F.extract_dates(s)]
        when = next((d for d in dates if d), None)
        if when:
            return when
    return None


_NOTIFIED_COLUMN = re.compile(r"\b(?:date )?(?:notified|reported|notification)\b", _I)
_REF = re.compile(r"\b[A-Z]{2,4}-\d{2,4}-\d{2,4}\b")


def _notified_rows(
    pages: list[Page], inc_page: Page, found_on: date | None
) -> list[tuple[str, date | None, str, Page]]:
    """When a register says the incident was notified: a claims register's row for it (its
    reference, "IR-2025-017", or its date of loss) with a date under a column headed
    "Date notified" (the insurer is who a claims register notifies)."""
    refs = set(_REF.findall(inc_page.name + " " + inc_page.text[:400]))
    out: list[tuple[str, date | None, str, Page]] = []
    for p in pages:
        if p.doc == inc_page.doc or not DR.keeps_records(p):
            continue
        for header, cells, line in DR.rows(p):
            col = next((i for i, h in enumerate(header) if _NOTIFIED_COLUMN.search(h)), None)
            if col is None or col >= len(cells):
                continue
            first = F.day_first(p.text)
            days = [F.parse_date(d, first) for c in cells for d in F.extract_dates(c)]
            if not (refs & set(_REF.findall(line)) or (found_on and found_on in days)):
                continue
            when = next((F.parse_date(d, first) for d in F.extract_dates(cells[col])), None)
            if when:
                # a claims register kept with the insurance papers notifies the insurer
                who = "insurers" if re.search(r"insur", p.path, _I) else p.name
                out.append((who, when, line, p))
    return out


def _written_on(p: Page) -> date | None:
    """The date a report or letter carries at its head ("Date: 2 October 2026")."""
    return next((F.parse_date(d) for d in F.extract_dates(p.text[:400])), None)


_TOTAL = re.compile(r"(?im)^[ \t]*total\b[^\n]*?(?P<v>\d{1,3}(?:,\d{3})+|\d{4,})[ \t]*$")
_CURRENCY = re.compile(r"\b(GBP|USD|EUR)\b|[£$€]")


def _cost_of(p: Page) -> str:
    """What the incident cost, as its report totals it ("Total to 30 September 2026 | 448,000"
    under a column headed GBP)."""
    m = _TOTAL.search(p.text)
    cur = _CURRENCY.search(p.text)
    return f"{cur.group(0)} {m.group('v')}" if m and cur else ""


def incident_conflicts(pages: list[Page], today: AsOf | date | None = None) -> list[dict[str, Any]]:
    """An incident against each duty to notify it (a customer contract, an insurance policy)
    and against a disclosure or warranty that says there was none; whether a deadline has run
    out is judged at the review's as-of date (``today``, else the room's: offline/as_of.py),
    never the clock's."""
    asof = as_of.of(today, pages)
    out: list[tuple[dict[str, Any], Page, date | None]] = []
    for inc_page, incident, found_on in _incidents(pages)[:3]:
        told = [
            (who.strip(), _first_date(when), s, q)
            # said in the report, or in another document (board minutes, an email)
            for q in [inc_page] + [q for q in pages if q.doc != inc_page.doc]
            # a report's fields are lines ("- Lakeshore Health notified: April 28, 2025"),
            # which the sentence splitter cuts at their colons
            for s in q.sentences + [ln.strip(" \t*-") for ln in q.text.split("\n") if ":" in ln]
            for m in [_TOLD.search(s) or _WAS_TOLD.search(s)]
            if m
            for who, when in [_told_who_when(m)]
            if q.doc == inc_page.doc or _same_incident(q, incident, found_on)
        ]
        told += _notified_rows(pages, inc_page, found_on)
        # said in the report, or elsewhere (an email deciding not to notify)
        not_told = [
            (
                m.group("who")
                or m.group("who4")
                or m.group("who2")
                or m.group("who3")
                or m.group("who5")
                or m.group("who6"),
                q,
                s,
            )
            for q in [inc_page] + [q for q in pages if q.doc != inc_page.doc]
            for s in q.sentences
            for m in [_NOT_TOLD.search(s)]
            if m
        ]
        for p in pages:
            if p.doc == inc_page.doc:
                continue
            insurer = bool(re.search(r"insur", p.name + " " + p.text[:300], _I))
            product = bool(_PRODUCT_INCIDENT.search(incident)) and not _INCIDENT.search(incident)
            occurrence = (
                bool(_OCCURRENCE.search(incident))
                and not product
                and not _INCIDENT.search(incident)
            )
            for duty in p.find(_DUTY):
                if product:
                    # a product incident's notice is due under a policy that covers products
                    if not (insurer and _PRODUCT_COVER.search(p.name + " " + p.text[:1500])):
                        continue
                elif occurrence:
                    # an occurrence's notice is due under a policy, as the policy words it
                    if not (insurer and _ABOUT_OCCURRENCE.search(duty)):
                        continue
                elif not _ABOUT_BREACH.search(duty):
                    continue
                m = _DUTY.search(duty)
                assert m is not None
                n = F.number_of(m.group("n"))
                if m.group("unit").lower() == "hours":
                    window = timedelta(hours=n)
                elif (m.group("business") or "").strip().lower() in ("business", "working"):
                    window = timedelta(days=n + 2 * ((n + 4) // 5))  # weekends in between, at most
                else:
                    window = timedelta(days=n)
                whom = "insurers" if insurer else (p.party or "the counterparty")
                key = "insur" if insurer else key_of(p.party)
                # an insurer by its name in the schedule, or the one its policy's file names
                keys = {key} | (
                    {
                        w.lower()
                        for m2 in _INSURER_NAME.finditer(p.text)
                        for w in m2.group(0).split()[:-1]
                        if w.lower() not in _NOT_INSURER
                    }
                    | ({key_of(p.party)} if p.party else set())
                    if insurer
                    else set()
                )
                said = next(
                    (
                        (who, when, s, q)
                        for who, when, s, q in told
                        if any(k and k in who.lower() for k in keys)
                    ),
                    None,
                )
                unnotified = [
                    (q, s) for who, q, s in not_told if any(k and k in who.lower() for k in keys)
                ]
                missing = unnotified[0] if unnotified else None
                deadline = found_on + window if found_on else None
                cits = [cite(inc_page, incident), cite(p, duty)]
                if said and said[1] and deadline and said[1] > deadline:
                    late = (said[1] - found_on).days if found_on else 0
                    verdict = (
                        f"{whom} was told on {said[1]:%d %B %Y}, {late} days after the incident "
                        f"was found; the duty is {n} {m.group('unit')}"
                    )
                    cits.append(cite(said[3], said[2]))
                elif missing:
                    written = _written_on(missing[0])
                    verdict = (
                        f"{whom} had not been told when the report was written; the duty is "
                        f"{n} {m.group('unit')}"
                        + (
                            f", which ran out on {deadline:%d %B %Y} (as of {asof.words()})"
                            if deadline and asof and deadline < asof.day
                            else ""
                        )
                        + (
                            f"; the report is dated {written:%d %B %Y}, "
                            f"{(written - found_on).days} days after the incident was found"
                            if written and found_on and written > found_on
                            else ""
                        )
                    )
                    cits.append(cite(*missing))
                    # another document that says so too ("hold off notifying Ashgrove")
                    more = next((m for m in unnotified if m[0].doc != missing[0].doc), None)
                    if more:
                        cits.append(cite(*more))
                elif said:
                    continue  # told in time
                else:
                    verdict = f"nothing in the room shows that {whom} was told within {n} {m.group('unit')}"
                # the sentence after the duty often makes it a condition of the cover
                i = p.sentences.index(duty)
                precedent = next(
                    (q for q in p.sentences[i : i + 2] if insurer and _PRECEDENT.search(q)), ""
                )
                if precedent and precedent != duty:
                    cits.append(cite(p, precedent))
                cost = _cost_of(inc_page) if insurer else ""
                out.append(
                    (
                        finding(
                            f"Incident notice to {whom}: {verdict.split(';')[0]}",
                            "incident_notice",
                            "high",
                            f'{inc_page.path} records an incident: "{short(incident)}". {p.path} requires '
                            f'notice of it: "{short(duty)}". '
                            + (f'Notice is "{short(precedent)}". ' if precedent else "")
                            + f"{verdict[0].upper() + verdict[1:]}. Late or missing "
                            + (
                                "notice can void the cover for this incident"
                                + (f" (its costs so far: {cost})." if cost else ".")
                                if insurer
                                else "notice is a breach the counterparty can claim for (and may indemnify)."
                            ),
                            "Establish when the incident was discovered and who was told when; notify now "
                            "where notice is missing, and price the uncovered or indemnified loss.",
                            cits,
                            exposure=f"{cost} of incident costs may be uninsured" if cost else "",
                        ),
                        inc_page,
                        found_on,
                    )
                )
        for p in pages:
            if p.doc == inc_page.doc or not _INCIDENT.search(incident):
                continue  # a data-breach denial answers a breach, not a dropped load
            for denial in p.find(_DENIES)[:1]:
                out.append(
                    (
                        finding(
                            f"{p.name} says there was no breach; {inc_page.name} records one",
                            "warranty_conflict",
                            "high",
                            f'{p.path} states: "{short(denial)}". {inc_page.path} records an incident: '
                            f'"{short(incident)}". The statement is untrue unless the incident is '
                            "disclosed against it.",
                            "Require the incident to be disclosed specifically and priced (indemnity for "
                            "claims and fines arising from it).",
                            [cite(p, denial), cite(inc_page, incident)],
                        ),
                        inc_page,
                        found_on,
                    )
                )
    return _one_per_duty(out) + register_notice_conflicts(pages)


def _one_per_duty(
    found: list[tuple[dict[str, Any], Page, date | None]],
) -> list[dict[str, Any]]:
    """One finding per duty (or statement) and verdict: the incident report, the log and the
    minutes that record the same incident are cited together, not reported once each."""
    groups: list[tuple[tuple[str, ...], date | None, dict[str, Any]]] = []
    for item, inc_page, when in found:
        duty = item["citations"][0 if item["category"] == "warranty_conflict" else 1]
        key = (
            item["category"],
            item["title"].split(";")[0]
            if item["category"] == "warranty_conflict"
            else item["title"],
            duty["doc"],
            duty["quote"],
        )
        same = next(
            (g for g in groups if g[0] == key and (g[1] is None or when is None or g[1] == when)),
            None,
        )
        if same is None:
            groups.append((key, when, item))
            continue
        first = same[2]
        have = {(c["doc"], c["quote"]) for c in first["citations"]}
        more = [c for c in item["citations"] if (c["doc"], c["quote"]) not in have]
        if more:
            first["citations"] += more
            first["description"] += f" {inc_page.path} records it too."
    return [g[2] for g in groups]


# -- disclosure schedules -------------------------------------------------------------------------

# "no Group Company is involved in, and so far as the Sellers are aware no Group Company has
# received notice of or is threatened with, any litigation"
_NO_LITIGATION = re.compile(
    r"\b(not (engaged|involved) in any|no|there (is|are) no|none of)\b[^.;]{0,140}?\b(litigation|dispute|claim|proceedings)",
    _I,
)
_CLAIM = re.compile(
    r"\b(letter before (claim|action)|issue proceedings|particulars of claim|claim form|holds you liable|"
    r"our client('s)? (loss|claim)|filed a (claim|complaint|lawsuit)|"
    r"(intimat\w+|threaten\w*|asserted|brought|notified) (a |an |its |their )?(claim|proceedings|legal action)|"
    r"threaten\w* to (sue|issue proceedings|bring (a claim|proceedings))|"
    # a letter of demand: "Our client claims damages of A$1,380,000", "our instructions are to
    # commence proceedings against your company"
    r"our client claims|claims? damages of|letter of demand|commence (legal )?proceedings against|"
    # a US demand letter: "Unless Bayside pays $300,000 within 30 days, we will file suit"
    r"(will|intend to|are instructed to) (file suit|file a (lawsuit|complaint)|sue))\b",
    _I,
)
# a disclosure letter's row against a warranty on claims that discloses nothing else:
# "11.1 (litigation) | The unfair dismissal application ... was settled ... Other than that, nil."
_NIL_ROW = re.compile(
    r"(?im)^[^\n]{0,40}\((?:litigation|disputes?|claims?|proceedings)\)[^\n]*\b(?:nil|none)\.?[ \t]*$"
    # a schedule's section that answers with its heading: "Section 3.15 Litigation. None."
    r"|^[^\n]{0,40}\b(?:litigation|legal proceedings|disputes|claims)[.:]\s*(?:none|nil|nothing to "
    r"disclose)\.?[ \t]*$"
)
_ACTS_FOR = re.compile(
    r"\b(?:we act for|we are instructed by|we are acting for|we represent)\s+", _I
)
# the client a letter is written for, not its solicitors
_FOR_CLIENT = re.compile(r"\b(acting for|on behalf of|instructed by|our client,?)\s*$", _I)


def _claimant(p: Page, claim: str) -> str:
    """Who brings a claim: the party the file name carries, else a company named in the claim
    or the two sentences before it (the client, where solicitors write for one)."""
    # a solicitors' letter is the client's claim: "We act for Bellarine Freight Logistics Pty
    # Ltd (our client)"
    for m in _ACTS_FOR.finditer(p.text):
        client = F.PARTY_RE.match(p.text.replace("\n", " "), m.end())
        if client:
            return " ".join(client.group(0).split())
    if p.party:
        return p.party
    i = p.sentences.index(claim) if claim in p.sentences else 0
    for s in [claim] + p.sentences[max(0, i - 2) : i][::-1]:
        named = F.extract_parties(s)
        for name in named:
            if _FOR_CLIENT.search(s[: s.find(name)]):
                return name
        named = [n for n in named if not re.search(r"\b(LLP|solicitors|attorneys)\b", n, _I)]
        if named:
            return named[0]
    return ""


_ALL_CONTRACTS = re.compile(
    r"\b(all (of )?the material contracts|material contracts? to which)\b", _I
)


def _share_of(key: str, pages: list[Page]) -> tuple[Page, str, str] | None:
    """A stated share of revenue for the party ``key`` ("Pellow for 14%", a table row
    "Pellow Foods Limited,7980000,14%"): the page, the line (a table row stands alone) and
    the percentage."""
    pattern = re.compile(rf"\b{re.escape(key)}\b[^\n%]{{0,60}}?\b(\d{{1,2}}(?:\.\d)?)\s?%", _I)
    for p in pages:
        for line in p.text.split("\n"):
            m = pattern.search(line)
            if m:
                return p, line.strip(), m.group(1)
    return None


def disclosure_conflicts(pages: list[Page]) -> list[dict[str, Any]]:
    """A disclosure schedule against the claims and the material contracts elsewhere: a claim
    or a contract with a large customer it does not name."""
    out = []
    schedules = [p for p in pages if DR.is_disclosure(p)]
    for sched in schedules:
        low = sched.text.lower()
        denial = next(iter(sched.find(_NO_LITIGATION)), "") or next(
            (m.group(0).strip() for m in _NIL_ROW.finditer(sched.text)), ""
        )
        by_claimant: dict[str, dict[str, Any]] = {}
        for p in pages if denial else []:
            claims = p.find(_CLAIM)
            if p.doc == sched.doc or not claims or re.search(r"settle", p.name, _I):
                continue
            who = _claimant(p, claims[0])
            key = key_of(who)
            if not key or key in low:
                continue  # named in the disclosure: disclosed
            # a claim's own document states its amount anywhere; minutes, in the claim's words
            among = p.sentences if p.party else claims
            claim = next((s for s in among if F.extract_amounts(s)), claims[0])
            amounts = F.extract_amounts(p.text if p.party else claim)
            if key in by_claimant:  # the minutes, the email and the letter about one claim
                by_claimant[key]["citations"].append(cite(p, claim))
                by_claimant[key]["description"] += f' {p.path} too: "{short(claim)}".'
                continue
            by_claimant[key] = finding(
                f"Claim by {who} not in the disclosure letter",
                "disclosure_gap",
                "high",
                f'{sched.path} discloses no litigation but one: "{short(denial)}". {p.path} records '
                f'a claim by {who} that it does not name: "{short(claim)}". The litigation '
                "warranty is breached unless the claim is disclosed.",
                f"Have the claim by {who} disclosed and assessed; take a specific indemnity.",
                [cite(sched, denial), cite(p, claim)],
                exposure=max(amounts, key=lambda a: a.value).text if amounts else "",
            )
        out += list(by_claimant.values())
        out += _above_threshold(sched, pages)
        listing = next(iter(sched.find(_ALL_CONTRACTS)), "")
        if not listing:
            continue
        figures = [p for p in pages if re.search(r"\b(revenue|sales|turnover)\b", p.text, _I)]
        seen = set()
        for p in pages:
            k = p.party_key
            if p.doc == sched.doc or not k or k in low or k in seen:
                continue
            share = _share_of(k, figures)
            if share is None:
                continue
            if not DR.is_contract_name(p.name) or re.search(r"\bsettlement\b", p.name, _I):
                continue
            seen.add(k)
            share_page, share_line, pct = share
            first = next(
                (s for s in p.sentences if k in s.lower()), p.sentences[0] if p.sentences else ""
            )
            cits = [cite(sched, listing), cite(p, first)]
            if share_page.doc != p.doc:
                cits.append(cite(share_page, share_line))
            out.append(
                finding(
                    f"Contract with {p.party} ({pct}% of revenue) not in the disclosed material contracts",
                    "disclosure_gap",
                    "high",
                    f'{sched.path} lists what it calls all the material contracts: "{short(listing)}"; '
                    f"it does not name {p.party}. {p.path} is a contract with {p.party}: "
                    f'"{short(first)}", and {share_page.path} puts {p.party} at {pct}% of revenue: '
                    f'"{short(share_line)}".',
                    f"Have the {p.party} contract added to the disclosure and reviewed like the others "
                    "(change of control, exclusivity, pricing).",
                    cits,
                )
            )
    return out


# a schedule that lists every contract above a value: "The following are all Contracts to which
# the Company is a party that involve payments of more than $250,000 in any twelve-month period"
# (a company's name inside it keeps its point: "to which Osprey Analytics, Inc. is a party")
_NOT_END = r"(?:[^.]|(?<=\bInc)\.|(?<=\bLtd)\.|(?<=\bCorp)\.|(?<=\bCo)\.|(?<=\bL\.L\.C)\.)"
_THRESHOLD_LIST = re.compile(
    rf"\b(?:all|each|every)\b{_NOT_END}{{0,60}}\b(?:contracts?|agreements?|arrangements?)\b"
    rf"{_NOT_END}{{0,200}}?\b(?:more than|in excess of|exceeding|over|greater than|at least)\s+"
    r"(?P<amt>[^.;:]{1,30}(?:\.\d+[^.;:]{0,20})?)",
    _I,
)
_YEARLY = re.compile(r"\b(?:annual|annually|per (?:year|annum)|a year|each year|yearly)\b", _I)
_MONTHLY = re.compile(r"\b(?:per month|a month|monthly|each month)\b", _I)


def _yearly_value(p: Page) -> tuple[str, float] | None:
    """The largest yearly sum a contract states: an annual fee, or a monthly one times twelve."""
    best: tuple[str, float] | None = None
    for s in p.sentences:
        amounts = F.extract_amounts(s)
        if not amounts:
            continue
        scale = 1.0 if _YEARLY.search(s) else 12.0 if _MONTHLY.search(s) else 0.0
        value = max(a.value for a in amounts) * scale
        if value and (best is None or value > best[1]):
            best = (s, value)
    return best


def _above_threshold(sched: Page, pages: list[Page]) -> list[dict[str, Any]]:
    """Contracts in the room worth more a year than the threshold of the schedule's list of
    contracts, that the list does not name."""
    m = _THRESHOLD_LIST.search(sched.text)
    listing = m.group(0).strip() if m else ""
    amounts = F.extract_amounts(m.group("amt")) if m else []
    if not amounts:
        return []
    threshold, low = amounts[0].value, sched.text.lower()
    out = []
    for p in pages:
        k = p.party_key
        if p.doc == sched.doc or not k or k in low or not DR.is_contract_name(p.name):
            continue
        if DR.is_disclosure(p) or DR.is_sale_agreement(p):
            continue
        worth = _yearly_value(p)
        if worth is None or worth[1] <= threshold:
            continue
        out.append(
            finding(
                f"Contract with {p.party} above the disclosure threshold but not listed",
                "disclosure_gap",
                "high",
                f'{sched.path} lists every contract above {amounts[0].text}: "{short(listing)}"; '
                f"it does not name {p.party}. {p.path} is worth about {worth[1]:,.0f} a year: "
                f'"{short(worth[0])}". The material contracts warranty is untrue unless the '
                "contract is added to the schedule.",
                f"Have the {p.party} contract added to the disclosure and reviewed like the "
                "others (change of control, exclusivity, pricing).",
                [cite(sched, listing), cite(p, worth[0])],
            )
        )
    return out


# -- a register's rows: when each incident was found and when the counterparty was told -----------

_FOUND_COLUMN = re.compile(
    r"\b(?:date (?:identified|found|discovered|detected|raised|occurred|of (?:incident|event))|"
    r"identified|discovered|detected|found on|occurred)\b",
    _I,
)
_TOLD_COLUMN = re.compile(r"\b(?:notified|informed|told|notification)\b", _I)
_ABOUT_QUALITY = re.compile(
    r"\b(contaminat\w+|defect\w*|quality|recall\w*|incident|breach|non-?conform\w*)\b", _I
)


def _duty_window(m: re.Match[str]) -> timedelta:
    n = F.number_of(m.group("n"))
    if m.group("unit").lower() == "hours":
        return timedelta(hours=n)
    if (m.group("business") or "").strip().lower() in ("business", "working"):
        return timedelta(days=n + 2 * ((n + 4) // 5))  # weekends in between, at most
    return timedelta(days=n)


def register_notice_conflicts(pages: list[Page]) -> list[dict[str, Any]]:
    """A register of incidents (a quality log, a breach log) whose row records when an
    incident was found and when the counterparty it affects was told, against that
    counterparty's contract's duty to be told within a time: told too late."""
    duties = [
        (p, duty, m)
        for p in pages
        if p.party_key and DR.is_contract_name(p.name)
        for duty in p.find(_DUTY)
        if _ABOUT_QUALITY.search(duty)
        for m in [_DUTY.search(duty)]
        if m
    ]
    if not duties:
        return []
    out = []
    for q in pages:
        first = F.day_first(q.text)
        for header, cells, line in DR.rows(q):
            found = next((i for i, h in enumerate(header) if _FOUND_COLUMN.search(h)), None)
            told = next(
                (i for i, h in enumerate(header) if i != found and _TOLD_COLUMN.search(h)), None
            )
            if found is None or told is None or max(found, told) >= len(cells):
                continue
            if not (_PRODUCT_INCIDENT.search(line) or _INCIDENT.search(line)):
                continue
            day = next((F.parse_date(d, first) for d in F.extract_dates(cells[found])), None)
            when = next((F.parse_date(d, first) for d in F.extract_dates(cells[told])), None)
            if day is None or when is None:
                continue
            for p, duty, m in duties:
                if p.doc == q.doc or p.party_key not in line.lower():
                    continue
                window = _duty_window(m)
                if when <= day + window:
                    continue
                out.append(
                    finding(
                        f"Incident notice to {p.party}: told {(when - day).days} days after the "
                        f"incident was found; the duty is {m.group('n')} "
                        f"{(m.group('business') or '')}{m.group('unit')}",
                        "incident_notice",
                        "high",
                        f"{q.path} records an incident affecting {p.party}, found on "
                        f'{day:%d %B %Y} and notified on {when:%d %B %Y}: "{short(line)}". '
                        f'{p.path} requires notice of it: "{short(duty)}". Late notice is a '
                        "breach the counterparty can claim for (and may indemnify).",
                        "Establish when the incident was discovered and who was told when; price "
                        "the counterparty's claim for late notice (recall costs, lost sales).",
                        [cite(q, line), cite(p, duty)],
                    )
                )
    return out
