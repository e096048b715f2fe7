"""The constructors of the companion's dataclasses, one per shape: written by ``scripts/data-class-templates``
from :func:`companion.data_classes.templates_source`; do not edit (``tests/test_data_classes.py`` checks
it is current). A start loads their bytecode instead of compiling each text (see ``data_classes``)."""

# ruff: noqa: F841 - a frozen class without fields reads its dictionary for nothing, as its text does
from __future__ import annotations  # as data_classes compiles the text: a code's flags are part of it

from collections.abc import Callable
from typing import Any

_factory0: Any = None
_factory1: Any = None
_factory10: Any = None
_factory11: Any = None
_factory12: Any = None
_factory13: Any = None
_factory14: Any = None
_factory16: Any = None
_factory17: Any = None
_factory18: Any = None
_factory19: Any = None
_factory2: Any = None
_factory20: Any = None
_factory21: Any = None
_factory23: Any = None
_factory24: Any = None
_factory3: Any = None
_factory4: Any = None
_factory5: Any = None
_factory6: Any = None
_factory7: Any = None
_factory8: Any = None
_factory9: Any = None
_missing0: Any = None
_missing1: Any = None
_missing10: Any = None
_missing11: Any = None
_missing12: Any = None
_missing13: Any = None
_missing14: Any = None
_missing16: Any = None
_missing17: Any = None
_missing18: Any = None
_missing19: Any = None
_missing2: Any = None
_missing20: Any = None
_missing21: Any = None
_missing23: Any = None
_missing24: Any = None
_missing3: Any = None
_missing4: Any = None
_missing5: Any = None
_missing6: Any = None
_missing7: Any = None
_missing8: Any = None
_missing9: Any = None
_set0: Any = None
_set1: Any = None
_set10: Any = None
_set11: Any = None
_set12: Any = None
_set13: Any = None
_set14: Any = None
_set15: Any = None
_set16: Any = None
_set17: Any = None
_set2: Any = None
_set3: Any = None
_set4: Any = None
_set5: Any = None
_set6: Any = None
_set7: Any = None
_set8: Any = None
_set9: Any = None


def _0(self: Any, _f0_: Any, _f1_: Any, _f2_: Any) -> None:
    self._f0_ = _f0_
    self._f1_ = _f1_
    self._f2_ = _f2_


def _1(self: Any, _f0_: Any, _f1_: Any, _f2_: Any, _f3_: Any) -> None:
    self._f0_ = _f0_
    self._f1_ = _f1_
    self._f2_ = _f2_
    self._f3_ = _f3_


def _2(self: Any, _f0_: Any, _f1_: Any, _f2_: Any, _f3_: Any, _f4_: Any) -> None:
    self._f0_ = _f0_
    self._f1_ = _f1_
    self._f2_ = _f2_
    self._f3_ = _f3_
    self._f4_ = _f4_


def _3(self: Any, _f0_: Any, _f1_: Any, _f2_: Any, _f3_: Any, _f4_: Any, _f5_: Any) -> None:
    self._f0_ = _f0_
    self._f1_ = _f1_
    self._f2_ = _f2_
    self._f3_ = _f3_
    self._f4_ = _f4_
    self._f5_ = _f5_


def _4(self: Any, _f0_: Any, _f1_: Any, _f2_: Any, _f3_: Any, _f4_: Any, _f5_: Any, _f6_: Any) -> None:
    self._f0_ = _f0_
    self._f1_ = _f1_
    self._f2_ = _f2_
    self._f3_ = _f3_
    self._f4_ = _f4_
    self._f5_ = _f5_
    self._f6_ = _f6_


def _5(self: Any, _f0_: Any, _f1_: Any, _f2_: Any, _f3_: Any, _f4_: Any, _f5_: Any, _f6_: Any, _f7_: Any, _f8_: Any, _f9_: Any, _f10_: Any) -> None:
    self._f0_ = _f0_
    self._f1_ = _f1_
    self._f2_ = _f2_
    self._f3_ = _f3_
    self._f4_ = _f4_
    self._f5_ = _f5_
    self._f6_ = _f6_
    self._f7_ = _f7_
    self._f8_ = _f8_
    self._f9_ = _f9_
    self._f10_ = _f10_


def _6(self: Any, _f0_: Any, _f1_: Any, _f2_: Any, _f3_: Any, _f4_: Any, _f5_: Any, _f6_: Any, _f7_: Any, _f8_: Any, _f9_: Any, _f10_: Any, _f11_: Any, _f12_: Any) -> None:
    self._f0_ = _f0_
    self._f1_ = _f1_
    self._f2_ = _f2_
    self._f3_ = _f3_
    self._f4_ = _f4_
    self._f5_ = _f5_
    self._f6_ = _f6_
    self._f7_ = _f7_
    self._f8_ = _f8_
    self._f9_ = _f9_
    self._f10_ = _f10_
    self._f11_ = _f11_
    self._f12_ = _f12_


