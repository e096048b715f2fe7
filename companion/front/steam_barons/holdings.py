"""What a player holds in Steam Barons as every front-end lists it: the shares, and the certificates that
still mean something.

A controller who sold every share keeps the certificate, and with it the company, until someone holds one
(the rules' ruling): during play the mark alone says so ("*" on a chip, "Green (certificate only)" at the console:
"Green 0*" read as a share count left behind). Once the game is over every share has been sold and a
certificate decides nothing: "Green 0*, Brown 0*" beside the winner's cash read as shares still held, so the
end lists no certificate and no holding of 0.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from companion.core import N_

CERTIFICATE = "*"
"""The mark after a count: the player holds the company's certificate (controls it)."""


def certificates(summary: Mapping[str, Any], player: Mapping[str, Any]) -> list[str]:
    """The companies whose certificate ``player`` holds, as long as one still counts (none once it is over)."""
    return [] if summary.get("phase") == "over" else list(player.get("certificates", []))


def holdings(summary: Mapping[str, Any], player: Mapping[str, Any]) -> dict[str, str]:
    """Each company ``player`` holds shares or a certificate of (the certificates first, as the summary lists
    them), with its count as shown ("3", "2*", and "*" alone for a certificate without a share): a certificate of a company with no share held is listed
    only while it counts, and a count of 0 without one never."""
    marked = certificates(summary, player)
    shares = player.get("shares", {})
    return {
        company: count_shown(shares.get(company, 0), company in marked)
        for company in dict.fromkeys([*marked, *shares])
        if company in marked or shares.get(company, 0)
    }


def any_certificate(summary: Mapping[str, Any]) -> bool:
    """Whether some player's holdings carry the certificate's mark (the note that explains it is then said)."""
    return any(certificates(summary, player) for player in summary.get("players", []))


def count_shown(count: int, certificate: bool) -> str:
    """A holding's count with the certificate's mark: "2*", "3", and the mark alone for no share."""
    if certificate:
        return f"{count}{CERTIFICATE}" if count else CERTIFICATE
    return str(count)


def held_text(company: str, count: str, translate: Callable[[str], str]) -> str:
    """A holding as a line of text says it, ``company`` already in the reader's words: "Green 2*", and a
    certificate without a share in words, "Green (certificate only)"."""
    if count == CERTIFICATE:
        return translate(N_("{company} (certificate only)")).format(company=company)
    return f"{company} {count}"
