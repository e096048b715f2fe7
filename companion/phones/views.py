"""What one seat's phone shows: its view, built on the main thread from the table's public contract.

A view is plain JSON, already in the phone's language: the seat's own
decisions (main first, then side), the lines only this seat may see, the
public state in short, what the last step did. It is built from what every
front-end reads (:meth:`Table.prompt`, :meth:`Table.summary` for this viewer,
the console's text view, :meth:`Table.step_sentences`), never the state
object, so a phone can learn nothing the touchscreen's private panel for that
seat would not show.

The words are the touchscreen's own sentences in another language: the view is
built while :func:`speaking` has switched the language of :func:`_` for the
length of the build, on the main thread, and switched back before the next
frame is drawn. The server thread never calls :func:`_`; what it must say by
itself (a refused code) comes from :func:`translator`, which reads the
catalogs without touching the screen's language.

A few fields go beyond the protocol's list, for a page that wants them: a
die has its ``key`` (its field; an answer may name a die by it, by its English
name or by its ``name`` in the phone's language) and the ``label`` over its row of faces, the touchscreen's
("White die", :func:`~companion.text.dice.die_label`), a basket item its ``step``, and an amount or basket
whose button names the number chosen ("Buy {count} for {cost}") has that
template as ``button_template`` beside a whole ``button``; a basket's item has
its ``price_text`` as the screen writes it ("$400") and its ``cost`` (what one of it adds to the button's
``{cost}``, as the game counts it), a basket whether it may be confirmed as first shown
(``initial_allowed``), how many lines one confirm takes (``lines``, with ``lines_note`` saying so: one stock
per trade) and the most of all lines together (``total_cap``, a purchase's three shares a turn, with
``cap_note``: "at most 3 in all", as the touchscreen says it when its "+" greys), and a line the least it
takes alone when that is more than a step (``least``, with ``least_note``), its ``note`` ("2 for 1", "sold
out", written under its name on the screen), its ``limit`` (why it goes no higher) and its ``quick`` buttons,
so its confirm is live only where the touchscreen's is, and a basket or an amount
how to write a sum of its unit (``money``: what goes before and after the
digits, and the thousands separator), for its running total and its button; a pick of squares on
the board (a tile) says ``"board": true``, so a page may lay its many short
options out as a grid rather than a list; an option of a short pick whose game words its previews has its
``preview``, what choosing it would do in a few words ("grows Tower (5 tiles now)"), the console's words beside
a tile of the hand (only the seat that decides sees its options, so a dealt hand's previews stay with it); a
disabled option whose decision says why the rules refuse it now (a tile of the hand: dead, an eighth chain)
has that reason as its ``preview``, under its greyed button. An option of a board pick too long for those (every square, with the tiles in the players' hands) has its
``explained`` instead, the lines the touchscreen shows over its confirm when the square is tapped (its headline,
then why): the page shows them for the square tapped, with a confirm, before anything is sent.
Dice the companion may throw (a chance decision of the seat: a turn's roll) have ``roll``, the words of the
touchscreen's button that throws them ("Roll for me"), answered ``{"roll": true}``.
A confirm says whether it may be pressed (``enabled``, as a pick's option does): one offered before the rules
allow it (declaring the end too early) has no action, its question is the
refusal, and its button is shown but cannot be pressed, as on the touchscreen. A confirm has its ``detail``,
what it moves ("+9M" for a loan: the console's "Take the loan (+9M)"), as a pick's option has; so has each of
the alternatives (``others``) beside an amount or a basket. An amount of things at a price each has its
``price`` and ``price_money`` (how to write the total), for its button's ``{cost}``. An amount has its ``standing``: the bid to beat and
who holds it, and what the seat can pay, as the touchscreen writes them above its number, and its
``range_text``, the range in the console's words ("$5 to $30"; "1M or more" when the top is only the rules'
ceiling), and its ``quick_text``, each of its ``quick`` amounts (by its number) as the game writes it ("2M");
its button without the game's words is the touchscreen's ("Bid {amount}"). Each decision
has its
``hint``, the line that explains its question ("Draw a tile from the draw pile…"; empty when it has none).
Each decision (and a secret's inner one) has its ``identity``, its question untranslated: a page keeps a
half-set answer while the identity stays, whatever the language. What the table decides with no seat to decide it (chance: the two-player market's tile, who starts) is on
every phone as an ``entry`` to read, answered on the table's screen. A sealed decision this
seat has entered while others still choose comes with ``"inner": null`` and
``"done": true``: the decision on offer then is another seat's. A finished game
is a last view with ``"over": true`` and its final ``standing`` (each player's
place, name, figure and what made it, the seat's own line ``mine``); its codes
stop when the table attaches another game or none.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import Any

from companion.core import N_, Prompt, Table, auction_events
from companion.core.decisions import (
    Actor,
    Amount,
    Basket,
    BasketItem,
    BoardPick,
    Confirm,
    Decision,
    Dice,
    Draw,
    Entry,
    Pick,
    PickOption,
    Secret,
)
from companion.core.i18n import fill, say
from companion.result_levels import levels_for, unasked
from companion.text.baskets import OVER_BUDGET, OVER_OWN_BUDGET, money_templates
from companion.text.below import unrepeated
from companion.text.buttons import (
    CONFIRM,
    ENTER_FACES,
    amount_button,
    basket_button,
    idle_button,
    option_detail,
    unasked_detail,
)
from companion.text.dice import die_label
from companion.text.i18n import (
    LANGUAGES,
    Translator,
    _,
    language,
    listing,
    money,
    ngettext,
    number,
    set_language,
)
from companion.text.i18n import translator as language_translator
from companion.text.option_words import OptionWords, labeller, options_words, pick_words
from companion.text.ranges import amount_words, top_is_cap
from companion.text.stand_ins import ON_A_PHONE, own_copy_lines
from companion.text.standing import end_sentence, tied_detail
from companion.text.standing import standing as final_rows
from companion.text.summary import render, stand_in_lines, table_view, winners_line

TEXTS: dict[str, str] = {
    "title": N_("Your seat at the table"),
    "your_turn": N_("Your turn"),
    "waiting": N_("Waiting for the others"),
    "confirm": CONFIRM,
    "cancel": N_("Cancel"),
    "private": N_("Only you see this"),
    "table": N_("The table"),
    "sealed": N_("Sealed: nobody sees it until everyone has chosen."),
    "code_prompt": N_("Type the code shown on the table's screen for your seat"),
    "join": N_("Join"),
    "connected": N_("Connected"),
    "lost": N_("Connection lost: trying again"),
    "language": N_("Language"),
    "connecting": N_("Connecting…"),
    "theme": N_("Light or dark"),
    "standing": N_("Final scores"),
}
"""The page's own words, sent with each view so the page needs no catalog of its own (and written into the
page as it is served, for before its first view: :mod:`.page`)."""


BOX = ("code_prompt", "join")
"""The words of the page's code box, sent with a refused code or a phone cut off (:func:`box_words`)."""


