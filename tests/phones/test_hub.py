"""The Phones hub end to end: a real port, real websockets, a real game's table."""

from __future__ import annotations

import json
import socket
from collections.abc import Callable
from pathlib import Path
from typing import NoReturn

import pytest

from companion.core import N_, RuleViolation, Table
from companion.core.decisions import Confirm
from companion.core.errors import MovedOn, StaleInput
from companion.core.i18n import N_plural
from companion.games.tiny.actions import Roll
from companion.phones import server
from companion.phones.answers import Refused
from companion.phones.hub import Phones, lan_address
from companion.phones.tokens import FILE_NAME, read
from companion.phones.views import translator
from companion.registry import spec
from companion.text.i18n import _, language, set_language
from tests.waiting import wait_until

from .conftest import Phone, acquire_buying, steam_barons_selling, tiny, wait_for

Join = Callable[..., Phone]


def test_a_seat_joins_with_its_code_and_sees_its_view(hub: Phones, join: Join) -> None:
    table = tiny()
    hub.attach(table)
    links = hub.links()
    assert [link.seat for link in links] == [0, 1] and [link.name for link in links] == ["Ann", "Ben"]
    assert links[0].url.startswith(f"http://127.0.0.1:{hub.port}/#")
    assert read(links[0].url.split("#", 1)[1]) == read(links[0].code)
    phone = join(hub, links[0].code)
    view = phone.view()
    assert view["seat"] == 0 and view["name"] == "Ann" and view["moment"] == table.stamp.moment
    assert view["game"] and view["colour"].startswith("#") and view["over"] is False
    assert set(view["texts"]) >= {"title", "your_turn", "waiting", "confirm", "private", "table", "sealed"}
    assert [decision["kind"] for decision in view["decisions"]] == ["secret"]
    assert view["decisions"][0]["inner"]["kind"] == "pick" and view["decisions"][0]["done"] is False
    wait_for(hub, lambda: hub.connected(0) == 1, "the phone counted on seat 0")
    assert hub.connected(1) == 0 and hub.links()[0].connected == 1


def test_a_typed_code_in_any_case_with_spaces_joins(hub: Phones, join: Join) -> None:
    hub.attach(tiny())
    typed = hub.links()[1].code.lower().replace("-", " ")
    phone = join(hub, typed)
    assert phone.view()["seat"] == 1


def test_an_answer_lands_once_and_every_phone_sees_the_change(hub: Phones, join: Join) -> None:
    table = tiny()
    hub.attach(table)
    ann, ben = (join(hub, link.code) for link in hub.links())
    before = ann.view()
    ben.view()
    assert ann.answer({"pick": "odd"}, before["moment"], "first") == {"type": "result", "id": "first", "ok": True}
    assert len(table.steps) == 1
    after = ann.view()
    assert after["moment"] == before["moment"] + 1 and after["decisions"][0]["done"] is True
    assert ben.view()["moment"] == after["moment"]
    again = ann.answer({"pick": "odd"}, before["moment"], "again")
    assert again["ok"] is False and again["reason"]
    assert len(table.steps) == 1 and table.writer is None


def test_the_same_moment_twice_lands_exactly_once_in_the_journal(tmp_path: Path, hub: Phones, join: Join) -> None:
    table = Table.new(
        spec("tiny").game, {"players": ["Ann", "Ben"], "rounds": 2}, created="x", path=tmp_path / "g.jsonl"
    )
    hub.attach(table)
    ann = join(hub, hub.links()[0].code)
    moment = ann.view()["moment"]
    ann.send({"answer": {"pick": "even"}, "moment": moment, "id": "one"})
    ann.send({"answer": {"pick": "even"}, "moment": moment, "id": "two"})
    results = {ann.next("result")["id"]: ann.heard[-1] for _ in range(2)}
    assert sorted(result["ok"] for result in results.values()) == [False, True]
    table.close()
    lines = (tmp_path / "g.jsonl").read_text(encoding="utf-8").splitlines()
    assert len(lines) == 2  # the header and one entry
    assert json.loads(lines[1])["action"] == {"type": "guess", "player": 0, "parity": "even"}


