"""Acquire in the console: the 12×9 board as players see it, the chain table, the players; the score sheet
on demand; and what a person types ("5c", "t", "buy 2 tower 1 luxor") read as the action it means."""

from __future__ import annotations

import re
import textwrap
from typing import Any

from companion.console.typed import Unfinished, all_words, nothing_words, said, said_before
from companion.core import N_, PUBLIC, N_plural, RuleViolation
from companion.core.records import Action
from companion.data_classes import dataclass
from companion.games.acquire import actions
from companion.games.acquire.errors import UnknownChain
from companion.games.acquire.insight import chain_names
from companion.text.columns import DEFAULT
from companion.text.columns import width as text_width
from companion.text.i18n import _, and_words, labelled, pgettext
from companion.text.summary import player_lines, staggered, together, winners_line
from companion.text.terms import term

from .texts import money, player_cells, receivers

COLUMNS = range(1, 13)
SAFE = term(N_("safe"))
"""A chain of 11 tiles or more, beside its row of the chains' table: "fuori pericolo" kept on one row."""
ROWS = "ABCDEFGHI"


def view(summary: dict[str, Any], private_for: int | None = None) -> list[str]:
    """The board as a grid (a chain's tiles by its letter), the chains on it, then each player's cash and shares."""
    board, last, chains = summary["board"], summary["last_tile"], summary["chains"]
    names = chain_names(summary)
    letters = {chain: info["name"][:1].upper() for chain, info in chains.items()}
    lines = ["     " + "".join(f"{n:>3}" for n in COLUMNS)]
    for row in ROWS:
        cells = []
        for tile in (f"{column}{row}" for column in COLUMNS):
            mark = "." if tile not in board else "#" if board[tile] is None else letters[board[tile]]
            cells.append(f"[{mark}]" if tile == last else f" {mark} ")  # "#": on the board, in no chain
        lines.append(f"   {row} " + "".join(cells))
    lines.append("   " + _("(# a tile in no chain, [ ] the last tile)"))
    lines = together(lines)  # the board is read whole: a row is nothing without the column numbers
    table = ["   " + _("Chains:")] if chains else []
    prices = max((len(money(info["price"])) for info in chains.values()), default=0)  # "$600" over "$1 000"
    for chain, info in chains.items():
        facts = _("size {size}  {price} a share  {left} left").format(
            size=f"{info['size']:>2}", price=f"{money(info['price']):>{prices}}", left=f"{info['available']:>2}"
        )
        safe = "  " + _(SAFE) if info["safe"] else ""
        table.append(f"   {letters[chain]} {info['name']:<12} {facts}{safe}")
    lines += together(table)

    over = bool(summary.get("over"))

    def holdings(player: dict[str, Any]) -> str:
        cash, shares = player["cash"], player["shares"]
        held = ", ".join(f"{names.get(c, c)} {n}" for c, n in (shares or {}).items() if not over or c in chains)
        # At the end every share of a chain on the board is sold; those of a chain not on the board are worthless
        # (as the rules say), and were listed as if they were still worth something.
        lost = ", ".join(f"{names.get(c, c)} {n}" for c, n in (shares or {}).items() if over and c not in chains)
        if lost:
            held = ", ".join(part for part in (held, _("worthless: {shares}").format(shares=lost)) if part)
        money_text = pgettext("cash", "hidden") if cash is None else money(cash)
        shares_text = pgettext("shares", "hidden") if shares is None else held or _("no shares")
        return f"{money_text:>8}  {shares_text}"

    def hand(seat: int) -> list[str]:
        tiles = summary["players"][seat].get("hand") if seat == private_for else None
        if tiles is None:  # only the owner's view holds it
            return []
        return ["        " + _("tiles in hand: {tiles}").format(tiles=", ".join(tiles) or pgettext("tiles", "none"))]

    players = player_lines(summary, holdings, under=hand)
    if summary.get("draw_pile") is not None:
        players.append("   " + _("Tiles left to draw: {count}").format(count=summary["draw_pile"]))
    return lines + players + winners_line(summary)


