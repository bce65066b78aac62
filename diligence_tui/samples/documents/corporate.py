"""Corporate records: board minutes, charter, bylaws, disclosure schedules."""

from __future__ import annotations

from datetime import date

from diligence_tui.samples import clauses as cl
from diligence_tui.samples.documents.base import Extra
from diligence_tui.samples.world import World, long_date, money


def board_minutes(w: World, meeting: date, extra: Extra = (), special: bool = False) -> list[tuple]:
    rng = w.rng
    present = [w.ceo] + w.directors
    blocks: list[tuple] = [
        ("h1", f"{w.target.upper()}"),
        (
            "h2",
            f"Minutes of a {'Special' if special else 'Regular'} Meeting of the Board of Directors",
        ),
        (
            "p",
            f'A {"special" if special else "regular"} meeting of the Board of Directors (the "Board") of {w.target}, a Delaware corporation (the "Company"), was held on {long_date(meeting)} at the Company\'s offices at {w.hq_address} and by video conference.',
        ),
        (
            "p",
            "Directors present: "
            + ", ".join(p.name for p in present)
            + f". Also present: {w.cfo.name} ({w.cfo.title}), {w.counsel.name} ({w.counsel.title}, acting as secretary of the meeting) and, for part of the meeting, {w.cto.name} ({w.cto.title}).",
        ),
        ("h3", "1. Call to order and quorum"),
        (
            "p",
            f"{w.ceo.name} called the meeting to order at {rng.choice(['9:00', '10:00', '2:00', '3:30'])} {rng.choice(['a.m.', 'p.m.'])}. The secretary confirmed that notice had been duly given and that a quorum of directors was present.",
        ),
        ("h3", "2. Approval of prior minutes"),
        (
            "p",
            "Upon motion duly made and seconded, the minutes of the previous meeting of the Board, in the form circulated with the meeting materials, were approved unanimously.",
        ),
        ("h3", "3. Chief Executive Officer's report"),
        (
            "p",
            f"{w.ceo.name} reviewed bookings, retention and hiring against plan. Net new annual recurring revenue for the quarter was {money(rng.uniform(0.6, 2.4) * 1e6)}, gross revenue retention was {rng.randrange(88, 97)}% and the Company ended the quarter with {rng.randrange(140, 260)} employees.",
        ),
        ("p", cl.filler_paragraph(rng, 3)),
        ("h3", "4. Financial report"),
        (
            "p",
            f"{w.cfo.name} presented the quarterly financial statements, the cash forecast and the status of the Company's credit facility with {w.bank}. The Company remained in compliance with its financial covenants as of the end of the quarter. The Board discussed working capital and the collection of overdue receivables.",
        ),
        ("p", cl.filler_paragraph(rng, 2)),
    ]
    number = 5
    for heading, text in extra:
        blocks.append(("h3", f"{number}. {heading}"))
        for paragraph in text if isinstance(text, list) else [text]:
            blocks.append(("p", paragraph))
        number += 1
    blocks += [
        ("h3", f"{number}. Equity grants"),
        (
            "p",
            "RESOLVED, that the stock option grants listed on Schedule A to these minutes are approved, each with an exercise price equal to the fair market value of the Common Stock as determined by the Board on the basis of the most recent independent valuation, and vesting over four years with a one-year cliff.",
        ),
        ("h3", f"{number + 1}. Adjournment"),
        ("p", "There being no further business, the meeting was adjourned."),
        ("p", f"/s/ {w.counsel.name}, Secretary of the Meeting"),
        ("h3", "Schedule A - Stock option grants"),
        (
            "table",
            [["Optionee", "Shares", "Vesting commencement"]]
            + [
                [p.name, f"{w.rng.randrange(5, 60) * 1000:,}", long_date(meeting)]
                for p in w.rng.sample(w.employees, 3)
            ],
        ),
    ]
    return blocks


