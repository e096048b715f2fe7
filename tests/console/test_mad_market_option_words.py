"""Mad Market's options say what choosing them would do (its GameSpec's ``option_words``), at the console and on
the deciding seat's phone, in English, Italian and French.

At the console "? limousine" (or "? 1", "? LOG +1") said "Nothing to tell about 'limousine' before it is chosen.":
the game worded no option, so a player chose blind what the money left, the VP or the shares held would be.
Every figure said comes from the action, the engine's preview, the public summary or the game's board, and a
price or rent of the uncalibrated stand-in board is said to be one.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest

from companion.core import ChanceSource, Table
from companion.core.decisions import Amount, Basket, Pick
from companion.games.mad_market import BOARD, GAME
from companion.games.mad_market.actions import BuyCompany, HireBroker, Roll, StartRoll
from companion.phones.views import build, speaking
from companion.text.i18n import number, set_language
from companion.text.option_words import describer
from tests.console.sessions import play
from tests.console.test_mad_market_words import guards_offered, table_at


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    """A console run in Italian or French leaves the language it spoke: the next test starts in English."""
    yield
    set_language("en")


def at_cry_1(board: Any = "standin") -> Table[Any]:
    """Ann (first, 500) has landed on CRY-1 (for sale at 140, rent 70, 140 for a holding) on the stand-in board."""
    table = Table.new(GAME, {"players": ["Ann", "Ben", "Cat"], "board": board}, created="x")
    for action in (StartRoll(0, 5), StartRoll(1, 2), StartRoll(2, 1), Roll(0, 3, 4)):
        table.submit(action)
    return table


def at_a_broker() -> Table[Any]:
    """Ann (first, 500, no broker) has landed on the first Stockbroker square."""
    table = Table.new(GAME, {"players": ["Ann", "Ben", "Cat"], "board": "standin"}, created="x")
    for action in (StartRoll(0, 5), StartRoll(1, 2), StartRoll(2, 1), Roll(0, 1, 1)):
        table.submit(action)
    return table


OFFER = {
    "en": (
        "  1) Buy CRY-1 for 140  360 left",
        "  2) Decline            CRY-1 stays for sale",
        "  Type '? 1' to read all that option 1 would do.",
        "    Ann buys CRY-1 for 140: 360 left",
        "      A stand-in board: these prices and rents are not your box's.",
        "    Ann leaves CRY-1 for sale and keeps 500",
    ),
    "it": (
        "  1) Compra CRY-1 per 140  restano 360",
        "  2) Rinuncia              CRY-1 resta in vendita",
        "  Scrivi '? 1' per leggere tutto ciò che farebbe l'opzione 1.",
        "    Ann compra CRY-1 per 140: restano 360",
        "      Tabellone provvisorio: questi prezzi e affitti non sono quelli della tua",
        "    Ann lascia CRY-1 in vendita e tiene 500",
    ),
    "fr": (
        "  1) Acheter CRY-1 pour 140  reste 360",
        "  2) Refuser                 CRY-1 reste à vendre",
        "  Tapez '? 1' pour lire tout ce que ferait l'option 1.",
        "    Ann achète CRY-1 pour 140 : reste 360",
        "      Plateau provisoire : ces prix et loyers ne sont pas ceux de votre boîte.",
        "    Ann laisse CRY-1 à vendre et garde 500",
    ),
}
RENT = {
    "en": "A rival landing on CRY-1 pays Ann 70 (140 once one player holds all three CRY); passing Start brings 5 more",
    "it": "Un rivale che si ferma su CRY-1 paga ad Ann 70 (140 se un giocatore ha tutte e tre le CRY); passare dal Via",
    "fr": "Un rival qui s'arrête sur CRY-1 paie 70 à Ann (140 si un joueur a les trois CRY) ; passer par le Départ",
}


def prose(said: str) -> str:
    """The console's output with its wrapped lines joined: a sentence is matched whole, wherever it wraps."""
    return re.sub(r"\n +", " ", said)