def test_a_refusal_comes_back_in_the_phones_language(hub: Phones, join: Join) -> None:
    table = tiny()
    hub.attach(table)
    ann = join(hub, hub.links()[0].code, "it")
    view = ann.view()
    assert view["texts"]["language"] == "Lingua"
    assert ann.answer({"pick": "odd"}, view["moment"], "sealed")["ok"] is True
    late = ann.answer({"pick": "even"}, view["moment"], "late")
    assert late == {"type": "result", "id": "late", "ok": False, "reason": MovedOn().message(translator("it"))}
    assert late["reason"] != MovedOn().message()
    assert len(table.steps) == 1
    assert language() == "en"  # the screen's language is untouched


PHONE_REFUSALS = {
    "it": (
        RuleViolation(
            N_plural(
                "{player_name} holds {held} {stock_name} share, not {count}.",
                "{player_name} holds {held} {stock_name} shares, not {count}.",
                "held",
            ),
            player_name="Ann",
            held=3,
            stock_name="Tower",
            count=4,
        ),
        RuleViolation(
            N_("{player_name} has ${cash:,} but these shares cost ${cost:,}."), player_name="Ann", cash=6000, cost=7200
        ),
    ),
    "fr": (
        RuleViolation(N_("It is {expected_name}'s turn, not {player_name}'s."), expected_name="Ben", player_name="Ann"),
        RuleViolation(
            N_("{player_name} has ${cash:,} but these shares cost ${cost:,}."), player_name="Ann", cash=6000, cost=7200
        ),
    ),
}
"""What the server's own check of a frame could refuse, with the words a bare catalog lost: a plural, grouped
amounts, a French "de" before a name that begins with a vowel."""

SAID = {
    "it": ("Ann ha 3 azioni Tower, non 4.", "Ann ha $6.000 ma queste azioni costano $7.200."),
    "fr": ("C'est au tour de Ben, pas d'Ann.", "Ann a $6\u00a0000 mais ces actions coûtent $7\u00a0200."),
}


@pytest.mark.parametrize("code", ["it", "fr"])
def test_a_refusal_said_by_the_server_is_wholly_in_the_phones_language(
    hub: Phones, join: Join, monkeypatch: pytest.MonkeyPatch, code: str
) -> None:
    # The server's thread says what its own check of a frame refuses, while the screen speaks English: through a
    # bare catalog an Italian phone read "$6,000" and "3 shares" in an Italian sentence, a French one "de Ann".
    refusals = iter(PHONE_REFUSALS[code])

    def refusing(frame: object) -> NoReturn:
        refusal = next(refusals)
        raise Refused(refusal.template, **refusal.data)

    monkeypatch.setattr(server, "parse", refusing)
    hub.attach(tiny())
    phone = join(hub, hub.links()[0].code, code)
    moment = phone.view()["moment"]
    heard = [phone.answer({"pick": "odd"}, moment, ident)["reason"] for ident in ("first", "second")]
    assert heard == list(SAID[code])
    assert language() == "en"
    set_language(code)
    try:
        assert [refusal.message(_) for refusal in PHONE_REFUSALS[code]] == list(SAID[code])  # the screen's words
    finally:
        set_language("en")


def test_a_phones_answer_is_heard_by_the_screen_in_the_screens_language(hub: Phones, join: Join) -> None:
    # The table tells its listeners (the touchscreen's toast of a refusal, the console's lines of what was done)
    # while it applies a phone's answer: they said it in the phone's language when the hub borrowed the screen's.
    table = tiny()
    heard: list[tuple[str, str, str]] = []
    table.listen(lambda update: heard.append((update.kind, language(), _("Your turn"))))
    hub.attach(table)
    ann = join(hub, hub.links()[0].code, "it")
    view = ann.view()
    assert ann.answer({"pick": "odd"}, view["moment"], "mine")["ok"] is True
    assert heard == [("applied", "en", "Your turn")]


REFUSED_END = (
    "The end cannot be declared yet: it needs a chain of 41 tiles or more (the largest, Tower, has 4), or every "
    "chain on the board safe at 11 tiles (not safe yet: Tower 4)."
)
"""Acquire's refusal to declare the end at :func:`acquire_buying` (seed 4): Tower is the only chain, of 4 tiles."""


