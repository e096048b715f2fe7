"""The seats' tokens: unguessable, typed forgivingly, one seat each, kept for this user only."""

from __future__ import annotations

import json
from pathlib import Path

from companion.phones.tokens import ALPHABET, FILE_NAME, LENGTH, Tokens, grouped, new_token, read


def test_a_token_is_16_characters_of_crockford_base32_and_never_repeats() -> None:
    made = {new_token() for _ in range(500)}
    assert len(made) == 500
    assert all(len(token) == LENGTH and set(token) <= set(ALPHABET) for token in made)
    assert not set("ILOU") & set(ALPHABET)


def test_the_code_is_four_groups_of_four() -> None:
    assert grouped("ABCDEFGHJKMNPQRS") == "ABCD-EFGH-JKMN-PQRS"


def test_a_typed_code_ignores_case_dashes_and_spaces_and_folds_look_alikes() -> None:
    assert read("abcd-efgh-jkmn-pqrs") == "ABCDEFGHJKMNPQRS"
    assert read(" ABCD EFGH  JKMN PQRS ") == "ABCDEFGHJKMNPQRS"
    assert read("OOOO-IIII-LLLL-1111") == "0000111111111111"


def test_anything_else_is_no_code() -> None:
    for text in (
        "",
        "ABCD",
        "ABCD-EFGH-JKMN-PQR",
        "ABCD-EFGH-JKMN-PQRST",
        "ABCD-EFGH-JKMN-PQRU",
        "ÄBCD-EFGH-JKMN-PQRS",
    ):
        assert read(text) is None, text
    assert read("A" * 16 + " " * 60) is None  # longer than any typed code
    for value in (None, 7, b"ABCDEFGHJKMNPQRS", ["ABCDEFGHJKMNPQRS"]):
        assert read(value) is None


def test_a_code_belongs_to_its_seat_only() -> None:
    tokens = Tokens("game", ["ABCDEFGHJKMNPQRS", "0123456789ABCDEF", "ZZZZZZZZZZZZZZZZ"])
    assert tokens.seat_of("0123-4567-89ab-cdef") == 1
    assert tokens.seat_of("ZZZZZZZZZZZZZZZZ") == 2
    assert tokens.seat_of("ZZZZZZZZZZZZZZZY") is None
    assert tokens.seat_of("") is None
    assert tokens.seat_of({"hello": "ZZZZZZZZZZZZZZZZ"}) is None


def test_a_reissue_replaces_one_seat_and_leaves_the_others() -> None:
    tokens = Tokens.fresh("game", 3)
    again = tokens.reissued(1)
    assert again.token(0) == tokens.token(0) and again.token(2) == tokens.token(2)
    assert again.token(1) != tokens.token(1)
    assert again.seat_of(tokens.token(1)) is None and tokens.seat_of(tokens.token(1)) == 1


def test_no_token_shows_in_a_repr() -> None:
    tokens = Tokens.fresh("journal.jsonl", 2)
    assert all(tokens.token(seat) not in repr(tokens) for seat in range(2))


def test_tokens_are_kept_for_this_user_only_and_read_back_for_the_same_game(tmp_path: Path) -> None:
    tokens = Tokens.fresh("games/one.jsonl", 4)
    tokens.save(tmp_path / "data")
    path = tmp_path / "data" / FILE_NAME
    assert path.stat().st_mode & 0o777 == 0o600
    kept = Tokens.load(tmp_path / "data", "games/one.jsonl", 4)
    assert kept is not None and [kept.token(seat) for seat in range(4)] == [tokens.token(seat) for seat in range(4)]
    assert Tokens.load(tmp_path / "data", "games/two.jsonl", 4) is None
    assert Tokens.load(tmp_path / "data", "games/one.jsonl", 3) is None
    Tokens.forget(tmp_path / "data")
    assert not path.exists()
    Tokens.forget(tmp_path / "data")  # nothing to forget: no error


def test_a_damaged_or_missing_file_gives_new_codes(tmp_path: Path) -> None:
    assert Tokens.load(tmp_path, "game", 2) is None
    (tmp_path / FILE_NAME).write_text("{not json", encoding="utf-8")
    assert Tokens.load(tmp_path, "game", 2) is None
    (tmp_path / FILE_NAME).write_text(json.dumps({"key": "game", "tokens": ["short", 7]}), encoding="utf-8")
    assert Tokens.load(tmp_path, "game", 2) is None
    (tmp_path / FILE_NAME).write_text(json.dumps(["game"]), encoding="utf-8")
    assert Tokens.load(tmp_path, "game", 2) is None


def test_a_file_left_open_to_others_is_closed_to_them_when_written(tmp_path: Path) -> None:
    spare = tmp_path / (FILE_NAME + ".new")
    spare.write_text("", encoding="utf-8")
    spare.chmod(0o666)
    Tokens.fresh("game", 2).save(tmp_path)
    assert (tmp_path / FILE_NAME).stat().st_mode & 0o777 == 0o600
