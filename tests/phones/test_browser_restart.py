"""A phone across a restart of the companion: the page joins again by itself, with the code it had.

A restart (an update, the service restarted after the file's change) keeps the open game's codes in the data
folder, and the game resumes where it was. The phones were nonetheless told "The table stopped serving
phones." as they are when phones are turned off, and a page told that forgets its code and stops trying: every
player had to scan their code again. Now a restart only closes the connection, as a network lost for a
moment, and the page tries again until the companion is back.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from companion.phones import Phones
from companion.storage import start_new
from tests.phones.browser import Phone, browser, flat, phones_open, settle  # noqa: F401 (fixtures)


def test_a_phone_joins_again_by_itself_after_a_restart(phones_open: Callable[..., Phone], tmp_path: Path) -> None:  # noqa: F811
    table = start_new("acquire", {"players": ["Anna", "Ben"], "seed": 4}, folder=tmp_path / "games")
    folder = tmp_path / "phones"
    first = Phones.start(host="127.0.0.1", port=0, folder=folder)
    first.attach(table)
    port = first.port
    phone = phones_open(first.links()[1].url)
    try:
        settle(first.pump, phone.page, lambda: "Ben" in phone.page.inner_text("#seat-name"), what="Ben's view")
    finally:
        first.close(ending=False)
    connection = phone.page.locator("body[data-connection='lost']")
    settle(lambda: None, phone.page, connection.count, what="the page waiting for the table")
    assert phone.page.locator("#notice").is_hidden(), flat(phone.text())
    second = Phones.start(host="127.0.0.1", port=port, folder=folder)
    try:
        second.attach(table)
        settle(
            second.pump,
            phone.page,
            lambda: phone.page.locator("body[data-connection='connected']").count(),
            what="the page joined again",
        )
        assert phone.page.inner_text("#seat-name") == "Ben" and second.connected(1) == 1
    finally:
        second.close()
