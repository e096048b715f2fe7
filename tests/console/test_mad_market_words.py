"""The console in Mad Market's words: a trade typed as a player says it ("compra 5 IT", "vendre 3 LOG") makes the
action the basket would, the engine says why not, and the stockbroker a square offers answers to "broker"."""

from __future__ import annotations

import io
from collections.abc import Callable, Iterator

import pytest

from companion.console import Console
from companion.console.typed import Unfinished
from companion.core import ChanceSource, Pick, RuleViolation, Table
from companion.front.mad_market.console import Words, parse
from companion.games.mad_market import GAME
from companion.games.mad_market.actions import (
    BuyCompany,
    BuyItem,
    Decline,
    HireBroker,
    HireGuards,
    SellCompany,
    Trade,
    UseBroker,
)
from companion.games.mad_market.decide import TradeBasket
from companion.text.i18n import _ as translate
from companion.text.i18n import set_language
from tests.console.sessions import play
from tests.mad_market_positions import a_debt_with_one_stock, short_of_a_company

IT, LOG = "3", "1"


def table_at(wanted: Callable[[Table], bool], seed: int = 2) -> Table:
    """A 3-player game on the stand-in board played by the companion's random choices until ``wanted`` holds."""
    table = Table.new(GAME, {"players": ["Ann", "Ben", "Cat"], "board": "standin", "seed": 2}, created="x")
    chance = ChanceSource(seed)
    while not table.over:
        if wanted(table):
            return table
        table.submit(table.choose_random(chance))
    raise AssertionError("no such moment")


def basket(table: Table) -> TradeBasket | None:
    main = table.prompt().primary()
    return main.decision if main is not None and isinstance(main.decision, TradeBasket) else None


def holding(table: Table) -> bool:
    """The open phase, the player to move holds LOG shares and has traded nothing yet."""
    summary = table.summary()
    seat = summary["current_player"]
    return (
        basket(table) is not None
        and summary["phase"] == "open"
        and summary["players"][seat]["shares"].get(LOG, 0) >= 3
        and not summary["turn"]["traded"]
        and not summary["last_round"]
    )


def broker_offered(table: Table) -> bool:
    main = table.prompt().primary()
    decision = main.decision if main is not None else None
    return isinstance(decision, Pick) and any(isinstance(o.action, HireBroker) for o in decision.options)


@pytest.fixture
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    set_language(request.param)
    yield request.param
    set_language("en")


@pytest.fixture(scope="module")
def trading() -> Table:
    return table_at(holding)


@pytest.mark.parametrize(
    ("language", "buy", "sell"),
    [
        ("en", "buy 5 IT", "sell 3 LOG"),
        ("en", "Buy 5 it", "SELL 3 logistics"),
        ("it", "compra 5 IT", "vendi 3 LOG"),
        ("it", "acquista 5 it", "vendi 3 Logistica"),
        ("fr", "acheter 5 IT", "vendre 3 LOG"),
        ("fr", "achète 5 it", "vends 3 logistique"),
        ("fr", "achete 5 it", "vendre 3 LOGISTIQUE"),
    ],
    indirect=["language"],
)
def test_a_trade_typed_in_words_is_the_action_the_basket_makes(
    trading: Table, language: str, buy: str, sell: str
) -> None:
    decision = basket(trading)
    assert decision is not None
    assert parse(buy, trading) == decision.make({f"buy-{IT}": 5})
    assert parse(sell, trading) == decision.make({f"sell-{LOG}": 3})
    assert parse("buy 5 IT", trading) == decision.make({f"buy-{IT}": 5})  # English works at every table


@pytest.mark.parametrize(
    ("language", "typed"),
    [
        ("en", "buy 2 Energy"),
        ("en", "buy 2 énergie"),  # a name in another language, typed with or without its accent
        ("en", "buy 2 energia"),
        ("it", "compra 2 EN"),
        ("fr", "acheter 2 energie"),
        ("fr", "acheter energie 2"),
    ],
    indirect=["language"],
)
def test_a_stock_by_its_code_or_its_name_in_any_language_and_case(trading: Table, language: str, typed: str) -> None:
    seat = trading.prompt().player
    assert parse(typed, trading) == Trade(seat, 4, "buy", 2)


