"""The Share Adjustment Table and the price track: where prices go in phase 4 (pure arithmetic).

- Companies with equal performance form one stack; bankrupt companies count
  as one stack each and keep their boxes (first bankrupt in the card's first
  bankrupt box, "0", then "−1", then "+1", then the next).
- The highest stack goes in the box labelled for the number of stacks (1;
  2–3; 4–5; 6), the next ones in the boxes to its right, one per box,
  skipping boxes that bankrupt companies occupy.
- Each company's price moves by its box's modifier. The square the company
  occupied **before** the move decides the rest: green adds its bonus only when
  the table moved the price up; pink takes its penalty when the modifier was 0
  or negative. Then the price is capped at $18; below $0 the company goes to B.
"""

from __future__ import annotations

from collections.abc import Mapping

from .card import Card
from .rules import TOP_PRICE
from .state import Adjustment


def stacks(performances: Mapping[str, int]) -> list[int]:
    """The distinct performances, highest first: one stack each."""
    return sorted(set(performances.values()), reverse=True)


def move(card: Card, price: int, modifier: int) -> tuple[int | None, int]:
    """The new price (None: bankrupt) and the square's mark applied, from ``price`` and its box's ``modifier``."""
    square = 0
    if modifier > 0:
        square = card.green.get(price, 0)
    else:
        square = -card.pink.get(price, 0)
    new = min(price + modifier + square, TOP_PRICE)
    return (None if new < 0 else new), square


def adjust(
    card: Card, performances: Mapping[str, int], prices: Mapping[str, int], bankrupt: int
) -> dict[str, Adjustment]:
    """Every active company's move: ``performances`` and ``prices`` of the active companies,
    ``bankrupt`` the number of bankrupt companies whose tokens sit on the table."""
    order = stacks(performances)
    boxes = card.boxes_for(len(order), bankrupt)
    if boxes is None:  # the validator rules this out for six companies
        raise ValueError(f"{len(order)} stacks and {bankrupt} bankrupt companies do not fit the card")
    box_of = dict(zip(order, boxes, strict=True))
    result: dict[str, Adjustment] = {}
    modifiers, green, pink = card.modifiers, card.green, card.pink
    for company, performance in performances.items():
        box = box_of[performance]
        modifier = modifiers[box]
        old = prices[company]
        # move(card, old, modifier), without its call: phase 4 moves every company's price each turn
        square = green.get(old, 0) if modifier > 0 else -pink.get(old, 0)
        new = old + modifier + square
        if new > TOP_PRICE:
            new = TOP_PRICE
        # Adjustment(...) made as its generated __new__ makes it, without that call of Python
        result[company] = tuple.__new__(Adjustment, (company, old, None if new < 0 else new, box, modifier, square))
    return result
