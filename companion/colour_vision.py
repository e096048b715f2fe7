"""How colours look to people with the common colour-vision deficiencies, and how far apart two colours look.

Two tools, both plain arithmetic on sRGB triples:

* :func:`simulate` shows a colour as a person with protanopia or deuteranopia
  (no working long- or medium-wavelength cones; together about 2 % of men,
  and the milder protanomaly and deuteranomaly about 6 % more) sees it. It
  uses the matrices of Machado, Oliveira and Fernandes, "A Physiologically-
  based Model for Simulation of Color Vision Deficiency" (IEEE TVCG 15(6),
  2009), at severity 1.0, applied to *linear* sRGB as the model requires.
  Machado's model was chosen over Brettel–Viénot–Mollon because it is one
  3×3 matrix per deficiency (no half-plane choice), it covers the anomalous
  trichromacies by severity, and its dichromat matrices agree closely with
  Viénot et al. (1999) on the protan and deutan axes; full severity is the
  worst case, so a palette that passes it passes the milder forms too.
* :func:`delta_e` is CIEDE2000 (CIE 142-2001, in the formulation of Sharma,
  Wu and Dalal, Color Res. Appl. 30(1), 2005) between two sRGB colours
  through CIELAB (D65). About 1 is a just-noticeable difference side by side;
  colours that must be told apart *by name at a glance* across a table need
  several times that (see :data:`companion.palette.MIN_DISTANCE`).

No third-party colour library is needed for this: the formulas are short,
and the test suite checks them against Sharma's published test pairs.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from functools import cache

RGB = tuple[int, int, int]
Lab = tuple[float, float, float]

MACHADO: dict[str, tuple[tuple[float, float, float], ...]] = {
    "protanopia": (
        (0.152286, 1.052583, -0.204868),
        (0.114503, 0.786281, 0.099216),
        (-0.003882, -0.048116, 1.051998),
    ),
    "deuteranopia": (
        (0.367322, 0.860646, -0.227968),
        (0.280085, 0.672501, 0.047413),
        (-0.011820, 0.042940, 0.968881),
    ),
}
"""Machado et al. (2009), severity 1.0: linear sRGB → linear sRGB as the dichromat sees it."""

VISIONS = ("normal", "protanopia", "deuteranopia")
"""The ways of seeing every palette check covers."""


def to_linear(channel: int) -> float:
    """An 8-bit sRGB channel → linear light (0..1), IEC 61966-2-1."""
    c = channel / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def from_linear(value: float) -> int:
    """Linear light → an 8-bit sRGB channel (clipped)."""
    v = max(0.0, min(1.0, value))
    c = 12.92 * v if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055
    return round(c * 255)


def simulate(colour: RGB, vision: str) -> RGB:
    """``colour`` as seen with ``vision`` (``normal``, ``protanopia`` or ``deuteranopia``)."""
    if vision == "normal":
        return colour
    matrix = MACHADO[vision]
    linear = [to_linear(c) for c in colour]
    red, green, blue = (from_linear(sum(m * v for m, v in zip(row, linear, strict=True))) for row in matrix)
    return (red, green, blue)


def relative_luminance(colour: RGB) -> float:
    """WCAG 2 relative luminance (0 black … 1 white)."""
    r, g, b = (to_linear(c) for c in colour)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast_ratio(a: RGB, b: RGB) -> float:
    """WCAG 2 contrast ratio between two colours (1 … 21)."""
    la, lb = sorted((relative_luminance(a), relative_luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def to_lab(colour: RGB) -> Lab:
    """sRGB → CIELAB (D65 white)."""
    r, g, b = (to_linear(c) for c in colour)
    x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
    y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
    z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > (6 / 29) ** 3 else t / (3 * (6 / 29) ** 2) + 4 / 29

    fx, fy, fz = f(x), f(y), f(z)
    return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))


def ciede2000(lab1: Lab, lab2: Lab) -> float:
    """CIEDE2000 colour difference between two CIELAB colours (kL = kC = kH = 1)."""
    l1, a1, b1 = lab1
    l2, a2, b2 = lab2
    c_bar = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(c_bar**7 / (c_bar**7 + 25**7)))
    a1p, a2p = (1 + g) * a1, (1 + g) * a2
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = math.degrees(math.atan2(b1, a1p)) % 360 if c1p else 0.0
    h2p = math.degrees(math.atan2(b2, a2p)) % 360 if c2p else 0.0
    dl, dc = l2 - l1, c2p - c1p
    if c1p * c2p == 0:
        dh = 0.0
    elif abs(h2p - h1p) <= 180:
        dh = h2p - h1p
    elif h2p - h1p > 180:
        dh = h2p - h1p - 360
    else:
        dh = h2p - h1p + 360
    big_dh = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(dh / 2))
    l_bar, cp_bar = (l1 + l2) / 2, (c1p + c2p) / 2
    if c1p * c2p == 0:
        h_bar = h1p + h2p
    elif abs(h1p - h2p) <= 180:
        h_bar = (h1p + h2p) / 2
    elif h1p + h2p < 360:
        h_bar = (h1p + h2p + 360) / 2
    else:
        h_bar = (h1p + h2p - 360) / 2
    t = (
        1
        - 0.17 * math.cos(math.radians(h_bar - 30))
        + 0.24 * math.cos(math.radians(2 * h_bar))
        + 0.32 * math.cos(math.radians(3 * h_bar + 6))
        - 0.20 * math.cos(math.radians(4 * h_bar - 63))
    )
    d_theta = 30 * math.exp(-(((h_bar - 275) / 25) ** 2))
    r_c = 2 * math.sqrt(cp_bar**7 / (cp_bar**7 + 25**7))
    s_l = 1 + 0.015 * (l_bar - 50) ** 2 / math.sqrt(20 + (l_bar - 50) ** 2)
    s_c = 1 + 0.045 * cp_bar
    s_h = 1 + 0.015 * cp_bar * t
    r_t = -math.sin(math.radians(2 * d_theta)) * r_c
    return math.sqrt((dl / s_l) ** 2 + (dc / s_c) ** 2 + (big_dh / s_h) ** 2 + r_t * (dc / s_c) * (big_dh / s_h))


@cache
def _seen(colour: RGB, vision: str) -> Lab:
    """``colour`` as ``vision`` sees it, in CIELAB: worked out once per colour, since choosing seats compares each
    candidate with every piece and seat (a noticeable part of a Pi's start-up when it was worked out per pair)."""
    return to_lab(simulate(colour, vision))


def delta_e(a: RGB, b: RGB, vision: str = "normal") -> float:
    """How different ``a`` and ``b`` look (CIEDE2000) to someone with ``vision``."""
    return ciede2000(_seen(a, vision), _seen(b, vision))


def worst_delta_e(a: RGB, b: RGB, visions: Iterable[str] = VISIONS) -> float:
    """The smallest difference between ``a`` and ``b`` over ``visions``: what the least-favoured player sees."""
    return min(delta_e(a, b, vision) for vision in visions)