def box_words(code: str) -> dict[str, str]:
    """The code box's words in ``code`` (any thread): a phone refused or cut off shows the box for a new code,
    and without a view it had no words but the page's English."""
    say = translator(code)
    return {key: say(TEXTS[key]) for key in BOX}


def known_language(code: object, fallback: str) -> str:
    """``code`` if it is a language the companion speaks, else ``fallback``."""
    return code if isinstance(code, str) and code in LANGUAGES else fallback


def heard_language(header: str | None, fallback: str) -> str:
    """The language a browser reads, from its ``Accept-Language`` header ("it-IT,it;q=0.9,en;q=0.8"), if it is one
    the companion speaks (the first such by the browser's preference), else ``fallback`` (the table's).

    What the server says before a phone has chosen a language (the page's own words, a refusal at the door:
    "Too many phones are connected.") was said in the table's, which the phone's player may not read."""
    heard: list[tuple[float, int, str]] = []
    for index, part in enumerate((header or "").split(",")[:20]):
        tag, _semicolon, rest = part.strip().partition(";")
        weight = 1.0
        for parameter in rest.split(";"):
            name, _equals, value = parameter.strip().partition("=")
            if name.strip().lower() == "q":
                try:
                    weight = float(value)
                except ValueError:
                    weight = 0.0
        code = tag.strip().lower().split("-")[0]
        if weight > 0 and code in LANGUAGES:
            heard.append((-weight, index, code))
    return min(heard)[2] if heard else fallback


def translator(code: str) -> Translator:
    """Translate into ``code`` (English for a code the companion does not speak) without changing the language
    of the screen, on any thread: the language's :class:`~companion.text.i18n.Translator`, whose ``number``,
    ``ngettext``... put a refusal's amounts and plurals in that language too ("3 azioni", "6.000"), and whose
    French fills "de {name}" as "d'Anna"."""
    return language_translator(known_language(code, "en"))


@contextmanager
def speaking(code: str) -> Iterator[None]:
    """Make :func:`_` speak ``code`` for the length of the block, then give the screen its language back.

    Main thread only: the screen draws on that thread, so it never sees the borrowed language.
    """
    before = language()
    if code == before:
        yield
        return
    set_language(code)
    try:
        yield
    finally:
        set_language(before)


def hex_colour(colour: tuple[int, ...]) -> str:
    return "#" + "".join(f"{channel:02x}" for channel in colour[:3])