def test_a_refused_confirm_tapped_anyway_answers_with_its_refusal(tmp_path: Path, hub: Phones, join: Join) -> None:
    # Ann, on turn at her first purchase, is offered "Declare end" beside it before the rules allow it: a confirm
    # without its action whose question is the refusal, its button disabled on the phone. A tap that arrives all
    # the same (a stale page, a crafted frame) hears that refusal in the phone's language, not that the answer
    # does not fit, and the table does not move.
    table = acquire_buying(path=tmp_path / "g.jsonl")
    [side] = [actor for actor in table.prompt().actors if actor.side and isinstance(actor.decision, Confirm)]
    assert side.seat == 0 and isinstance(side.decision, Confirm) and side.decision.action is None
    hub.attach(table)
    ann = join(hub, hub.links()[0].code)
    view = ann.view()
    [shown] = [decision for decision in view["decisions"] if decision["side"]]
    assert shown["enabled"] is False and shown["question"] == REFUSED_END
    assert shown["brief"] is True  # shown as its button alone, the refusal at a tap
    steps, moment = list(table.steps), table.stamp.moment
    journal = (tmp_path / "g.jsonl").read_text(encoding="utf-8")
    tapped = ann.answer({"confirm": True, "side": True}, view["moment"], "end")
    assert tapped == {"type": "result", "id": "end", "ok": False, "reason": REFUSED_END}
    italian = join(hub, hub.links()[0].code, "it")
    seen = italian.view()
    [said] = [decision["question"] for decision in seen["decisions"] if decision["side"]]
    refused = italian.answer({"confirm": True, "side": True}, seen["moment"], "fine")
    assert refused == {"type": "result", "id": "fine", "ok": False, "reason": said} and said != REFUSED_END
    assert list(table.steps) == steps and table.stamp.moment == moment
    table.close()
    assert (tmp_path / "g.jsonl").read_text(encoding="utf-8") == journal


def test_a_phone_switches_its_language(hub: Phones, join: Join) -> None:
    hub.attach(tiny())
    ann = join(hub, hub.links()[0].code)
    english = ann.view()
    ann.send({"language": "fr"})
    french = ann.view()
    assert french["texts"]["language"] != english["texts"]["language"]
    assert french["moment"] == english["moment"]


def test_a_phone_that_chose_no_language_follows_the_tables(hub: Phones, join: Join) -> None:
    """The table's language changed on the Settings screen: a phone that chose none of its own is drawn again in
    the new one (it kept the old until it reconnected); one that chose its own keeps it."""
    hub.attach(tiny())
    codes = [link.code for link in hub.links()]
    ann = join(hub, codes[0], None)
    ben = join(hub, codes[1], "en")
    assert ann.view()["texts"]["language"] == "Language"
    hub.speak("it")
    assert ann.view()["texts"]["language"] == "Lingua"
    ann.send({"language": "fr"})  # its own choice from now on
    assert ann.view()["texts"]["language"] == "Langue"
    hub.speak("it")
    moment = ben.view()["moment"]
    assert ben.answer({"pick": "odd"}, moment)["ok"]  # a change: every phone is drawn again, each in its language
    assert ann.view()["texts"]["language"] == "Langue"
    assert ben.view()["texts"]["language"] == "Language"


def test_another_seats_view_never_reaches_this_phone(hub: Phones, join: Join) -> None:
    table = tiny(3)
    hub.attach(table)
    ann, ben = join(hub, hub.links()[0].code), join(hub, hub.links()[2].code)
    moment = ann.view()["moment"]
    ben.view()
    ann.answer({"pick": "odd"}, moment)
    assert ann.view(table.stamp.moment)["seat"] == 0
    assert ben.view(table.stamp.moment)["seat"] == 2
    assert all(message.get("view", {"seat": 0})["seat"] == 0 for message in ann.heard)
    assert all(message.get("view", {"seat": 2})["seat"] == 2 for message in ben.heard)


def test_a_new_game_ends_the_old_games_phones_and_codes(hub: Phones, join: Join, dial: Callable[..., Phone]) -> None:
    hub.attach(tiny())
    old = hub.links()[0].code
    ann = join(hub, old)
    ann.view()
    hub.attach(tiny())
    assert [message["type"] for message in ann.closed()] == ["ended"]
    assert hub.links()[0].code != old
    again = dial(hub)
    again.send({"hello": old, "language": "en"})
    assert [message["type"] for message in again.closed()] == ["refused"]


