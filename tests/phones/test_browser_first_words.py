"""A phone reads the table's language from its first look, before any view has come.

The page said "Connecting…" in English until its first view, whatever the table's language: its fixed words
were only the English in its file. A French table's phone now reads "Connexion…" while its websocket waits,
and a switch to Italian before any view says it in Italian at once. (A browser that reads a language the companion
speaks has the page in that one: these phones read German, which it does not.)
"""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import Browser

from companion.phones import Phones
from companion.phones.views import TEXTS, translator
from companion.storage import start_new
from tests.phones.browser import PHONE, Wire, browser, settle  # noqa: F401 (fixtures)

NAMES = ["Anna", "Ben"]


def test_a_phone_reads_the_tables_language_before_its_first_view(
    browser: Browser,  # noqa: F811
    tmp_path: Path,
) -> None:
    table = start_new("acquire", {"players": NAMES, "seed": 3}, folder=tmp_path / "games")
    hub = Phones.start(host="127.0.0.1", port=0, folder=tmp_path / "phones", language="fr")
    context = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True, locale="de-DE")
    try:
        hub.attach(table)
        page = context.new_page()
        wire = Wire(holding=True)  # the server's frames held back: the page waits for its welcome and its view
        page.route_web_socket("**/ws", wire.route)
        page.goto(hub.links()[0].url)
        page.wait_for_selector("#status[data-state='connecting']")
        assert page.inner_text("#status") == "Connexion…"
        assert page.evaluate("document.documentElement.lang") == "fr"
        assert page.get_attribute("#languages", "aria-label") == "Langue"
        page.locator("[data-language='it']").click()  # the phone's own language, chosen before any view
        assert page.inner_text("#status") == "Connessione…"
        assert page.get_attribute("#theme", "aria-label") == "Chiaro o scuro"
        wire.release()
        # the language chosen while the hello was on its way is asked for once the phone is welcomed
        italian = translator("it")(TEXTS["table"])
        settle(hub.pump, page, lambda: page.inner_text("#public-title") == italian, what="the view in Italian")
        assert page.inner_text("#status") == "Connesso" and page.inner_text("#seat-name") == "Anna"
        page.reload()  # served in the table's French, read in the phone's Italian from the first look
        page.wait_for_selector("#status[data-state='connected']")
        assert page.evaluate("document.documentElement.lang") == "it"
    finally:
        context.close()
        hub.close()


def test_the_code_box_is_in_the_tables_language(browser: Browser, tmp_path: Path) -> None:  # noqa: F811
    hub = Phones.start(host="127.0.0.1", port=0, folder=tmp_path / "phones", language="fr")
    context = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True, locale="de-DE")
    try:
        page = context.new_page()
        page.goto(f"http://127.0.0.1:{hub.port}/")
        page.wait_for_selector("#join:not([hidden])")
        assert page.inner_text("#join-button") == "Rejoindre"
        assert page.inner_text("#code-prompt").startswith("Tapez le code")
    finally:
        context.close()
        hub.close()


def test_the_code_box_is_in_the_browsers_language_where_spoken_here(browser: Browser, tmp_path: Path) -> None:  # noqa: F811
    # A phone that reads Italian at a French table read the code box in French, and its refusal too.
    hub = Phones.start(host="127.0.0.1", port=0, folder=tmp_path / "phones", language="fr")
    context = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True, locale="it-IT")
    try:
        page = context.new_page()
        page.goto(f"http://127.0.0.1:{hub.port}/")
        page.wait_for_selector("#join:not([hidden])")
        assert page.inner_text("#join-button") == translator("it")(TEXTS["join"])
        assert page.inner_text("#code-prompt") == translator("it")(TEXTS["code_prompt"])
        page.fill("#code", "ABCD-EFGH-JKMN-PQRS")  # a code of no seat: refused in Italian
        page.click("#join-button")
        said = translator("it")("No game is open at the table.")
        page.wait_for_function("(said) => document.getElementById('notice').textContent === said", arg=said)
    finally:
        context.close()
        hub.close()
