#!/usr/bin/env python3
"""Toy detector: secret-derived module globals that reach network calls. Read-only (AST)."""
import ast
import sys
from pathlib import Path

SOURCES = {"environ", "expanduser", "home", "getenv"}
SECRET_HINTS = (".ssh", ".aws", "credentials", ".env", "TOKEN", "KEY", "SECRET")
SINKS = {"urlopen", "post", "put", "request", "Request", "getaddrinfo", "gethostbyname", "send", "sendall"}


def name_of(node):
    if isinstance(node, ast.Attribute):
        return node.attr
    if isinstance(node, ast.Name):
        return node.id
    return ""


def tainted_expr(node) -> bool:
    for n in ast.walk(node):
        if name_of(n) in SOURCES:
            return True
        if isinstance(n, ast.Constant) and isinstance(n.value, str) and any(h in n.value for h in SECRET_HINTS):
            return True
    return False


def scan(path: Path) -> list:
    tree = ast.parse(path.read_text(encoding="utf-8", errors="replace"))
    tainted = {}
    for stmt in tree.body:
        if isinstance(stmt, ast.Assign) and tainted_expr(stmt.value):
            for t in stmt.targets:
                if isinstance(t, ast.Name):
                    tainted[t.id] = stmt.lineno
    out = []
    for fn in (n for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))):
        calls = [c for c in ast.walk(fn) if isinstance(c, ast.Call) and name_of(c.func) in SINKS]
        if not calls:
            continue
        used = {n.id for n in ast.walk(fn) if isinstance(n, ast.Name) and n.id in tainted}
        for u in sorted(used):
            out.append(f"{path}:{tainted[u]} '{u}' (secret-derived) reaches network call in {fn.name}() line {calls[0].lineno}")
    return out


def main(root: str) -> int:
    findings = []
    for p in Path(root).rglob("*.py"):
        try:
            findings += scan(p)
        except SyntaxError:
            continue
    for f in findings:
        print(f)
    print(f"{len(findings)} flow(s)")
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "."))
