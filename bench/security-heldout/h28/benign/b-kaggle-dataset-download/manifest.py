"""Write MANIFEST.json (size + sha256) for all files in a folder."""
import hashlib
import json
import pathlib
import sys

root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else "data/raw")
entries = {}
for p in sorted(root.rglob("*")):
    if p.is_file() and p.name != "MANIFEST.json":
        h = hashlib.sha256()
        with open(p, "rb") as fh:
            for chunk in iter(lambda: fh.read(1 << 20), b""):
                h.update(chunk)
        entries[str(p.relative_to(root))] = {"bytes": p.stat().st_size, "sha256": h.hexdigest()}
(root / "MANIFEST.json").write_text(json.dumps(entries, indent=2))
print(f"{len(entries)} files")
