"""A decision's question in words: the template and its values in the player's language."""

from __future__ import annotations

import pytest

from companion.core.decisions import BasketItem, Confirm, Pick, Secret


def test_a_question_translates_its_texts_with_its_template() -> None:
    """An engine words a question with the N_ names of its pieces: each is translated as the template is, so
    every front-end asking ``text`` says the same words; a number and a seat's name (``name``) stay as they are."""
    words = {"{name}: bid for {company}": "{name}: offerta per {company} ({count})", "White": "Bianco"}
    decision = Confirm("{name}: bid for {company}", values={"company": "White", "count": 3})
    assert decision.text("White", lambda text: words.get(text, text)) == "White: offerta per Bianco (3)"
    assert decision.text("Ann") == "Ann: bid for White"


def test_a_decisions_hint_is_its_note_filled_and_translated_as_its_question() -> None:
    """The line under a question ("draw a tile…") is the ``note`` value, one template for every front-end: its
    values filled in, each text among them and the note itself in the player's language; none without a note."""
    words = {"{company} pays: {name}, draw a card": "{company} paga: {name}, pesca una carta", "White": "Bianco"}
    note = "{company} pays: {name}, draw a card"
    decision = Confirm("{name}: bid", values={"company": "White", "note": note})
    assert decision.hint("Ann", lambda text: words.get(text, text)) == "Bianco paga: Ann, pesca una carta"
    assert decision.hint("Ann") == "White pays: Ann, draw a card"
    assert Confirm("{name}: bid").hint("Ann") == "" and Confirm("{name}: bid", values={"note": ""}).hint() == ""


def test_a_yes_or_no_line_is_zero_or_one_and_says_so_in_its_json() -> None:
    """A switch line ("completes a link") is 0 or 1 by ones: front-ends draw one toggle for it, so a switch of
    any other range is a mistake in the game's code, found where the decision is built."""
    link = BasketItem("completes_link", "completes a link", high=1, switch=True)
    assert link.to_json()["switch"] is True
    assert "switch" not in BasketItem("cost", "tile cost ($)", high=9).to_json()
    for wrong in ({"high": 2}, {"high": 1, "low": 1}):
        with pytest.raises(ValueError, match="a switch line is 0 or 1"):
            BasketItem("completes_link", "completes a link", switch=True, **wrong)


def test_a_sealed_choice_is_headed_by_what_everyone_chooses_then_by_the_last_seats_question() -> None:
    """Steam Barons' sealed sales were headed "Sealed choices" on the touchscreen and "Everyone chooses in secret"
    on the console: never what was chosen. The heading is the engine's: its question if it names no seat, else,
    while several seats owe it, its ``everyone``; with one seat left, that seat's own question."""
    words = {"Sealed sales: everyone chooses what to sell": "Vendite segrete: ognuno sceglie cosa vendere"}
    sale = Secret(
        "{name}: sell shares",
        values={"everyone": "Sealed sales: everyone chooses what to sell"},
        inner=Pick("{name}: what?"),
        seats=(0, 1, 2),
        chosen=(1,),
    )
    assert sale.heading("Ann") == "Sealed sales: everyone chooses what to sell"
    assert sale.heading("Ann", lambda text: words.get(text, text)) == "Vendite segrete: ognuno sceglie cosa vendere"
    last = Secret(sale.label, values=sale.values, inner=sale.inner, seats=(0, 1, 2), chosen=(1, 2))
    assert last.heading("Ann") == "Ann: sell shares"
    assert Secret("{name}: sell shares", inner=sale.inner, seats=(0, 1)).heading("Ann") == ""  # the engine says nothing
    guess = Secret("Everyone guesses in secret: odd or even?", inner=sale.inner, seats=(0, 1))
    assert guess.heading("Ann") == "Everyone guesses in secret: odd or even?"