def test_a_reissued_seat_ends_its_old_phone_and_keeps_the_others(
    hub: Phones, join: Join, dial: Callable[..., Phone]
) -> None:
    hub.attach(tiny())
    old = hub.links()[0].code
    ann, ben = join(hub, old), join(hub, hub.links()[1].code)
    ann.view()
    ben.view()
    link = hub.reissue(0)
    assert link.code != old and link.seat == 0
    ended = ann.closed()
    assert [message["type"] for message in ended] == ["ended"] and ended[0]["reason"]
    wait_for(hub, lambda: hub.connected(0) == 0, "no phone counted on seat 0")
    assert hub.connected(1) == 1
    retry = dial(hub)
    retry.send({"hello": old})
    assert [message["type"] for message in retry.closed()] == ["refused"]
    assert join(hub, link.code).view()["seat"] == 0


def test_no_game_stops_every_code(hub: Phones, join: Join, dial: Callable[..., Phone]) -> None:
    hub.attach(tiny())
    code = hub.links()[0].code
    ann = join(hub, code)
    hub.attach(None)
    assert [message["type"] for message in ann.closed()] == ["ended"]
    assert hub.links() == []
    again = dial(hub)
    again.send({"hello": code})
    assert [message["type"] for message in again.closed()] == ["refused"]


def test_codes_survive_a_restart_of_the_same_game(tmp_path: Path, start: Callable[..., Phones], join: Join) -> None:
    folder = tmp_path / "kept"
    first = start(folder=folder)
    first.attach(tiny(), key="journal-1")
    codes = [link.code for link in first.links()]
    assert (folder / FILE_NAME).stat().st_mode & 0o777 == 0o600
    first.close(ending=False)
    second = start(folder=folder)
    second.attach(tiny(), key="journal-1")
    assert [link.code for link in second.links()] == codes
    assert join(second, codes[1]).view()["seat"] == 1
    second.attach(tiny(), key="journal-2")
    assert [link.code for link in second.links()] != codes


def test_a_restart_leaves_the_phones_trying_with_their_codes(
    tmp_path: Path, start: Callable[..., Phones], join: Join
) -> None:
    """The companion stopping to start again (a restart, an update) keeps the game's codes: its phones were told
    "The table stopped serving phones." as if phones were turned off, and a page told that forgets its code and
    stops, so no phone joined again by itself. Now the connection only closes, as a network lost for a moment."""
    folder = tmp_path / "kept"
    first = start(folder=folder)
    first.attach(tiny(), key="journal-1")
    code = first.links()[1].code
    ben = join(first, code)
    first.close(ending=False)
    assert ben.closed() == [], "nothing said: the phone tries again"
    second = start(folder=folder)
    second.attach(tiny(), key="journal-1")
    assert join(second, code).view()["seat"] == 1


def test_turning_phones_off_ends_every_code(tmp_path: Path, start: Callable[..., Phones], join: Join) -> None:
    """Phones turned off and on again: the old codes came back from the data folder, so a code cut off by
    turning phones off (a lost phone's, one seen over a shoulder) worked again. docs/phones.md: turning phones
    off ends every code."""
    folder = tmp_path / "kept"
    first = start(folder=folder)
    first.attach(tiny(), key="journal-1")
    codes = [link.code for link in first.links()]
    first.close()
    assert not (folder / FILE_NAME).exists()
    second = start(folder=folder)
    second.attach(tiny(), key="journal-1")
    assert all(link.code not in codes for link in second.links())