def certificate_of_incorporation(w: World, shares: int) -> list[str]:
    pages = [
        f"AMENDED AND RESTATED CERTIFICATE OF INCORPORATION OF {w.target.upper()}\n\n"
        f'{w.target}, a corporation organized and existing under the General Corporation Law of the State of Delaware (the "Corporation"), certifies as follows:\n\n'
        f"1. The name of the Corporation is {w.target}. The original Certificate of Incorporation was filed with the Secretary of State of the State of Delaware on {long_date(date(2017, 3, 14))}.\n\n"
        "2. This Amended and Restated Certificate of Incorporation was duly adopted in accordance with Sections 228, 242 and 245 of the General Corporation Law of the State of Delaware and restates and amends the Certificate of Incorporation in its entirety.\n\n"
        "ARTICLE I. NAME. The name of the Corporation is as stated above.\n\n"
        "ARTICLE II. REGISTERED OFFICE. The address of the registered office of the Corporation in the State of Delaware is 1209 Orange Street, Wilmington, New Castle County, Delaware 19801.\n\n"
        "ARTICLE III. PURPOSE. The purpose of the Corporation is to engage in any lawful act or activity for which corporations may be organized under the General Corporation Law.",
        f"ARTICLE IV. CAPITAL STOCK. The total number of shares of all classes of stock which the Corporation is authorized to issue is {shares:,} shares, consisting of {int(shares * 0.7):,} shares of Common Stock, $0.0001 par value per share, and {shares - int(shares * 0.7):,} shares of Preferred Stock, $0.0001 par value per share, of which the Board may designate series.\n\n"
        "Section 1. Dividends. Holders of Preferred Stock are entitled to receive non-cumulative dividends, when, as and if declared by the Board, in preference to any dividend on Common Stock.\n\n"
        "Section 2. Liquidation. In the event of any liquidation, dissolution or winding up of the Corporation, or any Deemed Liquidation Event, the holders of Preferred Stock shall be paid, before any payment to holders of Common Stock, an amount per share equal to one times the original issue price plus declared but unpaid dividends.\n\n"
        "Section 3. Voting. Each holder of Preferred Stock is entitled to the number of votes equal to the number of shares of Common Stock into which its shares are convertible. The holders of a majority of the Preferred Stock, voting as a separate class, must approve any merger or sale of the Corporation.\n\n"
        "Section 4. Conversion. Each share of Preferred Stock is convertible at the option of its holder into Common Stock at the conversion rate then in effect, and converts automatically upon a qualified public offering.",
        "ARTICLE V. DIRECTORS. The number of directors is fixed by the Bylaws. Elections of directors need not be by written ballot.\n\n"
        "ARTICLE VI. LIMITATION OF DIRECTOR LIABILITY. To the fullest extent permitted by the General Corporation Law, a director of the Corporation shall not be personally liable to the Corporation or its stockholders for monetary damages for breach of fiduciary duty as a director.\n\n"
        "ARTICLE VII. INDEMNIFICATION. The Corporation shall indemnify its directors and officers to the fullest extent permitted by law.\n\n"
        f"IN WITNESS WHEREOF, the Corporation has caused this certificate to be signed by its Chief Executive Officer on {long_date(date(2023, 5, 2))}.\n\n/s/ {w.ceo.name}, Chief Executive Officer",
    ]
    return pages


