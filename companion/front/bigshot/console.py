"""Big Shot in the console: the ring of auction spaces, the lots and the players (from the summary alone), the
score sheet on demand, and what a person types read as the action it means.

Players type what they would say at the table: ``A9 R R B10 Y`` (or ``place a9 rr, b10 y``; a lot alone takes
every cube in hand) for the cubes won, ``loan``, ``loan Ben`` or ``loan Ben black`` for a loan, ``bid 12``, and
one's own layout as its 18 spaces of four colour letters then the broker's space. Colours are typed by their
letters or names in the player's language (the letters the screen prints on the cubes) or by their English names.
Whether the action is allowed is the engine's to say: a parsed action is submitted and a refusal comes back with
the rule's reason.
"""

from __future__ import annotations

import re
import textwrap
from collections.abc import Callable
from typing import Any

from companion.console.typed import Unfinished, all_words
from companion.core import N_, PUBLIC, Confirm, N_plural, Pick, RuleViolation
from companion.core.bids import Bid
from companion.core.records import Action
from companion.games.bigshot.actions import Layout, Loan, Place
from companion.games.bigshot.errors import LayoutError, PlacementError
from companion.text.columns import width as text_width
from companion.text.folding import fold
from companion.text.i18n import _, labelled, ngettext, pgettext
from companion.text.summary import grid, player_lines

from .texts import COLOURS, color_letter, color_name, eligibility, lots_text, money_text

SPACES = 18
PER_SPACE = 4


def money(value: int | None) -> str:
    return _("hidden") if value is None else _("{cash}M").format(cash=value)  # null: cash this viewer may not see


def fortune_money(value: int | None) -> str:
    """A fortune in millions, or hidden with the cash: its own word, agreeing with "fortune" ("cachée" in French)."""
    return pgettext("fortune", "hidden") if value is None else money(value)


LEADING = "*"
"""The mark of a lot a colour only leads: its fortune counts it, as the final scoring would if the game ended now."""


def counted_lots(info: dict[str, Any]) -> list[str]:
    """The lots a player's fortune counts, won ones as they are and led ones marked: a row that read "no lots"
    beside a fortune of 29M with 10M cash read as money gone wrong (the fortune counted the lots led)."""
    leading = info.get("leading") or []
    return [*info["lots"], *(lot + LEADING for lot in leading)]


def player_cells(players: list[dict[str, Any]]) -> Callable[[dict[str, Any]], list[str]]:
    """A player's row as cells (colours, cash, debts, fortune, the lots its fortune counts), each figure as wide
    as the widest of the table's, aligned right: "cash 9M" beside "cash 19M" moved every field after it one
    column left. The lots, the one field of any length, come last, where a long list cannot push another. A player
    who owes nothing has no debts field ("debts 0" read as a figure to check), and while nobody owes anything the
    table has no such column (a phrase there, "nessun debito", pushed the lots onto a second row)."""
    figures: list[Callable[[dict[str, Any]], str]] = [
        lambda info: money(info["cash"]),
        lambda info: str(info["debts"]),
        lambda info: fortune_money(info["fortune"]),
    ]
    cash, debts, fortune = (max((len(figure(info)) for info in players), default=0) for figure in figures)

    owing = any(info["debts"] for info in players)

    def cells(info: dict[str, Any]) -> list[str]:
        lots = ", ".join(counted_lots(info))
        n = info["debts"]  # "1 debt", "5 debts": the count with its noun, as the standing says it
        owed = ngettext("{n} debt", "{n} debts", n).format(n=f"{n:>{debts}}") if n else ""
        return [
            "/".join(color_name(c) for c in info["colors"]),
            _("cash {cash}").format(cash=f"{money(info['cash']):>{cash}}"),
            *([owed] if owing else []),
            _("fortune {fortune}").format(fortune=f"{fortune_money(info['fortune']):>{fortune}}"),
            _("lots {lots}").format(lots=lots) if lots else _("no lots"),  # "lots" then "no lots" says it twice
        ]

    return cells


def cubes_text(cubes: Any) -> str:
    return "".join(color_letter(c) for c in cubes)


