"""The Big Shot play screen: the ring and the lots on the left, the decision on the right.

Everything shown comes from the engine's public contract: the prompt and
its decisions (who acts, what is wanted, the dealt layout, bid limits, the
placements with the room on the lots, loans as side actors), the summary
(cubes, owners, cash, debts, how lots score) and the table's preview (what a
placement would do to a lot). The screen only collects what the table decided
and submits it; refusals come back with the engine's reason.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pygame

from companion.core import PUBLIC, Amount, Pick
from companion.games.bigshot.actions import Layout, Place
from companion.palette import SEATS

from companion.ui import theme
from companion.ui.i18n import _, ngettext
from companion.ui.scene import TOP_BAR
from companion.ui.scenes.play import PlayScene
from companion.ui.widgets import Button, Keypad, Label

from .drawing import (
    COLOURS,
    PARK,
    PARK_LIGHT,
    SPACES,
    Tile,
    color_letter,
    color_name,
    draw_broker,
    draw_cube,
    draw_cubes,
    lot_cells,
    lot_score_text,
    ring_rects,
)
from .palette import CUBE_COLOURS

BOARD = pygame.Rect(6, TOP_BAR + 4, 462, 358)
STRIP = pygame.Rect(6, BOARD.bottom + 4, 462, 474 - BOARD.bottom - 4)
PANEL_X = 476
ROW = 56
GAP = 6


class BigShotPlayScene(PlayScene):
    """Ring, lots, players; the panel follows the prompt: layout, first player, roll, bid, pay, place."""

    status_width = PANEL_X - 8

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.layout_mode = "deal"          # "deal": the companion's layout; "own": typed space by space
        self.typed_spaces: list[list[str]] = [[] for _ in range(SPACES)]
        self.typed_broker: int | None = None
        self.bid_value: int | None = None
        self.keypad_open = False
        self._pad: Keypad | None = None
        self.loan_open = False
        self.loan_pick: tuple[int, str] | None = None
        self.staged: list[str | None] = []  # placement being built: lot per cube in hand (None: not yet)
        self.selected: int | None = None
        self.focus_lot: str | None = None
        self._cells: dict[str, pygame.Rect] | None = None
        self._ring, self._inside = ring_rects(BOARD)

    # -- reading the table -----------------------------------------------------------
    @property
    def phase(self) -> str:
        return self.table.prompt().kind

    def actor(self, seat: int | None = None, *, side: bool = False) -> Any:
        """The main actor now (or ``seat``'s side actor): its decision says what may be done."""
        prompt = self.table.prompt()
        if side:
            return prompt.actor(seat, side=True)
        return next((a for a in prompt.actors if not a.side), None)

    def decision(self) -> Any:
        actor = self.actor()
        return actor.decision if actor is not None else None

    def seat_colors(self, seat: int) -> list[str]:
        return self.table.summary()["players"][seat]["colors"]

    def owner_of(self, color: str | None) -> int | None:
        """The seat that plays ``color`` (None: the dummy, or nobody)."""
        for seat, player in enumerate(self.table.summary()["players"]):
            if color in player["colors"]:
                return seat
        return None

    @property
    def players(self) -> int:
        return len(self.table.names)

    def cells(self) -> dict[str, pygame.Rect]:
        if self._cells is None:
            lots = self.table.summary()["lots"]
            parks = [lot for lot, info in lots.items() if info["park"]]
            adjacency = {park: sorted(lot for lot, info in lots.items() if park in info["parks_near"])
                         for park in parks}
            self._cells = lot_cells(list(lots), parks, adjacency, self._inside)
        return self._cells

    def prompt_text(self) -> str:
        prompt = self.table.prompt()
        kind = prompt.kind
        if prompt.over:
            return _("The game is over")
        if kind == "layout":
            return _("Set up: the cubes")
        if kind == "first_player":
            return _("Set up: who starts?")
        turn = _("Turn {turn}/18").format(turn=self.table.summary()["turn"])
        who = self.name(prompt.player)
        text = {"roll": _("{turn}: {name} rolls"), "bid": _("{turn}: {name} to bid"),
                "pay": _("{turn}: {name} pays"), "place": _("{turn}: {name} places")}.get(kind, "{turn}")
        return text.format(turn=turn, name=who)

    # -- layout ------------------------------------------------------------------------
    def layout(self) -> None:
        super().layout()
        width = self.size[0]
        title = self.widgets[1]
        title.rect.width -= 120
        self.widgets.insert(2, Button((width - 346, 4, 108, TOP_BAR - 8), _("Loans"), self.toggle_loans, key="loans",
                                      color=theme.ACCENT if self.loan_open else theme.PANEL_LIGHT,
                                      text_color=theme.BACKGROUND if self.loan_open else theme.TEXT,
                                      enabled=not self.table.over and self.phase not in ("layout", "first_player")))
        self.layout_board()

    def layout_prompt(self, area: pygame.Rect) -> None:
        prompt = self.table.prompt()
        if prompt.over:
            self.loan_open = False
            super().layout_prompt(area)
            return
        if self.loan_open:
            self.layout_loans(area)
            return
        {"layout": self.layout_layout, "first_player": self.layout_first, "roll": self.layout_roll,
         "bid": self.layout_bid, "pay": self.layout_pay, "place": self.layout_place}[prompt.kind](area)

    def title(self, area: pygame.Rect, text: str, y: int | None = None, *, color=theme.TEXT, height: int = 34) -> int:
        top = area.top if y is None else y
        self.widgets.append(Label((area.left, top, area.width, height), text, size=theme.FONT_SIZES["title"],
                                  color=color))
        return top + height + 4

    def note(self, area: pygame.Rect, text: str, y: int, height: int = 26, *, color=theme.TEXT_DIM) -> int:
        self.widgets.append(Label((area.left, y, area.width, height), text, size=theme.FONT_SIZES["small"],
                                  color=color, align="left"))
        return y + height + 2

    def grid(self, area: pygame.Rect, y: int, items: list[tuple[str, Any, str]], columns: int, height: int = ROW,
             **style: Any) -> int:
        """Buttons (text, action, key) in ``columns`` columns from ``y``; returns the next free y."""
        width = (area.width - GAP * (columns - 1)) // columns
        for index, (text, action, key) in enumerate(items):
            x = area.left + (index % columns) * (width + GAP)
            top = y + (index // columns) * (height + GAP)
            self.widgets.append(Button((x, top, width, height), text, action, key=key, **style))
        rows = -(-len(items) // columns)
        return y + rows * (height + GAP)

    # the set-up ----------------------------------------------------------------------
    def dealt(self) -> Layout | None:
        """The layout the companion dealt (the layout decision proposes it)."""
        decision = self.decision() if self.phase == "layout" else None
        return getattr(decision, "dealt", None)

    def layout_layout(self, area: pygame.Rect) -> None:
        if self.layout_mode == "deal":
            dealt = self.dealt()
            y = self.title(area, _("Lay out the cubes"))
            y = self.note(area, _("The companion dealt the layout on the left:"), y)
            y = self.note(area, _("4 cubes on each space, as shown."), y)
            if dealt is not None:
                y = self.note(area, _("The broker starts on space {n}.").format(n=dealt.broker + 1), y)
            y += 8
            self.widgets.append(Button((area.left, y, area.width, 64), _("Use this layout"), self.use_dealt,
                                       color=theme.CONFIRM, key="layout-deal"))
            y += 64 + 10
            self.note(area, _("Already laid out the cubes yourselves?"), y)
            y += 30
            self.widgets.append(Button((area.left, y, area.width, ROW), _("Enter our own layout"),
                                       self.start_own_layout, key="layout-own"))
            return
        done = sum(len(space) for space in self.typed_spaces)
        current = self.current_space()
        if current is not None:
            y = self.title(area, _("Space {n} of 18").format(n=current + 1))
            y = self.note(area, _("Tap the colours of its 4 cubes ({count} of 72 in).").format(count=done), y)
            items = [(color_name(color), (lambda c=color: self.add_cube(c)), f"add-{color}") for color in COLOURS]
            y = self.grid(area, y, items, 2, height=60)
            for button, color in zip(self.widgets[-4:], COLOURS, strict=True):
                button.swatch = CUBE_COLOURS[color]
        else:
            y = self.title(area, _("Where is the broker?"))
            text = (_("Tap its space on the ring.") if self.typed_broker is None
                    else _("The broker starts on space {n}.").format(n=self.typed_broker + 1))
            y = self.note(area, text, y)
            y += 8
            self.widgets.append(Button((area.left, y, area.width, 64), _("Confirm layout"), self.confirm_layout,
                                       color=theme.CONFIRM, key="layout-confirm", enabled=self.typed_broker is not None))
            y += 70
        half = (area.width - GAP) // 2
        bottom = area.bottom - ROW
        self.widgets += [
            Button((area.left, bottom, half, ROW), _("Remove last"), self.remove_cube, key="layout-back",
                   enabled=done > 0),
            Button((area.left + half + GAP, bottom, half, ROW), _("Cancel"), self.cancel_own_layout,
                   key="layout-cancel"),
        ]

    def current_space(self) -> int | None:
        for index, space in enumerate(self.typed_spaces):
            if len(space) < 4:
                return index
        return None

    def use_dealt(self) -> None:
        dealt = self.dealt()
        if dealt is not None:
            self.choose(dealt)

    def start_own_layout(self) -> None:
        self.layout_mode = "own"
        self.layout()

    def cancel_own_layout(self) -> None:
        self.layout_mode = "deal"
        self.typed_spaces = [[] for _ in range(SPACES)]
        self.typed_broker = None
        self.layout()

    def add_cube(self, color: str) -> None:
        current = self.current_space()
        if current is not None:
            self.typed_spaces[current].append(color)
        self.layout()

    def remove_cube(self) -> None:
        if self.typed_broker is not None:
            self.typed_broker = None
        else:
            for space in reversed(self.typed_spaces):
                if space:
                    space.pop()
                    break
        self.layout()

    def pick_broker(self, space: int) -> None:
        self.typed_broker = space
        self.layout()

    def confirm_layout(self) -> None:
        if self.typed_broker is None:
            return
        action = Layout(tuple(tuple(space) for space in self.typed_spaces), self.typed_broker)
        if self.app.submit(action):
            self.cancel_own_layout()

    def layout_first(self, area: pygame.Rect) -> None:
        y = self.title(area, _("Who starts?"))
        y = self.note(area, _("Each player rolls the die; the highest starts."), y)
        self.widgets.append(Button((area.left, y, area.width, ROW), _("Roll for us"), self.decide_chance,
                                   color=theme.ACCENT, text_color=theme.BACKGROUND, key="chance"))
        y += ROW + 12
        y = self.note(area, _("Or tap who won the roll:"), y)
        items = [(option.label, (lambda a=option.action: self.choose(a)), f"first-{option.key}")
                 for option in self.decision().options]
        self.grid(area, y, items, 2)

    # a turn -----------------------------------------------------------------------------
    def layout_roll(self, area: pygame.Rect) -> None:
        prompt = self.table.prompt()
        y = self.title(area, _("{name} rolls").format(name=self.name(prompt.player)))
        self.widgets.append(Button((area.left, y, area.width, 64), _("Roll the die for me"), self.decide_die,
                                   color=theme.ACCENT, text_color=theme.BACKGROUND, key="roll"))
        y += 64 + 12
        y = self.note(area, _("Or enter what the real die shows:"), y)
        dice = self.decision()
        items = [(str(value), (lambda v=value: self.choose(dice.make({"value": v}))), f"die-{value}")
                 for value in range(1, dice.dice[0].sides + 1)]
        y = self.grid(area, y, items, 3, height=60)
        if self.loans_before_auction():
            self.note(area, _("Loans now, before the roll: tap Loans."), y + 4, color=theme.WARNING)
        else:
            self.note(area, _("Loans: any time until the auction ends."), y + 4)

    def decide_die(self) -> None:
        self.choose(self.decision().roll(self.chance))

    def loans_before_auction(self) -> bool:
        """The hidden-money and two-player variants take loans before the roll (the summary says which)."""
        return bool(self.table.summary()["hidden_money"] or self.players == 2)

    def bid_limits(self) -> tuple[int, int]:
        """The lowest and highest bid on offer (high below low: this bidder cannot raise, only pass)."""
        decision = self.decision()
        if isinstance(decision, Amount):
            return decision.low, decision.high
        minimum = decision.values["minimum"]
        return minimum, minimum - 1

    def layout_bid(self, area: pygame.Rect) -> None:
        seat = self.table.prompt().player
        low, high = self.bid_limits()
        value = self.bid_value if self.bid_value is not None else low
        if not self.keypad_open:
            value = min(max(value, low), max(low, high))
        self.bid_value = value
        y = area.top
        if self.keypad_open:
            if self._pad is None:
                self._pad = Keypad((area.left, y, area.width, 4 * 52), self.typed_bid)
            self.widgets.append(self._pad)
            y += 4 * 52 + 4
        else:
            y = self.title(area, _("{name} to bid").format(name=self.name(seat)), height=32)
            y += 50  # the cubes on offer and the high bid are drawn there
            y += 30  # who is still in
        can_raise = low <= high
        minus_w = 64
        self.widgets.append(Button((area.left, y, minus_w, ROW), "-1", lambda: self.raise_bid(-1), key="raise-minus",
                                   enabled=can_raise and value > low))
        self.amount_rect = pygame.Rect(area.left + minus_w + GAP, y, area.width - 2 * (minus_w + GAP), ROW)
        self.widgets.append(Button((area.right - minus_w, y, minus_w, ROW), _("Pad") if not self.keypad_open
                                   else _("Hide"), self.toggle_keypad, key="keypad",
                                   color=theme.ACCENT if self.keypad_open else theme.PANEL_LIGHT,
                                   text_color=theme.BACKGROUND if self.keypad_open else theme.TEXT))
        y += ROW + GAP
        if not self.keypad_open:
            items = [(f"+{step}", (lambda s=step: self.raise_bid(s)), f"raise-{step}") for step in (1, 2, 5)]
            y = self.grid(area, y, items, 3, height=52, enabled=can_raise)
        bid_text = (_("Bid {amount}M").format(amount=value) if can_raise
                    else _("Cannot bid {amount}M").format(amount=low))
        self.widgets.append(Button((area.left, y, area.width, ROW), bid_text, self.submit_bid, color=theme.CONFIRM,
                                   key="bid", enabled=can_raise))
        y += ROW + GAP
        self.widgets.append(Button((area.left, y, area.width, ROW), _("{name} passes").format(name=self.name(seat)),
                                   lambda: self.choose(self.table.pass_action(seat)), key="pass"))

    def draw_auction(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """Cubes on offer, the high bid and who is still in (under the bid panel's title)."""
        summary = self.table.summary()
        auction = summary.get("auction")
        if auction is None or self.keypad_open or self.loan_open:
            return
        y = area.top + 36
        draw_cubes(surface, auction["cubes"], pygame.Rect(area.left, y, 110, 44), 24)
        if auction["high_bidder"] is None:
            high = _("No bid yet")
            detail = _("nobody bids: {name} takes them free").format(name=self.name(auction["roller"]))
        else:
            high = _("High bid {amount}M").format(amount=auction["high_bid"])
            detail = _("by {name}").format(name=self.name(auction["high_bidder"]))
        theme.draw_text(surface, high, pygame.Rect(area.left + 116, y, area.width - 116, 24),
                        size=theme.FONT_SIZES["body"], align="left")
        theme.draw_text(surface, detail, pygame.Rect(area.left + 116, y + 24, area.width - 116, 20),
                        size=theme.FONT_SIZES["small"], color=theme.TEXT_DIM, align="left")
        y += 50
        names = ", ".join(self.name(seat) for seat in auction["still_in"])
        theme.draw_text(surface, _("Still in: {names}").format(names=names), pygame.Rect(area.left, y, area.width, 26),
                        size=theme.FONT_SIZES["small"], color=theme.TEXT_DIM, align="left")

    def draw_amount(self, surface: pygame.Surface) -> None:
        if self.phase != "bid" or self.loan_open or self.bid_value is None:
            return
        low, high = self.bid_limits()
        decision = self.decision()
        rect = self.amount_rect
        pygame.draw.rect(surface, theme.PANEL, rect, border_radius=6)
        inside = low <= self.bid_value <= high
        theme.draw_text(surface, f"{self.bid_value}M", rect.inflate(-8, -20).move(0, -8),
                        size=theme.FONT_SIZES["title"], color=theme.TEXT if inside else theme.DANGER)
        if isinstance(decision, Amount) and decision.cap is None:  # hidden cash: the range must not reveal it
            limits = _("from {low}M").format(low=low)
        elif low <= high:
            limits = _("{low}M to {high}M").format(low=low, high=high)
        else:
            limits = _("only {high}M in cash").format(high=decision.values["cash"])
        theme.draw_text(surface, limits, pygame.Rect(rect.left, rect.bottom - 20, rect.width, 18),
                        size=theme.MIN_FONT, color=theme.TEXT_DIM)

    def raise_bid(self, step: int) -> None:
        low, high = self.bid_limits()
        value = (self.bid_value or low) + step
        self.bid_value = min(max(value, low), max(low, high))
        self.layout()

    def typed_bid(self, text: str) -> None:
        self.bid_value = int(text) if text else 0
        self.layout()

    def toggle_keypad(self) -> None:
        self.keypad_open = not self.keypad_open
        self._pad = None
        self.layout()

    def submit_bid(self) -> None:
        decision = self.decision()
        if isinstance(decision, Amount):
            self.choose(decision.make(self.bid_value or 0))

    def layout_pay(self, area: pygame.Rect) -> None:
        seat = self.table.prompt().player
        decision = self.decision()
        y = self.title(area, _("{name} pays {price}M").format(name=self.name(seat), price=decision.values["price"]))
        y = self.note(area, _("Both colours can pay: which one pays?"), y)
        y = self.note(area, _("(The two capitals never mix.)"), y)
        by_color = self.table.summary(PUBLIC)["players"][seat]["by_color"]
        items = []
        for option in decision.options:
            color, cash = option.key, by_color[option.key]["cash"]
            text = (_("Pay from {color} ({cash}M)").format(color=color_name(color), cash=cash) if cash is not None
                    else _("Pay from {color}").format(color=color_name(color)))
            items.append((text, (lambda a=option.action: self.choose(a)), f"pay-{color}"))
        self.grid(area, y + 6, items, 1, height=64)
        for button, option in zip(self.widgets[-len(items):], decision.options, strict=True):
            button.swatch = CUBE_COLOURS[option.key]

    # placing ------------------------------------------------------------------------
    def placements(self) -> Any:
        """The placement decision's legal placements (cubes in hand, room on each lot), or None."""
        decision = self.decision() if self.phase == "place" else None
        return getattr(decision, "choice", None)

    def in_hand(self) -> list[str]:
        placements = self.placements()
        return list(placements.in_hand) if placements is not None else []

    def layout_place(self, area: pygame.Rect) -> None:
        hand = self.in_hand()
        if len(self.staged) != len(hand):
            self.staged = [None] * len(hand)
            self.selected = 0 if hand else None
            self.focus_lot = None
        seat = self.table.prompt().player
        y = self.title(area, _("{name} places").format(name=self.name(seat)), height=32)
        y = self.note(area, _("Tap a cube, then a lot."), y, height=22)
        width = (area.width - GAP * (len(hand) - 1)) // max(1, len(hand))
        for index, color in enumerate(hand):
            self.widgets.append(Tile((area.left + index * (width + GAP), y, width, 60),
                                     (lambda s, r, p, i=index, c=color: self.paint_hand_cube(s, r, p, i, c)),
                                     (lambda i=index: self.select_cube(i)), key=f"cube-{index}"))
        y += 60 + GAP
        self.insight_rect = pygame.Rect(area.left, y, area.width, area.bottom - y - 2 * (ROW + GAP))
        bottom = area.bottom - 2 * ROW - GAP
        half = (area.width - GAP) // 2
        staged = any(lot is not None for lot in self.staged)
        self.widgets += [
            Button((area.left, bottom, half, ROW), _("Undo cube"), self.unstage_last, key="place-back",
                   enabled=staged),
            Button((area.left + half + GAP, bottom, half, ROW), _("Clear"), self.clear_staged, key="place-clear",
                   enabled=staged),
            Button((area.left, bottom + ROW + GAP, area.width, ROW), _("Place the cubes"), self.confirm_place,
                   color=theme.CONFIRM, key="place-confirm", enabled=bool(hand) and None not in self.staged),
        ]

    def paint_hand_cube(self, surface: pygame.Surface, rect: pygame.Rect, pressed: bool, index: int,
                        color: str) -> None:
        """A cube won: large, with its letter; below it the lot it goes to (or 'tap a lot')."""
        selected = index == self.selected
        fill = theme.PRESSED if pressed else (theme.ACCENT if selected else theme.PANEL_LIGHT)
        pygame.draw.rect(surface, fill, rect, border_radius=8)
        draw_cube(surface, color, (rect.centerx - 14, rect.top + 5, 28, 28))
        lot = self.staged[index] if index < len(self.staged) else None
        text = lot if lot else (_("tap a lot") if selected else color_name(color))
        ink = theme.BACKGROUND if (pressed or selected) else (theme.TEXT if lot else theme.TEXT_DIM)
        theme.draw_text(surface, text, pygame.Rect(rect.left + 3, rect.top + 36, rect.width - 6, 20),
                        size=theme.FONT_SIZES["small"], color=ink)

    def select_cube(self, index: int) -> None:
        self.selected = index
        if self.staged[index] is not None:
            self.focus_lot = self.staged[index]
        self.layout()

    def tap_lot(self, lot: str) -> None:
        if self.phase != "place" or self.loan_open:
            self.focus_lot = lot if self.focus_lot != lot else None
            self.app.dirty = True
            return
        if self.selected is None:
            self.focus_lot = lot
            self.layout()
            return
        room = self.placements().room.get(lot, 0)
        already = sum(1 for index, staged in enumerate(self.staged) if staged == lot and index != self.selected)
        if already >= room:
            if room:
                message = _("{lot} has room for {room} more: it is full.").format(lot=lot, room=room)
            else:
                message = _("{lot} is decided: it takes no more cubes.").format(lot=lot)
            self.app.notify(message, error=True)
            return
        self.staged[self.selected] = lot
        self.focus_lot = lot
        free = [index for index, staged in enumerate(self.staged) if staged is None]
        self.selected = free[0] if free else None
        self.layout()

    def unstage_last(self) -> None:
        """Take back the cube staged last (the one before the first still in hand)."""
        staged = [index for index, lot in enumerate(self.staged) if lot is not None]
        if staged:
            index = staged[-1] if self.selected is None else max(staged, key=lambda i: (i < self.selected, i))
            self.focus_lot = self.staged[index]
            self.staged[index] = None
            self.selected = index
        self.layout()

    def clear_staged(self) -> None:
        self.staged = [None] * len(self.staged)
        self.selected = 0 if self.staged else None
        self.focus_lot = None
        self.layout()

    def placement(self) -> dict[str, tuple[str, ...]]:
        placement: dict[str, tuple[str, ...]] = {}
        hand = self.in_hand()
        if len(hand) != len(self.staged):
            return placement
        for color, lot in zip(hand, self.staged, strict=True):
            if lot is not None:
                placement[lot] = placement.get(lot, ()) + (color,)
        return placement

    def confirm_place(self) -> None:
        placements = self.placements()
        if placements is None or None in self.staged:
            return
        self.choose(Place(placements.player, self.placement()))

    def lot_insight(self, lot: str) -> list[tuple[str, tuple[int, int, int]]]:
        """What the staged cubes would do to ``lot``, in words, from the table's preview of the placement."""
        placements = self.placements()
        if placements is None:
            return []
        cubes = tuple(sorted(self.placement().get(lot, ())))
        preview = self.table.preview(Place(placements.player, {lot: cubes}))["lots"][lot]
        if preview["decided"]:
            return [(_("{lot} is decided: {color}.").format(lot=lot, color=color_name(preview["winner"])), theme.TEXT)]
        if not cubes:
            return [(_("{lot} holds {held} of 7 cubes.").format(lot=lot, held=preview["held"]), theme.TEXT),
                    (self.leader_text(preview["winner"]), theme.TEXT_DIM)]
        if not preview["fits"]:
            return [(_("{lot} cannot take these cubes.").format(lot=lot), theme.DANGER)]
        counts = self.counts_text(preview["counts"])
        winner, owner = preview["winner"], preview["owner"]
        if preview["completes"]:
            if winner is None:
                verdict = _("7th cube: nobody gets it.")
            elif owner is None:
                verdict = _("7th cube: {color} (the dummy) wins it.").format(color=color_name(winner))
            else:
                verdict = _("7th cube: {color} ({name}) wins it.").format(color=color_name(winner),
                                                                       name=self.name(owner))
            return [(verdict, theme.WARNING), (counts, theme.TEXT), (self.why_text(preview), theme.TEXT_DIM)]
        return [(_("{lot}: {total} of 7 cubes after this.").format(lot=lot, total=preview["total"]), theme.TEXT),
                (counts, theme.TEXT), (self.leader_text(winner), theme.TEXT_DIM)]

    def counts_text(self, counts: dict[str, int]) -> str:
        return "  ".join(f"{color_name(color)} {counts[color]}" for color in COLOURS if counts.get(color))

    def why_text(self, preview: dict[str, Any]) -> str:
        winner = preview["winner"]
        if winner is None:
            return _("Every count is shared: they cancel out.")
        if preview["tied_above"]:
            return _("Higher counts are tied and cancel out: {color} has the highest of its own.").format(
                color=color_name(winner))
        return _("{color} has the highest count.").format(color=color_name(winner))

    def leader_text(self, winner: str | None) -> str:
        if winner is None:
            return _("If the game ended now: nobody.")
        return _("If the game ended now: {color}.").format(color=color_name(winner))

    def draw_insight(self, surface: pygame.Surface) -> None:
        if self.phase != "place" or self.loan_open or self.focus_lot is None:
            return
        rect = self.insight_rect
        pygame.draw.rect(surface, theme.PANEL, rect, border_radius=8)
        y = rect.top + 6
        for text, color in self.lot_insight(self.focus_lot):
            lines = theme.wrap(text, rect.width - 16, theme.FONT_SIZES["small"])
            for line in lines:
                if y + 22 > rect.bottom:
                    return
                theme.draw_text(surface, line, pygame.Rect(rect.left + 8, y, rect.width - 16, 22),
                                size=theme.FONT_SIZES["small"], color=color, align="left")
                y += 22

    # loans ----------------------------------------------------------------------------
    def toggle_loans(self) -> None:
        self.loan_open = not self.loan_open
        self.loan_pick = None
        self.layout()

    def loan_rows(self) -> list[tuple[int, str, int, int, Any]]:
        """(seat, colour, loan number, payout, action) for every loan on offer now (the side actors)."""
        rows = []
        for actor in self.table.prompt().actors:
            if not actor.side:
                continue
            decision = actor.decision
            if isinstance(decision, Pick):
                for option in decision.options:
                    terms = decision.values["loans"][option.key]
                    rows.append((actor.seat, option.key, terms["number"], terms["amount"], option.action))
            else:
                values = decision.values
                rows.append((actor.seat, values["color"], values["number"], values["amount"], decision.action))
        return rows

    def layout_loans(self, area: pygame.Rect) -> None:
        if self.loan_pick is not None:
            seat, color = self.loan_pick
            row = next((r for r in self.loan_rows() if r[0] == seat and r[1] == color), None)
            if row is None:  # no longer on offer (undone, or the window closed)
                self.loan_pick = None
                self.layout_loans(area)
                return
            y = self.title(area, _("Loan for {name}").format(name=self.name(seat)))
            lines = [_("Loan number {n} for {color}.").format(n=row[2], color=color_name(color)),
                     _("Pays {amount}M now.").format(amount=row[3]),
                     _("Costs 10M at the end (a debt certificate)."),
                     _("One loan per colour per turn.")]
            for line in lines:
                y = self.note(area, line, y, color=theme.TEXT)
            y += 8
            self.widgets.append(Button((area.left, y, area.width, 64),
                                       _("Take the loan: +{amount}M").format(amount=row[3]), self.take_loan,
                                       color=theme.CONFIRM, key="loan-confirm"))
            self.widgets.append(Button((area.left, area.bottom - ROW, area.width, ROW), _("Cancel"),
                                       self.cancel_loan, key="loan-cancel"))
            return
        y = self.title(area, _("Loans"))
        when = (_("Only at the start of the turn, before the roll.") if self.loans_before_auction()
                else _("Any time in the turn until the auction ends."))
        y = self.note(area, when, y)
        rows = self.loan_rows()
        if not rows:
            y = self.note(area, _("No loans now."), y)
        columns = 2 if len(rows) > 4 else 1
        items = []
        for seat, color, number, payout, _action in rows:
            who = f"{self.name(seat)} ({color_letter(color)})" if self.players == 2 else self.name(seat)
            text = _("{who}: loan {n}, +{amount}M").format(who=who, n=number, amount=payout)
            items.append((text, (lambda s=seat, c=color: self.pick_loan(s, c)), f"loan-{seat}-{color}"))
        self.grid(area, y, items, columns, height=52, size=theme.FONT_SIZES["body"])
        self.widgets.append(Button((area.left, area.bottom - ROW, area.width, ROW), _("Close"), self.toggle_loans,
                                   key="loan-close"))

    def pick_loan(self, seat: int, color: str) -> None:
        self.loan_pick = (seat, color)
        self.layout()

    def cancel_loan(self) -> None:
        self.loan_pick = None
        self.layout()

    def take_loan(self) -> None:
        if self.loan_pick is None:
            return
        seat, color = self.loan_pick
        row = next((r for r in self.loan_rows() if r[0] == seat and r[1] == color), None)
        if row is not None and self.app.submit(row[4]):
            self.loan_open = False
            self.loan_pick = None
            self.layout()

    # -- the board ----------------------------------------------------------------------
    def layout_board(self) -> None:
        phase = self.phase
        for index, rect in enumerate(self._ring):
            if self.choosing_broker():
                self.widgets.append(Tile(rect, (lambda s, r, p, i=index: self.paint_space(s, r, p, i)),
                                         (lambda i=index: self.pick_broker(i)), key=f"space-{index}"))
        if phase in ("layout", "first_player"):
            return
        for lot, rect in self.cells().items():
            self.widgets.append(Tile(rect, (lambda s, r, p, n=lot: self.paint_lot(s, r, p, n)),
                                     (lambda n=lot: self.tap_lot(n)), key=f"lot-{lot}"))

    def choosing_broker(self) -> bool:
        return self.phase == "layout" and self.layout_mode == "own" and self.current_space() is None

    def shown_spaces(self) -> tuple[list[tuple[str, ...]], int | None]:
        if self.phase == "layout":
            if self.layout_mode == "own":
                return [tuple(space) for space in self.typed_spaces], self.typed_broker
            dealt = self.dealt()
            if dealt is not None:
                return [tuple(space) for space in dealt.spaces], dealt.broker
            return [() for _ in range(SPACES)], None
        summary = self.table.summary()
        return [tuple(space) for space in summary["spaces"]], summary["broker"]

    def paint_space(self, surface: pygame.Surface, rect: pygame.Rect, pressed: bool, index: int) -> None:
        spaces, broker = self._shown
        cubes = spaces[index] if index < len(spaces) else ()
        current = self.phase == "layout" and self.layout_mode == "own" and self.current_space() == index
        fill = theme.PRESSED if pressed else (theme.PANEL_LIGHT if cubes else theme.PANEL)
        pygame.draw.rect(surface, fill, rect, border_radius=6)
        if index == broker or current:
            pygame.draw.rect(surface, theme.WARNING if index == broker else theme.ACCENT, rect, width=3,
                             border_radius=6)
        number = pygame.Rect(rect.left + 4, rect.top + 2, 22, 16)
        theme.draw_text(surface, str(index + 1), number, size=theme.FONT_SIZES["small"],
                        color=theme.TEXT if cubes else theme.TEXT_DIM, align="left")
        if index == broker:
            draw_broker(surface, (rect.right - 12, rect.top + 11), 16)
        body = pygame.Rect(rect.left, rect.top + 16, rect.width, rect.height - 16)
        side = 16 if rect.height < 60 else 22
        draw_cubes(surface, cubes, body, side, columns=4 if rect.height < 60 else 2)

    def paint_lot(self, surface: pygame.Surface, rect: pygame.Rect, pressed: bool, lot: str) -> None:
        info = self._summary["lots"][lot]
        park = info["park"]
        staged = self.placement().get(lot, ()) if self.phase == "place" else ()
        fill = PARK if park else theme.PANEL_LIGHT
        if pressed:
            fill = theme.PRESSED
        elif info["decided"]:
            fill = PARK_LIGHT if park else (70, 74, 86)
        pygame.draw.rect(surface, fill, rect, border_radius=6)
        if lot == self.focus_lot:
            pygame.draw.rect(surface, theme.ACCENT, rect, width=3, border_radius=6)
        ink = theme.BACKGROUND if pressed else theme.TEXT
        half = (rect.width - 8) // 2
        theme.draw_text(surface, lot, pygame.Rect(rect.left + 4, rect.top + 2, half, 18), size=theme.MIN_FONT + 2,
                        color=ink if pressed else theme.TEXT_DIM, align="left")
        worth = _("park") if park else _("{value}M").format(value=info["value"])
        theme.draw_text(surface, worth, pygame.Rect(rect.left + 4 + half, rect.top + 1, half, 20),
                        size=theme.FONT_SIZES["body"], color=ink, align="right")
        body = pygame.Rect(rect.left + 3, rect.top + 20, rect.width - 6, rect.height - 22)
        if info["decided"]:
            owner = info["owner"]
            if owner is None:
                theme.draw_text(surface, _("nobody"), body, size=theme.FONT_SIZES["small"], color=theme.TEXT_DIM)
                return
            draw_cube(surface, owner, (body.left + 2, body.centery - 10, 20, 20))
            seat = self.owner_of(owner)
            who = self.name(seat) if seat is not None else _("dummy")
            theme.draw_text(surface, who, pygame.Rect(body.left + 26, body.top, body.width - 28, body.height),
                            size=theme.FONT_SIZES["small"], align="left")
            return
        counts = Counter(info["cubes"])
        counts.update(staged)
        shown = [color for color in COLOURS if counts.get(color)]
        side = min(17, (body.width - 3 * 3) // 4)
        x = body.left + (body.width - (len(shown) * (side + 3) - 3)) // 2
        added = Counter(staged)
        for color in shown:
            draw_cube(surface, color, (x, body.top, side, side), outline=theme.ACCENT if added.get(color) else None)
            count_color = theme.ACCENT if added.get(color) else theme.TEXT
            theme.draw_text(surface, str(counts[color]), pygame.Rect(x - 2, body.top + side, side + 4, 16),
                            size=theme.MIN_FONT + 2, color=count_color)
            x += side + 3
        total = sum(counts.values())
        if total >= 7 and staged:
            pygame.draw.rect(surface, theme.WARNING, rect, width=3, border_radius=6)
        elif not shown:
            theme.draw_text(surface, _("empty"), body, size=theme.MIN_FONT, color=theme.TEXT_DIM)

    def draw_background(self, surface: pygame.Surface, now: float) -> None:
        self._summary = self.table.summary()
        self._shown = self.shown_spaces()
        if not self.choosing_broker():
            for index, rect in enumerate(self._ring):
                self.paint_space(surface, rect, False, index)
        self.draw_middle(surface)
        self.draw_players(surface)
        panel = pygame.Rect(PANEL_X, TOP_BAR + 4, self.size[0] - PANEL_X - 6, self.size[1] - TOP_BAR - 10)
        self.draw_auction(surface, panel)

    def draw(self, surface: pygame.Surface, now: float) -> None:
        super().draw(surface, now)
        if self.private_seat is None:
            self.draw_amount(surface)
            self.draw_insight(surface)

    def draw_middle(self, surface: pygame.Surface) -> None:
        """Before play the middle of the ring explains the set-up; during play the lots are widgets."""
        if self.phase not in ("layout", "first_player"):
            return
        inside = self._inside
        pygame.draw.rect(surface, theme.PANEL, inside, border_radius=8)
        lines = ([_("18 auction spaces, 4 cubes each."), _("Never 4 of one colour on a space.")]
                 if self.phase == "layout" else [_("The cubes are laid out."), _("Roll for the first turn.")])
        y = inside.top + 16
        for line in lines:
            theme.draw_text(surface, line, pygame.Rect(inside.left + 10, y, inside.width - 20, 26),
                            size=theme.FONT_SIZES["body"], color=theme.TEXT_DIM)
            y += 30
        y += 10
        for seat in range(self.players):
            colors = self.seat_colors(seat)
            x = inside.left + 20
            for color in colors:
                draw_cube(surface, color, (x, y, 24, 24))
                x += 28
            text = self.name(seat) + "  " + " + ".join(color_name(c) for c in colors)
            theme.draw_text(surface, text, pygame.Rect(x + 4, y, inside.right - x - 14, 24), align="left")
            y += 30
        dummy = self._summary["dummy"]
        if dummy is not None:
            draw_cube(surface, dummy, (inside.left + 20, y, 24, 24))
            theme.draw_text(surface, _("{color}: the dummy").format(color=color_name(dummy)),
                            pygame.Rect(inside.left + 52, y, inside.width - 62, 24), align="left",
                            color=theme.TEXT_DIM)

    def draw_players(self, surface: pygame.Surface) -> None:
        """One chip per player: colours, cash (or hidden), debts. Tap a chip for the private view."""
        public = self.table.summary(PUBLIC if self._summary["hidden_money"] else None)["players"]
        current = self.table.prompt().player
        count = len(public)
        width = (STRIP.width - GAP * (count - 1)) // count
        self.player_rows = []
        for seat, player in enumerate(public):
            rect = pygame.Rect(STRIP.left + seat * (width + GAP), STRIP.top, width, STRIP.height)
            pygame.draw.rect(surface, theme.PANEL_LIGHT if seat == current else theme.PANEL, rect, border_radius=6)
            pygame.draw.rect(surface, SEATS[seat % len(SEATS)], (rect.left, rect.top, 5, rect.height),
                             border_radius=2)
            x = rect.left + 9
            for color in player["colors"]:
                draw_cube(surface, color, (x, rect.top + 5, 18, 18))
                x += 21
            theme.draw_text(surface, player["name"], pygame.Rect(x + 2, rect.top + 3, rect.right - x - 6, 22),
                            size=theme.FONT_SIZES["body"], align="left")
            cash = _("cash hidden") if player["cash"] is None else _("{cash}M").format(cash=player["cash"])
            debts = player["debts"]
            money = cash if not debts else ngettext("{cash}, {n} debt", "{cash}, {n} debts", debts).format(
                cash=cash, n=debts)
            theme.draw_text(surface, money, pygame.Rect(rect.left + 9, rect.top + 27, rect.width - 12, 20),
                            size=theme.FONT_SIZES["small"], color=theme.TEXT_DIM, align="left")
            self.player_rows.append((rect, seat))

    def draw_private_body(self, surface: pygame.Surface, seat: int, area: pygame.Rect) -> None:
        """The seat's own cash, debts, lots and fortune now (the referee's view of that seat)."""
        summary = self.table.summary(seat)
        player = summary["players"][seat]
        y = area.top
        for color, mine in player["by_color"].items():
            draw_cube(surface, color, (area.left, y + 2, 26, 26))
            text = _("{color}: cash {cash}M, debts {debts} (costs {cost}M)").format(
                color=color_name(color), cash=mine["cash"], debts=mine["debts"], cost=10 * mine["debts"])
            theme.draw_text(surface, text, pygame.Rect(area.left + 34, y, area.width - 34, 30), align="left")
            y += 34
            lots = ", ".join(lot_score_text(score, summary["lots"]) for score in mine["scores"]) or _("none yet")
            theme.draw_text(surface, _("Lots (now): {lots}").format(lots=lots),
                            pygame.Rect(area.left + 34, y, area.width - 34, 26), size=theme.FONT_SIZES["small"],
                            color=theme.TEXT_DIM, align="left")
            y += 32
        y += 6
        theme.draw_text(surface, _("Fortune if the game ended now: {fortune}M").format(fortune=player["fortune"]),
                        pygame.Rect(area.left, y, area.width, 32), size=theme.FONT_SIZES["title"], align="left")
        y += 38
        if not player["qualifies"]:
            text = (_("Fewer than 2 lots: cannot win yet.") if len(player["colors"]) == 1
                    else _("Fewer than 2 lots with each colour: cannot win yet."))
            theme.draw_text(surface, text, pygame.Rect(area.left, y, area.width, 26),
                            color=theme.WARNING, align="left")

    # -- acting --------------------------------------------------------------------------
    def choose(self, action: Any) -> None:
        if self.app.submit(action):
            self.page = 0
            self.bid_value = None
            self.keypad_open = False
            self._pad = None
            self.staged = []
            self.selected = None
            self.focus_lot = None
            self.layout()

    def decide_chance(self) -> None:
        self.choose(self.table.choose_random(self.chance))

    def on_table(self, update: Any) -> None:
        if update.kind in ("undone", "redone", "applied"):
            self.bid_value = None
            self._pad = None
            self.staged = []
            self.selected = None
        super().on_table(update)

    def confirm(self) -> None:
        """The hardware confirm button: the panel's main action, if it is ready."""
        for key in ("loan-confirm", "place-confirm", "bid", "layout-deal", "layout-confirm"):
            button = self.find(key)
            if button is not None and button.enabled and button.visible:
                button.on_tap()
                return

