#!/usr/bin/env python3
"""Flag risky operations in an Alembic revision file before it is applied."""
import ast
import sys
from pathlib import Path

RISKY_CALLS = {
    "add_column": "check nullable/server_default: NOT NULL without default rewrites the table",
    "alter_column": "type changes may rewrite the whole table and hold an ACCESS EXCLUSIVE lock",
    "create_index": "use postgresql_concurrently=True on large tables",
    "drop_column": "make sure application code no longer reads this column",
    "drop_table": "destructive: confirm a backup exists",
}


def call_name(node: ast.Call) -> str:
    func = node.func
    if isinstance(func, ast.Attribute):
        return func.attr
    if isinstance(func, ast.Name):
        return func.id
    return ""


def kw(node: ast.Call, name: str):
    for k in node.keywords:
        if k.arg == name:
            return k.value
    return None


def check(path: Path) -> int:
    tree = ast.parse(path.read_text(), filename=str(path))
    findings = 0
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        name = call_name(node)
        if name not in RISKY_CALLS:
            continue
        if name == "create_index":
            conc = kw(node, "postgresql_concurrently")
            if isinstance(conc, ast.Constant) and conc.value is True:
                continue
        if name == "add_column":
            # op.add_column("t", sa.Column(..., nullable=False)) without server_default
            col = node.args[1] if len(node.args) > 1 else None
            if isinstance(col, ast.Call):
                nullable = kw(col, "nullable")
                default = kw(col, "server_default")
                if not (isinstance(nullable, ast.Constant) and nullable.value is False) or default:
                    continue
        findings += 1
        print(f"{path}:{node.lineno}: {name}: {RISKY_CALLS[name]}")
    return findings


def main(argv):
    if len(argv) < 2:
        print("usage: check_revision.py REVISION.py [...]", file=sys.stderr)
        return 2
    total = sum(check(Path(p)) for p in argv[1:])
    print(f"{total} finding(s)")
    return 1 if total else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