def ring_row(ring: list[str]) -> int:
    """The spaces of the ring to a row: six (three rows of the 18), or as many as the console's width holds (a
    60-column terminal broke the row of six at its edge, mid-space)."""
    cell = max((len(text) for text in ring), default=1) + 2
    return max(1, min(6, (text_width() - 3 + 2) // cell))


def view(summary: dict[str, Any], private_for: int | None = None) -> list[str]:
    """The ring (``>`` on the broker's space), the lots with their cubes or owner, the players, the auction (who
    won is the final standing's to say)."""
    broker, names = summary["broker"], [p["name"] for p in summary["players"]]
    ring = [
        f"{'>' if i == broker else ' '}{i + 1:>2} {cubes_text(space) or '-':<4}"
        for i, space in enumerate(summary["spaces"])
    ]
    key = ", ".join(f"{color_letter(c)} {color_name(c)}" for c in COLOURS)
    if summary["turn"]:
        heading = _("Turn {turn} of 18.  Cubes: {key}.").format(turn=summary["turn"], key=key)
    else:  # the layout and the first player: no turn has begun ("Turn 0 of 18" reads as a count gone wrong)
        heading = _("Before the first turn.  Cubes: {key}.").format(key=key)
    lines = [
        "   " + heading,
        *grid(ring, ring_row(ring)),
        "   " + _("(> the broker)"),
        "   " + _("Lots:"),
    ]
    for lot, info in summary["lots"].items():
        value = _("park") if info["park"] else _("{value}M").format(value=info["value"])
        counts = " ".join(f"{color_letter(c)}{n}" for c, n in info["cubes"].items() if n) or _("empty")
        owner = info["owner"]
        if info["decided"]:
            seat = next((s for s, p in enumerate(summary["players"]) if owner in p["colors"]), None)
            if owner is None:
                counts = _("won by {who}").format(who=_("nobody"))
            elif seat is None:  # a phrase of its own: "vinto dal morto", never "vinto da il morto"
                counts = _("won by the dummy ({color})").format(color=color_name(owner))
            else:
                counts = _("won by {who}").format(who=f"{names[seat]} ({color_name(owner)})")
        lines.append(f"   {lot:<4} {value:>6}  {counts}")
    lines += player_lines(summary, player_cells(summary["players"]), width=10)
    if any(info.get("leading") for info in summary["players"]):
        lines.append("   " + _("(* led, not won yet: counted in the fortune as if the game ended now)"))
    if summary["dummy"]:  # three players: the fourth colour's cubes are sold and placed too, and may win lots
        lines.append("   " + _("The dummy: {dummy}").format(dummy=color_name(summary["dummy"])))
    if summary["in_hand"]:  # the auction's line is gone once it is won: the winner still sees what to place
        cubes = " ".join(color_letter(c) for c in summary["in_hand"])
        lines.append("   " + _("Cubes to place: {cubes}").format(cubes=cubes))
    auction = summary["auction"]
    if auction is not None:
        high, bidder = auction["high_bid"], auction["high_bidder"]
        offer = cubes_text(auction["cubes"])
        if high is None:
            lines.append("   " + _("Auction of {cubes}: no bid yet").format(cubes=offer))
        else:
            lines.append(
                "   " + _("Auction of {cubes}: {high}M by {name}").format(cubes=offer, high=high, name=names[bidder])
            )
    # Once the game is over, who won is the ending move's sentence ("… Ann wins.") and the final standing's,
    # printed under this view: a "Winner: Ann" here made three times in ten lines.
    return lines


NBSP = "\u00a0"


def kept_whole(scores: str, lots: Any) -> str:
    """``scores`` with each lot held to its value ("L20 20M", "A9 9M ×2") and the total to the last of them ("L20 20M = 82M"),
    so a narrow terminal breaks the line between lots: "L20" ended a line and "20M" began the next."""
    for lot in lots:
        scores = re.sub(rf"(?<!\S){re.escape(lot)} ", f"{lot}{NBSP}", scores)
    return scores.replace(" ×", f"{NBSP}×").replace(" = ", f"{NBSP}={NBSP}")


def sheet(summary: dict[str, Any], viewer: int | None = PUBLIC, table: object = None) -> list[str]:
    """Every player's fortune if the game ended now: each colour's lots (park doubling shown), cash and debts,
    then the fortune and whether they may win (two lots; with two players, two with each colour)."""
    lines: list[str] = []
    order = summary.get("ranking") or range(len(summary["players"]))
    over = bool(summary.get("over"))
    for seat in order:
        info = summary["players"][seat]
        lines.append("   " + labelled(info["name"], f"{fortune_money(info['fortune'])}  ({eligibility(info, over)})"))
        for color, mine in info["by_color"].items():  # its lots, then its money: one line ran to 95 columns
            scores = kept_whole(labelled(color_name(color), lots_text(mine, summary["lots"], over)), summary["lots"])
            wrapped = textwrap.wrap(scores, text_width(), initial_indent="      ", subsequent_indent="        ")
            lines += [line.replace(NBSP, " ") for line in wrapped]
            lines.append("        " + money_text(mine))
    return lines


# -- typed text --------------------------------------------------------------------------------------------
LOAN_WORDS = (N_("loan"),)
LOAN_BUTTON = N_("Take the loan")  # the loan's own line at the console ("Ann: Take the loan (+9M)"), typed as read
LOAN_LINES = (LOAN_BUTTON, N_("Loan for {name}"), N_("Take the loan for {color}"))
"""The loan's lines as the console shows them ("Loan for Ben: black (+9M)", "Ann: Take the loan for yellow"):
typed as read, their words around the name and the colour say no more than "loan"."""
DETAIL = re.compile(r"\s*\([^()]*\)\s*$")
"""A line's detail at its end ("(+9M)"), typed along with the line as it was read."""
BID_WORDS = (N_("bid"),)
PLACE_WORDS = (N_("place"),)
LAYOUT_WORDS = (N_("layout"),)


class UnknownColour(RuleViolation):
    code = "unknown_colour"
    template = N_("'{text}' is not a colour: type {letters} or a colour's name.")


def words(*english: str) -> set[str]:
    """The words a player may type for a command: the English one and its translation, case folded."""
    return {w.casefold() for word in english for w in (word, _(word))}


def loan_line_words() -> set[str]:
    """The words of :data:`LOAN_LINES` in English and in the player's language, slots left out, case folded."""
    found: set[str] = set()
    for template in LOAN_LINES:
        for text in (template, _(template)):
            found |= {word.casefold() for word in re.split(r"[\s,;:]+", re.sub(r"\{\w+\}", " ", text)) if word}
    return found


def loan_heads() -> set[str]:
    """The words a loan's line begins with ("Take", "Loan", "Prestito", "Emprunter"), and the loan's own word."""
    return {text.split()[0].casefold() for template in LOAN_LINES for text in (template, _(template))} | words(
        *LOAN_WORDS
    )


def colour_words() -> dict[str, str]:
    """Each colour by its name (the player's language and English) and its letter (the player's language)."""
    found: dict[str, str] = {}
    for color in COLOURS:
        found[color] = color
        found[color_name(color).casefold()] = color
        found[color_letter(color).casefold()] = color
    return found


def colours_in(token: str) -> list[str] | UnknownColour:
    """The colours a token names: a colour's name, or a run of letters ("rry": red, red, yellow)."""
    known, folded = colour_words(), token.casefold()
    if folded in known:
        return [known[folded]]
    letters = [known.get(letter) for letter in folded]  # single characters: only the letters match
    if all(letters):
        return [c for c in letters if c is not None]
    return UnknownColour(text=token, letters=", ".join(color_letter(c) for c in COLOURS))


def parse(text: str, table: Any) -> Action | RuleViolation | Unfinished | None:
    """The action a typed line means in Big Shot's words (None: not Big Shot's words; the console goes on)."""
    tokens = [t for t in re.split(r"[\s,;:]+", text.strip()) if t]
    if not tokens:
        return None
    prompt, head = table.prompt(), tokens[0].casefold()
    if head in words(*LOAN_WORDS):
        return loan(tokens[1:], table)
    seats = {name.casefold() for name in table.names}
    seated, said = [t for t in tokens if t.casefold() in seats], [t for t in tokens if t.casefold() not in seats]
    if len(seated) == 1 and said and said[0].casefold() in loan_heads():
        # A loan typed as its line reads: "Ann take the loan", "Loan for Ben: black (+9M)", "Ann: Take the loan
        # for yellow". Without a colour, the loan offered to Ann (of her one colour left to borrow for), also
        # once the line is gone (her loan this turn is taken): the engine then says why, where the console could
        # only say it is no option.
        meant = [t for t in tokens if t.casefold() not in loan_line_words() and not DETAIL.fullmatch(t)]
        seat = table.names.index(next(name for name in table.names if name.casefold() == seated[0].casefold()))
        offered = [a.decision for a in prompt.actors if a.side and a.seat == seat and isinstance(a.decision, Confirm)]
        if len(meant) == 1 and offered:
            return offered[0].action
        return loan(meant, table)
    if head in words(*BID_WORDS) and prompt.kind == "bid" and len(tokens) == 2 and tokens[1].isdigit():
        return Bid(prompt.player, int(tokens[1]))
    if prompt.kind == "place":
        rest = tokens[1:] if head in words(*PLACE_WORDS) else tokens
        rest = [token for token in rest if not placing_word(token)]  # "all on L21": the lot alone, every cube
        return placement(rest, table) if any(re.search(r"\d", token) for token in rest) else None
    if prompt.kind == "layout":
        return layout_line(text)
    return None


PLACING = frozenset({"on", "in", "to", "the", "cube", "cubes"})
"""English words a placement is said with around its lot and colours ("all the cubes on L21")."""


def placing_word(token: str) -> bool:
    """True for a word a placement is said with that names no colour: "all" (and the language's: "tutti",
    "tout") and :data:`PLACING`'s. "all on L21" was "'all' is not a colour", where "L21" alone placed every cube."""
    folded = fold(token)
    return (folded in all_words() or folded in PLACING) and isinstance(colours_in(token), RuleViolation)


def placement(tokens: list[str], table: Any) -> Action | RuleViolation:
    """``A9 R R B10 Y``: each lot followed by the colours going there; a lot alone takes every cube in hand."""
    prompt, summary = table.prompt(), table.summary(PUBLIC)
    lots = {lot.casefold(): lot for lot in summary["lots"]}
    cubes: dict[str, list[str]] = {}
    current: str | None = None
    for token in tokens:
        if re.search(r"\d", token):  # a lot: a name with a number in it (an unknown one is the engine's to refuse)
            current = lots.get(token.casefold(), token.upper())
            cubes.setdefault(current, [])
            continue
        colours = colours_in(token)
        if isinstance(colours, RuleViolation):
            return colours
        if current is None:
            return PlacementError(N_("Say which lot each cube goes to."))
        cubes[current] += colours
    if len(cubes) == 1 and not next(iter(cubes.values())):
        cubes = {next(iter(cubes)): list(summary["in_hand"])}
    return Place(prompt.player, {lot: tuple(colours) for lot, colours in cubes.items()})


def example(choice: Any) -> str | None:
    """A placement the table would accept now, typed as :func:`placement` reads it, in the player's colour letters:
    the cubes this seat has to place on lots with room for them, half on the first such lot and the rest on the
    next ("A9 N N B10 B B"), so it shows that several lots are typed one after another. None for anything else.

    The example was fixed ("A9 R R B10 Y"): a player who had two black and two white cubes to place and copied it
    was refused."""
    in_hand = list(getattr(choice, "in_hand", ()))
    room = {lot: left for lot, left in (getattr(choice, "room", None) or {}).items() if left > 0}
    if not in_hand or not room:
        return None
    first = (len(in_hand) + 1) // 2 if len(in_hand) > 1 and len(room) > 1 else len(in_hand)
    typed: list[str] = []
    for lot, left in room.items():
        if not in_hand:
            break
        taken = min(left, len(in_hand), first if not typed else len(in_hand))
        typed += [lot, *(color_letter(colour) for colour in in_hand[:taken])]
        in_hand = in_hand[taken:]
    return " ".join(typed) if not in_hand else None


def loan(tokens: list[str], table: Any) -> Action | RuleViolation | None:
    """``loan`` (the seat whose turn it is, or the only one offered), ``loan Ben``, ``loan Ben black``."""
    prompt = table.prompt()
    offered = [actor for actor in prompt.actors if isinstance(actor.decision, Confirm | Pick) and actor.side]
    names = {name.casefold(): seat for seat, name in enumerate(table.names)}
    seat, colour = None, None
    filler = loan_line_words()
    for token in tokens:
        if token.casefold() in filler or DETAIL.fullmatch(token):  # "Loan for Ben: black (+9M)" as it was read
            continue
        if token.casefold() in names:
            seat = names[token.casefold()]
            continue
        colours = colours_in(token)
        if isinstance(colours, RuleViolation) or len(colours) != 1:
            return colours if isinstance(colours, RuleViolation) else None
        colour = colours[0]
    if seat is None:
        seats = [actor.seat for actor in offered]
        seat = prompt.player if prompt.player in seats or not seats else seats[0] if len(seats) == 1 else None
    if seat is None:
        return None  # several seats may borrow: the console lists them by name
    return Loan(seat, colour)


LAYOUT_SEPARATORS = re.compile(r"[\s,;:/|.]+")
"""What may stand between a layout's spaces: spaces (one or several), commas, slashes, bars, and the dot or colon
after a space's number ("1. RYBW", "1: RYBW"), each with spaces around it or not."""


def layout_line(text: str) -> Action | RuleViolation | Unfinished | None:
    """One's own layout typed on one line: 18 spaces of four colours, clockwise from space 1, then the broker's
    space. None for a line that is no layout ("help", "1"): fewer than two of its words are colours.

    Spacing is the typist's: extra spaces, a separator with spaces around it, the spaces' numbers as the ring
    prints them ("1 RYBW 2 RRYB"), a space's letters split ("RY BW") or two spaces run together ("RYBWRRYB") are
    read as meant. What is truly wrong is named: a word that is no colour (in its space, to type again in its
    place), a space of too few or too many cubes (the engine's words), how many spaces were typed, a broker's
    space missing (asked for)."""
    tokens = [t for t in LAYOUT_SEPARATORS.split(text.strip()) if t]
    named = bool(tokens) and tokens[0].casefold() in words(*LAYOUT_WORDS)
    typed = tokens[1:] if named else tokens
    if not named and sum(not isinstance(colours_in(t), RuleViolation) for t in typed if not t.isdigit()) < 2:
        return None
    kept = " ".join([LAYOUT_WORDS[0], *typed])
    broker = typed[-1] if typed and typed[-1].isdigit() and len(typed) > 1 else None
    spaces: list[list[str]] = []
    for place, token in enumerate(typed[:-1] if broker is not None else typed):
        filling = bool(spaces) and len(spaces[-1]) < PER_SPACE
        if token.isdigit() and not filling and int(token) == len(spaces) + 1:
            continue  # the space's number, as the ring prints it
        colours = colours_in(token)
        if isinstance(colours, UnknownColour):
            space = len(spaces) + (0 if filling else 1)
            said = _("Space {space}: {reason}").format(space=space, reason=colours.message(_))
            asked = _("Type space {space}'s colours in place of '{text}'").format(space=space, text=token)
            return Unfinished(kept, said, asked, wrong=place + 1)
        if filling and len(spaces[-1]) + len(colours) <= PER_SPACE:
            spaces[-1] += colours  # a space's letters split by a space: "RY BW"
        elif len(colours) > PER_SPACE and len(colours) % PER_SPACE == 0:
            spaces += [colours[at : at + PER_SPACE] for at in range(0, len(colours), PER_SPACE)]  # "RYBWRRYB"
        else:
            spaces.append(colours)
    if len(spaces) != SPACES:
        return LayoutError(
            N_plural(
                "{count} space typed: type the 18 spaces (four colour letters each, from space 1), then the "
                "broker's space.",
                "{count} spaces typed: type the 18 spaces (four colour letters each, from space 1), then the "
                "broker's space.",
            ),
            count=len(spaces),
        )
    if broker is None:
        said = _("The 18 spaces are typed; the broker's space is missing.")
        return Unfinished(kept, said, _("Type the broker's space (1 to 18)"))
    return Layout(tuple(tuple(space) for space in spaces), int(broker) - 1)
