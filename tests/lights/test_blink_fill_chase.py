"""Scene helpers: a blink lit first then dark, a group filled with colours, a dot chasing round a group."""

from __future__ import annotations

from companion.lights.common import OFF, chase, dark, fill

RED, BLUE = (200, 0, 0), (0, 0, 200)


def test_a_blink_is_lit_for_its_first_period_then_dark_then_lit_again() -> None:
    assert [dark(now, 1.0, 0.5) for now in (1.0, 1.4, 1.5, 1.9, 2.0)] == [False, False, True, True, False]


def test_a_group_takes_the_colours_in_order_and_the_rest_goes_dark() -> None:
    out = {7: RED}
    fill(out, [5, 6, 7], [BLUE])
    assert out == {5: BLUE, 6: OFF, 7: OFF}
    fill(out, [5, 6], [RED, BLUE, RED])  # more colours than lights: the group shows what it can
    assert out[5] == RED and out[6] == BLUE


def test_the_dot_steps_round_its_group_at_its_speed_and_wraps() -> None:
    leds = [10, 11, 12, 13]
    assert [chase(leds, now, 4.0) for now in (0.0, 0.26, 0.51, 0.76, 1.01)] == [10, 11, 12, 13, 10]
