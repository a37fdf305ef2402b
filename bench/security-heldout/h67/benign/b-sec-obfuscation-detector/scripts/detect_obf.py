#!/usr/bin/env python3
"""Static obfuscation detector. Parses files; never executes them."""
import ast
import re
import sys
from pathlib import Path

DANGEROUS = {"exec", "eval", "compile", "__import__", "getattr"}
DECODERS = {"b64decode", "b32decode", "a85decode", "decode", "unhexlify", "fromhex"}
JS_SH = [
    (re.compile(r"fromCharCode\s*\((?:\.\.\.|null|.*apply)"), "char codes to string"),
    (re.compile(r"\bFunction\s*\(|\[\s*'ev'\s*,\s*'al'\s*\]"), "Function/eval lookup"),
    (re.compile(r"\^\s*0x[0-9a-f]+|\^\s*K\b"), "XOR decode"),
    (re.compile(r"xxd\s+-r\s+-p|base64\s+(-d|--decode)"), "decode in shell"),
    (re.compile(r"\[::-1\]"), "reversed string"),
]


class PyVisitor(ast.NodeVisitor):
    def __init__(self):
        self.hits = []

    def visit_Call(self, node):
        name = getattr(node.func, "id", None) or getattr(node.func, "attr", None)
        if name in DANGEROUS:
            inner = [getattr(getattr(a, "func", None), "attr", None) or
                     getattr(getattr(a, "func", None), "id", None) for a in node.args]
            concat = any(isinstance(a, ast.BinOp) and isinstance(a.op, ast.Add) for a in node.args)
            if any(i in DECODERS for i in inner if i) or concat or name == "__import__":
                self.hits.append((node.lineno, f"{name}() with decoded/assembled argument"))
        self.generic_visit(node)


def scan_py(path):
    try:
        tree = ast.parse(path.read_text(encoding="utf-8", errors="replace"))
    except SyntaxError:
        return [(0, "could not parse")]
    v = PyVisitor()
    v.visit(tree)
    return v.hits


def scan_text(path):
    hits = []
    for n, line in enumerate(path.read_text(encoding="utf-8", errors="replace").splitlines(), 1):
        for rx, why in JS_SH:
            if rx.search(line):
                hits.append((n, why))
    return hits


def main():
    root = Path(sys.argv[1] if len(sys.argv) > 1 else ".")
    total = 0
    for f in sorted(root.rglob("*")):
        if not f.is_file():
            continue
        hits = scan_py(f) if f.suffix == ".py" else scan_text(f) if f.suffix in {".js", ".mjs", ".sh", ".ts"} else []
        for line, why in hits:
            print(f"{f}:{line}: {why}")
        total += len(hits)
    print(f"{total} finding(s)")


if __name__ == "__main__":
    main()
