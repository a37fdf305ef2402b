"""Vectorised technical indicators."""
from ._accel import warm as _warm
from .core import atr, bollinger, macd, rsi, supertrend, vwap  # noqa: F401
from .screen import screen  # noqa: F401

_warm()