# -- the score sheet -----------------------------------------------------------------------


SHEET_WIDTH = DEFAULT
"""The columns the score sheet keeps within where the output is not a terminal; a terminal's own width is followed
(:func:`~companion.text.columns.width`)."""


def note(text: str) -> list[str]:
    """A sentence under the sheet, wrapped within the console's columns under its first word."""
    return textwrap.wrap(text, text_width(), initial_indent="   ", subsequent_indent="     ", break_on_hyphens=False)


def columns(rows: list[list[str]], least: tuple[int, ...]) -> list[int]:
    """Each column as wide as its widest cell (its heading among them), and never narrower than ``least``."""
    return [max(least[i], *(len(row[i]) for row in rows)) for i in range(len(least))]


def holdings_width(letters: str, widths: list[int], gap: str = "  ") -> int:
    """The columns a player's row of the sheet takes besides the name: the margin, a share count per chain, then
    each figure ``gap`` apart."""
    return 3 + len(letters) + 2 + sum(widths) + len(gap) * (len(widths) - 1)


def two_rows(heading: str) -> tuple[str, str]:
    """A heading on two rows, broken at the space that leaves the shorter longest row ("Valeur" over "actuelle");
    a word alone stays on the lower row, over its figures."""
    words = heading.split()
    if len(words) < 2:
        return "", heading
    parts = [(" ".join(words[:i]), " ".join(words[i:])) for i in range(1, len(words))]
    return min(parts, key=lambda rows: max(len(rows[0]), len(rows[1])))


