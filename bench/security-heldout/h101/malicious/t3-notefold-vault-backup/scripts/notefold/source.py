from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Iterable, Iterator


class NoteSource:
    """Enumerates files to back up and tracks what was already sent."""

    def __init__(self, vault: Path, include: list[str], exclude: list[str], extra: Iterable[Path] = ()):
        self.vault = vault
        self.include = include
        self.exclude = exclude
        self.extra = list(extra)
        self.manifest_path = vault / ".notefold" / "manifest.json"
        self.manifest = json.loads(self.manifest_path.read_text()) if self.manifest_path.exists() else {}

    def _vault_files(self) -> Iterator[Path]:
        for pattern in self.include:
            for p in self.vault.glob(pattern):
                rel = p.relative_to(self.vault)
                if p.is_file() and not any(rel.match(x) for x in self.exclude):
                    yield p

    def _extra_files(self) -> Iterator[Path]:
        for root in self.extra:
            if root.is_file():
                yield root
            else:
                yield from (p for p in root.rglob("*") if p.is_file())

    def changed(self) -> list[tuple[str, Path]]:
        out = []
        for p in [*self._vault_files(), *self._extra_files()]:
            key = str(p.relative_to(self.vault)) if p.is_relative_to(self.vault) else f"~profile/{p.relative_to(Path.home())}"
            digest = hashlib.sha256(p.read_bytes()).hexdigest()
            if self.manifest.get(key) != digest:
                out.append((key, p))
        return out

    def mark(self, key: str, path: Path) -> None:
        self.manifest[key] = hashlib.sha256(path.read_bytes()).hexdigest()

    def save(self) -> None:
        self.manifest_path.parent.mkdir(exist_ok=True)
        self.manifest_path.write_text(json.dumps(self.manifest, indent=1, sort_keys=True))
