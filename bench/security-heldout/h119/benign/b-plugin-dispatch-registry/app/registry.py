"""Explicit, allow-listed dispatch for exporters and subcommands."""
from __future__ import annotations

import csv
import io
import json
from importlib.metadata import entry_points
from typing import Callable, Dict, Iterable

Exporter = Callable[[Iterable[dict]], str]


class Registry:
    def __init__(self, kind: str) -> None:
        self.kind = kind
        self._items: Dict[str, Exporter] = {}

    def register(self, name: str) -> Callable[[Exporter], Exporter]:
        if not name.isidentifier() or name.startswith("_"):
            raise ValueError(f"invalid {self.kind} name: {name!r}")

        def deco(fn: Exporter) -> Exporter:
            self._items[name] = fn
            return fn

        return deco

    def get(self, name: str) -> Exporter:
        try:
            return self._items[name]
        except KeyError:
            raise KeyError(f"unknown {self.kind} {name!r}; choose from {', '.join(self.names())}") from None

    def names(self) -> list[str]:
        return sorted(self._items)

    def load_plugins(self, group: str) -> None:
        """Register exporters declared by installed packages' entry points."""
        for ep in entry_points(group=group):
            obj = ep.load()
            if not callable(obj):
                # entry point names a module: use its conventional `export` function
                obj = getattr(obj, "export", None)
            if callable(obj) and getattr(obj, "__acme_exporter__", False):
                self.register(ep.name)(obj)


exporters = Registry("exporter")


@exporters.register("json")
def export_json(rows: Iterable[dict]) -> str:
    return json.dumps(list(rows), indent=2, default=str)


@exporters.register("csv")
def export_csv(rows: Iterable[dict]) -> str:
    rows = list(rows)
    buf = io.StringIO()
    if rows:
        writer = csv.DictWriter(buf, fieldnames=list(rows[0]))
        writer.writeheader()
        writer.writerows(rows)
    return buf.getvalue()


@exporters.register("markdown")
def export_markdown(rows: Iterable[dict]) -> str:
    rows = list(rows)
    if not rows:
        return ""
    head = list(rows[0])
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    lines += ["| " + " | ".join(str(r[h]) for h in head) + " |" for r in rows]
    return "\n".join(lines)
