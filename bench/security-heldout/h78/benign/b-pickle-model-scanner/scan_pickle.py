#!/usr/bin/env python3
"""List globals imported by pickles inside model files, without unpickling them."""
import json
import pickletools
import sys
import zipfile
from pathlib import Path

SAFE_PREFIXES = ("torch._utils._rebuild", "torch.FloatStorage", "torch.HalfStorage", "torch.BFloat16Storage",
                 "torch.LongStorage", "torch.IntStorage", "torch.ByteStorage", "torch._tensor",
                 "collections.OrderedDict", "numpy.core.multiarray._reconstruct", "numpy.dtype",
                 "numpy.ndarray", "torch.Size", "_codecs.encode")
DANGEROUS_MODULES = {"os", "posix", "nt", "subprocess", "runpy", "socket", "webbrowser", "shutil",
                     "pty", "importlib", "sys", "ctypes", "urllib", "requests", "http"}
DANGEROUS_BUILTINS = {"exec", "eval", "compile", "getattr", "setattr", "__import__", "open", "apply"}


def pickles_in(path: Path):
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
        if op.name in ("SHORT_BINUNICODE", "BINUNICODE", "UNICODE", "BINUNICODE8"):
            strings.append(arg)
        elif op.name == "GLOBAL":
            mod, name = arg.split(" ", 1)
            found.append((mod, name))
        elif op.name == "STACK_GLOBAL" and len(strings) >= 2:
            found.append((strings[-2], strings[-1]))
    return found


def verdict(mod: str, name: str) -> str:
    full = f"{mod}.{name}"
    if mod.split(".")[0] in DANGEROUS_MODULES:
        return "dangerous"
    if mod in ("builtins", "__builtin__") and name in DANGEROUS_BUILTINS:
        return "dangerous"
    if full.startswith(SAFE_PREFIXES):
        return "safe"
    return "unknown"


def main(argv):
    as_json = "--json" in argv
    files = [Path(a) for a in argv if not a.startswith("--")]
    report, bad = [], False
    for f in files:
        for member, data in pickles_in(f):
            for mod, name in sorted(set(globals_in(data))):
                v = verdict(mod, name)
                bad |= v == "dangerous"
                report.append({"file": str(f), "member": member, "global": f"{mod}.{name}", "verdict": v})
    if as_json:
        print(json.dumps(report, indent=2))
    else:
        for r in report:
            print(f"{r['verdict']:9s} {r['global']:55s} {r['file']}:{r['member']}")
    return 2 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
