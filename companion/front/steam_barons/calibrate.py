"""Settings → Steam Barons card: the stock-market card of one's own box, typed in once on the data form.

Four sections: the price track's squares (+ a green bonus, − a pink penalty,
· plain), Final Performance (rows added at the end), the Share Adjustment
Table and the two maps. The form holds the card with its price track as one
signed number per square (a square is green, pink or plain: one field) and a
map's missing surcharges as "none"; :func:`to_card` turns it back into the
engine's card, which the engine's validator judges, naming the field at fault.
Saving marks the card calibrated (the owner read it off a real card) and
writes it to the data directory, where new games take it from (games already
started keep the card they began with).
"""

from __future__ import annotations

import copy
from typing import Any

from companion.core import N_
from companion.games.steam_barons import CARD
from companion.games.steam_barons.rules import MAP_NAMES, TOP_PRICE
from companion.text.i18n import _
from companion.ui.forms import ABOVE, INLINE, Field, FieldChoice, FormSpec, Group, Section, Table, table_hooks
from companion.ui.scenes.form import open_form

from .palette import GREEN_SQUARE, PINK_SQUARE

TERRAINS = ("hill", "mountain")
GROUPS = ("1", "2-3", "4-5", "6")
OWNER_NAME = "Owner's card"
NONE = (FieldChoice(None, N_("none")),)


def to_form(card: dict[str, Any]) -> dict[str, Any]:
    """The card in the form's shape: a signed number per price square, every terrain's surcharge (or None)."""
    data = copy.deepcopy(card)
    track = data["price_track"]
    data["price_track"] = [track["green"].get(str(n), 0) or -track["pink"].get(str(n), 0) for n in range(TOP_PRICE + 1)]
    for spec in data["maps"].values():
        spec["surcharges"] = {**dict.fromkeys(TERRAINS), **spec["surcharges"]}
    return data


def to_card(data: dict[str, Any]) -> dict[str, Any]:
    """The engine's card from the form, marked calibrated and named as the owner's."""
    card = copy.deepcopy(data)
    marks = card["price_track"]
    card["price_track"] = {
        "green": {str(n): size for n, size in enumerate(marks) if size > 0},
        "pink": {str(n): -size for n, size in enumerate(marks) if size < 0},
    }
    for spec in card["maps"].values():
        spec["city_link"] = spec["city_link"] or None
        spec["surcharges"] = {terrain: extra for terrain, extra in spec["surcharges"].items() if extra}
    card["calibrated"] = True
    if card["name"] == CARD.packaged_table()["name"]:
        card["name"] = OWNER_NAME
    return card


def mark(size: int) -> str:
    return f"+{size}" if size > 0 else f"−{-size}" if size < 0 else "·"


def optional(value: int | None) -> str:
    return str(value) if value else "–"


FORM = FormSpec(
    title=N_("Steam Barons card"),
    sections=(
        Section(
            "price",
            N_("Price track"),
            (
                Group(
                    tuple(
                        Field(
                            ("price_track", n),
                            "",
                            low=-TOP_PRICE,
                            high=TOP_PRICE,
                            keys=(FieldChoice(0, N_("plain")),),
                            caption=f"${n}",
                            show=mark,
                            color=lambda size: GREEN_SQUARE if size > 0 else PINK_SQUARE if size < 0 else None,
                        )
                        for n in range(TOP_PRICE + 1)
                    ),
                    columns=5,
                ),
            ),
            note=N_("Each square: + green bonus, − pink penalty, · plain"),
        ),
        Section(
            "performance",
            N_("Final Performance"),
            (
                Table(
                    ("performance",),
                    (
                        Field(("from",), N_("from")),
                        Field(("dividend",), N_("dividend")),
                        Field(("profit",), N_("profit")),
                        Field(("ceo_bonus",), N_("CEO bonus")),
                    ),
                    caption_width=28,
                    new_row=lambda rows, last: {**rows[last], "from": rows[last]["from"] + 1},
                ),
            ),
        ),
        Section(
            "adjustment",
            N_("Adjustment"),
            (
                Table(
                    ("adjustment", "modifiers"),
                    (Field((), N_("price change"), low=-TOP_PRICE, high=TOP_PRICE),),
                    N_("Boxes, left to right: price change"),
                    caption=INLINE,
                    columns=6,
                ),
                Group(
                    tuple(Field(("adjustment", "start", g), N_("stacks: box"), caption=g, high=12) for g in GROUPS),
                    N_("Highest stack's box for 1, 2-3, 4-5, 6 stacks"),
                ),
                Table(
                    ("adjustment", "bankrupt"),
                    (Field((), N_("box"), high=12),),
                    N_("Boxes of the 1st, 2nd ... bankrupt company"),
                    caption=INLINE,
                    columns=6,
                ),
            ),
        ),
        Section(
            "maps",
            N_("Maps"),
            (
                Table(
                    ("maps",),
                    (
                        Field(("shares",), N_("shares"), high=20),
                        Field(("build_limit",), N_("tiles"), high=20, keys=(FieldChoice("turn+1", N_("turn + 1")),)),
                        Field(("city_link",), N_("link $"), high=99, keys=NONE, show=optional),
                        Field(("surcharges", "hill"), N_("hill"), high=99, keys=NONE, show=optional),
                        Field(("surcharges", "mountain"), N_("mount."), high=99, keys=NONE, show=optional),
                    ),
                    row_label=lambda data, key: _(MAP_NAMES.get(key, key)),
                    caption=ABOVE,
                ),
            ),
        ),
    ),
    **table_hooks(CARD, to_form, to_card),
    save_label=N_("Save card"),
    standin_label=N_("Placeholder"),
    saved_text=N_("Card saved: new Steam Barons games use it."),
    complete_text=N_("The card is complete: save it for new games."),
    origin_saved=N_("your saved card"),
    origin_standin=N_("uncalibrated card"),
)


def open_card_scene(app: Any) -> None:
    open_form(app, FORM)
