"""Big Shot's play screen: the ring of auction spaces and the lots on the left, the decision on the right.

The bid, the roller's die, the first player, the paying colour and the loans
(side actors) are the generic decision widgets; this screen adds what is
Big Shot's own: the board picture, the players' strip, cube colours and
words for the widgets, and the two entries too large to list: the cubes
laid out space by space (or the dealt layout at once), and the cubes won,
placed by tapping a cube, then a lot (:meth:`board_hit`), with the referee's
preview of that lot. It reads the prompt's actors, the public summary and
the table's previews only; entry in progress lives in ``panel.values``.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pygame

from companion.core import PUBLIC, Actor, Confirm, Pick
from companion.core.decisions import Choice_
from companion.core.records import Action
from companion.games.bigshot.actions import Bid, Layout, Loan, Place
from companion.palette import SEATS
from companion.ui import theme
from companion.ui.decide.panel import GAP, ROW, primary
from companion.ui.i18n import _, ngettext
from companion.ui.scene import TOP_BAR
from companion.ui.scenes.play import PlayScene

from . import drawing as d
from .palette import CUBE_COLOURS

BOARD = pygame.Rect(6, TOP_BAR + 4, 462, 358)
STRIP = pygame.Rect(6, BOARD.bottom + 4, 462, 474 - BOARD.bottom - 4)
CUBES = 72
SMALL = theme.FONT_SIZES["small"]


class BigShotPlayScene(PlayScene):
    status_width = BOARD.right + 2

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.ring, inside = d.ring_rects(BOARD)
        lots = self.summary()["lots"]
        parks = [lot for lot, info in lots.items() if info["park"]]
        near = {park: sorted(lot for lot, info in lots.items() if park in info["parks_near"]) for park in parks}
        self.cells = d.lot_cells(list(lots), parks, near, inside)
        self.lots = list(lots)

    def summary(self) -> dict[str, Any]:
        return self.table.summary(PUBLIC)

    def decision_of(self, kind: str) -> Any:
        """The main actor's decision while the prompt is ``kind`` (layout, place), else None."""
        prompt = self.table.prompt()
        actor = primary(prompt) if prompt.kind == kind else None
        return actor.decision if actor is not None else None

    def decide_chance(self) -> None:
        """The companion rolls the roller's die (the table's random move might be a loan instead)."""
        dice = self.decision_of("roll")
        self.choose(dice.roll(self.chance)) if dice is not None else super().decide_chance()

    def prompt_text(self) -> str:
        prompt, text = self.table.prompt(), super().prompt_text()
        if prompt.over or prompt.kind in ("layout", "first_player"):
            return text
        return _("Turn {turn}/18").format(turn=self.summary()["turn"]) + ": " + text

    def board_rect(self) -> pygame.Rect:
        return BOARD

    def decision_area(self) -> pygame.Rect:
        width, height = self.size
        return pygame.Rect(BOARD.right + 8, TOP_BAR + 4, width - BOARD.right - 14, height - TOP_BAR - 10)

    def board_hit(self, pos: tuple[int, int]) -> str | None:
        """``space-<i>`` while the cubes are laid out, else the lot under ``pos``."""
        if self.table.prompt().kind == "layout":
            return next((f"space-{i}" for i, rect in enumerate(self.ring) if rect.collidepoint(pos)), None)
        return next((lot for lot, rect in self.cells.items() if rect.collidepoint(pos)), None)

    def tap_background(self, pos: tuple[int, int]) -> None:
        """A space is the broker's (own layout); a lot takes the selected cube (placing), or shows its preview."""
        key = self.board_hit(pos) if BOARD.collidepoint(pos) and not self.panel.covering else None
        values = self.panel.values
        if key is None:
            super().tap_background(pos)
        elif key.startswith("space-"):
            if values.get("own") and len(self.typed()) == CUBES:
                self.panel.set("broker", int(key[6:]))
        elif self.decision_of("place") is not None:
            self.stage(key)
        else:
            values["focus"] = -1 if values.get("focus") == self.lots.index(key) else self.lots.index(key)
            self.app.dirty = True

    # -- the cubes laid out: the dealt layout, or one's own space by space --------------------
    def layout_entry(self, actor: Actor, area: pygame.Rect) -> bool:
        if self.table.prompt().kind == "place":
            self.layout_place(actor.decision.choice, area)
            return True
        if self.panel.values.get("own"):
            self.layout_own(area)
            return True
        dealt, dummy = actor.decision.dealt, self.summary()["dummy"]
        y = self.notes(area, [_("Lay out the cubes"), _("The companion dealt the layout on the left:"),
                              _("4 cubes on each space, as shown."),
                              _("The broker starts on space {n}.").format(n=dealt.broker + 1),
                              _("{color}: the dummy").format(color=d.color_name(dummy)) if dummy else ""])
        self.panel.button((area.left, y, area.width, 64), _("Use this layout"), lambda: self.choose(dealt),
                          color=theme.CONFIRM, key="layout-deal")
        self.panel.label((area.left, y + 72, area.width, 26), _("Already laid out the cubes yourselves?"), size="small",
                         color=theme.TEXT_DIM)
        self.panel.button((area.left, y + 102, area.width, ROW), _("Enter our own layout"),
                          lambda: self.panel.set("own", 1), key="layout-own")
        return True

    def notes(self, area: pygame.Rect, texts: list[str]) -> int:
        """A title, then small notes, from the top of ``area``; returns the y under them."""
        y = area.top
        for index, text in enumerate(texts):
            if text:
                self.panel.label((area.left, y, area.width, 26 if index else 34), text, size="small" if index else "title",
                                 color=theme.TEXT_DIM if index else theme.TEXT)
            y += (28 if index else 38) if text else 0
        return y + 6

    def typed(self) -> list[str]:
        """The cubes typed in so far, space by space (``c<i>`` holds the i-th cube's colour index)."""
        typed: list[str] = []
        while f"c{len(typed)}" in self.panel.values:
            typed.append(d.COLOURS[self.panel.values[f"c{len(typed)}"]])
        return typed

    def layout_own(self, area: pygame.Rect) -> None:
        typed, broker = self.typed(), self.panel.values.get("broker")
        count, half = len(typed), (area.width - GAP) // 2
        if count < CUBES:
            y = self.notes(area, [_("Space {n} of 18").format(n=count // 4 + 1),
                                  _("Tap the colours of its 4 cubes ({count} of 72 in).").format(count=count)])
            for i, color in enumerate(d.COLOURS):
                self.panel.button((area.left + i % 2 * (half + GAP), y + i // 2 * 66, half, 60), d.color_name(color),
                                  (lambda i=i: self.panel.set(f"c{count}", i)), key=f"add-{color}",
                                  swatch=CUBE_COLOURS[color])
        else:
            y = self.notes(area, [_("Where is the broker?"), _("Tap its space on the ring.") if broker is None
                                  else _("The broker starts on space {n}.").format(n=broker + 1)])
            spaces = tuple(tuple(typed[i:i + 4]) for i in range(0, CUBES, 4))
            self.panel.button((area.left, y, area.width, 64), _("Confirm layout"), lambda: self.choose(
                Layout(spaces, broker)), color=theme.CONFIRM, key="layout-confirm", enabled=broker is not None)
        self.panel.button((area.left, area.bottom - ROW, half, ROW), _("Remove last"), self.remove_cube,
                          key="layout-back", enabled=count > 0)
        self.panel.button((area.left + half + GAP, area.bottom - ROW, half, ROW), _("Cancel"), self.cancel_own,
                          key="layout-cancel")

    def remove_cube(self) -> None:
        self.panel.values.pop("broker" if "broker" in self.panel.values else f"c{len(self.typed()) - 1}", None)
        self.layout()

    def cancel_own(self) -> None:
        self.panel.values.clear()
        self.layout()

    # -- the cubes won, placed: tap a cube, then a lot ------------------------------------------
    def staged(self, count: int) -> list[str | None]:
        """The lot each cube in hand goes to (``at<i>`` holds its lot's index), None while in hand."""
        return [self.lots[self.panel.values[f"at{i}"]] if f"at{i}" in self.panel.values else None
                for i in range(count)]

    def selected_cube(self, staged: list[str | None]) -> int | None:
        chosen = self.panel.values.get("cube")
        return chosen if chosen is not None else next((i for i, lot in enumerate(staged) if lot is None), None)

    @staticmethod
    def placement(hand: tuple[str, ...], staged: list[str | None]) -> dict[str, tuple[str, ...]]:
        placement: dict[str, tuple[str, ...]] = {}
        for color, lot in zip(hand, staged, strict=True):
            if lot is not None:
                placement[lot] = placement.get(lot, ()) + (color,)
        return placement

    def layout_place(self, placements: Any, area: pygame.Rect) -> None:
        hand = placements.in_hand
        staged, half = self.staged(len(hand)), (area.width - GAP) // 2
        selected = self.selected_cube(staged)
        self.panel.label((area.left, area.top, area.width, 24), _("Tap a cube, then a lot."), size="small",
                         color=theme.TEXT_DIM)
        width = (area.width - GAP * (len(hand) - 1)) // max(1, len(hand))
        for i, color in enumerate(hand):  # a cube won: its colour, and the lot it goes to
            text = f"{d.color_letter(color)} {staged[i]}" if staged[i] else (
                _("tap a lot") if i == selected else d.color_name(color))
            self.panel.button((area.left + i * (width + GAP), area.top + 26, width, 56), text,
                              (lambda i=i: self.panel.set("cube", i)), key=f"cube-{i}", size=SMALL,
                              swatch=CUBE_COLOURS[color], color=theme.ACCENT if i == selected else theme.PANEL_LIGHT,
                              text_color=theme.BACKGROUND if i == selected else theme.TEXT)
        bottom = area.bottom - 2 * ROW - GAP
        if self.panel.values.get("focus", -1) >= 0:
            lot = self.lots[self.panel.values["focus"]]
            cubes = tuple(sorted(c for c, at in zip(hand, staged, strict=True) if at == lot))
            self.panel.preview(Place(placements.player, {lot: cubes}),
                               pygame.Rect(area.left, area.top + 88, area.width, bottom - area.top - 88 + 2 * ROW))
        any_staged = any(staged)
        self.panel.button((area.left, bottom, half, ROW), _("Undo cube"), self.unstage_last, key="place-back",
                          enabled=any_staged)
        self.panel.button((area.left + half + GAP, bottom, half, ROW), _("Clear"), self.clear_staged,
                          key="place-clear", enabled=any_staged)
        action = Place(placements.player, self.placement(hand, staged))
        self.panel.button((area.left, bottom + ROW + GAP, area.width, ROW), _("Place the cubes"),
                          lambda: self.choose(action), color=theme.CONFIRM, key="place-confirm",
                          enabled=bool(hand) and None not in staged)

    def stage(self, lot: str) -> None:
        """The selected cube goes to ``lot`` if it has room for it; the lot's preview shows."""
        placements, values = self.decision_of("place").choice, self.panel.values
        staged = self.staged(len(placements.in_hand))
        cube, room = self.selected_cube(staged), placements.room.get(lot, 0)
        values["focus"] = self.lots.index(lot)
        if cube is not None and sum(1 for i, at in enumerate(staged) if at == lot and i != cube) >= room:
            self.app.notify(_("{lot} has room for {room} more: it is full.").format(lot=lot, room=room) if room
                            else _("{lot} is decided: it takes no more cubes.").format(lot=lot), error=True)
        elif cube is not None:
            values[f"at{cube}"] = self.lots.index(lot)
            values.pop("cube", None)
        self.layout()

    def unstage_last(self) -> None:
        """Take back the last cube staged (it is selected again)."""
        last = max(int(key[2:]) for key in self.panel.values if key.startswith("at"))
        del self.panel.values[f"at{last}"]
        self.panel.set("cube", last)

    def clear_staged(self) -> None:
        for key in [key for key in self.panel.values if key.startswith("at") or key in ("cube", "focus")]:
            del self.panel.values[key]
        self.layout()

    # -- words and colours for the generic widgets -----------------------------------------------
    def option_color(self, key: str) -> tuple[int, int, int] | None:
        return CUBE_COLOURS.get(key)

    def option_text(self, actor: Actor, option: Choice_) -> str:
        decision = actor.decision
        if actor.side and isinstance(decision, Pick):  # two players: which colour borrows
            terms = decision.values["loans"][option.key]
            return _("{who}: loan {n}, +{amount}M").format(who=d.color_name(option.key), n=terms["number"],
                                                         amount=terms["amount"])
        if self.table.prompt().kind == "pay" and actor.seat is not None:
            cash = self.summary()["players"][actor.seat]["by_color"][option.key]["cash"]
            return (_("Pay from {color} ({cash}M)") if cash is not None else _("Pay from {color}")).format(
                color=d.color_name(option.key), cash=cash)
        return super().option_text(actor, option)

    def hint(self, actor: Actor) -> str | None:
        kind, summary = self.table.prompt().kind, self.summary()
        if kind == "roll":
            early = summary["hidden_money"] or len(summary["players"]) == 2
            return _("Loans now, before the roll (below).") if early else _("Loans: any time until the auction ends.")
        if kind == "bid" and summary["auction"] is not None:
            return _("Still in: {names}").format(names=", ".join(self.name(s) for s in summary["auction"]["still_in"]))
        return {"first_player": _("Each player rolls the die; the highest starts."),
                "pay": _("Both colours can pay: which one pays?")}.get(kind)

    def preview_lines(self, action: Action) -> list[str]:
        """What a placement does to its lot, a loan's terms, or who takes the cubes free if nobody bids."""
        if isinstance(action, Place):
            lines = self.lot_insight(action)
        elif isinstance(action, Loan):
            terms = next(a.decision.values for a in self.table.prompt().actors
                         if isinstance(a.decision, Confirm) and a.decision.action == action)
            lines = [_("Loan number {n} for {color}.").format(n=terms["number"], color=d.color_name(terms["color"])),
                     _("Pays {amount}M now.").format(amount=terms["amount"]),
                     _("Costs 10M at the end (a debt certificate)."), _("One loan per colour per turn.")]
        elif isinstance(action, Bid) and (auction := self.summary()["auction"]) and auction["high_bidder"] is None:
            lines = [_("nobody bids: {name} takes them free").format(name=self.name(auction["roller"]))]
        else:
            return []
        return [piece for line in lines for piece in theme.wrap(line, self.decision_area().width, SMALL)]

    def lot_insight(self, action: Place) -> list[str]:
        """What the staged cubes would do to the lot, in words, from the table's preview."""
        ((lot, cubes),) = action.cubes.items()
        preview = self.table.preview(action)["lots"][lot]
        winner, color = preview["winner"], d.color_name(preview["winner"])
        leader = _("If the game ended now: {color}.").format(color=color) if winner else _("If the game ended now: nobody.")
        counts = "  ".join(f"{d.color_name(c)} {preview['counts'][c]}" for c in d.COLOURS if preview["counts"].get(c))
        if preview["decided"]:
            return [_("{lot} is decided: {color}.").format(lot=lot, color=color)]
        if not cubes:
            return [_("{lot} holds {held} of 7 cubes.").format(lot=lot, held=preview["held"]), leader]
        if not preview["fits"]:
            return [_("{lot} cannot take these cubes.").format(lot=lot)]
        if not preview["completes"]:
            return [_("{lot}: {total} of 7 cubes after this.").format(lot=lot, total=preview["total"]), counts, leader]
        if winner is None:
            return [_("7th cube: nobody gets it."), counts, _("Every count is shared: they cancel out.")]
        verdict = (_("7th cube: {color} (the dummy) wins it.").format(color=color) if preview["owner"] is None else
                   _("7th cube: {color} ({name}) wins it.").format(color=color, name=self.name(preview["owner"])))
        why = (_("Higher counts are tied and cancel out: {color} has the highest of its own.") if preview["tied_above"]
               else _("{color} has the highest count.")).format(color=color)
        return [verdict, counts, why]

    # -- drawing --------------------------------------------------------------------------------
    def draw_board(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The ring (the dealt or typed layout while setting up) and the lots with the cubes being placed."""
        summary, layout, values = self.summary(), self.decision_of("layout"), self.panel.values
        spaces, broker, current = summary["spaces"], summary["broker"], None
        if layout is not None and values.get("own"):
            typed = self.typed()
            spaces, broker = [typed[i:i + 4] for i in range(0, CUBES, 4)], values.get("broker")
            current = len(typed) // 4 if len(typed) < CUBES else None
        elif layout is not None:
            spaces, broker = layout.dealt.spaces, layout.dealt.broker
        for index, space in enumerate(self.ring):
            self.paint_space(surface, space, index, spaces[index], broker, current)
        placing = self.decision_of("place")
        hand = placing.choice.in_hand if placing is not None else ()
        staged = self.placement(hand, self.staged(len(hand)))
        focus = self.lots[values["focus"]] if values.get("focus", -1) >= 0 else None
        for lot, cell in self.cells.items():
            self.paint_lot(surface, cell, lot, summary, staged.get(lot, ()), lot == focus)

    def paint_space(self, surface: pygame.Surface, rect: pygame.Rect, index: int, cubes: Any, broker: int | None,
                    current: int | None) -> None:
        pygame.draw.rect(surface, theme.PANEL_LIGHT if cubes else theme.PANEL, rect, border_radius=6)
        if index in (broker, current):
            pygame.draw.rect(surface, theme.WARNING if index == broker else theme.ACCENT, rect, width=3, border_radius=6)
            if index == broker:
                d.draw_broker(surface, (rect.right - 12, rect.top + 11), 16)
        theme.draw_text(surface, str(index + 1), pygame.Rect(rect.left + 4, rect.top + 2, 22, 16), size=SMALL,
                        color=theme.TEXT if cubes else theme.TEXT_DIM, align="left")
        small = rect.height < 60
        d.draw_cubes(surface, cubes, pygame.Rect(rect.left, rect.top + 16, rect.width, rect.height - 16),
                     16 if small else 22, columns=4 if small else 2)

    def paint_lot(self, surface: pygame.Surface, rect: pygame.Rect, lot: str, summary: dict[str, Any],
                  staged: tuple[str, ...], focus: bool) -> None:
        """A lot: its value, then its cubes (those being placed outlined) or its owner once decided."""
        info = summary["lots"][lot]
        park, decided = info["park"], info["decided"]
        fill = (d.PARK_LIGHT if park else (70, 74, 86)) if decided else (d.PARK if park else theme.PANEL_LIGHT)
        pygame.draw.rect(surface, fill, rect, border_radius=6)
        if focus or (staged and sum(info["cubes"].values()) + len(staged) >= 7):
            pygame.draw.rect(surface, theme.ACCENT if focus else theme.WARNING, rect, width=3, border_radius=6)
        half, body = (rect.width - 8) // 2, pygame.Rect(rect.left + 3, rect.top + 20, rect.width - 6, rect.height - 22)
        theme.draw_text(surface, lot, pygame.Rect(rect.left + 4, rect.top + 2, half, 18), size=theme.MIN_FONT + 2,
                        color=theme.TEXT_DIM, align="left")
        theme.draw_text(surface, _("park") if park else _("{value}M").format(value=info["value"]),
                        pygame.Rect(rect.left + 4 + half, rect.top + 1, half, 20), align="right")
        if decided and info["owner"] is None:
            theme.draw_text(surface, _("nobody"), body, size=SMALL, color=theme.TEXT_DIM)
        elif decided:
            d.draw_cube(surface, info["owner"], (body.left + 2, body.centery - 10, 20, 20))
            seat = next((s for s, p in enumerate(summary["players"]) if info["owner"] in p["colors"]), None)
            theme.draw_text(surface, self.name(seat) if seat is not None else _("dummy"),
                            pygame.Rect(body.left + 26, body.top, body.width - 28, body.height), size=SMALL, align="left")
        else:
            counts, added = Counter(info["cubes"]) + Counter(staged), Counter(staged)
            shown, side = [c for c in d.COLOURS if counts.get(c)], min(17, (body.width - 9) // 4)
            x = body.left + (body.width - (len(shown) * (side + 3) - 3)) // 2
            for color in shown:
                mark = theme.ACCENT if added.get(color) else None
                d.draw_cube(surface, color, (x, body.top, side, side), outline=mark)
                theme.draw_text(surface, str(counts[color]), pygame.Rect(x - 2, body.top + side, side + 4, 16),
                                size=theme.MIN_FONT + 2, color=mark or theme.TEXT)
                x += side + 3
            if not shown:
                theme.draw_text(surface, _("empty"), body, size=theme.MIN_FONT, color=theme.TEXT_DIM)

    def draw_status(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """One chip per player under the board: colours, cash (or hidden), debts; a tap shows the private view."""
        players, current = self.summary()["players"], self.table.prompt().player
        width = (STRIP.width - GAP * (len(players) - 1)) // len(players)
        self.player_rows = []
        for seat, player in enumerate(players):
            rect = pygame.Rect(STRIP.left + seat * (width + GAP), STRIP.top, width, STRIP.height)
            pygame.draw.rect(surface, theme.PANEL_LIGHT if seat == current else theme.PANEL, rect, border_radius=6)
            pygame.draw.rect(surface, SEATS[seat % len(SEATS)], (rect.left, rect.top, 5, rect.height), border_radius=2)
            for index, color in enumerate(player["colors"]):
                d.draw_cube(surface, color, (rect.left + 9 + 21 * index, rect.top + 5, 18, 18))
            x = rect.left + 11 + 21 * len(player["colors"])
            theme.draw_text(surface, player["name"], pygame.Rect(x, rect.top + 3, rect.right - x - 4, 22), align="left")
            cash = _("cash hidden") if player["cash"] is None else _("{cash}M").format(cash=player["cash"])
            n = player["debts"]
            money = ngettext("{cash}, {n} debt", "{cash}, {n} debts", n).format(cash=cash, n=n) if n else cash
            theme.draw_text(surface, money, pygame.Rect(rect.left + 9, rect.top + 27, rect.width - 12, 20), size=SMALL,
                            color=theme.TEXT_DIM, align="left")
            self.player_rows.append((rect, seat))

    def draw_private_body(self, surface: pygame.Surface, seat: int, area: pygame.Rect) -> None:
        """The seat's own cash, debts, lots and fortune now (the referee's view of that seat)."""
        summary = self.table.summary(seat)
        player, y = summary["players"][seat], area.top
        for color, mine in player["by_color"].items():
            d.draw_cube(surface, color, (area.left, y + 2, 26, 26))
            text = _("{color}: cash {cash}M, debts {debts} (costs {cost}M)").format(
                color=d.color_name(color), cash=mine["cash"], debts=mine["debts"], cost=10 * mine["debts"])
            theme.draw_text(surface, text, pygame.Rect(area.left + 34, y, area.width - 34, 30), align="left")
            lots = ", ".join(d.lot_score_text(score, summary["lots"]) for score in mine["scores"]) or _("none yet")
            theme.draw_text(surface, _("Lots (now): {lots}").format(lots=lots), pygame.Rect(
                area.left + 34, y + 34, area.width - 34, 26), size=SMALL, color=theme.TEXT_DIM, align="left")
            y += 66
        theme.draw_text(surface, _("Fortune if the game ended now: {fortune}M").format(fortune=player["fortune"]),
                        pygame.Rect(area.left, y + 6, area.width, 32), size=theme.FONT_SIZES["title"], align="left")
        if not player["qualifies"]:
            text = (_("Fewer than 2 lots: cannot win yet.") if len(player["colors"]) == 1
                    else _("Fewer than 2 lots with each colour: cannot win yet."))
            theme.draw_text(surface, text, pygame.Rect(area.left, y + 44, area.width, 26), color=theme.WARNING,
                            align="left")
