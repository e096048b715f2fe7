"""The game log: each event's English template filled in for a person to read.

Besides the event's own fields a template may use ``player_name``,
``company_name``, ``companies_text`` ("Orange and Green", with ``companies_count`` to choose its verb's number), ``available_text``, ``issued_text``, ``tiles_text``, ``shares_text`` ("1
Orange share", "3 Orange shares"), ``order_text``, ``previous_text``, ``link_text``,
``modifier_text``, ``square_text``, ``new_text``, ``price_text`` ("price from $5 to $6", "price stays at
$5"), ``names_text``,
``last_text``, ``sales_text`` ("Ann and Ben sell 1 Green share each; Cat sells nothing"), ``cash_text`` and ``winners_text``: display
forms built here from the raw fields (which stay in the event, so a
translation can rebuild its own wording from them).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import Any

from companion.core import N_, Event, N_plural, NP_plural
from companion.core.i18n import fill, number_format
from companion.core.log_words import clauses, grouped, joined, winners_text

from .events import BuildEnded, CompanyResult, SalesRevealed, SharesBought, SharesSold
from .rules import COMPANY_NAMES

Translate = Callable[[str], str]

# NOTE: one seat's clause in "Sales revealed: …", joined with the other seats' by semicolons; {shares_text}
# reads "1 Green share" or "2 Orange shares and 1 Wood share"
SOLD = N_("{player_name} sells {shares_text}")
# NOTE: one seat's clause in "Sales revealed: …" when it sells nothing, joined with the others' by semicolons
SOLD_NOTHING = N_("{player_name} sells nothing")
# NOTE: several seats' clause in "Sales revealed: …" when each sells the same shares; {names} reads "Ann and Ben",
# {shares_text} "1 Green share"
SOLD_ALIKE = N_("{names} sell {shares_text} each")
# NOTE: the last clause of "Sales revealed: …": the several seats not named before it sell nothing
OTHERS_SOLD_NOTHING = N_("the others sell nothing")


# NOTE: phase 4, a company's row of the card: "Orange, performance 5: $2 a share." Its profit and its CEO bonus are
# said once each, by the sentences of their payments that follow ("Orange's treasury receives $3 profit.")
RESULT = N_("{company_name}, performance {performance}: ${dividend:,} a share.")
# NOTE: phase 4, a company whose row of the card pays no dividend ("$0 a share" was said of every company in the
# first phase 4)
RESULT_NO_DIVIDEND = N_("{company_name}, performance {performance}: no dividend.")

# NOTE: in a delivery's sentence, "Orange ships a cube (own links: 3): performance 3."
OWN_LINKS = N_("own links: {count}")
# NOTE: in a delivery's sentence, "Orange ships a cube (own links: 2, ownerless links: 1): performance 5."
OWNERLESS_LINKS = N_("ownerless links: {count}")


def company_name(company: str, translate: Translate | None = None) -> str:
    return (translate or str)(COMPANY_NAMES.get(company, company))


def shares_text(count: int, company: str | None, t: Translate) -> str:
    """ "1 Orange share", "3 Orange shares" (or without a company), in the reader's language."""
    if company is None:
        return fill(N_plural("{count} share", "{count} shares"), {"count": count}, t)
    template = N_plural("{count} {company} share", "{count} {company} shares")
    return fill(template, {"count": count, "company": company_name(company, t)}, t)