def _7(self: Any, _f0_: Any, _f1_: Any, _f2_: Any, _f3_: Any, _f4_: Any, _f5_: Any, _f6_: Any, _f7_: Any, _f8_: Any, _f9_: Any, _f10_: Any, _f11_: Any, _f12_: Any, _f13_: Any, _f14_: Any, _f15_: Any, _f16_: Any, _f17_: Any, _f18_: Any, _f19_: Any, _f20_: Any, _f21_: Any, _f22_: Any, _f23_: Any, _f24_: Any, _f25_: Any, _f26_: Any, _f27_: Any, _f28_: Any) -> None:
    self._f0_ = _f0_
    self._f1_ = _f1_
    self._f2_ = _f2_
    self._f3_ = _f3_
    self._f4_ = _f4_
    self._f5_ = _f5_
    self._f6_ = _f6_
    self._f7_ = _f7_
    self._f8_ = _f8_
    self._f9_ = _f9_
    self._f10_ = _f10_
    self._f11_ = _f11_
    self._f12_ = _factory12() if _f12_ is _missing12 else _f12_
    self._f13_ = _f13_
    self._f14_ = _f14_
    self._f15_ = _f15_
    self._f16_ = _factory16() if _f16_ is _missing16 else _f16_
    self._f17_ = _factory17() if _f17_ is _missing17 else _f17_
    self._f18_ = _f18_
    self._f19_ = _f19_
    self._f20_ = _factory20() if _f20_ is _missing20 else _f20_
    self._f21_ = _f21_
    self._f22_ = _f22_
    self._f23_ = _f23_
    self._f24_ = _factory24() if _f24_ is _missing24 else _f24_
    self._f25_ = _f25_
    self._f26_ = _f26_
    self._f27_ = _f27_
    self._f28_ = _f28_


def _8(self: Any, _f0_: Any, _f1_: Any, _f2_: Any, _f3_: Any, _f4_: Any, _f5_: Any, _f6_: Any, _f7_: Any, _f8_: Any, _f9_: Any, _f10_: Any, _f11_: Any, _f12_: Any, _f13_: Any, _f14_: Any, _f15_: Any, _f16_: Any, _f17_: Any, _f18_: Any, _f19_: Any, _f20_: Any, _f21_: Any, _f22_: Any, _f23_: Any) -> None:
    self._f0_ = _f0_
    self._f1_ = _f1_
    self._f2_ = _f2_
    self._f3_ = _f3_
    self._f4_ = _f4_
    self._f5_ = _f5_
    self._f6_ = _f6_
    self._f7_ = _f7_
    self._f8_ = _f8_
    self._f9_ = _factory9() if _f9_ is _missing9 else _f9_
    self._f10_ = _f10_
    self._f11_ = _f11_
    self._f12_ = _f12_
    self._f13_ = _f13_
    self._f14_ = _f14_
    self._f15_ = _f15_
    self._f16_ = _f16_
    self._f17_ = _f17_
    self._f18_ = _factory18() if _f18_ is _missing18 else _f18_
    self._f19_ = _f19_
    self._f20_ = _f20_
    self._f21_ = _f21_
    self._f22_ = _f22_
    self._f23_ = _f23_


def _9(self: Any, _f0_: Any, _f1_: Any, _f2_: Any, _f3_: Any, _f4_: Any, _f5_: Any, _f6_: Any, _f7_: Any, _f8_: Any, _f9_: Any, _f10_: Any, _f11_: Any, _f12_: Any, _f13_: Any, _f14_: Any, _f15_: Any, _f16_: Any, _f17_: Any, _f18_: Any, _f19_: Any, _f20_: Any, _f21_: Any, _f22_: Any) -> None:
    self._f0_ = _f0_
    self._f1_ = _f1_
    self._f2_ = _f2_
    self._f3_ = _f3_
    self._f4_ = _f4_
    self._f5_ = _f5_
    self._f6_ = _f6_
    self._f7_ = _f7_
    self._f8_ = _f8_
    self._f9_ = _factory9() if _f9_ is _missing9 else _f9_
    self._f10_ = _f10_
    self._f11_ = _factory11() if _f11_ is _missing11 else _f11_
    self._f12_ = _factory12() if _f12_ is _missing12 else _f12_
    self._f13_ = _factory13() if _f13_ is _missing13 else _f13_
    self._f14_ = _f14_
    self._f15_ = _f15_
    self._f16_ = _f16_
    self._f17_ = _f17_
    self._f18_ = _f18_
    self._f19_ = _f19_
    self._f20_ = _factory20() if _f20_ is _missing20 else _f20_
    self._f21_ = _factory21() if _f21_ is _missing21 else _f21_
    self._f22_ = _f22_


def _10(self: Any, _f0_: Any, _f1_: Any, _f2_: Any, _f3_: Any, _f4_: Any, _f5_: Any, _f6_: Any, _f7_: Any, _f8_: Any, _f9_: Any, _f10_: Any, _f11_: Any, _f12_: Any, _f13_: Any, _f14_: Any) -> None:
    self._f0_ = _f0_
    self._f1_ = _f1_
    self._f2_ = _f2_
    self._f3_ = _f3_
    self._f4_ = _f4_
    self._f5_ = _f5_
    self._f6_ = _f6_
    self._f7_ = _f7_
    self._f8_ = _factory8() if _f8_ is _missing8 else _f8_
    self._f9_ = _f9_
    self._f10_ = _f10_
    self._f11_ = _factory11() if _f11_ is _missing11 else _f11_
    self._f12_ = _f12_
    self._f13_ = _f13_
    self._f14_ = _f14_
    self.__post_init__()


def _11(self: Any, _f0_: Any, _f1_: Any, _f2_: Any, _f3_: Any, _f4_: Any, _f5_: Any, _f6_: Any, _f7_: Any) -> None:
    self._f0_ = _f0_
    self._f1_ = _f1_
    self._f2_ = _f2_
    self._f3_ = _f3_
    self._f4_ = _f4_
    self._f5_ = _f5_
    self._f6_ = _f6_
    self._f7_ = _factory7() if _f7_ is _missing7 else _f7_


