"""Acquire's kept records: each is the record its class builds, handed out again for the same fields."""

from __future__ import annotations

from typing import Any

import pytest

from companion.core.kept import kept_names
from companion.games.acquire import actions, events, kept

SAMPLES: dict[str, tuple[Any, ...]] = {
    "StartTile": (0, "5C"),
    "PlaceTile": (2, "12I"),
    "NoPlayableTile": (1,),
    "FoundChain": (3, "tower"),
    "ChooseSurvivor": (0, "luxor"),
    "ChooseDefunct": (0, "american"),
    "MarketHolding": (7,),
    "Dispose": (2, 3, 4),
    "DeclareEnd": (1,),
    "TilePlaced": (2, "1A"),
    "NoTilePlayed": (3,),
    "TilesDrawn": (1, 1, 40),
    "BonusPaid": ("tower", 2, 3000, "majority"),
    "MarketBonus": ("tower", 1500, "minority"),
    "EndDeclared": (0,),
}
"""Arguments for each kept record, as the rules and the random player build them."""


@pytest.mark.parametrize("name", sorted(SAMPLES))
def test_a_kept_record_is_the_record_its_class_builds(name: str) -> None:
    record = getattr(actions, name, None) or getattr(events, name)
    made = getattr(kept, name)(*SAMPLES[name])
    assert type(made) is record and made == record(*SAMPLES[name])
    assert getattr(kept, name)(*SAMPLES[name]) is made


def test_every_kept_record_is_sampled() -> None:
    assert kept_names(kept) == set(SAMPLES)