def said_lines(said: str) -> list[str]:
    """The console's lines, each without the "> " of the question it answered (the typed line is not echoed)."""
    return [re.sub(r"^(> )+", "", line) for line in said.splitlines()]


@pytest.mark.parametrize("code", ["en", "it", "fr"])
def test_a_company_offered_says_what_buying_or_declining_would_do(code: str) -> None:
    said = play(at_cry_1(), "? 1", "? 2", language=code)
    assert "Nothing to tell" not in said
    lines = said_lines(said)
    for line in OFFER[code]:
        assert line in lines, (line, said)
    assert RENT[code] in prose(said)
    # each read as a preview, not as if Ann had bought it
    head = {"en": "  If you type '{n}':", "it": "  Se scrivi '{n}':", "fr": "  Si vous tapez '{n}' :"}[code]
    assert lines[lines.index(OFFER[code][3]) - 1] == head.format(n=1), said
    assert lines[lines.index(OFFER[code][5]) - 1] == head.format(n=2), said


@pytest.mark.parametrize(
    ("code", "typed", "expected"),
    [
        (
            "en",
            "buy 5 LOG",
            ("    Ann: limousine for 200, 160 left", "Ann goes from 0 to 1 VP (+1); the target is 35."),
        ),
        (
            "it",
            "compra 5 LOG",
            ("    Ann: limousine per 200, restano 160", "Ann passa da 0 a 1 PV (+1); l'obiettivo è 35."),
        ),
        (
            "fr",
            "achète 5 LOG",
            ("    Ann : limousine pour 200, reste 160", "Ann passe de 0 à 1 PV (+1) ; l'objectif est 35."),
        ),
    ],
)
def test_an_item_and_a_trade_in_the_open_phase_are_read_on_demand(
    code: str, typed: str, expected: tuple[str, str]
) -> None:
    table = at_cry_1()
    table.submit(BuyCompany(0))  # Ann has 360 and CRY-1; LOG is worth 5
    said = play(table, "? limousine", f"? {typed}", "? 6", language=code)
    preview = {"en": "If you type '{n}':", "it": "Se scrivi '{n}':", "fr": "Si vous tapez '{n}' :"}[code]
    assert "Nothing to tell" not in said  # nor "'limousine' is not an option now": only the preview's head names it
    assert "'limousine'" not in said.replace(preview.format(n="limousine"), "")
    head, vp = expected
    assert head in said_lines(said), said
    assert vp in prose(said)
    trade = {
        "en": "Ann buys 5 LOG at 5 for 25: 335 left",
        "it": "Ann compra 5 LOG a 5 per 25: restano 335",
        "fr": "Ann achète 5 LOG à 5 pour 25 : reste 335",
    }[code]
    assert f"    {trade}" in said_lines(said), said
    worth = {
        "en": "Then LOG goes 5 » 6: Ann's 5 LOG shares are worth 30.",
        "it": "Poi LOG va da 5 a 6: le 5 azioni LOG di Ann valgono 30.",
        "fr": "Puis LOG passe de 5 à 6 : les 5 actions LOG d'Ann valent 30.",
    }[code]
    assert worth in prose(said)
    sale = {  # option 6: CRY-1 back to the state for half its price, 70
        "en": "Ann sells CRY-1 to the state for 70: 430 after",
        "it": "Ann vende CRY-1 allo Stato per 70: poi ha 430",
        "fr": "Ann vend CRY-1 à l'État pour 70 : 430 ensuite",
    }[code]
    assert f"    {sale}" in said_lines(said), said


def test_a_jet_too_dear_says_the_cash_never_a_sum_below_zero() -> None:
    table = at_cry_1()
    table.submit(BuyCompany(0))
    said = play(table, "? jet", language="en")
    assert "    Ann has only 360" in said_lines(said), said
    assert "Ann goes from 0 to 15 VP (+15); the target is 35." in prose(said)
    assert not re.search(r"(?<!\w)[-−]\d", said)