def _12(self: Any, _f0_: Any, _f1_: Any, _f2_: Any, _f3_: Any, _f4_: Any, _f5_: Any, _f6_: Any, _f7_: Any, _f8_: Any, _f9_: Any, _f10_: Any, _f11_: Any, _f12_: Any, _f13_: Any, _f14_: Any, _f15_: Any, _f16_: Any, _f17_: Any, _f18_: Any, _f19_: Any, _f20_: Any, _f21_: Any, _f22_: Any, _f23_: Any, _f24_: Any, _f25_: Any) -> None:
    self._f0_ = _f0_
    self._f1_ = _f1_
    self._f2_ = _f2_
    self._f3_ = _f3_
    self._f4_ = _f4_
    self._f5_ = _f5_
    self._f6_ = _f6_
    self._f7_ = _factory7() if _f7_ is _missing7 else _f7_
    self._f8_ = _factory8() if _f8_ is _missing8 else _f8_
    self._f9_ = _f9_
    self._f10_ = _f10_
    self._f11_ = _f11_
    self._f12_ = _f12_
    self._f13_ = _f13_
    self._f14_ = _factory14() if _f14_ is _missing14 else _f14_
    self._f15_ = _f15_
    self._f16_ = _f16_
    self._f17_ = _f17_
    self._f18_ = _f18_
    self._f19_ = _f19_
    self._f20_ = _f20_
    self._f21_ = _f21_
    self._f22_ = _f22_
    self._f23_ = _f23_
    self._f24_ = _f24_
    self._f25_ = _f25_


def _13(self: Any, _f0_: Any, _f1_: Any, _f2_: Any, _f3_: Any, _f4_: Any, _f5_: Any, _f6_: Any, _f7_: Any, _f8_: Any, _f9_: Any, _f10_: Any, _f11_: Any) -> None:
    self._f0_ = _f0_
    self._f1_ = _f1_
    self._f2_ = _f2_
    self._f3_ = _f3_
    self._f4_ = _f4_
    self._f5_ = _f5_
    self._f6_ = _factory6() if _f6_ is _missing6 else _f6_
    self._f7_ = _f7_
    self._f8_ = _f8_
    self._f9_ = _f9_
    self._f10_ = _f10_
    self._f11_ = _f11_


def _14(self: Any, _f0_: Any, _f1_: Any, _f2_: Any, _f3_: Any, _f4_: Any, _f5_: Any, _f6_: Any, _f7_: Any, _f8_: Any, _f9_: Any, _f10_: Any, _f11_: Any, _f12_: Any, _f13_: Any) -> None:
    self._f0_ = _f0_
    self._f1_ = _f1_
    self._f2_ = _f2_
    self._f3_ = _f3_
    self._f4_ = _f4_
    self._f5_ = _f5_
    self._f6_ = _factory6() if _f6_ is _missing6 else _f6_
    self._f7_ = _factory7() if _f7_ is _missing7 else _f7_
    self._f8_ = _factory8() if _f8_ is _missing8 else _f8_
    self._f9_ = _f9_
    self._f10_ = _f10_
    self._f11_ = _f11_
    self._f12_ = _factory12() if _f12_ is _missing12 else _f12_
    self._f13_ = _f13_


def _15(self: Any, _f0_: Any, _f1_: Any, _f2_: Any, _f3_: Any, _f4_: Any, _f5_: Any, _f6_: Any, _f7_: Any, _f8_: Any) -> None:
    self._f0_ = _f0_
    self._f1_ = _f1_
    self._f2_ = _f2_
    self._f3_ = _f3_
    self._f4_ = _f4_
    self._f5_ = _factory5() if _f5_ is _missing5 else _f5_
    self._f6_ = _factory6() if _f6_ is _missing6 else _f6_
    self._f7_ = _factory7() if _f7_ is _missing7 else _f7_
    self._f8_ = _factory8() if _f8_ is _missing8 else _f8_


def _16(self: Any, _f0_: Any, _f1_: Any, _f2_: Any, _f3_: Any, _f4_: Any, _f5_: Any, _f6_: Any) -> None:
    self._f0_ = _f0_
    self._f1_ = _f1_
    self._f2_ = _f2_
    self._f3_ = _f3_
    self._f4_ = _factory4() if _f4_ is _missing4 else _f4_
    self._f5_ = _f5_
    self._f6_ = _f6_


def _17(self: Any, _f0_: Any, _f1_: Any, _f2_: Any, _f3_: Any, _f4_: Any, _f5_: Any, _f6_: Any, _f7_: Any) -> None:
    self._f0_ = _f0_
    self._f1_ = _f1_
    self._f2_ = _f2_
    self._f3_ = _f3_
    self._f4_ = _factory4() if _f4_ is _missing4 else _f4_
    self._f5_ = _f5_
    self._f6_ = _factory6() if _f6_ is _missing6 else _f6_
    self._f7_ = _f7_


def _18(self: Any, _f0_: Any, _f1_: Any, _f2_: Any, _f3_: Any) -> None:
    self._f0_ = _f0_
    self._f1_ = _f1_
    self._f2_ = _factory2() if _f2_ is _missing2 else _f2_
    self._f3_ = _f3_


def _19(self: Any, _f0_: Any, _f1_: Any, _f2_: Any, _f3_: Any, _f4_: Any) -> None:
    self._f0_ = _f0_
    self._f1_ = _f1_
    self._f2_ = _factory2() if _f2_ is _missing2 else _f2_
    self._f3_ = _f3_
    self._f4_ = _f4_


