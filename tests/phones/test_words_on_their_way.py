"""What the table tells a phone is said in the language the phone reads when it is told, not when it was made.

A refusal was put into words in the language its answer came in, on the main thread, and then waited for the
phones' thread to send it; a farewell picked its words from the phone's language as the phones' thread last knew
it. The table's language changed on the Settings screen in between (or the phone switched its own), and the
phone, drawn again in the new language, read the refusal or the farewell in the old one.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from companion.core.errors import MovedOn
from companion.phones.hub import REISSUED, Phones
from companion.phones.views import translator
from tests.waiting import PATIENCE

from .conftest import Phone, tiny

Join = Callable[..., Phone]


@contextmanager
def held(hub: Phones) -> Iterator[None]:
    """The phones' thread held still for the block: whatever the main thread sends in it is on its way, and is
    delivered only after the block (the moment a change of language can fall between the two)."""
    holding, release = threading.Event(), threading.Event()

    def hold() -> None:
        holding.set()
        release.wait(PATIENCE)

    hub.server._call(hold)  # noqa: SLF001 - the test stands between the main thread and the phones' thread
    assert holding.wait(PATIENCE)
    try:
        yield
    finally:
        release.set()


def queued(hub: Phones) -> None:
    """Wait, without pumping the hub, until a phone's frame waits for the main thread."""
    deadline = time.monotonic() + PATIENCE
    while hub.server.inbox.empty():
        assert time.monotonic() < deadline, "the phone's answer never reached the hub"
        time.sleep(0.01)


def test_a_refusal_on_its_way_when_the_tables_language_changes_is_said_in_the_new_one(hub: Phones, join: Join) -> None:
    hub.attach(tiny())
    ann = join(hub, hub.links()[0].code, None)  # no language of her own: she reads the table's
    moment = ann.view()["moment"]
    assert ann.answer({"pick": "odd"}, moment, "sealed")["ok"] is True
    ann.send({"answer": {"pick": "even"}, "moment": moment, "id": "late"})  # an answer to a view that has passed
    queued(hub)
    with held(hub):
        hub.pump()  # the refusal is made, in English, the language the answer came in
        hub.speak("it")
    late = ann.next("result")
    assert late["reason"] == MovedOn().message(translator("it")) != MovedOn().message()


def test_a_phones_own_switch_before_its_refusal_is_made_is_the_refusals_language(hub: Phones, join: Join) -> None:
    hub.attach(tiny())
    ann = join(hub, hub.links()[0].code, "en")
    moment = ann.view()["moment"]
    assert ann.answer({"pick": "odd"}, moment, "sealed")["ok"] is True
    ann.send({"answer": {"pick": "even"}, "moment": moment, "id": "late"})
    ann.send({"language": "fr"})
    deadline = time.monotonic() + PATIENCE
    while hub.server.inbox.qsize() < 2:  # the answer, then the switch, both waiting for the main thread
        assert time.monotonic() < deadline, "the phone's frames never reached the hub"
        time.sleep(0.01)
    assert ann.next("result")["reason"] == MovedOn().message(translator("fr"))


def test_a_farewell_on_its_way_when_the_tables_language_changes_is_said_in_the_new_one(hub: Phones, join: Join) -> None:
    hub.attach(tiny())
    ben = join(hub, hub.links()[1].code, None)
    ben.view()
    with held(hub):
        hub.reissue(1)  # "a new code was made": on its way to Ben's phone
        hub.speak("it")
    [ended] = ben.closed()
    assert ended["type"] == "ended" and ended["reason"] == translator("it")(REISSUED) != REISSUED


def test_a_phone_cut_off_after_switching_its_language_is_told_in_the_language_it_switched_to(
    hub: Phones, join: Join
) -> None:
    hub.attach(tiny())
    ann = join(hub, hub.links()[0].code, "en")
    ann.view()
    ann.send({"language": "fr"})
    ann.view()  # drawn again in French
    ann.connection.send("[]")  # not a frame the table reads: the connection is closed, with the reason
    [refused] = ann.closed()
    said = "The phone sent something the table does not read."
    assert refused["type"] == "refused" and refused["reason"] == translator("fr")(said) != said