@pytest.mark.parametrize(
    ("language", "typed"),
    [
        ("en", "sell all LOG"),
        ("it", "vendi tutte LOG"),
        ("en", "sell all the LOG shares"),
        ("en", "sell all my LOG shares"),
        ("it", "vendi tutte le azioni Logistica"),  # was "'le logistica' is not a stock"
        ("it", "vendi tutte le mie azioni LOG"),
        ("fr", "vendre toutes les actions LOG"),
        ("fr", "vendre toutes mes actions Logistique"),
    ],
    indirect=["language"],
)
def test_selling_every_share_held(trading: Table, language: str, typed: str) -> None:
    summary = trading.summary()
    seat = summary["current_player"]
    assert parse(typed, trading) == Trade(seat, 1, "sell", summary["players"][seat]["shares"][LOG])


@pytest.mark.parametrize(
    ("language", "typed"),
    [("en", "buy all IT"), ("it", "compra tutte IT"), ("fr", "acheter tout IT")],
    indirect=["language"],
)
def test_buying_all_buys_the_most_the_line_takes(trading: Table, language: str, typed: str) -> None:
    """ "buy all IT" was told how to type a trade, where "sell all IT" sold every share: it buys the most the
    basket's line takes (the cash, the bank's shares)."""
    actor = trading.prompt().primary()
    assert actor is not None and isinstance(actor.decision, TradeBasket)
    [line] = [item for item in actor.decision.items if item.key == f"buy-{IT}"]
    assert line.high > 1
    assert parse(typed, trading) == Trade(actor.seat, int(IT), "buy", line.high)


def test_a_count_without_its_stock_buys_nothing_at_the_console() -> None:
    """ "compra 3" bought the limousine on offer ("Compra una limousine" with a number after it)."""
    table = table_at(holding)
    steps = len(table.steps)
    out = io.StringIO()
    Console(table, io.StringIO("compra 3\nq\n"), out, language="it").run()
    set_language("en")
    assert len(table.steps) == steps and "Scrivi uno scambio come" in out.getvalue()


def test_a_typed_trade_is_made_at_the_console() -> None:
    """ "compra 5 IT" at an Italian table once said "not an option"; it now buys, as the basket would."""
    table = table_at(holding)
    seat = table.prompt().player
    before = table.summary()["players"][seat]["shares"].get(IT, 0)
    out = io.StringIO()
    Console(table, io.StringIO("compra 5 IT\nq\n"), out, language="it").run()
    set_language("en")
    assert table.summary()["players"][seat]["shares"].get(IT, 0) == before + 5
    assert "non è" not in out.getvalue()


@pytest.mark.parametrize(
    ("language", "typed", "reason"),
    [
        ("en", "buy 9999 IT", "The bank has 300 free IT shares, not 9999."),
        ("en", "buy 250 IT", "cannot pay"),
        ("en", "sell 9999 LOG", "Logistics shares, not 9999."),
        ("it", "compra 0 IT", "almeno 1, non 0."),
    ],
    indirect=["language"],
)
def test_a_trade_the_rules_refuse_is_refused_by_the_engine_with_its_reason(
    trading: Table, language: str, typed: str, reason: str
) -> None:
    action = parse(typed, trading)
    assert isinstance(action, Trade)
    with pytest.raises(RuleViolation) as refused:
        trading.submit(action)
    assert reason in refused.value.message(translate)


def test_a_second_trade_of_the_same_stock_is_refused_with_the_rule() -> None:
    table = table_at(holding)
    table.submit(parse("buy 2 IT", table))
    with pytest.raises(RuleViolation, match="already"):
        table.submit(parse("sell 1 IT", table))


def test_a_trade_typed_outside_the_open_phase_is_refused_with_what_the_game_waits_for() -> None:
    table = table_at(lambda t: t.summary()["phase"] == "roll")
    shown = " ".join(play(table, "buy 5 IT", language="en").split())
    assert "Refused:" in shown and "not an option" not in shown


