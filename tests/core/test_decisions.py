"""A decision's question in words: the template and its values in the player's language."""

from __future__ import annotations

from companion.core.decisions import Confirm


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
