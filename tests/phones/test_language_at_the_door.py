"""What the server says before a phone has chosen a language is said in the one its browser reads.

"Too many phones are connected." was refused in the table's language, because the server refuses before the phone
says which language it reads; and the code box's page was served in the table's too. Every request a browser makes
says its languages (Accept-Language): the refusals at the door and the page are said in the first of them the
companion speaks (English, Italian, French), else in the table's. A phone that chose its own is answered in that.
"""

from __future__ import annotations

import html
import http.client
from collections.abc import Callable
from contextlib import ExitStack

import pytest
from websockets.sync.client import connect

from companion.phones.hub import Phones
from companion.phones.server import Limits
from companion.phones.views import heard_language, translator
from tests.waiting import PATIENCE

from .conftest import Phone, tiny

CROWDED = "Too many phones are connected."
WRONG = "That code is not one of this table's."


@pytest.mark.parametrize(
    ("header", "said"),
    [
        ("it-IT,it;q=0.9,en-US;q=0.8,en;q=0.7", "it"),
        ("de-DE,de;q=0.9,fr;q=0.8,en;q=0.5", "fr"),  # German first: the first spoken here
        ("en;q=0.2,it;q=0.8", "it"),  # by the browser's weights, not their order
        ("de-DE,nl;q=0.5", "fr"),  # none spoken here: the table's
        ("it;q=0, en;q=0.5", "en"),  # "not Italian"
        ("", "fr"),
        (None, "fr"),
        ("*", "fr"),
    ],
)
def test_the_browsers_language_is_read_from_its_header(header: str | None, said: str) -> None:
    assert heard_language(header, "fr") == said


def dialled(hub: Phones, stack: ExitStack, header: str) -> Phone:
    """A websocket to ``hub`` from a browser that reads ``header``'s languages, its hello not sent."""
    socket = connect(
        f"ws://127.0.0.1:{hub.port}/ws", open_timeout=PATIENCE, additional_headers={"Accept-Language": header}
    )
    return Phone(hub, stack.enter_context(socket))


@pytest.mark.parametrize(("header", "code"), [("it-IT,it;q=0.9", "it"), ("fr-FR,fr;q=0.9,en;q=0.5", "fr")])
def test_a_crowded_table_refuses_a_phone_in_its_browsers_language(
    start: Callable[..., Phones], header: str, code: str
) -> None:
    hub = start(language="en", hello_timeout=120, limits=Limits(per_address=100, total=2))
    hub.attach(tiny())
    with ExitStack() as stack:
        _crowd = [dialled(hub, stack, header) for _ in range(2)]
        [refused] = dialled(hub, stack, header).closed()
    assert refused["type"] == "refused"
    assert refused["reason"] == translator(code)(CROWDED) != CROWDED
    assert refused["texts"]["join"] == translator(code)("Join")  # the code box under it, in the same language


def test_a_browser_in_no_language_spoken_here_is_refused_in_the_tables(start: Callable[..., Phones]) -> None:
    hub = start(language="it", hello_timeout=120, limits=Limits(per_address=100, total=1))
    hub.attach(tiny())
    with ExitStack() as stack:
        _crowd = dialled(hub, stack, "de-DE,de;q=0.9")
        [refused] = dialled(hub, stack, "de-DE,de;q=0.9").closed()
    assert refused["reason"] == translator("it")(CROWDED)


def test_a_wrong_code_is_refused_in_the_browsers_language_unless_the_phone_chose_one(
    start: Callable[..., Phones],
) -> None:
    hub = start(language="en")
    hub.attach(tiny())
    with ExitStack() as stack:
        guess = dialled(hub, stack, "fr-FR,fr")
        guess.send({"hello": "ABCD-EFGH-JKMN-PQRS", "language": None})
        [refused] = guess.closed()
        assert refused["reason"] == translator("fr")(WRONG) != WRONG
        chosen = dialled(hub, stack, "fr-FR,fr")
        chosen.send({"hello": "ABCD-EFGH-JKMN-PQRS", "language": "it"})  # its own choice is heard first
        [refused] = chosen.closed()
        assert refused["reason"] == translator("it")(WRONG)


def test_the_page_is_served_in_the_browsers_language(start: Callable[..., Phones]) -> None:
    hub = start(language="en")
    connection = http.client.HTTPConnection("127.0.0.1", hub.port, timeout=20)
    connection.request("GET", "/", headers={"Accept-Language": "it-IT,it;q=0.9,en;q=0.8"})
    response = connection.getresponse()
    page = response.read().decode("utf-8")
    assert '<html lang="it"' in page and f'data-text="join">{html.escape(translator("it")("Join"))}<' in page
    assert "Accept-Language" in (response.getheader("Vary") or "")
    connection = http.client.HTTPConnection("127.0.0.1", hub.port, timeout=20)
    connection.request("GET", "/", headers={"Accept-Language": "de-DE"})
    assert '<html lang="en"' in connection.getresponse().read().decode("utf-8")  # none spoken here: the table's


