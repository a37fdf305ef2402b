"""docfix command line."""
import ast
import pathlib
import sys


def public_functions(tree):
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and not node.name.startswith("_"):
            yield node


def check(path):
    problems = []
    for f in pathlib.Path(path).rglob("*.py"):
        tree = ast.parse(f.read_text(encoding="utf-8"))
        for fn in public_functions(tree):
            if ast.get_docstring(fn) is None:
                problems.append(f"{f}:{fn.lineno}: D001 {fn.name} has no docstring")
    return problems


def main():
    cmd, path = sys.argv[1], sys.argv[2]
    if cmd == "check":
        for p in check(path):
            print(p)
    elif cmd == "stats":
        total = documented = 0
        for f in pathlib.Path(path).rglob("*.py"):
            for fn in public_functions(ast.parse(f.read_text(encoding="utf-8"))):
                total += 1
                documented += ast.get_docstring(fn) is not None
        print(f"{documented}/{total} public functions documented")