@pytest.mark.parametrize(
    ("code", "expected"),
    [
        ("en", ["360 left", "CRY-1 stays for sale"]),
        ("it", ["restano 360", "CRY-1 resta in vendita"]),
        ("fr", ["reste 360", "CRY-1 reste à vendre"]),
    ],
)
def test_the_deciding_phone_shows_under_each_offer_what_it_would_do(code: str, expected: list[str]) -> None:
    table = at_cry_1()
    with speaking(code):
        options = build(table, 0)["decisions"][0]["options"]
    assert [option.get("preview") for option in options] == expected
    with speaking(code):
        for seat in (1, 2):  # only the deciding seat reads its options' words
            assert all("preview" not in o for d in build(table, seat)["decisions"] for o in d.get("options", []))


@pytest.mark.parametrize(
    ("code", "expected"),
    [
        ("en", ["400 left, 1 of 2 brokers", "no broker, 500 kept"]),
        ("it", ["restano 400, 1 su 2 agenti di borsa", "nessun agente di borsa, tiene 500"]),
        ("fr", ["reste 400, 1 sur 2 agents", "pas d'agent, garde 500"]),
    ],
)
def test_a_stockbroker_offered_says_the_cash_left_and_the_brokers_after(code: str, expected: list[str]) -> None:
    with speaking(code):
        options = build(at_a_broker(), 0)["decisions"][0]["options"]
    assert [option.get("preview") for option in options] == expected


def test_a_calibrated_board_is_not_called_a_stand_in() -> None:
    board = dict(BOARD.packaged_table())
    board["calibrated"] = True
    said = play(at_cry_1(board), "? 1", language="en")
    assert "    Ann buys CRY-1 for 140: 360 left" in said_lines(said)
    assert "stand-in board:" not in said


@pytest.mark.parametrize("seed", range(3))
def test_every_option_offered_in_a_game_has_words_and_no_sum_below_zero(seed: int) -> None:
    """A whole random game: every option of a pick and every alternative beside a basket or an amount has words,
    in full and in a few, and none of an option the rules allow says a sum below zero."""
    table = Table.new(GAME, {"players": ["Ann", "Ben", "Cat"], "board": "standin", "seed": seed}, created="x")
    chance = ChanceSource(seed)
    worded: set[str] = set()
    while not table.over and table.stamp.moment < 400:
        main = table.prompt().primary()
        decision = main.decision if main is not None else None
        options = list(decision.options) if isinstance(decision, Pick) else []
        options += list(decision.others) if isinstance(decision, Basket | Amount) else []
        describe = describer(table)
        assert describe is not None
        for option in options:
            words = describe(option.action)
            assert words is not None and words.full, option
            # in a few words too, but a pass beside a bid: the note over it says already that passing is final
            assert words.short or option.action.type == "pass", option
            if option.enabled:
                assert not re.search(r"(?<!\w)[-−]\d", " ".join((words.short, *words.full))), (option, words)
            worded.add(option.action.type)
        table.submit(table.choose_random(chance))
    assert {"buy_company", "decline", "buy_item", "end_turn"} <= worded


OPEN_PHASE = {
    "en": ("160 left, 1 of 35 VP", "430 after", "ends with 360", "Ann has 360 and cannot pay 2,000."),
    "it": ("restano 160, 1 PV su 35", "poi ha 430", "finisce con 360", "Ann ha 360 e non può pagare 2.000."),
    "fr": ("reste 160, 1 PV sur 35", "430 ensuite", "finit avec 360", "Ann a 360 et ne peut pas payer 2\u00a0000."),
}
"""Beside the limousine, CRY-1's sale and the end of the move; the jet's reason (too dear) as before."""