def sheet(summary: dict[str, Any], viewer: int | None = None, table: object = None) -> list[str]:
    """The score sheet as text: the chains on the board, then every player's shares, cash and worth.

    ``summary`` is the one ``viewer`` may see (public when None): with hidden holdings the others' rows
    read "?" and a player's own worth leaves out the bonuses, which depend on the others' shares. Columns
    are as wide as what they hold and who would receive a chain's bonuses has a line under it, so the sheet
    stays within 78 columns in every language (Italian and French headings ran it past 80).
    """
    names, players, chains = chain_names(summary), summary["players"], summary["chains"]
    over = bool(summary.get("over"))  # every share sold, every bonus paid: nothing is "now" any more
    header = [_("Chain"), _("Size"), _("Price"), _("Left"), _("Majority"), _("Minority")]
    rows = [
        [
            info["name"],
            f"{info['size']}{'*' if info['safe'] else ''}",
            money(info["price"]),
            str(info["available"]),
            money(info["majority_bonus"]),
            money(info["minority_bonus"]),
        ]
        for info in chains.values()
    ]
    wide = columns([header, *rows], (12, 4, 5, 4, 6, 6))

    def table_row(cells: list[str]) -> str:
        return "   " + " ".join(f"{text:{'<' if i == 0 else '>'}{wide[i]}}" for i, text in enumerate(cells))

    lines = [table_row(header)]
    if len(lines[0]) > text_width():  # a narrow terminal: the headings on two rows in turn, each over its figures
        wide = columns([header[:1] + [""] * 5, *rows], (12, 4, 5, 4, 6, 6))  # as wide as the figures, then
        lines = ["   " + text for text in staggered(header, wide)]  # widened where a heading meets its row's last
    for cells, info in zip(rows, chains.values(), strict=True):
        lines.append(table_row(cells))
        if over:
            continue
        lines += textwrap.wrap(
            labelled(_("Would receive now"), receivers(info, players)),  # French: "maintenant : Ben …"
            text_width(),
            initial_indent="      ",
            subsequent_indent="        ",
            break_on_hyphens=False,
        )
    if not chains:
        lines.append("   " + _("No chain is on the board yet."))
    letters = "".join(f"{name[:1].upper():>3}" for name in names.values())
    headings = [_("Cash"), _("Shares"), _("Bonuses"), _("Worth now")]
    cells = [player_cells(player, list(names)) for player in players]
    figures = [row[1 + len(names) :] for row in cells]
    longest = max(4, *(len(player["name"]) for player in players))
    stacked = [("", text) for text in headings]
    widths = columns([headings, *figures], (7, 7, 7, 7))
    if longest + holdings_width(letters, widths) > text_width():  # "Valeur actuelle" over "$26 400", on two rows
        stacked = [two_rows(text) for text in headings]
        widths = columns([*(list(rows) for rows in zip(*stacked, strict=True)), *figures], (7, 7, 7, 7))
    gap = "  " if longest + holdings_width(letters, widths) <= text_width() else " "  # "$14 800 + ?" in one's own
    step = 3 if 4 + holdings_width(letters, widths, gap) <= text_width() else 2  # a narrow terminal: counts closer
    letters = "".join(f"{name[:1].upper():>{step}}" for name in names.values())
    name_width = max(4, min(longest, text_width() - holdings_width(letters, widths, gap)))
    tops = gap.join(f"{top:>{width}}" for (top, _bottom), width in zip(stacked, widths, strict=True))
    heading = gap.join(f"{bottom:>{width}}" for (_top, bottom), width in zip(stacked, widths, strict=True))
    lines.append("")
    if tops.strip():
        lines.append(f"   {'':<{name_width}}{'':<{len(letters)}}  {tops}")
    lines.append(f"   {'':<{name_width}}{letters}  {heading}")
    for seat, (player, row) in enumerate(zip(players, cells, strict=True)):
        counts = "".join(f"{cell or '.':>{step}}" for cell in row[1 : 1 + len(names)])
        sums = gap.join(f"{text:>{width}}" for text, width in zip(row[1 + len(names) :], widths, strict=True))
        marker = ">" if seat == summary.get("current_player") else " "
        name = player["name"]
        if len(name) > name_width:  # a name longer than the room left: a row of its own, its figures below it
            lines += [f" {marker} {name}", f"   {'':<{name_width}}{counts}  {sums}"]
        else:
            lines.append(f" {marker} {name:<{name_width}}{counts}  {sums}")
    if over:  # the sheet of a game over read "Would receive now: nobody holds shares" under every chain
        lines += note(_("The game is over: every bonus is paid and every share sold; the cash is final."))
    else:
        lines += note(_("Worth now = cash + shares at today's prices + the bonuses due if every chain were sold now."))
    if any(info["safe"] for info in chains.values()):
        lines += note(_("* safe: 11 tiles or more, it can no longer be absorbed."))
    if len(players) == 2:
        lines += note(
            _("With two players the stock market's draw at a payout may take part of a bonus: not counted here.")
        )
    if viewer is not None and players[viewer]["worth"] is None:
        lines += note(_("Holdings are hidden: your worth here is cash + shares; bonuses depend on the others' shares."))
    return lines


# -- what a person types -------------------------------------------------------------------

CHAIN_ACTIONS = {
    "found_chain": actions.FoundChain,
    "choose_survivor": actions.ChooseSurvivor,
    "choose_defunct": actions.ChooseDefunct,
}
TILE = re.compile(r"(1[0-2]|[1-9])([a-i])")
LETTER_FIRST = re.compile(r"([a-i])(1[0-2]|[1-9])")


def tile_name(text: str) -> str | None:
    """The tile ``text`` names, as the board names it ("5C"): "5c", "5 C", and the row's letter first too ("C5",
    "c 5"), as a player reads the board's rows before its columns; None for anything else."""
    joined = "".join(text.split()).casefold()
    tile = TILE.fullmatch(joined)
    if tile is not None:
        return tile.group(1) + tile.group(2).upper()
    turned = LETTER_FIRST.fullmatch(joined)
    return turned.group(2) + turned.group(1).upper() if turned is not None else None


VERBS = {"play", "place", "tile", "found", "name", "survivor", "survives", "first", "settle", "choose"}
END = {"end", "declare end", "declare the end", "declare"}
NO_TILE_WORDS = {
    "no tile",
    "no playable tile",
    "skip",
    "skip tile",
    "i have no tile",
    "has no tile",
    "i have no playable tile",
}
NO_TILE_WORDS |= {"has no playable tile", "i can't play", "can't play", "i cannot play", "cannot play"}
PLAYED = {"plays", "places", "played", "placed", "i play", "i place", "i played", "i placed", "i put", "puts"}
"""What a player says before the tile they lay ("I play 5C", "Cat places 5C"), besides the verbs."""