@pytest.mark.parametrize(
    ("language", "typed", "reason"),
    [
        ("en", "buy IT LOG", "Type a trade as 'buy 5 LOG' or 'sell 3 LOG'"),
        ("en", "buy 5 IT 3 LOG", "one stock"),
        ("en", "buy 5 IT LOG", "one stock"),
        ("en", "buy 3", "one stock"),
        ("it", "compra 3", "quale azione e quante"),
        ("fr", "vendre 10", "une action et combien"),
        ("en", "buy 5 zebra", "'zebra' is not a stock (stocks: Logistics (LOG),"),
        ("it", "compra 5 zebra", "'zebra' non è un'azione (azioni: Logistica (LOG),"),
        ("it", "vendi LOG IT", "Scrivi uno scambio come 'compra 5 LOG' o 'vendi 3 LOG'"),
        ("fr", "acheter 5 zèbre", "'zèbre' n'est pas une action (actions : Logistique (LOG),"),
    ],
    indirect=["language"],
)
def test_a_trade_typed_wrong_is_answered_with_how_to_type_one(
    trading: Table, language: str, typed: str, reason: str
) -> None:
    refusal = parse(typed, trading)
    assert isinstance(refusal, RuleViolation)
    assert reason in refusal.message(translate)


@pytest.mark.parametrize(
    ("language", "typed"),
    [
        ("en", "buy 5 shares of IT"),
        ("it", "compra 5 azioni IT"),
        ("it", "compra 5 azioni di IT"),
        ("fr", "acheter 5 actions IT"),
    ],
    indirect=["language"],
)
def test_the_word_shares_may_be_said(trading: Table, language: str, typed: str) -> None:
    """ "compra 5 azioni IT" was answered "'azioni IT' is not a stock"."""
    assert parse(typed, trading) == Trade(trading.prompt().player, int(IT), "buy", 5)


@pytest.mark.parametrize(
    ("language", "typed", "item"),
    [
        ("en", "buy limousine", "limousine"),
        ("en", "buy limo", "limousine"),
        ("it", "compra villa", "villa"),
        ("fr", "achète yacht", "yacht"),
    ],
    indirect=["language"],
)
def test_an_item_by_its_name_after_the_verb(trading: Table, language: str, typed: str, item: str) -> None:
    """ "compra limousine" did not match "Compra una limousine (200)": the article stood between the words."""
    assert parse(typed, trading) == BuyItem(trading.prompt().player, item)


@pytest.mark.parametrize(
    ("language", "typed", "item"),
    [
        ("fr", "acheter 1 villa", "villa"),
        ("en", "buy 1 limo", "limousine"),
        ("it", "compra 1 yacht", "yacht"),
    ],
    indirect=["language"],
)
def test_one_item_counted_after_the_verb_is_the_item(trading: Table, language: str, typed: str, item: str) -> None:
    """ "acheter 1 villa" was "'villa' n'est pas une action (actions : Logistique (LOG), …)": the item taken for a
    stock."""
    assert parse(typed, trading) == BuyItem(trading.prompt().player, item)


@pytest.mark.parametrize(
    ("language", "typed", "said"),
    [
        ("fr", "acheter 2 villas", "Un objet par tour : tapez 'achète villa'."),
        ("en", "buy 2 yachts", "One item per turn: type 'buy yacht'."),
        ("it", "compra 2 ville", "Un oggetto per turno: scrivi 'compra villa'."),
    ],
    indirect=["language"],
)
def test_more_than_one_item_is_refused_with_the_one_a_turn(
    trading: Table, language: str, typed: str, said: str
) -> None:
    refused = parse(typed, trading)
    assert isinstance(refused, RuleViolation) and refused.message(translate) == said