def values(names: Sequence[str], event: Event, translate: Translate | None = None) -> dict[str, Any]:
    """The event's fields plus the display helpers its template may name."""
    t: Translate = translate or str
    found: dict[str, Any] = {f.name: getattr(event, f.name) for f in dataclasses.fields(event)}

    def name(seat: Any) -> str:
        return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "?"

    if "player" in found:
        found["player_name"] = name(found["player"])
    if isinstance(found.get("company"), str):
        found["company_name"] = company_name(found["company"], t)
    company = found.get("company") if isinstance(found.get("company"), str) else None
    if isinstance(found.get("companies"), tuple):  # a run of companies said together: "Orange and Green"
        found["companies_text"] = joined([company_name(c, t) for c in found["companies"]], t)
        found["companies_count"] = len(found["companies"])
    if isinstance(found.get("available"), int):
        found["available_text"] = shares_text(found["available"], None, t)
    if isinstance(found.get("count"), int):
        found["issued_text"] = shares_text(found["count"], None, t)
    if isinstance(found.get("shares"), int):
        found["shares_text"] = shares_text(found["shares"], company, t)
    if isinstance(found.get("tiles"), int):
        found["tiles_text"] = fill(
            NP_plural("track tiles", "{count} tile", "{count} tiles"), {"count": found["tiles"]}, t
        )
    if isinstance(found.get("order"), tuple):
        found["order_text"] = ", ".join(company_name(c, t) for c in found["order"]) or t(N_("no company left"))
    if "previous" in found:
        found["previous_text"] = (
            "" if found["previous"] is None else t(N_(" (from {name})")).format(name=name(found["previous"]))
        )
    if "completes_link" in found:
        found["link_text"] = t(N_(", completing a link")) if found["completes_link"] else ""
    if "modifier" in found:
        found["modifier_text"] = f" ({found['modifier']:+d})" if found["modifier"] else ""
    if isinstance(found.get("own_links"), int) and isinstance(found.get("ownerless_links"), int):
        links = [
            fill(template, {"count": count}, translate)
            for template, count in ((OWN_LINKS, found["own_links"]), (OWNERLESS_LINKS, found["ownerless_links"]))
            if count
        ]
        found["links_text"] = ", ".join(links)
    if "square" in found:
        square = found["square"]
        found["square_text"] = (
            ""
            if not square
            else t(N_(", green square +{size}")).format(size=square)
            if square > 0
            else t(N_(", pink square -{size}")).format(size=-square)  # the log's minus: "-", as in "box -1"
        )
    number = number_format(translate)  # amounts grouped as the reader's language writes them: $1,200, $1.200
    if "new" in found:
        found["new_text"] = "B" if found["new"] is None else f"${number(found['new'])}"
        if isinstance(found.get("old"), int):  # a price that did not move stays, it does not go "from $5 to $5"
            found["price_text"] = (
                fill(N_("price stays at ${old:,}"), {"old": found["old"]}, translate)
                if found["new"] == found["old"]
                else fill(
                    N_("price from ${old:,} to {new}"), {"old": found["old"], "new": found["new_text"]}, translate
                )
            )
    if isinstance(found.get("players"), tuple):
        found["names_text"] = joined([name(seat) for seat in found["players"]], t)
    if "last" in found:
        found["last_text"] = t(N_(" (last turn: everything must be sold)")) if found["last"] else ""
    if isinstance(found.get("sales"), tuple):
        found["sales_text"] = sales_text(found["sales"], name, translate)
    if isinstance(found.get("cash"), tuple):
        found["cash_text"] = ", ".join(f"{name(seat)} ${number(money)}" for seat, money in enumerate(found["cash"]))
    if isinstance(found.get("winners"), tuple):
        found["winners_text"] = winners_text([name(seat) for seat in found["winners"]], t)
    return found


def sales_text(sales: Sequence[dict[str, int]], name: Callable[[int], str], translate: Translate | None = None) -> str:
    """Every seat's sale in one list of clauses: seats that sell the same shares named together ("Ann and Ben sell
    1 Green share each"), those that sell nothing last ("Ben sells nothing", "the others sell nothing")."""
    t: Translate = translate or str
    sold = {
        seat: joined([shares_text(count, c, t) for c, count in shares.items()], t) for seat, shares in enumerate(sales)
    }
    alike = grouped(sold)
    nothing = alike.pop("", [])
    parts = [
        fill(SOLD, {"player_name": name(seats[0]), "shares_text": text}, translate)
        if len(seats) == 1
        else fill(SOLD_ALIKE, {"names": joined([name(seat) for seat in seats], t), "shares_text": text}, translate)
        for text, seats in alike.items()
    ]
    if len(nothing) == 1:
        parts.append(fill(SOLD_NOTHING, {"player_name": name(nothing[0])}, translate))
    elif nothing:
        parts.append(t(OTHERS_SOLD_NOTHING))
    return clauses(parts, t)


def template(event: Event) -> str:
    """The event's template, or the sentence of a case it reads badly in: the sale of one share, whose price is
    the amount (see :class:`.events.SharesSold`), the purchase of one (:class:`.events.SharesBought`), and sales
    revealed where nobody sells (:class:`.events.SalesRevealed`), a company's building with no tile
    (:class:`.events.BuildEnded`), and a company's result (:class:`.events.CompanyResult`), said without its
    profit and CEO bonus: the payments' own sentences that follow say them ("…, profit $3." then "Orange's
    treasury receives $3 profit." said the profit twice)."""
    if isinstance(event, SharesSold) and event.count == 1:
        return SharesSold.one_template
    if isinstance(event, SharesBought) and event.count == 1:
        return SharesBought.one_template
    if isinstance(event, SalesRevealed) and not any(event.sales):
        return SalesRevealed.nobody_template
    if isinstance(event, BuildEnded) and not event.tiles:
        return BuildEnded.nothing_template
    if isinstance(event, CompanyResult):
        return RESULT if event.dividend else RESULT_NO_DIVIDEND
    return event.template


def describe(names: Sequence[str], event: Event, translate: Translate | None = None) -> str:
    try:
        return fill(template(event), values(names, event, translate), translate)
    except (KeyError, IndexError, ValueError):
        return event.type