def build(table: Table[Any], seat: int, colours: tuple[tuple[int, ...], ...] = ()) -> dict[str, Any]:
    """``seat``'s view of ``table`` in the language :func:`_` speaks now (see :func:`speaking`)."""
    names = table.names
    prompt = table.prompt()
    summary = table.summary(seat)
    mine = [actor for actor in prompt.actors if actor.seat == seat]
    mine.sort(key=lambda actor: actor.side)
    game = table.game.name
    public = unwon([line.rstrip() for line in table_view(table)], summary)
    told = len(stand_in_lines(table))  # under the stand-ins, where the owner's own go: a phone has no Settings
    public[told:told] = ["   " + line for line in own_copy_lines(table.game, table.header.config, ON_A_PHONE)]
    own = [line.rstrip() for line in render(game, summary, private_for=seat)]
    shared = set(public)
    decisions = [decision(table, actor) for actor in mine]
    return {
        "moment": table.stamp.moment,
        "game": _(table.game.title) if table.game.title else game,
        "seat": seat,
        "name": names[seat],
        "colour": hex_colour(colours[seat]) if seat < len(colours) else "#808080",
        "texts": {key: _(text) for key, text in TEXTS.items()},
        "turn": turn(prompt, names, seat, table.over, summary.get("winners")),
        "waiting": waiting(prompt, names, seat),
        "yours": any(not actor.side and not sealed_by(actor, seat) for actor in mine),
        "decisions": decisions + sealed_entries(table, prompt, seat, mine) + table_entries(table, prompt),
        "private": private_lines(own, shared),
        "public": unasked_lines([line for line in public if line.strip()], decisions, names),
        "recent": recent(table, seat, mine),
        "over": table.over,
        "standing": final_standing(table, seat),
    }


def unwon(public: list[str], summary: dict[str, Any]) -> list[str]:
    """The table's lines without the one naming the winners once the game is over: the headline says who won
    ("The game is over. Ann wins.") and the final standing under it stars them, and "Winner: Ann" at the foot of
    the table said it a third time, as the console leaves it out under its final scores. A game nobody won keeps
    its line: the headline says only that the game is over."""
    if not summary.get("winners"):
        return public
    said = set(winners_line(summary))
    return [line for line in public if line not in said]


def recent(table: Table[Any], seat: int, mine: list[Actor]) -> list[str]:
    """What the last step did, in the game log's sentences; on the phone of the seat it asks next, less what its
    question says again (:func:`~companion.result_levels.unasked`), as the touchscreen's card and the console leave
    it: "Auction of Orange (1 share on offer): Ben bids first, at least $5." stood over "Ben: bid for Orange", "1
    share on offer" and "$5 to $30". The other seats' phones show no such question, and keep the sentence."""
    if not table.can_undo:
        return []
    sentences = table.step_sentences(-1, _, earlier=False)  # a corrected step as it is now
    if not table.steps:
        return sentences
    events = table.steps[-1].events
    if table.over:
        return unended(sentences, events)
    if not any(not actor.side and not sealed_by(actor, seat) for actor in mine):
        return sentences
    return unbid(unasked(sentences, events, levels_for(table.game.name)), events, mine)


ENDS = frozenset({"game_over", "game_ended"})
"""The tags of the event that says a game's end and who won, which every game may send."""


def unended(sentences: list[str], events: Sequence[Any]) -> list[str]:
    """The last step of a finished game without the sentence of its end ("The game is over: Ann wins with
    $55,200."): the phone's headline says the end and who won just above it, and the final standing under it
    each player's figure. A step told otherwise than one sentence an event (a correction) is said whole."""
    if len(events) != len(sentences):
        return sentences
    return [sentence for sentence, event in zip(sentences, events, strict=True) if event.type not in ENDS]


def unbid(sentences: list[str], events: Sequence[Any], mine: list[Actor]) -> list[str]:
    """Without the bid the seat's own question states as the bid to beat: "Ann bids $12." stood over "High bid $12
    by Ann" in the seat's bid (:func:`standing`), the same bid said twice. Other sentences of the step stay, and
    so does the bid on the phones of the seats not asked (they have no such question)."""
    if len(events) != len(sentences):
        return sentences
    stated = {
        (actor.decision.high_bidder, actor.decision.high_bid)
        for actor in mine
        if not actor.side and isinstance(actor.decision, Amount) and actor.decision.high_bid is not None
    }
    return [
        sentence
        for sentence, event in zip(sentences, events, strict=True)
        if not (isinstance(event, BIDS) and (event.player, event.amount) in stated)
    ]


BIDS = (auction_events.BidMade, auction_events.CompanyBidMade)
"""A bid made in an English auction, of the lot on the table or of a company (:mod:`companion.core.auction_events`)."""


def unasked_lines(public: list[str], decisions: list[dict[str, Any]], names: list[str]) -> list[str]:
    """The table's lines without the last ones that the seat's own question says again, on the phone asked it (the
    console leaves them out alike, :func:`~companion.text.below.unrepeated`): "Auction of JNJR: 6M by Bruno" at the
    foot of the table said again the bid's "High bid 6M by Bruno" over it. The phones of the seats not asked keep
    them: they have no such question."""
    asked = [d for d in decisions if not d.get("side") and not d.get("sealed") and d.get("kind") != "entry"]
    if not asked:
        return public
    said = [str(asked[0].get(key) or "") for key in ("question", "hint", "standing", "range_text")]
    return unrepeated(public, [line for line in said if line], names, public)