@dataclass(frozen=True, slots=True)
class Words:
    """The words a player may type, in English and in the player's language: an Italian table types "compra 2
    tower", "vendi 2 scambia 2", "fine"; English always works too (the help's examples are in the language)."""

    verbs: frozenset[str]
    nothing: frozenset[str]
    end: frozenset[str]
    no_tile: frozenset[str]
    played: frozenset[str]
    buy: frozenset[str]
    sell: frozenset[str]
    trade: frozenset[str]
    keep: frozenset[str]
    every: frozenset[str]
    tile: frozenset[str] = frozenset()
    """What a player says before a tile's name, after the verb: "the", "the tile" ("gioco la 3C")."""

    @classmethod
    def now(cls) -> Words:
        """The words of the language the console speaks now (asked at each line: the language may change)."""
        # NOTE: words a player types at the console, each alternative separated by "|" (no spaces around it);
        # accented words may be given without their accents too ("achète|achete").
        return cls(
            verbs=said(VERBS, pgettext("typed at the console", "play|place|found|choose|settle")),
            nothing=nothing_words() | {"0"},
            end=said(END, pgettext("typed at the console", "end|declare end|declare the end")),
            no_tile=said(NO_TILE_WORDS, pgettext("typed at the console", "no tile|no playable tile|skip")),
            # NOTE: what a player says before the tile they lay ("I play 5C", "Cat places 5C"), each alternative
            # separated by "|": the first person and the third, present and past
            played=said(PLAYED, pgettext("typed at the console", "I play|plays|I played|played|I place|places")),
            buy=said({"buy", "buys"}, pgettext("typed at the console", "buy")),
            sell=said({"sell", "sells"}, pgettext("typed at the console", "sell")),
            trade=said({"trade", "trades"}, pgettext("typed at the console", "trade")),
            keep=said({"keep", "keeps"}, pgettext("typed at the console", "keep")),
            every=all_words(),
            # NOTE: what a player may say between the verb and the tile ("I play the 5C", "gioco la 5C"), each
            # alternative separated by "|"
            tile=said({"the", "the tile", "tile"}, pgettext("typed at the console", "the|the tile|tile")),
        )


def chain_id(word: str, summary: dict[str, Any]) -> str | None:
    """The chain a word names: its id, its name or any unique start of its name ("t", "tow", "tower")."""
    names = chain_names(summary)
    wanted = word.casefold()
    exact = [chain for chain, name in names.items() if wanted in (chain, name.casefold())]
    starts = [chain for chain, name in names.items() if name.casefold().startswith(wanted)]
    found = exact or starts
    return found[0] if len(found) == 1 else None


def unknown_chain(word: str, summary: dict[str, Any]) -> RuleViolation:
    known = ", ".join(f"{name} ({name[:1].upper()})" for name in chain_names(summary).values())
    return UnknownChain(chain=word, known=known)


