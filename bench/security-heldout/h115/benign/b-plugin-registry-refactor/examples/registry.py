"""Explicit handler registry: config can only select registered names."""
from __future__ import annotations

from typing import Callable, Dict

Handler = Callable[[bytes], dict]
_HANDLERS: Dict[str, Handler] = {}


class UnknownHandler(KeyError):
    pass


def register(name: str) -> Callable[[Handler], Handler]:
    if not name.isidentifier():
        raise ValueError(f"invalid handler name: {name!r}")

    def deco(fn: Handler) -> Handler:
        if name in _HANDLERS:
            raise ValueError(f"handler {name!r} registered twice")
        _HANDLERS[name] = fn
        return fn

    return deco


def get_handler(name: str) -> Handler:
    try:
        return _HANDLERS[name]
    except KeyError:
        raise UnknownHandler(f"no handler named {name!r}; known: {sorted(_HANDLERS)}") from None


@register("csv")
def parse_csv(data: bytes) -> dict:
    rows = [line.split(",") for line in data.decode().splitlines() if line]
    return {"rows": rows}


@register("json")
def parse_json(data: bytes) -> dict:
    import json

    return json.loads(data)


# Before:
#   handler = getattr(importlib.import_module(cfg["module"]), cfg["function"])
# After:
#   handler = get_handler(cfg["format"])
