"""The server's HTTP side and its first frame: only the page's files, strict headers, a hello in time."""

from __future__ import annotations

import html
import http.client
import json
import logging
import socket
from collections.abc import Callable

import pytest

from companion.phones.hub import Phones
from companion.phones.server import FRAME_LIMIT, SECURITY_HEADERS
from companion.phones.views import TEXTS, translator

from .conftest import Phone, tiny

PAGES = {"/": "text/html", "/phone.css": "text/css", "/phone.js": "text/javascript"}


def get(hub: Phones, path: str, method: str = "GET") -> http.client.HTTPResponse:
    connection = http.client.HTTPConnection("127.0.0.1", hub.port, timeout=20)
    connection.request(method, path)
    return connection.getresponse()


@pytest.mark.parametrize(("path", "kind"), PAGES.items())
def test_the_pages_files_are_served_with_strict_headers(hub: Phones, path: str, kind: str) -> None:
    response = get(hub, path)
    body = response.read()
    assert response.status == 200 and body
    assert response.getheader("Content-Type", "").startswith(kind)
    for name, value in SECURITY_HEADERS:
        assert response.getheader(name) == value
    policy = response.getheader("Content-Security-Policy", "")
    assert "connect-src 'self'" in policy and "default-src 'none'" in policy
    assert response.getheader("Server") is None


@pytest.mark.parametrize(
    "path", ["/index.html", "/static/phone.js", "/../hub.py", "/phone.js/", "/ws", "/favicon.ico/", "/%2e%2e/hub.py"]
)
def test_anything_else_is_not_found_with_the_same_headers(hub: Phones, path: str) -> None:
    response = get(hub, path)
    response.read()
    assert response.status == 404
    for name, value in SECURITY_HEADERS:
        assert response.getheader(name) == value


def test_the_browsers_icon_request_gets_no_content(hub: Phones) -> None:
    response = get(hub, "/favicon.ico")
    assert response.status == 204 and response.read() == b"" and response.getheader("Content-Length") is None
    for name, value in SECURITY_HEADERS:
        assert response.getheader(name) == value


@pytest.mark.parametrize("method", ["POST", "PUT", "DELETE", "HEAD", "OPTIONS"])
def test_only_get_is_answered(hub: Phones, method: str) -> None:
    response = get(hub, "/", method)
    response.read()
    assert response.status == 405
    for name, value in SECURITY_HEADERS:
        assert response.getheader(name) == value
    assert get(hub, "/").status == 200  # the server goes on


def test_a_request_with_a_body_gets_no_answer(hub: Phones) -> None:
    connection = http.client.HTTPConnection("127.0.0.1", hub.port, timeout=20)
    connection.request("POST", "/ws", body=b'{"hello": "x"}')
    with pytest.raises((http.client.RemoteDisconnected, ConnectionResetError)):
        connection.getresponse()
    assert get(hub, "/").status == 200


def test_a_phone_that_says_nothing_is_refused_after_the_time_allowed(
    start: Callable[..., Phones], dial: Callable[..., Phone]
) -> None:
    hub = start(hello_timeout=0.2)
    hub.attach(tiny())
    silent = dial(hub)
    [refused] = silent.closed()
    assert refused["type"] == "refused" and refused["reason"]
    assert hub.connected(0) == hub.connected(1) == 0


def test_a_page_and_a_websocket_at_once(hub: Phones, join: Callable[..., Phone]) -> None:
    hub.attach(tiny())
    phone = join(hub, hub.links()[0].code)
    assert get(hub, "/phone.js").status == 200
    assert phone.view()["seat"] == 0


def test_the_frame_limit_is_the_protocols() -> None:
    assert FRAME_LIMIT == 4096


def test_no_token_reaches_the_log_even_at_debug(
    caplog: pytest.LogCaptureFixture, start: Callable[..., Phones], join: Callable[..., Phone]
) -> None:
    caplog.set_level(logging.DEBUG)
    hub = start()
    hub.attach(tiny())
    codes = [link.code for link in hub.links()]
    ann = join(hub, codes[0])
    view = ann.view()
    ann.answer({"pick": "odd"}, view["moment"])
    ann.send({"hello": codes[1]})  # a second hello is no frame of the protocol: refused, and not logged
    ann.closed()
    hub.reissue(1)
    get(hub, "/").read()
    hub.close()
    # everything the companion logged (the test's own websockets client logs its frames at DEBUG: not the companion)
    logged = "\n".join(record.getMessage() for record in caplog.records if record.name.startswith("companion"))
    logged += "\n".join(record.getMessage() for record in caplog.records if record.name.startswith("websockets.server"))
    assert "phone 1 joined seat 0" in logged  # the log says what happened...
    for code in codes + [link.code for link in hub.links()]:  # ...but never a code, grouped or not
        assert code not in logged and code.replace("-", "") not in logged


def test_with_phones_closed_nothing_listens(start: Callable[..., Phones]) -> None:
    hub = start()
    port = hub.port
    hub.close()
    with pytest.raises(OSError):
        socket.create_connection(("127.0.0.1", port), timeout=5).close()
    hub.close()  # twice is harmless


def test_the_page_is_served_with_its_own_words_in_the_tables_language(start: Callable[..., Phones]) -> None:
    """A French table's phones said "Connecting…" in English until their first view: the page's fixed words were
    only the English in its file. It is served with them in the table's language, and in the new one once the
    table's changes; the words of every language go with it, for a phone that chose its own."""
    hub = start(language="fr")
    page = get(hub, "/").read().decode("utf-8")
    assert '<html lang="fr"' in page
    shown = page.split("<body>", 1)[1]  # what the page shows (the words of every language are in <html>)
    for key, english in (("connecting", "Connecting…"), ("code_prompt", "Type the code"), ("join", "Join")):
        assert f'data-text="{key}">{html.escape(translator("fr")(TEXTS[key]), quote=False)}<' in page
        assert english not in shown
    assert 'aria-label="Langue" data-label="language"' in page
    served = json.loads(html.unescape(page.split('data-texts="', 1)[1].split('"', 1)[0]))
    assert served["it"]["connecting"] == "Connessione…" and served["en"]["connecting"] == "Connecting…"
    hub.speak("it")
    again = get(hub, "/").read().decode("utf-8")
    assert '<html lang="it"' in again and 'data-text="connecting">Connessione…<' in again
