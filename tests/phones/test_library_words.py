"""What the websockets library would say by itself, in English, said by the server in the phone's language.

Two things a player could meet: a link whose code is thousands of letters long (a pasted message, a mangled QR
code) made a hello past the frame limit, which the library closed with its own "message too big": the page heard no
reason, tried again and again ("Connection lost: trying again") and never said why. And an address too long for
the library to read (a long tail pasted after it) was answered "Failed to open a WebSocket connection: line too
long." in a browser that reads Italian.
"""

from __future__ import annotations

import json
import socket
from collections.abc import Callable
from contextlib import ExitStack

import pytest
from websockets.sync.client import connect

from companion.phones.hub import Phones
from companion.phones.server import FRAME_LIMIT, SECURITY_HEADERS, UNREAD
from companion.phones.views import translator
from tests.waiting import PATIENCE

from .conftest import Phone, tiny

WRONG = "That code is not one of this table's."
UNREADABLE = "The phone sent something the table does not read."


@pytest.mark.parametrize(("header", "code"), [("it-IT,it;q=0.9", "it"), ("fr-FR,fr;q=0.9", "fr"), ("en", "en")])
def test_a_hello_past_the_frame_limit_is_refused_in_the_browsers_language(
    start: Callable[..., Phones], header: str, code: str
) -> None:
    hub = start(language="en")
    hub.attach(tiny())
    with ExitStack() as stack:
        connection = connect(
            f"ws://127.0.0.1:{hub.port}/ws", open_timeout=PATIENCE, additional_headers={"Accept-Language": header}
        )
        phone = Phone(hub, stack.enter_context(connection))
        phone.send({"hello": "ABCD" * FRAME_LIMIT, "language": code})
        [refused] = phone.closed()
    assert refused["type"] == "refused"
    assert refused["reason"] == translator(code)(WRONG)
    assert refused["texts"]["join"] == translator(code)("Join")  # the code box for another code, in its words


def test_a_frame_past_the_limit_after_joining_is_refused_in_the_phones_language(
    hub: Phones, join: Callable[..., Phone]
) -> None:
    hub.attach(tiny())
    phone = join(hub, hub.links()[0].code, "fr")
    phone.view()
    phone.send({"answer": {"pick": "odd" * FRAME_LIMIT}, "moment": 0, "id": "x"})
    [refused] = phone.closed()
    assert refused["type"] == "refused" and refused["reason"] == translator("fr")(UNREADABLE)


def raw(hub: Phones, request: bytes) -> tuple[int, dict[str, str], str]:
    """``request`` sent as it is (no client would send it so); the answer's status, headers and body."""
    with socket.create_connection(("127.0.0.1", hub.port), timeout=PATIENCE) as wire:
        wire.sendall(request)
        answer = b""
        while chunk := wire.recv(65536):
            answer += chunk
    head, _blank, body = answer.partition(b"\r\n\r\n")
    status_line, *lines = head.decode("latin-1").split("\r\n")
    headers = {name.lower(): value.strip() for name, _colon, value in (line.partition(":") for line in lines)}
    return int(status_line.split()[1]), headers, body.decode("utf-8")


@pytest.mark.parametrize("language", ["it", "fr"])
def test_an_address_too_long_to_read_is_answered_in_the_tables_language(
    start: Callable[..., Phones], language: str
) -> None:
    hub = start(language=language)
    status, headers, body = raw(hub, b"GET /?" + b"x" * 9000 + b" HTTP/1.1\r\nHost: table\r\n\r\n")
    assert status == 414
    assert body.strip() == translator(language)(UNREAD)
    for name, value in SECURITY_HEADERS:
        assert headers[name.lower()] == value


def test_headers_too_long_to_read_are_answered_in_the_tables_language(start: Callable[..., Phones]) -> None:
    hub = start(language="it")
    status, _headers, body = raw(hub, b"GET / HTTP/1.1\r\nHost: table\r\nCookie: " + b"x" * 9000 + b"\r\n\r\n")
    assert status == 431
    assert body.strip() == translator("it")(UNREAD)


def test_the_server_goes_on_after_them(start: Callable[..., Phones], join: Callable[..., Phone]) -> None:
    hub = start(language="it")
    hub.attach(tiny())
    raw(hub, b"GET /?" + b"x" * 9000 + b" HTTP/1.1\r\nHost: table\r\n\r\n")
    phone = join(hub, hub.links()[0].code)
    assert json.dumps(phone.view())  # a phone still joins and reads its view