def _20(self: Any, _f0_: Any, _f1_: Any, _f2_: Any, _f3_: Any) -> None:
    self._f0_ = _f0_
    self._f1_ = _f1_
    self._f2_ = _factory2() if _f2_ is _missing2 else _f2_
    self._f3_ = _factory3() if _f3_ is _missing3 else _f3_


def _21(self: Any, _f0_: Any, _f1_: Any) -> None:
    self._f0_ = _f0_
    self._f1_ = _factory1() if _f1_ is _missing1 else _f1_


def _22(self: Any, _f0_: Any, _f1_: Any, _f2_: Any, _f3_: Any) -> None:
    self._f0_ = _f0_
    self._f1_ = _factory1() if _f1_ is _missing1 else _f1_
    self._f2_ = _factory2() if _f2_ is _missing2 else _f2_
    self._f3_ = _factory3() if _f3_ is _missing3 else _f3_


def _23(self: Any, _f0_: Any) -> None:
    self._f0_ = _factory0() if _f0_ is _missing0 else _f0_


def _24(self: Any, _f0_: Any, _f1_: Any) -> None:
    self._f0_ = _factory0() if _f0_ is _missing0 else _f0_
    self._f1_ = _factory1() if _f1_ is _missing1 else _f1_


def _25(self: Any, _f0_: Any, _f1_: Any, _f2_: Any) -> None:
    self._f0_ = _factory0() if _f0_ is _missing0 else _f0_
    self._f1_ = _factory1() if _f1_ is _missing1 else _f1_
    self._f2_ = _f2_


def _26(self: Any, _f0_: Any, _f1_: Any, _f2_: Any, _f3_: Any, _f4_: Any) -> None:
    self._f0_ = _factory0() if _f0_ is _missing0 else _f0_
    self._f1_ = _factory1() if _f1_ is _missing1 else _f1_
    self._f2_ = _factory2() if _f2_ is _missing2 else _f2_
    self._f3_ = _f3_
    self._f4_ = _factory4() if _f4_ is _missing4 else _f4_


def _27(self: Any) -> None:
    d = self.__dict__


def _28(self: Any, _f0_: Any) -> None:
    d = self.__dict__
    d['_f0_'] = _f0_


def _29(self: Any, _f0_: Any, _f1_: Any) -> None:
    d = self.__dict__
    d['_f0_'] = _f0_
    d['_f1_'] = _f1_


def _30(self: Any, _f0_: Any, _f1_: Any, _f2_: Any) -> None:
    d = self.__dict__
    d['_f0_'] = _f0_
    d['_f1_'] = _f1_
    d['_f2_'] = _f2_


def _31(self: Any, _f0_: Any, _f1_: Any, _f2_: Any, _f3_: Any) -> None:
    d = self.__dict__
    d['_f0_'] = _f0_
    d['_f1_'] = _f1_
    d['_f2_'] = _f2_
    d['_f3_'] = _f3_


def _32(self: Any, _f0_: Any, _f1_: Any, _f2_: Any, _f3_: Any, _f4_: Any) -> None:
    d = self.__dict__
    d['_f0_'] = _f0_
    d['_f1_'] = _f1_
    d['_f2_'] = _f2_
    d['_f3_'] = _f3_
    d['_f4_'] = _f4_


def _33(self: Any, _f0_: Any, _f1_: Any, _f2_: Any, _f3_: Any, _f4_: Any, _f5_: Any) -> None:
    d = self.__dict__
    d['_f0_'] = _f0_
    d['_f1_'] = _f1_
    d['_f2_'] = _f2_
    d['_f3_'] = _f3_
    d['_f4_'] = _f4_
    d['_f5_'] = _f5_


def _34(self: Any, _f0_: Any, _f1_: Any, _f2_: Any, _f3_: Any, _f4_: Any, _f5_: Any, _f6_: Any) -> None:
    d = self.__dict__
    d['_f0_'] = _f0_
    d['_f1_'] = _f1_
    d['_f2_'] = _f2_
    d['_f3_'] = _f3_
    d['_f4_'] = _f4_
    d['_f5_'] = _f5_
    d['_f6_'] = _f6_


def _35(self: Any, _f0_: Any, _f1_: Any, _f2_: Any, _f3_: Any, _f4_: Any, _f5_: Any, _f6_: Any, _f7_: Any) -> None:
    d = self.__dict__
    d['_f0_'] = _f0_
    d['_f1_'] = _f1_
    d['_f2_'] = _f2_
    d['_f3_'] = _f3_
    d['_f4_'] = _f4_
    d['_f5_'] = _f5_
    d['_f6_'] = _f6_
    d['_f7_'] = _f7_


def _36(self: Any, _f0_: Any, _f1_: Any, _f2_: Any, _f3_: Any, _f4_: Any, _f5_: Any, _f6_: Any, _f7_: Any, _f8_: Any) -> None:
    d = self.__dict__
    d['_f0_'] = _f0_
    d['_f1_'] = _f1_
    d['_f2_'] = _f2_
    d['_f3_'] = _f3_
    d['_f4_'] = _f4_
    d['_f5_'] = _f5_
    d['_f6_'] = _f6_
    d['_f7_'] = _f7_
    d['_f8_'] = _f8_