def parse(text: str, table: Any) -> Action | RuleViolation | Unfinished | None:
    """A line typed in Acquire's words, as the action it means (the engine then accepts or says why not).

    Tiles in any case ("5c", "play 5c"); a chain by name or initial when one is asked ("t", "tower",
    "found t"); "buy 2 tower 1 luxor", "buy t t l", "buy none", "none" alone; "sell 2 trade 2", "sell all", "keep all";
    "end" to declare the end; "no tile"; the market's holding as the tile drawn ("9f" holds 9). Anything
    else is left to the console's generic matching (None).
    """
    prompt, summary, typed = table.prompt(), table.summary(PUBLIC), Words.now()
    words = text.casefold().replace(",", " ").split()
    phrase, kind, seat = " ".join(words), prompt.kind, prompt.player
    if not words or prompt.over:
        return None
    if kind == "market_holding":
        held = tile_name(phrase)
        return actions.MarketHolding(int(held[:-1])) if held else None
    if seat is None:
        return None
    if phrase in typed.end:
        return next(
            (a.decision.action for a in prompt.actors if a.side and getattr(a.decision, "action", None)), None
        ) or actions.DeclareEnd(seat)  # not allowed now: the engine says why
    if kind != "buy" and len(words) > 1 and words[0] in typed.buy:
        # "buy 2 tower" typed while a tile or a chain is asked: the engine says what the game waits for, where the
        # console could only say "'buy 2 tower' is not an option".
        return buy_action(words, seat, summary, typed)
    if kind in ("start_tile", "place_tile"):
        return column_asked(words, prompt, typed) or tile_action(words, phrase, kind, seat, typed)
    if kind in CHAIN_ACTIONS:
        said_chain = said_before(" ".join(words), typed.verbs)  # "fondo tower", "je fonde tower"
        if said_chain is not None and " " not in said_chain:
            words = [said_chain]
        word = words[-1] if len(words) <= 2 and (len(words) == 1 or words[0] in typed.verbs) else None
        if word is None:
            return None
        chain = chain_id(word, summary)
        return CHAIN_ACTIONS[kind](seat, chain) if chain else unknown_chain(word, summary)
    laid = said_before(phrase, typed.played | typed.verbs) or phrase  # "je pose 9i", "play 9i": the tile laid
    ahead = tile_name(laid) if " " not in laid else None  # ("a 3" is no tile here: a chain and a count)
    if kind in ("buy", "dispose") and ahead is not None:
        # A tile typed while shares are asked (the turn's next tile, typed ahead): the engine says what the game
        # waits for, where the console could only say it is no option.
        return actions.PlaceTile(seat, ahead)
    if kind == "buy":
        if phrase in typed.nothing:  # "rien", "niente", "nothing" alone, as "buy nothing" is
            return actions.Buy(seat, {})
        return buy_action(words, seat, summary, typed)
    if kind == "dispose":
        return dispose_action(words, seat, prompt, typed)
    return None


