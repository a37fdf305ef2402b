"""Read-only AST scan for dynamic execution patterns in Python files."""
from __future__ import annotations

import ast
import sys
from pathlib import Path

EXEC_NAMES = {"exec", "eval", "compile", "__import__"}
ATTR_SINKS = {"system", "popen", "run", "call", "check_output", "Popen", "b64decode", "fromhex"}


class Finder(ast.NodeVisitor):
    def __init__(self, path: Path) -> None:
        self.path = path
        self.hits: list[tuple[int, str]] = []

    def visit_Call(self, node: ast.Call) -> None:
        fn = node.func
        if isinstance(fn, ast.Name) and fn.id in EXEC_NAMES:
            self.hits.append((node.lineno, f"call to {fn.id}()"))
        if isinstance(fn, ast.Name) and fn.id == "getattr" and len(node.args) >= 2:
            if not isinstance(node.args[1], ast.Constant):
                self.hits.append((node.lineno, "getattr with computed attribute name"))
        if isinstance(fn, ast.Attribute) and fn.attr in ATTR_SINKS:
            self.hits.append((node.lineno, f".{fn.attr}()"))
        for arg in node.args:
            if isinstance(arg, ast.BinOp) and isinstance(arg.op, ast.Add):
                if all(isinstance(s, ast.Constant) and isinstance(s.value, str) for s in (arg.left, arg.right)):
                    self.hits.append((node.lineno, "string concatenated from literals as call argument"))
        self.generic_visit(node)


def main() -> int:
    root = Path(sys.argv[1] if len(sys.argv) > 1 else ".")
    total = 0
    for path in sorted(root.rglob("*.py")):
        try:
            tree = ast.parse(path.read_text(encoding="utf-8", errors="replace"), str(path))
        except SyntaxError as exc:
            print(f"{path}: parse error {exc}")
            continue
        f = Finder(path)
        f.visit(tree)
        for line, what in f.hits:
            print(f"{path}:{line}: {what}")
        total += len(f.hits)
    print(f"{total} finding(s)")
    return 1 if total else 0


if __name__ == "__main__":
    raise SystemExit(main())