def _37(self: Any, _f0_: Any, _f1_: Any, _f2_: Any, _f3_: Any, _f4_: Any, _f5_: Any, _f6_: Any, _f7_: Any, _f8_: Any, _f9_: Any, _f10_: Any, _f11_: Any, _f12_: Any, _f13_: Any, _f14_: Any, _f15_: Any, _f16_: Any, _f17_: Any, _f18_: Any, _f19_: Any, _f20_: Any, _f21_: Any, _f22_: Any, _f23_: Any, _f24_: Any, _f25_: Any, _f26_: Any) -> None:
    d = self.__dict__
    d['_f0_'] = _f0_
    d['_f1_'] = _f1_
    d['_f2_'] = _f2_
    d['_f3_'] = _f3_
    d['_f4_'] = _f4_
    d['_f5_'] = _f5_
    d['_f6_'] = _f6_
    d['_f7_'] = _f7_
    d['_f8_'] = _f8_
    d['_f9_'] = _f9_
    d['_f10_'] = _f10_
    d['_f11_'] = _f11_
    d['_f12_'] = _f12_
    d['_f13_'] = _f13_
    d['_f14_'] = _f14_
    d['_f15_'] = _f15_
    d['_f16_'] = _f16_
    d['_f17_'] = _f17_
    d['_f18_'] = _f18_
    d['_f19_'] = _factory19() if _f19_ is _missing19 else _f19_
    d['_f20_'] = _f20_
    d['_f21_'] = _factory21() if _f21_ is _missing21 else _f21_
    d['_f22_'] = _f22_
    d['_f23_'] = _factory23() if _f23_ is _missing23 else _f23_
    d['_f24_'] = _f24_
    d['_f25_'] = _f25_
    d['_f26_'] = _f26_


def _38(self: Any, _f0_: Any, _f1_: Any, _f2_: Any, _f3_: Any, _f4_: Any, _f5_: Any, _f6_: Any, _f7_: Any, _f8_: Any, _f9_: Any, _f10_: Any, _f11_: Any) -> None:
    d = self.__dict__
    d['_f0_'] = _f0_
    d['_f1_'] = _f1_
    d['_f2_'] = _f2_
    d['_f3_'] = _f3_
    d['_f4_'] = _f4_
    d['_f5_'] = _f5_
    d['_f6_'] = _f6_
    d['_f7_'] = _f7_
    d['_f8_'] = _f8_
    d['_f9_'] = _factory9() if _f9_ is _missing9 else _f9_
    d['_f10_'] = _factory10() if _f10_ is _missing10 else _f10_
    d['_f11_'] = _factory11() if _f11_ is _missing11 else _f11_


def _39(self: Any, _f0_: Any, _f1_: Any, _f2_: Any, _f3_: Any) -> None:
    d = self.__dict__
    d['_f0_'] = _f0_
    d['_f1_'] = _f1_
    d['_f2_'] = _f2_
    d['_f3_'] = _factory3() if _f3_ is _missing3 else _f3_


def _40(self: Any, _f0_: Any, _f1_: Any, _f2_: Any, _f3_: Any, _f4_: Any, _f5_: Any, _f6_: Any, _f7_: Any, _f8_: Any, _f9_: Any) -> None:
    d = self.__dict__
    d['_f0_'] = _factory0() if _f0_ is _missing0 else _f0_
    d['_f1_'] = _factory1() if _f1_ is _missing1 else _f1_
    d['_f2_'] = _f2_
    d['_f3_'] = _f3_
    d['_f4_'] = _factory4() if _f4_ is _missing4 else _f4_
    d['_f5_'] = _f5_
    d['_f6_'] = _f6_
    d['_f7_'] = _factory7() if _f7_ is _missing7 else _f7_
    d['_f8_'] = _f8_
    d['_f9_'] = _factory9() if _f9_ is _missing9 else _f9_


def _41(self: Any) -> None:
    pass


def _42(self: Any, _f0_: Any) -> None:
    _set0(self, _f0_)


def _43(self: Any, _f0_: Any) -> None:
    _set0(self, _f0_)
    self.__post_init__()


def _44(self: Any, _f0_: Any, _f1_: Any) -> None:
    _set0(self, _f0_)
    _set1(self, _f1_)


def _45(self: Any, _f0_: Any, _f1_: Any, _f2_: Any) -> None:
    _set0(self, _f0_)
    _set1(self, _f1_)
    _set2(self, _f2_)


def _46(self: Any, _f0_: Any, _f1_: Any, _f2_: Any, _f3_: Any) -> None:
    _set0(self, _f0_)
    _set1(self, _f1_)
    _set2(self, _f2_)
    _set3(self, _f3_)


def _47(self: Any, _f0_: Any, _f1_: Any, _f2_: Any, _f3_: Any, _f4_: Any) -> None:
    _set0(self, _f0_)
    _set1(self, _f1_)
    _set2(self, _f2_)
    _set3(self, _f3_)
    _set4(self, _f4_)


def _48(self: Any, _f0_: Any, _f1_: Any, _f2_: Any, _f3_: Any, _f4_: Any, _f5_: Any) -> None:
    _set0(self, _f0_)
    _set1(self, _f1_)
    _set2(self, _f2_)
    _set3(self, _f3_)
    _set4(self, _f4_)
    _set5(self, _f5_)


def _49(self: Any, _f0_: Any, _f1_: Any, _f2_: Any, _f3_: Any, _f4_: Any, _f5_: Any, _f6_: Any) -> None:
    _set0(self, _f0_)
    _set1(self, _f1_)
    _set2(self, _f2_)
    _set3(self, _f3_)
    _set4(self, _f4_)
    _set5(self, _f5_)
    _set6(self, _f6_)


