"""The serial line protocol parser: every command, every kind of bad input."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.hardware.commands import Bid, Die, Pass, Rfid, Tile
from companion.hardware.serial_line import LineParser, Reject, parse_line

VALID = b"TILE 5C\nPASS 3\r\nbid 3 12\nDIE 4\rRFID 0a1b2c3d\n12I\n# scanner ready\n\nDIE 6 3\n"
EXPECTED = [Tile("5C"), Pass(2), Bid(2, 12), Die(4), Rfid("0A1B2C3D"), Tile("12I"), Die(6, (3,))]


def test_every_command() -> None:
    assert LineParser().feed(VALID) == EXPECTED


@pytest.mark.parametrize(
    ("line", "reason"),
    [
        (b"TILE", "expected TILE <tile>"),
        (b"TILE 5", "not a tile name"),
        (b"PASS 0", "seat must be 1-8"),
        (b"PASS three", "seat must be a whole number"),
        (b"BID 3", "expected BID <seat> <amount>"),
        (b"BID 3 -1", "amount must be a whole number"),
        (b"DIE 7", "die value must be 1-6"),
        (b"DIE 1 2 3 4 5", "at most 4 dice"),
        (b"RFID xyz", "RFID tag must be 4-32 hex digits"),
        (b"JUMP", "unknown command 'JUMP'"),
        (b"\xff\xfeTILE 5C", "not valid UTF-8"),
        (b"TILE\x005C", "contains control characters"),
        (b"PASS \xd9\xa3", "seat must be a whole number"),  # an Arabic-Indic digit is not a seat
    ],
)
def test_rejects_say_why(line: bytes, reason: str) -> None:
    result = parse_line(line)
    assert isinstance(result, Reject)
    assert reason in result.reason


def test_scanner_mode_only_decides_bare_tiles() -> None:
    assert parse_line(b"5c", scanner=True) == Tile("5C")
    assert isinstance(parse_line(b"5c", scanner=False), Reject)
    assert parse_line(b"TILE 5c", scanner=False) == Tile("5C")


def test_over_long_lines_are_rejected_once_and_the_next_line_still_parses() -> None:
    parser = LineParser(max_line=16)
    out = parser.feed(b"X" * 40 + b"\nPASS 1\n")
    assert out == [Reject("X" * 16, "line longer than 16 bytes"), Pass(0)]


def test_a_line_cut_by_a_reconnect_is_forgotten() -> None:
    parser = LineParser()
    assert parser.feed(b"PASS") == []
    parser.reset()
    assert parser.feed(b" 2\nPASS 2\n") == [Reject(" 2", "unknown command '2'"), Pass(1)]


def split(data: bytes, cuts: list[int]) -> list[bytes]:
    points = sorted({c % (len(data) + 1) for c in cuts})
    pieces, last = [], 0
    for point in points + [len(data)]:
        pieces.append(data[last:point])
        last = point
    return pieces


garbage = st.binary(max_size=60).filter(lambda b: b"\n" not in b and b"\r" not in b)
streams = st.lists(
    st.one_of(st.sampled_from(VALID.splitlines(keepends=True)), garbage.map(lambda b: b + b"\n")), max_size=20
).map(b"".join)


@settings(max_examples=200, deadline=None)
@given(streams, st.lists(st.integers(min_value=0), max_size=30))
def test_any_chunking_gives_the_same_commands(stream: bytes, cuts: list[int]) -> None:
    whole = LineParser(max_line=40).feed(stream)
    parser = LineParser(max_line=40)
    chunked = [item for piece in split(stream, cuts) for item in parser.feed(piece)]
    assert chunked == whole


@settings(max_examples=200, deadline=None)
@given(st.lists(st.binary(max_size=50), max_size=20))
def test_garbage_never_raises(chunks: list[bytes]) -> None:
    parser = LineParser(max_line=32)
    for chunk in chunks:
        for item in parser.feed(chunk):
            assert isinstance(item, Reject | Tile | Pass | Bid | Die | Rfid)


@settings(max_examples=100, deadline=None)
@given(st.lists(st.sampled_from([b"\n", b"\r\n", b"\r"]), min_size=6, max_size=6))
def test_line_endings_do_not_matter(endings: list[bytes]) -> None:
    lines = [b"TILE 5C", b"PASS 3", b"BID 3 12", b"DIE 4", b"RFID 0a1b2c3d", b"12I"]
    stream = b"".join(line + end for line, end in zip(lines, endings, strict=True))
    assert LineParser().feed(stream) == EXPECTED[:6]