def test_an_item_typed_is_bought_or_refused_with_the_rule_at_the_console() -> None:
    table = table_at(holding)
    seat = table.prompt().player
    before = table.summary()["players"][seat]["items"].get("limousine", 0)
    out = io.StringIO()
    Console(table, io.StringIO("compra limousine\ncompra jet\nq\n"), out, language="it").run()
    set_language("en")
    shown = " ".join(out.getvalue().split())
    assert table.summary()["players"][seat]["items"]["limousine"] == before + 1
    assert "Rifiutato. Ann" in shown and "non è un'opzione" not in shown  # one item per move


def test_a_company_by_its_id_after_the_verb() -> None:
    """ "compra LOG-3" at the offer to buy LOG-3 said "not an option"; "sell LOG-3" sells one's own."""
    table = table_at(lambda t: (t.summary()["offer"] or {}).get("kind") == "company")
    seat, company = table.prompt().player, table.summary()["offer"]["company"]
    assert parse(f"buy {company}", table) == BuyCompany(seat)
    assert parse(f"buy {company}".lower(), table) == BuyCompany(seat)
    other = next(c for c in table.summary()["companies"] if c != company)
    assert parse(f"buy {other}", table) is None  # not the one offered: the options say what is
    table.submit(BuyCompany(seat))
    assert parse(f"sell {company}", table) == SellCompany(seat, company)
    with pytest.raises(RuleViolation):
        table.submit(parse(f"sell {other}", table))  # not one's own: the engine says why


@pytest.mark.parametrize(
    ("language", "typed"),
    [
        ("en", "broker"),
        ("en", "Stockbroker"),
        ("en", "hire a broker"),
        ("it", "agente"),
        ("it", "broker"),
        ("fr", "courtier"),
        ("fr", "agent"),
        ("fr", "agent de change"),
    ],
    indirect=["language"],
)
def test_the_offered_stockbroker_by_its_usual_short_words(language: str, typed: str) -> None:
    """ "broker" did not match the offer "Hire a stockbroker" (only "stockbroker", "hire" and "agent" did)."""
    table = table_at(broker_offered)
    assert parse(typed, table) == HireBroker(table.prompt().player)


def test_broker_is_typed_at_the_console_and_means_nothing_without_the_offer() -> None:
    table = table_at(broker_offered)
    seat = table.prompt().player
    Console(table, io.StringIO("broker\nq\n"), io.StringIO(), language="en").run()
    assert table.summary()["players"][seat]["brokers"] == 1
    assert parse("broker", table_at(lambda t: t.summary()["phase"] == "roll")) is None


def guards_offered(table: Table) -> bool:
    return (table.summary()["offer"] or {}).get("kind") == "guard" and table.summary()["phase"] == "land"


@pytest.mark.parametrize(
    ("language", "typed"),
    [
        ("en", "hire 2 guards"),
        ("en", "2 security guards"),
        ("it", "assumi 2 guardie"),
        ("it", "2 guardie di sicurezza"),
        ("fr", "engager 2 vigiles"),
        ("fr", "2 gardes"),
    ],
    indirect=["language"],
)
def test_security_guards_by_their_number_and_their_word(language: str, typed: str) -> None:
    """ "assumi 2 guardie" and "2 guardie" at the guard square said "not an option" (only a bare "2" did)."""
    table = table_at(guards_offered)
    assert parse(typed, table) == HireGuards(table.prompt().player, 2)


def test_guards_beyond_the_cash_or_out_of_their_square_are_refused_by_the_engine() -> None:
    table = table_at(guards_offered)
    with pytest.raises(RuleViolation):
        table.submit(parse("hire 999 guards", table))
    rolling = table_at(lambda t: t.summary()["phase"] == "roll")
    with pytest.raises(RuleViolation, match="cannot be done now"):
        rolling.submit(parse("hire 2 guards", rolling))


@pytest.mark.parametrize(
    ("language", "typed", "reason"),
    [("en", "sell all IT", "holds no IT shares to sell."), ("it", "vendi tutte IT", "non ha azioni IT da vendere.")],
    indirect=["language"],
)
def test_selling_all_of_a_stock_not_held_says_so(trading: Table, language: str, typed: str, reason: str) -> None:
    """ "vendi tutte IT" holding none was refused as "a number of shares is at least 1, not 0"."""
    seat = trading.prompt().player
    assert not trading.summary()["players"][seat]["shares"].get(IT)
    refusal = parse(typed, trading)
    assert isinstance(refusal, RuleViolation) and reason in refusal.message(translate)