def private_lines(own: list[str], shared: set[str]) -> list[str]:
    """The lines of the seat's own view that the table's does not have, moved left together: a line that goes on
    under another (a share list wrapped, the tiles in hand under the seat's line) keeps its place under it.

    Each line was stripped alone, and a wrapped share list went on at the edge ("Continental 1" under "> 1. Anna"),
    read as a line of its own rather than the end of the list above it."""
    kept = [line.rstrip() for line in own if line not in shared and line.strip()]
    least = min((len(line) - len(line.lstrip()) for line in kept), default=0)
    return [line[least:] for line in kept]


def final_standing(table: Table[Any], seat: int) -> list[dict[str, Any]]:
    """Once the game is over, its final standing for the page to list under its headline: each player's place,
    name, figure in the game's words and what made it, as the touchscreen's final screen and the console show it
    (:mod:`companion.text.standing`); the phone's own seat is ``mine``. Before the end, none."""
    if not table.over:
        return []
    rows = final_rows(table)
    return [
        {
            "place": row.place,
            "name": row.name,
            "figure": row.label,
            "detail": tied_detail(row, rows),  # "tied · …" where a place is shared, as the console says it
            "won": row.won,
            "out": row.out,
            "mine": row.seat == seat,
        }
        for row in rows
    ]


def sealed_entries(table: Table[Any], prompt: Prompt, seat: int, mine: list[Actor]) -> list[dict[str, Any]]:
    """The sealed decisions ``seat`` has entered and that are still open: shown as done (nothing of the choice).

    An engine may leave a seat that has sealed out of the actors; its phone still says it has sealed and waits.
    The entry has no inner decision (``"inner": null``): the secret on offer is another seat's now.
    """
    found: list[dict[str, Any]] = []
    for actor in prompt.actors:
        secret = actor.decision
        if not isinstance(secret, Secret) or seat not in secret.chosen or actor.side:
            continue
        if any(own.decision is secret or isinstance(own.decision, Secret) for own in mine) or found:
            continue
        question = secret.text(table.names[seat], _) or _("Everyone chooses in secret")
        # No inner decision: the one on offer is another seat's now, and nothing of this seat's choice shows.
        found.append(
            {"side": False, "question": question, "sealed": True, "kind": "secret", "inner": None, "done": True}
        )
    return found


def table_entries(table: Table[Any], prompt: Prompt) -> list[dict[str, Any]]:
    """What the table decides now with no seat to decide it (chance: the market's tile, who starts), for every
    phone to read: the question and its explaining line, entered on the table's screen.

    Without it a phone said only "The table decides", and a player holding it learnt neither what was asked
    nor that a tile was to be drawn; none of its buttons would take the answer (no seat owns it).
    """
    found: list[dict[str, Any]] = []
    for actor in prompt.actors:
        if actor.seat is not None or actor.side:
            continue
        where = (
            N_("Confirm it on the table's screen.")
            if isinstance(actor.decision, Confirm)
            else N_("Enter this on the table's screen.")
        )
        # what is entered there and by whom, where the game says so (Big Shot's cubes laid out, its layout taken)
        said = actor.decision.where("", _) if isinstance(actor.decision, Entry) else ""
        found.append(
            {
                "side": False,
                "question": actor.decision.text("", _),
                "hint": actor.decision.hint("", _),
                "sealed": False,
                "kind": "entry",
                "text": said or _(where),
            }
        )
    return found


def sealed_by(actor: Actor, seat: int) -> bool:
    """True if ``actor`` is a sealed decision ``seat`` has already entered."""
    return isinstance(actor.decision, Secret) and seat in actor.decision.chosen


def turn(prompt: Prompt, names: list[str], seat: int, over: bool, winners: list[int] | None = None) -> str:
    """Who is to play, as the phone's headline: this seat, the seats still to choose in secret, or whose turn; at
    the end, who won ("The game is over. Anna wins."), where the headline said only that it was over and the
    winner was a line at the foot of the table's forty."""
    if over:
        won = [names[other] for other in winners or () if 0 <= other < len(names)]
        return end_sentence(won) if won else _("The game is over")
    secret = [actor.decision for actor in prompt.actors if isinstance(actor.decision, Secret)]
    if secret:
        waiting = list(dict.fromkeys(other for one in secret for other in one.seats if other not in one.chosen))
        if seat in waiting:
            return _("Choose in secret")
        who = [
            names[other] for other in waiting if 0 <= other < len(names)
        ]  # "Ann e Bob scelgano", not "Ann, Bob scelga"
        return ngettext(
            "Waiting for {names} to choose in secret", "Waiting for {names} to choose in secret", len(who)
        ).format(names=listing(who))
    seats = prompt.seats
    if seat in seats:
        return _("Your turn")
    if not seats:
        return _("The table decides")
    return _("{name} to play").format(name=", ".join(names[other] for other in seats if 0 <= other < len(names)))


