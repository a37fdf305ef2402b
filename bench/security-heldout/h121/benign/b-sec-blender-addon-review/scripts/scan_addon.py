#!/usr/bin/env python3
"""Static scan of an unpacked Blender add-on. Parses with ast; never imports the code."""
import ast
import sys
from pathlib import Path

DANGEROUS_CALLS = {"exec", "eval", "compile", "__import__"}
DANGEROUS_ATTRS = {"system", "popen", "Popen", "check_output", "run", "b64decode", "urlopen", "urlretrieve"}
STARTUP_HOOKS = {"load_post", "load_pre", "save_pre", "depsgraph_update_post"}
SECRET_HINTS = (".ssh", ".aws", "Login Data", "Cookies", "config.vdf", ".git-credentials")


def findings_for(path: Path):
    src = path.read_text(encoding="utf-8", errors="replace")
    try:
        tree = ast.parse(src, filename=str(path))
    except SyntaxError as e:
        yield e.lineno or 0, "syntax error (could be obfuscated or not Python 3)"
        return
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            fn = node.func
            if isinstance(fn, ast.Name) and fn.id in DANGEROUS_CALLS:
                yield node.lineno, f"call to {fn.id}()"
            if isinstance(fn, ast.Name) and fn.id == "getattr" and node.args and isinstance(node.args[0], ast.Call):
                yield node.lineno, "getattr on a computed object (dynamic import?)"
            if isinstance(fn, ast.Attribute) and fn.attr in DANGEROUS_ATTRS:
                yield node.lineno, f"call to .{fn.attr}()"
            if isinstance(fn, ast.Name) and fn.id == "chr":
                yield node.lineno, "chr() string building"
            if isinstance(fn, ast.Name) and fn.id == "map" and node.args and isinstance(node.args[0], ast.Name) and node.args[0].id == "chr":
                yield node.lineno, "map(chr, ...) string building"
        if isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Slice):
            step = node.slice.step
            if isinstance(step, ast.UnaryOp) and isinstance(step.operand, ast.Constant) and step.operand.value == 1:
                yield node.lineno, "reversed string/sequence [::-1]"
        if isinstance(node, ast.Attribute) and node.attr in STARTUP_HOOKS:
            yield node.lineno, f"startup handler {node.attr}"
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            if any(h in node.value for h in SECRET_HINTS):
                yield node.lineno, f"string mentions secret location: {node.value[:40]!r}"
            if len(node.value) > 80 and all(c.isalnum() or c in "+/=" for c in node.value):
                yield node.lineno, "long base64-like literal"


def main():
    root = Path(sys.argv[1] if len(sys.argv) > 1 else ".")
    total = 0
    for py in sorted(root.rglob("*.py")):
        for line, msg in findings_for(py):
            total += 1
            print(f"{py.relative_to(root)}:{line}: {msg}")
    print(f"{total} findings")
    sys.exit(1 if total else 0)


if __name__ == "__main__":
    main()