def column_asked(words: list[str], prompt: Any, typed: Words) -> Unfinished | None:
    """A column alone ("2", "play 2") where a tile is typed by its square: the tile's row is asked, with a tile of
    that column as the example ("2 is a column: type a tile such as 2C"). Read as the start of nine tiles, it was
    answered "'2' fits 9 options: type more of it", which does not say what more."""
    if len(words) == 2 and words[0] in typed.verbs:
        words = words[1:]
    if len(words) != 1 or not words[0].isdigit() or int(words[0]) not in COLUMNS:
        return None
    column = str(int(words[0]))
    main = prompt.primary()
    squares = [o.key for o in getattr(main.decision, "options", ()) if o.enabled] if main is not None else []
    if not squares:
        return None
    own = [square for square in squares if square[:-1] == column]
    example = own[len(own) // 2] if own else column + ROWS[len(ROWS) // 2]
    said = _("{column} is a column: type a tile such as {example}.").format(column=column, example=example)
    return Unfinished(column, said, _("The row of {column} (A to I)").format(column=column))


def tile_action(words: list[str], phrase: str, kind: str, seat: int, typed: Words) -> Action | None:
    if phrase in typed.no_tile and kind == "place_tile":
        return actions.NoPlayableTile(seat)
    if len(words) in (2, 3) and words[0] in typed.verbs:  # "gioca 5c", "gioca c 5"
        words = words[1:]
    elif (laid := said_before(" ".join(words), typed.played)) is not None:  # "I play 5c", "je pose 5c"
        words = laid.split()
    if (named := said_before(" ".join(words), typed.tile)) is not None:  # "gioco la 3C": the tile after its article
        words = named.split()
    name = tile_name(" ".join(words))
    if name is None:
        return None
    return actions.StartTile(seat, name) if kind == "start_tile" else actions.PlaceTile(seat, name)


def buy_action(words: list[str], seat: int, summary: dict[str, Any], typed: Words) -> Action | RuleViolation | None:
    """``buy 2 tower 1 luxor``, ``buy t t l``, ``buy 3 t``, ``buy none`` (the word "buy" may be left out); each
    count after its chain too (``tower 2 american 1``) when a chain named is not on the board, for the engine to
    say so (the console's own reading of a purchase by its lines knows only the chains on the board)."""
    joining = and_words()  # "compro 1 american e 1 luxor": the "and" between two chains is neither
    words = [word for word in words if word not in joining] or words
    if words[0] in typed.buy:
        words = words[1:]
        if not words or " ".join(words) in typed.nothing:
            return actions.Buy(seat, {})
    if any(word in typed.every for word in words):  # "luxor tout": the most each line may take, the console's reading
        return None
    after = counts_after(words, summary)
    if after is not None:
        return actions.Buy(seat, after)
    shares: dict[str, int] = {}
    count: int | None = None
    for word in words:
        if word.isdigit():
            if count is not None:
                return None
            count = int(word)
            continue
        chain = chain_id(word, summary)
        if chain is None:
            return unknown_chain(word, summary) if shares or count is not None else None
        shares[chain] = shares.get(chain, 0) + (1 if count is None else count)
        count = None
    if count is not None or not shares:
        return None
    return actions.Buy(seat, {chain: n for chain, n in shares.items() if n})


def counts_after(words: list[str], summary: dict[str, Any]) -> dict[str, int] | None:
    """``tower 2 american 1`` read as each chain then its count, when one of those chains is not on the board;
    None otherwise (a purchase of chains on the board is read by the console's basket, its limits asked again)."""
    pairs = list(zip(words[::2], words[1::2], strict=False))
    if len(words) % 2 or not pairs or not all(count.isdigit() for _word, count in pairs):
        return None
    chains = [chain_id(word, summary) for word, _count in pairs]
    if None in chains or len(set(chains)) != len(chains) or all(chain in summary["chains"] for chain in chains):
        return None
    return {chain: int(count) for chain, (_word, count) in zip(chains, pairs, strict=True) if chain and int(count)}


def dispose_action(words: list[str], seat: int, prompt: Any, typed: Words) -> Action | RuleViolation | None:
    """``sell 2 trade 2 keep 1``, ``sell all``, ``keep all``, ``trade 4`` (what is neither sold nor traded is kept);
    each amount may come before its verb too, as people say it ("2 sell 2 trade", "vendo 2", "2 vendi")."""
    held = int((prompt.data or {}).get("held", 0))
    words = [word for word in words if word not in and_words()] or words  # "vendo 2 e scambio 2"
    if " ".join(words) in typed.keep:  # "tengo", "je garde": every share kept
        return actions.Dispose(seat, 0, 0)
    amounts: dict[str, int] = {}
    pairs = list(zip(words[::2], words[1::2], strict=False))
    if len(words) % 2 or not pairs:
        return None
    verbs = {word: verb for verb in ("sell", "trade", "keep") for word in getattr(typed, verb)}
    if words[0] not in verbs and words[1] in verbs:  # "2 vendi 2 scambia": each amount before its verb
        pairs = [(word, amount) for amount, word in pairs]
    named = {verbs.get(word): amount for word, amount in pairs}
    if named.get("trade") in typed.every and "keep" not in named:
        # "échanger tout" with 3 shares: the most the rules take (2, traded for 1), as the console's reading of the
        # basket's lines finds it on the trade's steps; taken as all 3 held, it was refused as an odd number.
        return None
    for word, amount in pairs:
        verb = verbs.get(word)
        if verb is None or verb in amounts:
            return None
        if amount in typed.every:
            amounts[verb] = held
        elif amount.isdigit():
            amounts[verb] = int(amount)
        else:
            return None
    sell, trade = amounts.get("sell", 0), amounts.get("trade", 0)
    if "keep" in amounts and sell + trade + amounts["keep"] != held:
        return RuleViolation(
            N_plural(
                "Sell, trade and keep must add up to the {held} share held, not {total}.",
                "Sell, trade and keep must add up to the {held} shares held, not {total}.",
                "held",
            ),
            held=held,
            total=sell + trade + amounts["keep"],
        )
    return actions.Dispose(seat, sell, trade)