def _50(self: Any, _f0_: Any, _f1_: Any, _f2_: Any, _f3_: Any, _f4_: Any, _f5_: Any, _f6_: Any, _f7_: Any) -> None:
    _set0(self, _f0_)
    _set1(self, _f1_)
    _set2(self, _f2_)
    _set3(self, _f3_)
    _set4(self, _f4_)
    _set5(self, _f5_)
    _set6(self, _f6_)
    _set7(self, _f7_)


def _51(self: Any, _f0_: Any, _f1_: Any, _f2_: Any, _f3_: Any, _f4_: Any, _f5_: Any, _f6_: Any, _f7_: Any, _f8_: Any) -> None:
    _set0(self, _f0_)
    _set1(self, _f1_)
    _set2(self, _f2_)
    _set3(self, _f3_)
    _set4(self, _f4_)
    _set5(self, _f5_)
    _set6(self, _f6_)
    _set7(self, _f7_)
    _set8(self, _f8_)


def _52(self: Any, _f0_: Any, _f1_: Any, _f2_: Any, _f3_: Any, _f4_: Any, _f5_: Any, _f6_: Any, _f7_: Any, _f8_: Any, _f9_: Any) -> None:
    _set0(self, _f0_)
    _set1(self, _f1_)
    _set2(self, _f2_)
    _set3(self, _f3_)
    _set4(self, _f4_)
    _set5(self, _f5_)
    _set6(self, _f6_)
    _set7(self, _f7_)
    _set8(self, _f8_)
    _set9(self, _f9_)


def _53(self: Any, _f0_: Any, _f1_: Any, _f2_: Any, _f3_: Any, _f4_: Any, _f5_: Any, _f6_: Any, _f7_: Any, _f8_: Any, _f9_: Any, _f10_: Any) -> None:
    _set0(self, _f0_)
    _set1(self, _f1_)
    _set2(self, _f2_)
    _set3(self, _f3_)
    _set4(self, _f4_)
    _set5(self, _f5_)
    _set6(self, _f6_)
    _set7(self, _f7_)
    _set8(self, _f8_)
    _set9(self, _f9_)
    _set10(self, _f10_)


def _54(self: Any, _f0_: Any, _f1_: Any, _f2_: Any, _f3_: Any, _f4_: Any, _f5_: Any, _f6_: Any, _f7_: Any, _f8_: Any, _f9_: Any, _f10_: Any, _f11_: Any, _f12_: Any) -> None:
    _set0(self, _f0_)
    _set1(self, _f1_)
    _set2(self, _f2_)
    _set3(self, _f3_)
    _set4(self, _f4_)
    _set5(self, _f5_)
    _set6(self, _f6_)
    _set7(self, _f7_)
    _set8(self, _f8_)
    _set9(self, _f9_)
    _set10(self, _f10_)
    _set11(self, _f11_)
    _set12(self, _f12_)


def _55(self: Any, _f0_: Any, _f1_: Any, _f2_: Any, _f3_: Any, _f4_: Any, _f5_: Any, _f6_: Any, _f7_: Any, _f8_: Any, _f9_: Any, _f10_: Any, _f11_: Any, _f12_: Any, _f13_: Any) -> None:
    _set0(self, _f0_)
    _set1(self, _f1_)
    _set2(self, _f2_)
    _set3(self, _f3_)
    _set4(self, _f4_)
    _set5(self, _f5_)
    _set6(self, _f6_)
    _set7(self, _f7_)
    _set8(self, _f8_)
    _set9(self, _f9_)
    _set10(self, _f10_)
    _set11(self, _f11_)
    _set12(self, _f12_)
    _set13(self, _f13_)


def _56(self: Any, _f0_: Any, _f1_: Any, _f2_: Any, _f3_: Any, _f4_: Any, _f5_: Any, _f6_: Any, _f7_: Any, _f8_: Any, _f9_: Any, _f10_: Any, _f11_: Any, _f12_: Any, _f13_: Any, _f14_: Any) -> None:
    _set0(self, _f0_)
    _set1(self, _f1_)
    _set2(self, _f2_)
    _set3(self, _f3_)
    _set4(self, _f4_)
    _set5(self, _f5_)
    _set6(self, _f6_)
    _set7(self, _f7_)
    _set8(self, _f8_)
    _set9(self, _f9_)
    _set10(self, _f10_)
    _set11(self, _f11_)
    _set12(self, _f12_)
    _set13(self, _f13_)
    _set14(self, _f14_)


def _57(self: Any, _f0_: Any, _f1_: Any, _f2_: Any, _f3_: Any, _f4_: Any, _f5_: Any, _f6_: Any, _f7_: Any, _f8_: Any, _f9_: Any, _f10_: Any, _f11_: Any, _f12_: Any, _f13_: Any, _f14_: Any) -> None:
    _set0(self, _f0_)
    _set1(self, _f1_)
    _set2(self, _f2_)
    _set3(self, _f3_)
    _set4(self, _f4_)
    _set5(self, _f5_)
    _set6(self, _f6_)
    _set7(self, _f7_)
    _set8(self, _f8_)
    _set9(self, _f9_)
    _set10(self, _f10_)
    _set11(self, _f11_)
    _set12(self, _f12_)
    _set13(self, _f13_)
    _set14(self, _f14_)
    self.__post_init__()


def _58(self: Any, _f0_: Any, _f1_: Any, _f2_: Any, _f3_: Any, _f4_: Any, _f5_: Any, _f6_: Any, _f7_: Any) -> None:
    _set0(self, _f0_)
    _set1(self, _f1_)
    _set2(self, _f2_)
    _set3(self, _f3_)
    _set4(self, _f4_)
    _set5(self, _factory5() if _f5_ is _missing5 else _f5_)
    _set6(self, _f6_)
    _set7(self, _f7_)