def test_a_phone_cut_off_is_told_in_its_language_with_the_words_of_its_code_box(
    hub: Phones, join: Join, dial: Callable[..., Phone]
) -> None:
    """A French phone on an English table: a wrong code was refused in the table's language (the hello carries
    the phone's), and a page cut off (a wrong code, a new code for its seat) showed its code box in English
    only, or none at all. Every "refused" and "ended" now says it in the phone's language, with the box's
    words."""
    say = translator("fr")
    hub.attach(tiny())
    stranger = dial(hub)
    stranger.send({"hello": "ABCD-EFGH-JKMN-PQRS", "language": "fr"})
    [refused] = stranger.closed()
    assert refused["reason"] == say("That code is not one of this table's.") != "That code is not one of this table's."
    box = {"code_prompt": say("Type the code shown on the table's screen for your seat"), "join": say("Join")}
    assert refused["texts"] == box and box["join"] != "Join"
    ben = join(hub, hub.links()[1].code, "fr")
    hub.reissue(1)
    [ended] = ben.closed()
    assert ended["type"] == "ended" and ended["texts"] == box


def test_close_ends_the_phones_and_closes_the_port(start: Callable[..., Phones], join: Join) -> None:
    hub = start()
    hub.attach(tiny())
    ann = join(hub, hub.links()[0].code)
    port = hub.port
    hub.close()
    assert [message["type"] for message in ann.closed()] == ["ended"]
    with pytest.raises(OSError):
        socket.create_connection(("127.0.0.1", port), timeout=5).close()


def test_the_table_changed_elsewhere_reaches_the_phone(hub: Phones, join: Join) -> None:
    table = tiny()
    hub.attach(table)
    ann = join(hub, hub.links()[0].code)
    first = ann.view()
    prompt = table.prompt()
    actor = prompt.actor(1)
    assert actor is not None
    table.submit(actor.decision.inner.options[0].action)  # type: ignore[attr-defined]
    assert ann.view()["moment"] == first["moment"] + 1


def test_a_refusal_of_an_answer_left_behind_comes_after_the_view_that_moved_on(hub: Phones, join: Join) -> None:
    """The touchscreen answers Ann's decision while her phone's answer to it is on its way, both handled in one
    pump: her phone heard the refusal, then the new view, which wiped the refusal at once (a page shows one until
    a view of another moment), so her tap vanished without a word. The result comes after the views now, and says
    that nothing waits for her answer any more, where "look again and enter it anew" sent her looking for it."""
    table = tiny()
    hub.attach(table)
    ann = join(hub, hub.links()[0].code)
    first = ann.view()
    actor = table.prompt().actor(0)
    assert actor is not None
    table.submit(actor.decision.inner.options[0].action, answers=table.stamp.on_screen())  # type: ignore[attr-defined]
    ann.send({"answer": {"pick": "even"}, "moment": first["moment"], "id": "late"})
    wait_until(lambda: not hub.server.inbox.empty(), "the answer in the hub's inbox")
    late = ann.next("result")
    assert late["ok"] is False and late["reason"] == MovedOn().message() != StaleInput().message()
    ann.view(first["moment"] + 1)
    moved = next(
        index
        for index, frame in enumerate(ann.heard)
        if frame.get("type") == "view" and frame["view"]["moment"] > first["moment"]
    )
    assert moved < ann.heard.index(late), "the refusal after the view that moved on"


def test_the_address_is_this_machines_on_the_network(start: Callable[..., Phones]) -> None:
    hub = start()
    assert hub.address() == f"http://127.0.0.1:{hub.port}/"
    assert lan_address().count(".") == 3


def test_a_wake_is_called_when_a_phone_waits(start: Callable[..., Phones], join: Join) -> None:
    woken: list[int] = []
    hub = start(wake=lambda: woken.append(1))
    hub.attach(tiny())
    join(hub, hub.links()[0].code).view()
    assert woken


def test_the_same_game_on_a_new_table_keeps_its_phones(hub: Phones, join: Join) -> None:
    first = Table.new(spec("tiny").game, {"players": ["Ann", "Ben"], "rounds": 2}, created="x")
    hub.attach(first, key="journal-1")
    code = hub.links()[0].code
    ann = join(hub, code)
    ann.view()
    again = Table.new(spec("tiny").game, {"players": ["Ann", "Ben"], "rounds": 2}, created="x")
    again.submit(again.prompt().actor(1).decision.inner.options[0].action)  # type: ignore[union-attr]
    hub.attach(again, key="journal-1")
    assert hub.links()[0].code == code
    assert ann.view(1)["moment"] == 1
    assert hub.connected(0) == 1