def waiting(prompt: Prompt, names: list[str], seat: int) -> str:
    """The line under a phone with nothing to decide: nothing where the headline names whom the table waits for
    (it read "Anna to play" over "Waiting for Anna", the name said twice); else whose move it waits for when that
    is one seat ("Waiting for Anna"), "the others" only when it is several (or the table itself)."""
    secret = [actor.decision for actor in prompt.actors if isinstance(actor.decision, Secret)]
    if secret:
        seats = [other for one in secret for other in one.seats if other not in one.chosen]
    else:
        seats = list(prompt.seats)
    if seats and seat not in seats:
        return ""  # the headline names them all (see turn)
    awaited = [other for other in dict.fromkeys(seats) if other != seat and 0 <= other < len(names)]
    if len(awaited) == 1:
        return _("Waiting for {name}").format(name=names[awaited[0]])
    others = TEXTS["waiting"]  # the page's own words, "Waiting for the others"
    return _(others)


def decision(table: Table[Any], actor: Actor) -> dict[str, Any]:
    """One of the seat's decisions as the phone draws it."""
    name = table.names[actor.seat] if actor.seat is not None else ""
    question = actor.decision.text(name, _) or name
    body = shape(table, actor.decision, actor)
    if body.get("kind") == "confirm":  # the loan's "+9M" once, in its question, not again under its button
        body["detail"] = unasked_detail(body.get("detail", ""), question)
    # A side action offered before the rules allow it (a "Declare end", its question the refusal that says
    # what would allow it): shown briefly, its button alone, the why said at a tap. Its long refusal stood in a box
    # of its own at every turn, over the turn's own question.
    brief = actor.side and isinstance(actor.decision, Confirm) and actor.decision.action is None
    return {
        "side": actor.side,
        "question": question,
        "identity": identity(actor.decision, name),
        "hint": actor.decision.hint(name, _),
        "sealed": isinstance(actor.decision, Secret),
        **({"brief": True} if brief else {}),
        **body,
    }


def identity(chosen: Decision, name: str) -> str:
    """The decision's question untranslated: the same in every language, so a page keeps what its seat was setting
    on it (a basket half filled) across a language switched or another seat's move, and drops it for another one.

    The page keyed its drafts on the question as shown, and a switch to Italian lost a half-set basket."""
    return chosen.text(name) or chosen.label or name


def preview(option: PickOption, told: Mapping[str, OptionWords]) -> dict[str, str]:
    """An option's ``preview``: why the rules refuse it now, if its decision says so, else what it would do."""
    if option.reason and not option.enabled:
        return {"preview": say(option.reason, _)}
    return {"preview": told[option.key].short} if option.key in told else {}