def broker_to_use(table: Table) -> bool:
    summary = table.summary()
    seat = summary["current_player"]
    return basket(table) is not None and summary["players"][seat]["brokers"] > 0 and not summary["turn"]["traded"]


@pytest.mark.parametrize(
    ("language", "typed", "direction"),
    [
        ("en", "broker IT up", "up"),
        ("en", "stockbroker it down", "down"),
        ("it", "agente IT al rialzo", "up"),
        ("it", "agente di borsa IT giu", "down"),
        ("fr", "courtier IT hausse", "up"),
        ("fr", "agent de change IT à la baisse", "down"),
    ],
    indirect=["language"],
)
def test_a_stockbroker_moves_a_share_in_words(language: str, typed: str, direction: str) -> None:
    """ "agente IT al rialzo" said "not an option": only the option's whole line or its number did."""
    table = table_at(broker_to_use)
    assert parse(typed, table) == UseBroker(table.prompt().player, int(IT), direction)


def test_a_stockbroker_typed_without_one_is_refused_by_the_engine(trading: Table) -> None:
    seat = trading.prompt().player
    assert not trading.summary()["players"][seat]["brokers"]
    with pytest.raises(RuleViolation, match="stockbroker"):
        trading.submit(parse("broker IT up", trading))


@pytest.mark.parametrize(("language", "typed"), [("en", "buy 3"), ("it", "compra 3")], indirect=["language"])
def test_a_number_after_an_options_words_is_never_dropped(language: str, typed: str) -> None:
    """ "compra 3" at the offer to buy a company bought the company and dropped the 3: an option takes no number,
    so the line is answered, not taken for the option."""
    table = table_at(lambda t: (t.summary()["offer"] or {}).get("kind") == "company")
    before = len(table.steps)
    shown = " ".join(play(table, typed, language=language).split())
    set_language(language)
    assert len(table.steps) == before
    said = translate("{option} takes no number: type it without '{numbers}'.").format(option="\0", numbers="3")
    assert said.split("\0")[1] in shown  # " takes no number: type it without '3'."


@pytest.mark.parametrize(
    ("language", "typed"), [("en", "2 IT"), ("fr", "2 it"), ("it", "LOG 3"), ("fr", "tout LOG")], indirect=["language"]
)
def test_a_trade_without_its_verb_says_how_to_type_one(trading: Table, language: str, typed: str) -> None:
    """ "2 IT" at the trades was "'2 IT' is not an option or a command": neither buying nor selling is said."""
    refusal = parse(typed, trading)
    assert isinstance(refusal, RuleViolation)
    message, words = refusal.message(translate), Words.now()
    assert f"'{words.shown_buy} 5 " in message and f"'{words.shown_sell} 3 " in message


def company_offered(table: Table) -> bool:
    return (table.summary()["offer"] or {}).get("kind") == "company" and table.summary()["phase"] == "land"


def test_yes_at_the_offer_buys_the_company_at_the_console() -> None:
    table = table_at(company_offered)
    seat, company = table.prompt().player, table.summary()["offer"]["company"]
    try:
        text = play(table, "oui", language="fr")
    finally:
        set_language("en")
    assert company in table.summary()["players"][seat]["companies"], text


def test_the_yes_letter_at_the_offer_buys_the_company_at_the_console() -> None:
    table = table_at(company_offered)
    seat, company = table.prompt().player, table.summary()["offer"]["company"]
    try:
        text = play(table, "o", language="fr")
    finally:
        set_language("en")
    assert "n'est ni une option ni une commande" not in text
    assert company in table.summary()["players"][seat]["companies"], text


