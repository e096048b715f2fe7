"""The ledger: the one place where money moves.

Every game keeps its money in named accounts (the bank, each player, each
company, the state) and changes them only with :meth:`Ledger.transfer`. That
single choke point, borrowed from the 18xx.games engine, makes the
conservation law checkable: the sum of all balances never changes. The bank
starts at zero and may go negative (it is the unlimited source of a board
game's money), so the total stays zero from the first starting-cash transfer on.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from companion.data_classes import dataclass

from .errors import InsufficientFunds, InvariantBroken, RuleViolation
from .i18n import N_

BANK = "bank"

_new = object.__new__
"""How :meth:`Ledger.copy` makes its copy: without looking ``__new__`` up on the class at every copy."""


@dataclass(frozen=True, slots=True)
class Transfer:
    """One movement of money, kept for the game log and for audits."""

    source: str
    target: str
    amount: int
    reason: str


class Ledger:
    """Integer balances by account name, changed only by :meth:`transfer`.

    ``ledger[account]`` reads a balance; :attr:`balance` is the same, for the rules that read balances
    several times per move (a seat's cash): a read through it is one look-up in C, where ``__getitem__`` is
    a call of Python. It is the ledger's own table of balances, typed read-only (a ``Mapping``) so that
    mypy refuses a write that would bypass :meth:`transfer`; not a ``MappingProxyType``, which a saved
    state could not pickle.
    """

    __slots__ = ("_balances", "_may_go_negative", "_total", "history", "_record", "balance")

    def __init__(
        self,
        accounts: Iterable[str],
        *,
        may_go_negative: Iterable[str] = (BANK,),
        record: bool = False,
    ) -> None:
        self._balances: dict[str, int] = {BANK: 0}
        for name in accounts:
            self._balances[name] = 0
        self.balance: Mapping[str, int] = self._balances
        self._may_go_negative = frozenset(may_go_negative)
        self._total = 0
        self._record = record
        self.history: list[Transfer] = []

    def copy(self) -> Ledger:
        """An independent copy (an undo checkpoint, made every few actions: every game has a ledger).

        A ledger that records no transfers has an empty history, copied as a new empty list rather than by
        ``list()``'s call.
        """
        other = _new(Ledger)
        other._balances = balances = self._balances.copy()
        other.balance = balances
        other._may_go_negative = self._may_go_negative
        other._total = self._total
        other._record = self._record
        other.history = list(self.history) if self.history else []
        return other

    def open(self, account: str) -> None:
        """Add an account with a zero balance (a company floated mid-game)."""
        if account in self._balances:
            raise ValueError(f"account {account!r} exists already")
        self._balances[account] = 0

    def __contains__(self, account: str) -> bool:
        return account in self._balances

    def __getitem__(self, account: str) -> int:
        return self._balances[account]

    def balances(self) -> dict[str, int]:
        return dict(self._balances)

    def can_pay(self, account: str, amount: int) -> bool:
        return account in self._may_go_negative or self._balances[account] >= amount

    def transfer(self, source: str, target: str, amount: int, reason: str) -> None:
        """Move ``amount`` from ``source`` to ``target``; refuse overdrafts.

        Raises :class:`InsufficientFunds` (a :class:`RuleViolation`) if the
        source may not go negative and lacks the money; nothing moves then.
        A ledger made with ``record=True`` keeps each :class:`Transfer` in
        :attr:`history`; others build none (a transfer is the commonest thing
        an engine does).
        """
        balances = self._balances
        # The usual transfer (two accounts, a whole amount, the money there) is recognised in one test and
        # the source's balance read once; anything else is refused by ``_refusal``, in the order of its checks.
        if source in balances and target in balances and type(amount) is int and amount >= 0:
            have = balances[source]
            if amount <= have or source in self._may_go_negative:
                balances[source] = have - amount
                balances[target] += amount
                if self._record:
                    self.history.append(Transfer(source, target, amount, reason))
                return
        raise self._refusal(source, target, amount)

    def _refusal(self, source: str, target: str, amount: int) -> Exception:
        """Why :meth:`transfer` refuses: a missing account, an amount that is no money, or an overdraft."""
        balances = self._balances
        if source not in balances or target not in balances:
            missing = source if source not in balances else target
            return KeyError(f"no account {missing!r}")
        if type(amount) is not int or amount < 0:
            return RuleViolation(
                N_("An amount of money must be a whole number of at least 0, not {amount}."), amount=amount
            )
        return InsufficientFunds(account=source, balance=balances[source], amount=amount)

    def check(self) -> None:
        """Raise :class:`InvariantBroken` unless money is conserved and no account is overdrawn."""
        total = sum(self._balances.values())
        if total != self._total:
            raise InvariantBroken(f"money not conserved: accounts sum to {total}, expected {self._total}")
        for name, balance in self._balances.items():
            if balance < 0 and name not in self._may_go_negative:
                raise InvariantBroken(f"account {name!r} is overdrawn: {balance}")