def bylaws(w: World) -> list[tuple]:
    rng = w.rng
    articles = [
        (
            "Offices",
            [
                "The registered office of the Corporation shall be in the State of Delaware. The Corporation may have other offices as the Board may determine."
            ],
        ),
        (
            "Meetings of Stockholders",
            [
                "Annual meetings of stockholders shall be held at the date, time and place fixed by the Board for the election of directors and the transaction of other proper business.",
                "Special meetings of stockholders may be called by the Board, the Chair of the Board or the Chief Executive Officer, and shall be called by the Secretary at the written request of holders of at least twenty-five percent (25%) of the outstanding voting stock.",
                "Written notice of each meeting stating the place, date and hour, and for a special meeting its purpose, shall be given not less than ten (10) nor more than sixty (60) days before the meeting.",
                "The holders of a majority of the voting power of the outstanding stock entitled to vote, present in person or by proxy, constitute a quorum.",
                "Any action required or permitted to be taken at a meeting of stockholders may be taken without a meeting by written consent of holders having not less than the minimum number of votes required to take the action at a meeting.",
            ],
        ),
        (
            "Directors",
            [
                "The business and affairs of the Corporation shall be managed by or under the direction of the Board. The Board shall consist of five (5) members unless changed by resolution of the Board.",
                "Directors hold office until their successors are elected and qualified or until their earlier death, resignation or removal. Vacancies may be filled by a majority of the directors then in office.",
                "Regular meetings of the Board may be held without notice at times and places the Board determines. Special meetings may be called by the Chair or the Chief Executive Officer on forty-eight (48) hours' notice.",
                "A majority of the total number of directors constitutes a quorum, and the act of a majority of the directors present at a meeting at which a quorum is present is the act of the Board.",
                "Any action of the Board may be taken without a meeting if all directors consent in writing or by electronic transmission.",
            ],
        ),
        (
            "Committees",
            [
                "The Board may designate an audit committee, a compensation committee and such other committees as it considers appropriate, each consisting of one or more directors."
            ],
        ),
        (
            "Officers",
            [
                "The officers of the Corporation shall be a Chief Executive Officer, a Chief Financial Officer and a Secretary, and may include such other officers as the Board appoints.",
                "The Chief Executive Officer has general supervision of the business of the Corporation, subject to the control of the Board.",
            ],
        ),
        (
            "Stock",
            [
                "Shares of the Corporation may be certificated or uncertificated as the Board determines. Transfers of stock shall be made on the books of the Corporation only by the holder of record or an authorized attorney.",
                "No stockholder may transfer shares without first offering them to the Corporation on the terms set out in the Corporation's right of first refusal, except for permitted transfers to family trusts and affiliates.",
            ],
        ),
        (
            "Indemnification",
            [
                "The Corporation shall indemnify and advance expenses to any person who is or was a director or officer of the Corporation to the fullest extent permitted by the General Corporation Law of the State of Delaware.",
                "The rights conferred by this Article are contract rights and continue for a person who has ceased to be a director or officer.",
            ],
        ),
        (
            "General Provisions",
            [
                "The fiscal year of the Corporation ends on December 31 unless otherwise fixed by the Board.",
                "These Bylaws may be amended or repealed by the Board or by the stockholders.",
            ],
        ),
    ]
    blocks: list[tuple] = [
        ("h1", f"Amended and Restated Bylaws of {w.target}"),
        ("p", f"Adopted by the Board of Directors on {long_date(date(2023, 5, 2))}."),
    ]
    for number, (name, paragraphs) in enumerate(articles, start=1):
        blocks.append(("h2", f"Article {number}. {name}"))
        for sub, text in enumerate(paragraphs, start=1):
            blocks.append(("p", f"Section {number}.{sub}. {text}"))
        if rng.random() < 0.3:
            blocks.append(
                (
                    "p",
                    f"Section {number}.{len(paragraphs) + 1}. The Board may adopt rules and procedures consistent with this Article as it considers necessary for the orderly conduct of the Corporation's affairs.",
                )
            )
    return blocks


def disclosure_schedule(w: World, rows: list[list[str]]) -> list[tuple]:
    return [
        ("h1", "Disclosure Schedule (Draft)"),
        (
            "p",
            f'This draft Disclosure Schedule is delivered by {w.target} (the "Company") in connection with the proposed Agreement and Plan of Merger with {w.buyer}. Section numbers refer to the representations and warranties of the draft Agreement. Inclusion of an item is not an admission that it is material. The documents listed are provided in the data room unless noted otherwise.',
        ),
        ("table", [["Section", "Item", "Document", "Data room location"]] + rows),
        (
            "p",
            "This schedule will be updated before signing. Capitalized terms have the meanings given in the Agreement.",
        ),
    ]