def shape(table: Table[Any], chosen: Decision, actor: Actor) -> dict[str, Any]:
    """The kind of ``chosen`` and what the phone needs to ask it."""
    if isinstance(chosen, Secret) and chosen.inner is not None:
        name = table.names[actor.seat] if actor.seat is not None else ""
        inner = {
            "side": False,
            "question": chosen.inner.text(name, _),
            "identity": identity(chosen.inner, name),
            "sealed": True,
            **shape(table, chosen.inner, actor),
        }
        return {"kind": "secret", "inner": inner, "done": actor.seat in chosen.chosen}
    if isinstance(chosen, Pick):  # a board pick and a draw too
        offered = (*chosen.options, *chosen.others) if isinstance(chosen, Draw) else chosen.options
        told = pick_words(table, chosen)  # a hand's tiles: what each would do, as the console lists them
        # the board's many squares (tiles in the players' hands): each one's words, read when it is tapped
        looked = pick_words(table, chosen, most=None) if isinstance(chosen, BoardPick) and not told else {}
        label = labeller(table)  # the game's own words for its buttons, as the touchscreen's
        return {
            "kind": "pick",
            "board": isinstance(chosen, BoardPick),
            "options": [
                {
                    **option_words(option, label),
                    "enabled": option.enabled,
                    **preview(option, told),
                    **({"explained": list(looked[option.key].full)} if option.key in looked else {}),
                }
                for option in offered
            ],
        }
    if isinstance(chosen, Amount) and chosen.range is not None:
        top = chosen.high if chosen.cap is None else max(chosen.low, min(chosen.high, chosen.cap))
        if chosen.field == "amount" and not chosen.top_known:
            top = chosen.low  # a bid with hidden cash: the top is only the rules' ceiling, no chip for it
        quick = sorted({chosen.low, top})
        return {
            "kind": "amount",
            "low": chosen.low,
            "high": chosen.high,
            "unit": _(chosen.unit) if len(chosen.unit) > 2 else chosen.unit,  # a word ("guards"), not a sign ("$")
            "quick": quick,
            # each chip's words, the amount as the game writes it ("2M", "$5", "3 guards"), not a bare "2" beside
            # a button that says "Bid 1M"
            "quick_text": {str(amount): money(amount, chosen.unit) for amount in quick},
            "range_text": amount_words(chosen),  # "$5 to $30", "1M or more": the console's words for the range
            "others": others(chosen.others, labeller(table), options_words(table, chosen.others, most=None)),
            **button_words(amount_button(chosen)),
            # why the top is where it is ("Cat can pay at most 400"), unless the range above already ends at what
            # the seat can pay ("2 to 400"): the same number said twice, where the touchscreen says it once
            "limit": chosen.limit.say(_) if chosen.limit is not None and not top_is_cap(chosen) else None,
            "standing": standing(table, chosen),
            "money": money_format(chosen.unit),
            **price_words(chosen),
        }
    if isinstance(chosen, Basket):
        return {
            "kind": "basket",
            "items": [
                {
                    "key": item.key,
                    "label": say(item.label, _),  # a Phrase too: "compra Logistica", not "buy Logistics"
                    # the heading it is listed under and its name there ("Compra": Logistica), as the touchscreen's tabs
                    **(
                        {"group": _(item.group), "member": say(item.member, _) or say(item.label, _)}
                        if item.group
                        else {}
                    ),
                    "low": item.low,
                    "high": item.high,
                    "step": item.step,
                    "initial": item.initial,
                    "price": item.price,
                    "price_text": money(item.price, chosen.unit) if item.price is not None else None,
                    "cost": unit_cost(chosen, item.key),
                    "receives": chosen.receiving(item),  # its money comes to the player (a sale), else is paid
                    **least_alone(chosen, item),
                    **line_words(item),
                    **gift_words(chosen, item),
                }
                for item in chosen.items
            ],
            "others": others(chosen.others, labeller(table), options_words(table, chosen.others, most=None)),
            **button_words(basket_button(chosen)),
            "budget": chosen.budget,
            # the seat's own money where the table does not see it: this page is the seat's alone (never another's)
            "own_budget": chosen.own_budget,
            "budget_note": budget_note(chosen),
            # by how much the total passes the budget the table sees, the page filling ``{amount}`` ("$100 too much")
            "over_note": _(OVER_BUDGET) if chosen.budget is not None else "",
            "money": money_format(chosen.unit),
            **basket_rules(chosen),
            **sum_words(chosen),
        }
    if isinstance(chosen, Confirm):
        # A confirm without its action is offered before the rules allow it (its question is then the refusal,
        # saying what would allow it): the page shows it as the touchscreen does, unavailable with that reason.
        words = chosen.button or (table.label(chosen.action) if chosen.action is not None else "")
        return {
            "kind": "confirm",
            "button": say(words, _) if words else _(CONFIRM),
            "detail": say(chosen.detail, _),  # what it moves ("+9M"), as the console says it
            "enabled": chosen.action is not None,
        }
    if isinstance(chosen, Dice):
        dice = [
            {"key": die.field, "name": _(die.name), "label": die_label(die), "low": 1, "high": die.sides}
            for die in chosen.dice
        ]
        # "Enter 3 + 4" once every die has its face, as the touchscreen's button (the page fills ``{faces}``); dice
        # the companion may throw (a chance decision) have its "Roll for me" too, as the touchscreen and the console
        rolled = {"roll": _("Roll for me")} if actor.chance else {}
        return {"kind": "dice", "dice": dice, **button_words(ENTER_FACES), **rolled}
    if isinstance(chosen, Entry):
        # what the table's screen waits for and who enters it, where the game says so: "Enter this on the table's
        # screen." alone left a player placing cubes asking what, and whose hands
        name = table.names[actor.seat] if actor.seat is not None else ""
        return {"kind": "entry", "text": chosen.where(name, _) or _("Enter this on the table's screen.")}
    return {"kind": "entry", "text": _("Enter this on the table's screen.")}


def standing(table: Table[Any], chosen: Amount) -> str:
    """The line above a number, as the touchscreen writes it: the standing bid and who holds it ("No bid yet"
    before the first), and what the seat can pay, where the decision says so ("High bid 12M by Ann · can pay
    30M") and its limit, always under the number on a phone, does not. Without it a phone asked for a bid without
    saying what it had to beat."""
    names = table.names
    if chosen.high_bid is not None:
        bidder = chosen.high_bidder
        name = names[bidder] if bidder is not None and 0 <= bidder < len(names) else "?"
        bid = _("High bid {amount} by {name}").format(amount=money(chosen.high_bid, chosen.unit), name=name)
    else:
        bid = _("No bid yet") if chosen.field == "amount" else ""
    # what the seat can pay, unless its limit says it under the number ("Cat can pay at most 400"): a phone read
    # "can pay 400" above the number and "Cat can pay at most 400" under it
    told = chosen.cap is not None and chosen.limit is None
    cap = _("can pay {amount}").format(amount=money(chosen.cap, chosen.unit)) if told else ""
    return "  ·  ".join(part for part in (bid, cap) if part)


