"""What a player holds in Steam Barons as every front-end lists it: the shares, and the certificates that
still mean something.

A controller who sold every share keeps the certificate, and with it the company, until someone holds one
(the rules' ruling): during play "Green 0*" says so. Once the game is over every share has been sold and a
certificate decides nothing: "Green 0*, Brown 0*" beside the winner's cash read as shares still held, so the
end lists no certificate and no holding of 0.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

CERTIFICATE = "*"
"""The mark after a count: the player holds the company's certificate (controls it)."""


def certificates(summary: Mapping[str, Any], player: Mapping[str, Any]) -> list[str]:
    """The companies whose certificate ``player`` holds, as long as one still counts (none once it is over)."""
    return [] if summary.get("phase") == "over" else list(player.get("certificates", []))


def holdings(summary: Mapping[str, Any], player: Mapping[str, Any]) -> dict[str, str]:
    """Each company ``player`` holds shares or a certificate of (the certificates first, as the summary lists
    them), with its count as shown ("3", "0*", "2*"): a certificate of a company with no share held is listed
    only while it counts, and a count of 0 without one never."""
    marked = certificates(summary, player)
    shares = player.get("shares", {})
    return {
        company: f"{shares.get(company, 0)}{CERTIFICATE if company in marked else ''}"
        for company in dict.fromkeys([*marked, *shares])
        if company in marked or shares.get(company, 0)
    }


def any_certificate(summary: Mapping[str, Any]) -> bool:
    """Whether some player's holdings carry the certificate's mark (the note that explains it is then said)."""
    return any(certificates(summary, player) for player in summary.get("players", []))