@pytest.mark.parametrize("code", ["en", "it", "fr"])
def test_the_open_phase_lists_what_each_item_sale_and_the_end_would_do(code: str) -> None:
    """The items, a company's sale and the end of the move beside the trades were listed bare ("limousine: 1 VP
    for 200"), read only on "? 5", where a landing's offer said "360 left" beside each option; one the rules
    refuse keeps its reason."""
    table = at_cry_1()
    table.submit(BuyCompany(0))
    lines = said_lines(play(table, language=code))
    limousine, sale, end, jet = OPEN_PHASE[code]
    for place, words in (("2", jet), ("5", limousine), ("6", sale), ("7", end)):
        assert any(line.startswith(f"  {place}) ") and line.endswith(f"  {words}") for line in lines), (words, lines)


@pytest.mark.parametrize("code", ["en", "it", "fr"])
def test_the_deciding_phone_shows_what_each_item_sale_and_the_end_would_do(code: str) -> None:
    table = at_cry_1()
    table.submit(BuyCompany(0))
    with speaking(code):
        others = build(table, 0)["decisions"][0]["others"]
    previews = [other.get("preview", "") for other in others]
    assert [other.get("enabled", True) for other in others] == [False, False, False, True, True, True]
    assert previews[3:] == list(OPEN_PHASE[code][:3])
    assert previews[0] == OPEN_PHASE[code][3]  # the jet, too dear: the reason, as before


GUARDS = {
    "en": ("    Ben hires 2 guards for 60 (30 each): 75 left", "'9' is not a number asked now: 1 to 4 guards"),
    "it": (
        "    Ben assume 2 guardie per 60 (30 l'una): restano 75",
        "'9' non è un numero chiesto ora: da 1 a 4 guardie",
    ),
    "fr": (
        "    Ben engage 2 vigiles pour 60 (30 chacun) : reste 75",
        "'9' n'est pas un nombre demandé maintenant : de 1 à 4 vigiles",
    ),
}


@pytest.mark.parametrize("code", ["en", "it", "fr"])
def test_a_bare_number_after_a_question_mark_previews_that_many_guards(code: str) -> None:
    """At the guards question "? 2" said "'2' is not an option now" though "2" hires two and "? hire 2 guards"
    was read: a number typed after "?" is read as that number typed alone would be; one outside the range
    says the numbers asked. Nothing is hired."""
    table = table_at(guards_offered)
    seat = table.prompt().player
    before = table.summary()["players"][seat]["guards"]
    said = play(table, "? 2", "? 9", language=code)
    lines = said_lines(said)
    hired, refused = GUARDS[code]
    assert hired in lines, said
    assert any(line.startswith(refused) for line in lines), said
    assert "not an option" not in said
    assert table.summary()["players"][seat]["guards"] == before