def option_words(option: PickOption, game: Callable[[PickOption], str | None]) -> dict[str, str]:
    """An option's ``key``, ``label`` and ``detail``: the game's own words for its button where it has them (the
    touchscreen's: "Buy LOG-2 for 100", its price in it, so no detail apart, as the touchscreen shows it), else
    the engine's label and the money it moves, as the console writes them."""
    worded = game(option)
    if worded:
        return {"key": option.key, "label": worded, "detail": ""}
    label = say(option.label, _)
    return {"key": option.key, "label": label, "detail": option_detail(label, say(option.detail, _))}


def others(
    options: tuple[PickOption, ...],
    label: Callable[[PickOption], str | None],
    told: Mapping[str, OptionWords] | None = None,
) -> list[dict[str, Any]]:
    """The alternatives beside an amount or a basket (a pass, a loan, an item), each with its ``detail`` (the money
    it moves), as the console writes it after the label ("Take the loan (+9M)"), and its ``preview``: what it would
    do where the game says so (``told``: an item's "160 left, 1 of 35 VP", as a pick's option has it); one the
    rules refuse now is ``"enabled": false``, with the decision's reason as its ``preview`` (an item too dear for
    the cash)."""
    return [
        {
            **option_words(option, label),
            **(preview(option, told or {}) if option.enabled else {"enabled": False, **preview(option, {})}),
        }
        for option in options
    ]


def money_format(unit: str) -> dict[str, str]:
    """How the page writes a sum of ``unit`` as the screen does (:func:`money`): what goes before and after the
    digits, and the language's thousands separator ("$" and "," in English, "$" and "." in Italian)."""
    before, _zero, after = money(0, unit).partition("0")
    thousand = number(1000)
    return {"before": before, "after": after, "group": thousand[1:-3] if unit == "$" else ""}


def price_words(chosen: Amount) -> dict[str, Any]:
    """An amount of things at a price each (Steam Barons' shares): the ``price`` and how to write the total in its
    money (``price_money``, as :func:`money_format`), so a page fills its button's ``{cost}`` as the touchscreen
    does ("Buy 2 for $18"); nothing for an amount that is its own money (a bid)."""
    if chosen.price is None:
        return {}
    return {"price": chosen.price, "price_money": money_format(chosen.price_unit)}


def unit_cost(chosen: Basket, key: str) -> int:
    """What one of the item ``key`` adds to the basket's cost, as the game counts it (:meth:`Basket.cost`).

    Usually the item's price; but a game may count otherwise (Steam Barons' build: the tile's cost is the
    number chosen, and no line has a price), and a page that summed prices read "Build $0" where the
    touchscreen read "Build $2". A basket's cost is a sum over its lines, so one of each tells it all.
    """
    return chosen.cost({key: 1}) - chosen.cost({})


def line_words(item: BasketItem) -> dict[str, Any]:
    """What the touchscreen says and offers beside a basket's line: its ``note`` ("sold out", "2 for 1"), why its
    "+" stops at its top (``limit``), and its ``quick`` buttons (a hill's +$2, a city link's $3), each with its
    words filled and whether it adds its amount or sets it; and a yes-or-no line's words for its toggle."""
    return {
        "note": say(item.note, _),  # an N_ text or a Phrase with its number ("you hold 3 shares")
        "limit": item.limit.say(_) if item.limit is not None else None,
        "quick": [
            {"label": _(quick.label).format(amount=quick.amount), "amount": quick.amount, "adds": quick.adds}
            for quick in item.quick
        ],
        # a yes-or-no line ("completes a link") is one toggle with the table's words for its two states
        **({"switch": True, "yes": _("yes"), "no": _("no")} if item.switch else {}),
    }


def gift_words(chosen: Basket, item: BasketItem) -> dict[str, Any]:
    """What the line brings besides money for each quantity it takes (``gives``, by the quantity: a trade's "1 Tower
    share" for 2), said here for the page's total (a language's plural is chosen here, not on the page), and
    ``gives_and``, how the language joins it to the money ("{first} and {second}"); nothing for a line that brings
    only money. A phone's trade alone read as bringing nothing, where the seat gets the survivor's shares."""
    if not item.gives:
        return {}
    steps = range(item.low, item.high + 1, item.step or 1)
    said = {str(quantity): chosen.given(item, quantity, _) for quantity in steps}
    return {
        "gives": {key: words for key, words in said.items() if words},
        "gives_and": listing(["{first}", "{second}"]),
    }


def least_alone(chosen: Basket, item: BasketItem) -> dict[str, Any]:
    """The least a line takes when it is the basket's one line, if more than its first step, with the rule in
    words (a Mad Market debt's sale: "Choose 0 or a number from 5 to 9."): a page's "+" goes from nothing
    straight to it, where the phone sent 1 and was refused with those words after the tap."""
    least = chosen.least_alone(item)
    if least is None:
        return {"least": None, "least_note": ""}
    if least == item.high:
        return {"least": least, "least_note": _("Choose {none} or {all}.").format(none=item.low, all=item.high)}
    note = _("Choose {none} or a number from {low} to {high}.").format(none=item.low, low=least, high=item.high)
    return {"least": least, "least_note": note}


