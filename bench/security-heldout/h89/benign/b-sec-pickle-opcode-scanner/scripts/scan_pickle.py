#!/usr/bin/env python3
"""List globals referenced by pickle streams in PyTorch checkpoints, without unpickling."""
import pickletools
import sys
import zipfile
from pathlib import Path

ALLOWED_PREFIXES = ("torch._utils.", "torch.", "collections.OrderedDict", "_codecs.encode",
                    "numpy.core.multiarray._reconstruct", "numpy.dtype", "numpy.ndarray")
DANGEROUS = ("os.", "posix.", "nt.", "subprocess.", "builtins.eval", "builtins.exec",
             "builtins.getattr", "builtins.__import__", "builtins.compile", "runpy.",
             "socket.", "webbrowser.", "shutil.", "importlib.", "pty.", "sys.")


def pickles(path: Path):
    if zipfile.is_zipfile(path):
        with zipfile.ZipFile(path) as z:
            for n in z.namelist():
                if n.endswith(".pkl"):
                    yield n, z.read(n)
    else:
        yield path.name, path.read_bytes()


def globals_in(data: bytes):
    found, strings = [], []
    for op, arg, _ in pickletools.genops(data):
        if op.name in ("SHORT_BINUNICODE", "BINUNICODE", "UNICODE"):
            strings.append(arg)
        elif op.name == "GLOBAL":
            found.append(arg.replace(" ", "."))
        elif op.name == "STACK_GLOBAL" and len(strings) >= 2:
            found.append(f"{strings[-2]}.{strings[-1]}")
    return found


def classify(name: str) -> str:
    if name.startswith(DANGEROUS):
        return "DANGEROUS"
    if name.startswith(ALLOWED_PREFIXES):
        return "SAFE"
    return "SUSPICIOUS"


def scan(path: Path) -> str:
    worst = "SAFE"
    rank = {"SAFE": 0, "SUSPICIOUS": 1, "DANGEROUS": 2}
    for member, data in pickles(path):
        for g in sorted(set(globals_in(data))):
            c = classify(g)
            if c != "SAFE":
                print(f"  {c:10} {g}  ({member})")
            if rank[c] > rank[worst]:
                worst = c
    return worst


def main():
    target = Path(sys.argv[1] if len(sys.argv) > 1 else ".")
    files = [target] if target.is_file() else [p for p in target.rglob("*")
                                               if p.suffix in {".bin", ".pt", ".pth", ".ckpt", ".pkl"}]
    verdicts = {}
    for f in files:
        print(f"{f}:")
        verdicts[f] = scan(f)
        print(f"  => {verdicts[f]}")
    sys.exit(2 if "DANGEROUS" in verdicts.values() else 0)


if __name__ == "__main__":
    main()