@pytest.mark.parametrize(("header", "code"), [("it-IT,it;q=0.9", "it"), ("fr", "fr"), ("de-DE", "en")])
def test_a_mistyped_address_says_where_to_go_in_the_browsers_language(
    start: Callable[..., Phones], header: str, code: str
) -> None:
    # "Not found", in English whatever the phone read, and nothing of where to go instead.
    hub = start(language="en")
    connection = http.client.HTTPConnection("127.0.0.1", hub.port, timeout=20)
    connection.request("GET", "/join", headers={"Accept-Language": header})
    response = connection.getresponse()
    said = translator(code)(
        "This page does not exist here. Open the address shown on the table's screen, or scan its code."
    )
    assert response.status == 404
    assert response.read().decode("utf-8").strip() == said
    assert (code == "en") == (said.startswith("This page")), "said in the phone's language"


@pytest.mark.parametrize(("header", "code"), [("it-IT,it;q=0.9", "it"), ("fr", "fr"), ("de-DE", "en")])
@pytest.mark.parametrize("method", ["POST", "PUT", "DELETE", "OPTIONS"])
def test_a_request_that_is_no_get_is_answered_in_the_browsers_language(
    start: Callable[..., Phones], header: str, code: str, method: str
) -> None:
    # "Only GET", in English whatever the phone read, in a word a player does not know.
    hub = start(language="en")
    connection = http.client.HTTPConnection("127.0.0.1", hub.port, timeout=20)
    connection.request(method, "/", headers={"Accept-Language": header})
    response = connection.getresponse()
    said = translator(code)(
        "Nothing can be sent to the table this way. Open the address shown on the table's screen, or scan its code."
    )
    assert response.status == 405 and response.getheader("Allow") == "GET"
    assert response.read().decode("utf-8").strip() == said
    assert (code == "en") == said.startswith("Nothing"), "said in the phone's language"
    assert "Accept-Language" in (response.getheader("Vary") or "")


@pytest.mark.parametrize(("header", "code"), [("it-IT,it;q=0.9", "it"), ("fr", "fr"), ("de-DE", "en")])
@pytest.mark.parametrize(
    "upgrade",
    [
        {"Upgrade": "websocket", "Connection": "Upgrade"},  # no key, no version
        {"Upgrade": "websocket", "Connection": "Upgrade", "Sec-WebSocket-Key": "x", "Sec-WebSocket-Version": "13"},
        {"Upgrade": "h2c", "Connection": "Upgrade"},
    ],
)
def test_a_websocket_that_cannot_open_is_refused_in_the_browsers_language(
    start: Callable[..., Phones], header: str, code: str, upgrade: dict[str, str]
) -> None:
    # The websockets library's own "Failed to open a WebSocket connection: ..." in English, without the headers
    # every other answer has.
    from companion.phones.server import SECURITY_HEADERS

    hub = start(language="en")
    connection = http.client.HTTPConnection("127.0.0.1", hub.port, timeout=20)
    connection.request("GET", "/ws", headers={"Accept-Language": header, **upgrade})
    response = connection.getresponse()
    said = translator(code)(
        "The table could not read this request. Open the address shown on the table's screen, or scan its code."
    )
    assert response.status >= 400
    assert response.read().decode("utf-8").strip() == said
    assert (code == "en") == said.startswith("The table"), "said in the phone's language"
    for name, value in SECURITY_HEADERS:
        assert response.getheader(name) == value


def test_a_phone_that_chose_no_language_reads_its_browsers_from_the_first_view(start: Callable[..., Phones]) -> None:
    """The page and a refusal at the door were said in the browser's language, but once joined the game was drawn
    in the table's. A phone that chose none reads its browser's (when spoken here) in every view, and keeps it when
    the table's changes; one whose browser reads none spoken here follows the table's; a choice made on it wins."""
    hub = start(language="en")
    hub.attach(tiny(3))
    codes = [link.code for link in hub.links()]
    with ExitStack() as stack:
        italian = dialled(hub, stack, "it-IT,it;q=0.9,en;q=0.8")
        italian.send({"hello": codes[0], "language": None})
        german = dialled(hub, stack, "de-DE,de;q=0.9")
        german.send({"hello": codes[1], "language": None})
        chose = dialled(hub, stack, "it-IT,it;q=0.9")
        chose.send({"hello": codes[2], "language": "fr"})
        for phone in (italian, german, chose):
            phone.next("welcome")
        first = italian.view()
        assert first["texts"]["language"] == "Lingua"
        assert german.view()["texts"]["language"] == "Language"
        assert chose.view()["texts"]["language"] == "Langue"
        hub.speak("fr")
        assert german.view()["texts"]["language"] == "Langue"  # no language of its browser here: the table's
        assert italian.answer({"pick": "odd"}, first["moment"])["ok"]  # every phone drawn again, each in its language
        assert italian.view()["texts"]["language"] == "Lingua"
        italian.send({"language": "en"})  # chosen on the phone: kept from now on
        assert italian.view()["texts"]["language"] == "Language"
        assert chose.view()["texts"]["language"] == "Langue"