def basket_rules(chosen: Basket) -> dict[str, Any]:
    """Which confirms the rules take beyond each line's range and the budget, as far as a page can check them.

    ``total_cap``: the most of all lines together (a purchase's 3 shares a turn), ``cap_note`` saying so, as the
    touchscreen's "+" says it where it stops.

    ``idle``: what the confirm reads with nothing chosen where nothing is no answer, as the touchscreen's greyed
    confirm ("Sell"; "Sell 0 for 0" read as a real offer), else "".

    ``initial_allowed``: whether the basket as first shown may be confirmed (buying nothing, or a trade of no
    line, is not an answer where the game offers: their "Buy nothing" and "End the move" are); ``lines``:
    the most lines that may be filled at one confirm, and ``lines_note`` why. The touchscreen greys its confirm
    for these; a page that did not was refused "That combination is not possible." after the tap.
    """
    initial = {item.key: item.initial for item in chosen.items}
    cap = chosen.total_cap
    none = {item.key: 0 for item in chosen.items}
    return {
        "initial_allowed": chosen.allows(initial),
        # the greyed confirm's words with nothing chosen where that is no answer ("Sell", not "Sell 0 for 0")
        "idle": "" if chosen.allows(none) else _(idle_button(chosen)),
        "lines": chosen.lines,
        "lines_note": _(chosen.lines_note) if chosen.lines_note else "",
        "total_cap": cap,
        "cap_note": _("at most {cap} in all").format(cap=cap) if cap is not None else "",
    }


def budget_note(chosen: Basket) -> str:
    """Why a "+" stops at the money, as the touchscreen says it at a tap on it: "$700 to spend in all" for the cash
    the table sees, "That costs more than you have." for the seat's own, hidden from the table (its amount never
    written); "" for a basket without either."""
    if chosen.budget is not None:
        return _("{budget} to spend in all").format(budget=money(chosen.budget, chosen.unit))
    return _(OVER_OWN_BUDGET) if chosen.own_budget is not None else ""


def sum_words(chosen: Basket) -> dict[str, Any]:
    """The words of a basket's total line, the touchscreen's own (:mod:`companion.text.baskets`), for the page to
    fill as the counts change: ``sums``, the money in the way it goes (``pay``, ``receive``, both apart with
    ``nothing`` for a trade that buys and sells, ``budget`` against a budget; each line's ``receives`` says which
    way its money goes), and ``counted``, what the count against the cap is ("you keep 3 of 4", "2 actions sur
    3") already said for each count the cap allows, as the page cannot choose a language's plural ("1 action",
    "2 actions") itself.

    The page wrote a sale's total as a bare "Σ $1,200", where the touchscreen says "you keep 1 of 4 · you receive
    $1,200": nothing said the money was the player's to receive, not to pay; and a trade that buys and sells
    still read "Σ" where the touchscreen says "you pay $300 · you receive $200"."""
    words: dict[str, Any] = {}
    sums = money_templates(chosen)
    if sums:
        words["sums"] = sums
    cap = chosen.total_cap
    if chosen.counted and cap is not None and 0 <= cap <= MOST_COUNTED:
        words["counted"] = [fill(chosen.counted, {"count": n, "cap": cap, "rest": cap - n}, _) for n in range(cap + 1)]
    return words


MOST_COUNTED = 200
"""The largest cap whose count is said in words on a phone (a cap above it, which no game has, is left to "Σ")."""


def button_words(template: str) -> dict[str, str]:
    """A confirm button's words, the touchscreen's (:mod:`companion.text.buttons`): whole ("Confirm", "Deliver"),
    or a template and "Confirm" beside it.

    A template that names the number chosen ("Buy {count} for {cost}", "Bid {amount}", "Enter {faces}") is
    filled by a screen as the quantities change; ``button_template`` hands it to a page that does the same
    (``{value}``, ``{amount}``, ``{count}``, ``{cost}``, ``{faces}``), and ``button`` stays a whole word for one
    that does not. The phone's read "Send" where the touchscreen read "Confirm" for the same trade.
    """
    if "{" not in template:
        return {"button": _(template)}
    return {"button": _(CONFIRM), "button_template": _(template)}


def no_game(code: str) -> dict[str, Any]:
    """The view of a phone whose table has no game open (in ``code``, on any thread)."""
    say = translator(code)
    return {
        "moment": 0,
        "game": "",
        "seat": None,
        "name": "",
        "colour": "#808080",
        "texts": {key: say(text) for key, text in TEXTS.items()},
        "turn": say(N_("No game is open")),
        "waiting": "",  # nothing to wait for: the headline says why
        "yours": False,
        "decisions": [],
        "private": [],
        "public": [],
        "recent": [],
        "over": False,
    }