@pytest.mark.parametrize(
    ("language", "typed", "asked"),
    [
        ("en", "sell LOG", "How many LOG shares to sell (1-"),
        ("fr", "vendre LOG", "Combien d'actions LOG vendre (1-"),
        ("fr", "vendre logistique", "Combien d'actions LOG vendre (1-"),
        ("it", "vendi LOG", "Quante azioni LOG vendere (1-"),
        ("en", "buy IT", "How many IT shares to buy (1-"),
        ("fr", "acheter IT", "Combien d'actions IT acheter (1-"),
    ],
    indirect=["language"],
)
def test_a_trade_without_its_count_asks_how_many(trading: Table, language: str, typed: str, asked: str) -> None:
    """ "vendre IT" was refused with "Tapez une transaction comme 'achète 5 LOG' ou 'vends 3 LOG'": the stock is
    named, only the count is missing, and it is asked as the basket's line asks it."""
    parsed = parse(typed, trading)
    assert isinstance(parsed, Unfinished) and parsed.asked.startswith(asked), parsed


@pytest.mark.parametrize(("language", "typed", "count"), [("en", "3", "3"), ("fr", "3", "3"), ("fr", "3 actions", "3")])
def test_the_count_asked_makes_the_trade_at_the_console(language: str, typed: str, count: str) -> None:
    table = table_at(holding)
    seat = table.prompt().player
    verb = {"en": "sell", "fr": "vendre"}[language]
    text = play(table, f"{verb} LOG", typed, language=language)
    set_language("en")
    assert table.steps[-1].action == Trade(seat, int(LOG), "sell", int(count)), text
    assert "Refus" not in text


@pytest.mark.parametrize(
    ("language", "verb", "reason"),
    [("en", "sell", "holds no"), ("fr", "vendre", "n'a aucune action")],
    indirect=["language"],
)
def test_a_sale_without_its_count_of_a_stock_not_held_says_none_is_held(
    trading: Table, language: str, verb: str, reason: str
) -> None:
    summary = trading.summary()
    held = summary["players"][summary["current_player"]]["shares"]
    code = next(info["code"] for stock, info in summary["stocks"].items() if not held.get(stock))
    refusal = parse(f"{verb} {code}", trading)
    assert isinstance(refusal, RuleViolation) and reason in refusal.message(translate), refusal


@pytest.mark.parametrize(
    ("language", "said"),
    [
        ("en", "* IT-2 is for sale at 180; Ann has only 100 and cannot buy it."),
        ("fr", "* IT-2 est à vendre pour 180 ; Ann n'a que 100 et ne peut pas l'acheter."),
        ("it", "* IT-2 è in vendita a 180; Ann ha solo 100 e non può comprarla."),
    ],
)
def test_a_company_the_lander_cannot_pay_for_says_why_they_are_not_asked(language: str, said: str) -> None:
    """ "MED-1 est à vendre pour 260." alone did not say why nobody was asked to buy it."""
    position = short_of_a_company()
    table = Table.new(GAME, {"players": ["Ann", "Ben"], "board": "standin", "position": position}, created="x")
    try:
        shown = play(table, "4 3", language=language)
    finally:
        set_language("en")
    assert said in shown.splitlines() or f"  {said}" in shown.splitlines(), shown


@pytest.mark.parametrize(
    ("language", "typed"),
    [("en", "sell all"), ("it", "vendi tutte"), ("it", "vendi tutto"), ("fr", "vendre tout")],
    indirect=["language"],
)
def test_sell_all_where_one_stock_alone_may_be_sold_sells_it(language: str, typed: str) -> None:
    """ "vendi tutte" at a debt whose one line is "vendi Logistica" was told how to type a trade."""
    position = a_debt_with_one_stock()
    table = Table.new(GAME, {"players": ["Ann", "Ben"], "board": "standin", "position": position}, created="x")
    assert parse(typed, table) == Trade(0, int(LOG), "sell", 10)


@pytest.mark.parametrize("language", ["en", "it", "fr"], indirect=True)
def test_no_guards_typed_as_0_declines_them(language: str) -> None:
    """ "0" at "hire security guards, 1 to 16" was answered with the rules' "a number of shares or guards is at
    least 1, not 0"; it is the decline beside the guards, as "no" is."""
    table = table_at(guards_offered)
    steps = len(table.steps)
    out = play(table, "0", language=language)
    assert len(table.steps) == steps + 1 and isinstance(table.steps[-1].action, Decline), out


