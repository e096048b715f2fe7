"""A 2-for-1 trade says what it brings (the survivor's shares), on the touchscreen's total line and a phone's."""

from __future__ import annotations

from pathlib import Path

from companion.phones.views import build, speaking
from companion.text.baskets import SEPARATOR, totals
from companion.text.i18n import money
from tests.phones.test_browser_acquire import to_a_disposal


def test_a_trade_alone_says_the_survivors_shares_and_no_zero_sum(tmp_path: Path) -> None:
    table, seat, basket = to_a_disposal(tmp_path / "games")
    survivor = basket.values["survivor"]
    cap = basket.total_cap
    assert cap is not None and cap >= 2
    traded = totals(basket, {"sell": 0, "trade": 2})
    assert traded == f"you keep {cap - 2} of {cap}{SEPARATOR}you receive 1 {survivor} share"
    assert "$0" not in traded
    sell = next(item for item in basket.items if item.key == "sell")
    if cap >= 3 and sell.price is not None:
        both = totals(basket, {"sell": 1, "trade": 2})
        assert both.endswith(f"you receive {money(sell.price, '$')} and 1 {survivor} share")


def test_a_phone_gets_the_trades_words_for_each_count_in_its_language(tmp_path: Path) -> None:
    table, seat, basket = to_a_disposal(tmp_path / "games")
    survivor = basket.values["survivor"]
    for code, one, two, joined in (
        ("it", f"1 azione {survivor}", f"2 azioni {survivor}", "{first} e {second}"),
        ("fr", f"1 action {survivor}", f"2 actions {survivor}", "{first} et {second}"),
    ):
        with speaking(code):
            (decision,) = build(table, seat)["decisions"]
        trade = next(item for item in decision["items"] if item["key"] == "trade")
        assert trade["gives"]["2"] == one
        assert trade["gives"].get("4", two) == two
        assert "0" not in trade["gives"]  # nothing traded brings nothing: no "0 shares"
        assert trade["gives_and"] == joined