def _59(self: Any, _f0_: Any, _f1_: Any, _f2_: Any, _f3_: Any, _f4_: Any) -> None:
    _set0(self, _f0_)
    _set1(self, _f1_)
    _set2(self, _f2_)
    _set3(self, _f3_)
    _set4(self, _factory4() if _f4_ is _missing4 else _f4_)


def _60(self: Any, _f0_: Any, _f1_: Any, _f2_: Any, _f3_: Any, _f4_: Any) -> None:
    _set0(self, _f0_)
    _set1(self, _f1_)
    _set2(self, _f2_)
    _set3(self, _factory3() if _f3_ is _missing3 else _f3_)
    _set4(self, _f4_)


def _61(self: Any, _f0_: Any, _f1_: Any) -> None:
    _set0(self, _f0_)
    _set1(self, _factory1() if _f1_ is _missing1 else _f1_)


def _62(self: Any, _f0_: Any, _f1_: Any, _f2_: Any, _f3_: Any) -> None:
    _set0(self, _f0_)
    _set1(self, _factory1() if _f1_ is _missing1 else _f1_)
    _set2(self, _f2_)
    _set3(self, _f3_)


def _63(self: Any, _f0_: Any, _f1_: Any, _f2_: Any, _f3_: Any, _f4_: Any) -> None:
    _set0(self, _f0_)
    _set1(self, _factory1() if _f1_ is _missing1 else _f1_)
    _set2(self, _f2_)
    _set3(self, _f3_)
    _set4(self, _f4_)


def _64(self: Any, _f0_: Any, _f1_: Any, _f2_: Any, _f3_: Any, _f4_: Any, _f5_: Any) -> None:
    _set0(self, _f0_)
    _set1(self, _factory1() if _f1_ is _missing1 else _f1_)
    _set2(self, _f2_)
    _set3(self, _f3_)
    _set4(self, _f4_)
    _set5(self, _f5_)


def _65(self: Any, _f0_: Any, _f1_: Any, _f2_: Any, _f3_: Any, _f4_: Any, _f5_: Any, _f6_: Any, _f7_: Any, _f8_: Any, _f9_: Any, _f10_: Any, _f11_: Any) -> None:
    _set0(self, _f0_)
    _set1(self, _factory1() if _f1_ is _missing1 else _f1_)
    _set2(self, _f2_)
    _set3(self, _f3_)
    _set4(self, _f4_)
    _set5(self, _f5_)
    _set6(self, _f6_)
    _set7(self, _f7_)
    _set8(self, _f8_)
    _set9(self, _f9_)
    _set10(self, _f10_)
    _set11(self, _f11_)


def _66(self: Any, _f0_: Any, _f1_: Any, _f2_: Any, _f3_: Any, _f4_: Any) -> None:
    _set0(self, _f0_)
    _set1(self, _factory1() if _f1_ is _missing1 else _f1_)
    _set2(self, _f2_)
    _set3(self, _f3_)
    _set4(self, _factory4() if _f4_ is _missing4 else _f4_)


def _67(self: Any, _f0_: Any, _f1_: Any, _f2_: Any, _f3_: Any, _f4_: Any, _f5_: Any, _f6_: Any, _f7_: Any, _f8_: Any, _f9_: Any, _f10_: Any, _f11_: Any, _f12_: Any, _f13_: Any, _f14_: Any, _f15_: Any, _f16_: Any, _f17_: Any) -> None:
    _set0(self, _f0_)
    _set1(self, _factory1() if _f1_ is _missing1 else _f1_)
    _set2(self, _f2_)
    _set3(self, _f3_)
    _set4(self, _factory4() if _f4_ is _missing4 else _f4_)
    _set5(self, _f5_)
    _set6(self, _f6_)
    _set7(self, _f7_)
    _set8(self, _f8_)
    _set9(self, _f9_)
    _set10(self, _f10_)
    _set11(self, _f11_)
    _set12(self, _f12_)
    _set13(self, _f13_)
    _set14(self, _f14_)
    _set15(self, _f15_)
    _set16(self, _f16_)
    _set17(self, _f17_)


def _68(self: Any, _f0_: Any, _f1_: Any, _f2_: Any, _f3_: Any, _f4_: Any, _f5_: Any) -> None:
    _set0(self, _f0_)
    _set1(self, _factory1() if _f1_ is _missing1 else _f1_)
    _set2(self, _factory2() if _f2_ is _missing2 else _f2_)
    _set3(self, _factory3() if _f3_ is _missing3 else _f3_)
    _set4(self, _factory4() if _f4_ is _missing4 else _f4_)
    _set5(self, _factory5() if _f5_ is _missing5 else _f5_)


def _69(self: Any, _f0_: Any, _f1_: Any) -> None:
    _set0(self, _factory0() if _f0_ is _missing0 else _f0_)
    _set1(self, _factory1() if _f1_ is _missing1 else _f1_)