def test_what_a_phone_said_before_a_new_game_never_reaches_it(hub: Phones, dial: Callable[..., Phone]) -> None:
    old = tiny()
    hub.attach(old)
    ann = dial(hub)
    ann.send({"hello": hub.links()[0].code})
    ann.send({"answer": {"pick": "odd"}, "moment": 0, "id": "late"})
    wait_until(lambda: hub.server.inbox.qsize() >= 2, "both frames queued, not yet pumped")
    assert hub.server.inbox.qsize() == 2
    new = tiny()
    hub.attach(new)
    hub.pump()
    assert old.steps == [] and new.steps == []
    assert [message["type"] for message in ann.closed()] == ["ended"]


def test_sealed_sales_from_phones_land_once_each_and_stay_sealed_until_the_reveal(hub: Phones, join: Join) -> None:
    table = steam_barons_selling()
    hub.attach(table)
    ann, ben, cat = (join(hub, link.code) for link in hub.links())
    views = [phone.view() for phone in (ann, ben, cat)]
    [anns] = views[0]["decisions"]
    assert anns["kind"] == "secret" and anns["inner"]["kind"] == "basket" and views[2]["decisions"] == []
    steps = len(table.steps)
    assert ann.answer({"basket": {"orange": 1}}, views[0]["moment"], "sale")["ok"] is True
    assert ann.answer({"basket": {"orange": 1}}, views[0]["moment"], "again")["ok"] is False
    sealed = [phone.view() for phone in (ann, ben, cat)]
    assert sealed[0]["decisions"][0]["done"] is True and sealed[1]["decisions"][0]["done"] is False
    assert len(table.steps) == steps + 1
    assert ben.answer({"basket": {"green": 0}}, sealed[1]["moment"], "keep")["ok"] is True
    revealed = cat.view()
    assert any("Orange" in line for line in revealed["recent"])
    assert len(table.steps) == steps + 2
    before_reveal = [
        message for message in ben.heard + cat.heard if message.get("view", {}).get("moment", 0) <= sealed[1]["moment"]
    ]
    assert before_reveal and all("Your sealed sale" not in json.dumps(message) for message in before_reveal)


def test_the_end_of_the_game_reaches_the_phones(hub: Phones, join: Join) -> None:
    table = Table.new(spec("tiny").game, {"players": ["Ann", "Ben"], "rounds": 1}, created="x")
    hub.attach(table)
    ann, ben = (join(hub, link.code) for link in hub.links())
    for phone in (ann, ben):
        view = phone.view()
        phone.answer({"pick": "odd"}, view["moment"])
    table.submit(Roll(white=1, black=1))
    bidder = ann if table.prompt().player == 0 else ben
    bidder.view(table.stamp.moment)
    assert bidder.answer({"pick": "pass"}, table.stamp.moment, "pass")["ok"] is True
    assert table.over
    final = ann.view(table.stamp.moment)
    assert final["over"] is True and final["decisions"] == [] and final["yours"] is False
    # the end is the headline's, said once: the last step's strip keeps only what the ending move did
    assert final["turn"].startswith("The game is over.") and "The game is over." not in final["recent"]
    assert final["recent"][-1] == "Ann wins the lot of 2 for 0."


def test_a_view_that_cannot_be_built_does_not_stop_the_table(
    hub: Phones, join: Join, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    table = tiny()
    hub.attach(table)
    ann = join(hub, hub.links()[0].code)
    moment = ann.view()["moment"]

    def broken(*_args: object) -> dict[str, object]:
        raise KeyError("a game's text view failed")

    monkeypatch.setattr("companion.phones.hub.build", broken)
    assert ann.answer({"pick": "odd"}, moment)["ok"] is True  # the answer lands; its view fails, logged
    assert len(table.steps) == 1 and "could not be built" in caplog.text
    assert caplog.text.count("Traceback") == 1
    table.submit(table.legal_actions()[0])  # the table moves on: the view is built again and fails the same way
    wait_for(hub, lambda: "could not be built again" in caplog.text, "the one-line log")  # in one line
    assert caplog.text.count("Traceback") == 1


def test_without_a_route_the_address_falls_back_to_this_machine(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("companion.phones.hub.PROBES", ("999.0.0.1", "127.0.0.1"))  # no route, then loopback only
    assert lan_address() == "127.0.0.1"