@pytest.mark.parametrize(
    ("language", "said"),
    [
        ("en", "Cancelled: every quantity is 0, so nothing is done."),
        ("it", "Annullato: ogni quantità è 0, quindi non si fa nulla."),
    ],
    indirect=["language"],
)
def test_a_trade_left_at_zero_says_nothing_is_traded(language: str, said: str) -> None:
    """Every line of a trade at 0 ended in a bare "Annullato.": nothing says whether anything was traded (a trade
    of nothing is no action, and no option beside the basket does nothing)."""
    table = table_at(holding)
    trade = basket(table)
    assert trade is not None
    asked = sum(1 for item in trade.items if item.high > item.low)
    steps = len(table.steps)
    out = play(table, "1", *["0"] * asked, language=language)
    assert said in out and len(table.steps) == steps, out


@pytest.mark.parametrize(
    ("language", "typed", "asked"),
    [
        ("en", "hire guards", "How many guards to hire (1-"),
        ("it", "assumi guardie", "Quante guardie assumere (1-"),
        ("fr", "engager vigiles", "Combien de vigiles engager (1-"),
    ],
)
def test_guards_typed_without_their_count_ask_how_many(language: str, typed: str, asked: str) -> None:
    """ "hire guards" was "'hire guards' is not an option or a command" where "guards" alone asked for the number:
    the count is asked, with the range the offer takes, as "buy IT" asks how many shares."""
    from companion.games.mad_market.actions import HireGuards

    table = table_at(guards_offered)
    steps = len(table.steps)
    out = play(table, typed, "2", language=language)
    assert asked in out, out
    assert len(table.steps) == steps + 1 and isinstance(table.steps[-1].action, HireGuards), out
    assert table.steps[-1].action.count == 2


@pytest.mark.parametrize(
    ("language", "told"),
    [
        ("en", "Sell Logistics: 10? Type '1 10'."),
        ("it", "Vendi Logistica: 10? Scrivi '1 10'."),
        ("fr", "Vendre Logistique : 10 ? Tapez '1 10'."),
    ],
)
def test_a_debts_number_is_offered_only_where_the_line_takes_it(language: str, told: str) -> None:
    """ "Per vendi Logistica a 2, scrivi '1 2'." at a debt that takes none or all 10: a way to type what the line
    then refused, in words that were not Italian."""
    position = a_debt_with_one_stock()
    table = Table.new(GAME, {"players": ["Ann", "Ben"], "board": "standin", "position": position}, created="x")
    text = play(table, "2", "10", language=language)
    assert "'1 2'" not in text and "« 1 2 »" not in text, text
    assert told in " ".join(text.split()), text


@pytest.mark.parametrize(
    ("language", "typed", "said"),
    [
        ("en", "buy 2 itt", "'itt' is not a stock: did you mean 'buy 2 IT'?"),
        ("en", "sell ITT", "'ITT' is not a stock: did you mean 'sell IT'?"),
        ("it", "compra 2 logg", "'logg' non è un'azione: intendevi 'compra 2 LOG'?"),
        ("fr", "acheter 2 itt", "'itt' n'est pas une action : vouliez-vous dire 'acheter 2 IT' ?"),
    ],
    indirect=["language"],
)
def test_a_stock_typed_a_letter_off_is_offered_put_right(trading: Table, language: str, typed: str, said: str) -> None:
    """ "buy 2 itt" was "'itt' is not a stock (stocks: …)" and "sell itt" not an option at all: the console offers
    a near word everywhere else ("did you mean 'pass'?"); the trade is offered with its stock put right, never
    made."""
    refusal = parse(typed, trading)
    assert isinstance(refusal, RuleViolation)
    assert refusal.message(translate) == said


def test_a_word_alone_near_a_stock_code_is_left_to_the_options(trading: Table) -> None:
    """ "end" is one letter off EN (Energy): alone it is the options' word, never a stock put right."""
    assert not isinstance(parse("end", trading), RuleViolation)