TEMPLATES: dict[tuple[str, tuple[str, ...], bool], Callable[..., None]] = {
    ('assign', ('', '', ''), False): _0,
    ('assign', ('', '', '', ''), False): _1,
    ('assign', ('', '', '', '', ''), False): _2,
    ('assign', ('', '', '', '', '', ''), False): _3,
    ('assign', ('', '', '', '', '', '', ''), False): _4,
    ('assign', ('', '', '', '', '', '', '', '', '', '', ''), False): _5,
    ('assign', ('', '', '', '', '', '', '', '', '', '', '', '', ''), False): _6,
    ('assign', ('', '', '', '', '', '', '', '', '', '', '', '', 'factory', '', '', '', 'factory', 'factory', '', '', 'factory', '', '', '', 'factory', '', '', '', ''), False): _7,
    ('assign', ('', '', '', '', '', '', '', '', '', 'factory', '', '', '', '', '', '', '', '', 'factory', '', '', '', '', ''), False): _8,
    ('assign', ('', '', '', '', '', '', '', '', '', 'factory', '', 'factory', 'factory', 'factory', '', '', '', '', '', '', 'factory', 'factory', ''), False): _9,
    ('assign', ('', '', '', '', '', '', '', '', 'factory', '', '', 'factory', '', '', ''), True): _10,
    ('assign', ('', '', '', '', '', '', '', 'factory'), False): _11,
    ('assign', ('', '', '', '', '', '', '', 'factory', 'factory', '', '', '', '', '', 'factory', '', '', '', '', '', '', '', '', '', '', ''), False): _12,
    ('assign', ('', '', '', '', '', '', 'factory', '', '', '', '', ''), False): _13,
    ('assign', ('', '', '', '', '', '', 'factory', 'factory', 'factory', '', '', '', 'factory', ''), False): _14,
    ('assign', ('', '', '', '', '', 'factory', 'factory', 'factory', 'factory'), False): _15,
    ('assign', ('', '', '', '', 'factory', '', ''), False): _16,
    ('assign', ('', '', '', '', 'factory', '', 'factory', ''), False): _17,
    ('assign', ('', '', 'factory', ''), False): _18,
    ('assign', ('', '', 'factory', '', ''), False): _19,
    ('assign', ('', '', 'factory', 'factory'), False): _20,
    ('assign', ('', 'factory'), False): _21,
    ('assign', ('', 'factory', 'factory', 'factory'), False): _22,
    ('assign', ('factory',), False): _23,
    ('assign', ('factory', 'factory'), False): _24,
    ('assign', ('factory', 'factory', ''), False): _25,
    ('assign', ('factory', 'factory', 'factory', '', 'factory'), False): _26,
    ('dict', (), False): _27,
    ('dict', ('',), False): _28,
    ('dict', ('', ''), False): _29,
    ('dict', ('', '', ''), False): _30,
    ('dict', ('', '', '', ''), False): _31,
    ('dict', ('', '', '', '', ''), False): _32,
    ('dict', ('', '', '', '', '', ''), False): _33,
    ('dict', ('', '', '', '', '', '', ''), False): _34,
    ('dict', ('', '', '', '', '', '', '', ''), False): _35,
    ('dict', ('', '', '', '', '', '', '', '', ''), False): _36,
    ('dict', ('', '', '', '', '', '', '', '', '', '', '', '', '', '', '', '', '', '', '', 'factory', '', 'factory', '', 'factory', '', '', ''), False): _37,
    ('dict', ('', '', '', '', '', '', '', '', '', 'factory', 'factory', 'factory'), False): _38,
    ('dict', ('', '', '', 'factory'), False): _39,
    ('dict', ('factory', 'factory', '', '', 'factory', '', '', 'factory', '', 'factory'), False): _40,
    ('slots', (), False): _41,
    ('slots', ('',), False): _42,
    ('slots', ('',), True): _43,
    ('slots', ('', ''), False): _44,
    ('slots', ('', '', ''), False): _45,
    ('slots', ('', '', '', ''), False): _46,
    ('slots', ('', '', '', '', ''), False): _47,
    ('slots', ('', '', '', '', '', ''), False): _48,
    ('slots', ('', '', '', '', '', '', ''), False): _49,
    ('slots', ('', '', '', '', '', '', '', ''), False): _50,
    ('slots', ('', '', '', '', '', '', '', '', ''), False): _51,
    ('slots', ('', '', '', '', '', '', '', '', '', ''), False): _52,
    ('slots', ('', '', '', '', '', '', '', '', '', '', ''), False): _53,
    ('slots', ('', '', '', '', '', '', '', '', '', '', '', '', ''), False): _54,
    ('slots', ('', '', '', '', '', '', '', '', '', '', '', '', '', ''), False): _55,
    ('slots', ('', '', '', '', '', '', '', '', '', '', '', '', '', '', ''), False): _56,
    ('slots', ('', '', '', '', '', '', '', '', '', '', '', '', '', '', ''), True): _57,
    ('slots', ('', '', '', '', '', 'factory', '', ''), False): _58,
    ('slots', ('', '', '', '', 'factory'), False): _59,
    ('slots', ('', '', '', 'factory', ''), False): _60,
    ('slots', ('', 'factory'), False): _61,
    ('slots', ('', 'factory', '', ''), False): _62,
    ('slots', ('', 'factory', '', '', ''), False): _63,
    ('slots', ('', 'factory', '', '', '', ''), False): _64,
    ('slots', ('', 'factory', '', '', '', '', '', '', '', '', '', ''), False): _65,
    ('slots', ('', 'factory', '', '', 'factory'), False): _66,
    ('slots', ('', 'factory', '', '', 'factory', '', '', '', '', '', '', '', '', '', '', '', '', ''), False): _67,
    ('slots', ('', 'factory', 'factory', 'factory', 'factory', 'factory'), False): _68,
    ('slots', ('factory', 'factory'), False): _69,
}