def test_the_board_is_built_once_for_a_game_however_many_options_are_worded(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every option's words and label built the board again from the config at every listing (a phone's view, the
    console's list, each "? …"); a game's config is one, so its board is built once."""
    from companion.front.mad_market import texts

    table = at_cry_1()
    table.submit(BuyCompany(0))
    texts.board_of(table.header.config)
    built: list[object] = []
    real = texts.Board.from_data

    def counted(data: Any, *, validated: bool = False) -> Any:
        built.append(data)
        return real(data, validated=validated)

    monkeypatch.setattr(texts.Board, "from_data", counted)
    for _listing in range(3):
        play(table, "? 5", "? 6", language="en")
        build(table, 0)
    assert built == []


def test_with_a_broker_every_alternative_still_says_what_it_would_do() -> None:
    """A broker's twelve moves made seventeen alternatives, more than a hand's limit: the limousine and the end
    of the move lost their words, as every broker move had none."""
    table = at_a_broker()
    table.submit(HireBroker(0))
    lines = said_lines(play(table, language="en"))
    assert any(
        line.startswith("  17) limousine: 1 VP for 200") and line.endswith("  200 left, 1 of 35 VP") for line in lines
    )
    assert any(line.startswith("  18) End the move") and line.endswith("  1 broker not used") for line in lines), lines
    assert any(line.startswith("   2) LOG +1") and line.endswith("  price 5 » 6") for line in lines), lines


BROKER_LINES = {
    "en": ("   2) LOG +1", "  price 6 » 7, 10 held worth 70"),
    "it": ("   2) LOG +1", "  prezzo 6 » 7, 10 in mano valgono 70"),
    "fr": ("   2) LOG +1", "  cours 6 » 7, 10 détenues valent 70"),
}


@pytest.mark.parametrize("code", ["en", "it", "fr"])
def test_a_broker_move_names_its_stock_once(code: str) -> None:
    """ "LOG +1  LOG 5 » 6": the label names the stock and the direction, its words only where the price goes."""
    position = {
        "step": "open",
        "first": 0,
        "mover": 0,
        "players": [
            {"name": "Ann", "cash": 500, "square": "broker-1", "brokers": 1, "shares": {"LOG": 10}},
            {"name": "Ben", "cash": 500},
            {"name": "Cat", "cash": 500},
        ],
    }
    config = {"players": ["Ann", "Ben", "Cat"], "board": "standin", "position": position}
    lines = said_lines(play(Table.new(GAME, config, created="x"), language=code))
    label, words = BROKER_LINES[code]
    line = next(line for line in lines if line.startswith(label))
    assert line.endswith(words) and line.count("LOG") == 1, line


def test_a_number_no_option_has_is_answered_once() -> None:
    """ "? 17" under seven options said "Choose 1 to 7." and then "'17' is not an option now.": one answer."""
    table = at_cry_1()
    table.submit(BuyCompany(0))
    said = play(table, "? 17", language="en")
    assert "'17' is not an option now." in said
    assert "Choose 1 to 7." not in said


def in_a_debt_with_companies_to_sell() -> Table[Any]:
    """A random 3-player game (seed 2) played on until a debtor must sell a company to the state."""
    table = Table.new(GAME, {"players": ["Ann", "Ben", "Cat"], "board": "standin", "seed": 2}, created="x")
    chance = ChanceSource(2)
    while not table.over:
        main = table.prompt().primary()
        options = main.decision.options if main is not None and isinstance(main.decision, Pick) else ()
        if table.summary()["debt"] and any(option.action.type == "sell_company" for option in options):
            return table
        table.submit(table.choose_random(chance))
    raise AssertionError("no debt with a company to sell")


@pytest.mark.parametrize(
    ("code", "paid", "short"),
    [
        ("en", "{cash} after, the debt paid", "{cash} after, {short} short"),
        ("it", "poi ha {cash}, debito pagato", "poi ha {cash}, mancano {short}"),
        ("fr", "{cash} ensuite, dette payée", "{cash} ensuite, il manque {short}"),
    ],
)
def test_a_company_sold_in_a_debt_says_whether_it_pays_the_debt(code: str, paid: str, short: str) -> None:
    """ "Sell LOG-1 for 50  211 after" in a debt of 300 did not say that 89 would still be owed."""
    table = in_a_debt_with_companies_to_sell()
    debt = table.summary()["debt"]
    owed, cash = debt["amount"], table.summary()["players"][debt["player"]]["cash"]
    main = table.prompt().primary()
    assert main is not None and isinstance(main.decision, Pick)
    with speaking(code):
        previews = {o["key"]: o.get("preview") for o in build(table, debt["player"])["decisions"][0]["options"]}
        for option in main.decision.options:
            after = cash + table.preview(option.action)["amount"]
            said = paid if after >= owed else short
            assert previews[option.key] == said.format(cash=number(after), short=number(owed - after)), previews


def test_the_guards_question_lists_decline_with_its_words_and_says_what_to_ask() -> None:
    """Beside the guards' number, "Decline" was listed bare and nothing said that "? 2" reads a number's outcome."""
    table = table_at(guards_offered)
    seat = table.prompt().player
    cash = table.summary()["players"][seat]["cash"]
    lines = said_lines(play(table, language="en"))
    assert f"    Decline  no guards, {cash} kept" in lines, lines
    assert "  Type '? 1' to read all that 1 would do." in lines, lines
