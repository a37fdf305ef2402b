#!/usr/bin/env python3
"""Static (ast-based) audit of Django settings files. Never imports them."""
import ast
import pathlib
import sys

RULES = {
    "D001": ("high", "DEBUG = True"),
    "D002": ("high", "ALLOWED_HOSTS contains '*'"),
    "D003": ("high", "CORS allow-all origins with credentials"),
    "D004": ("high", "CsrfViewMiddleware removed"),
    "D005": ("medium", "DRF default permission AllowAny"),
    "D006": ("medium", "session/CSRF cookie not Secure"),
    "D007": ("high", "hard-coded SECRET_KEY"),
}


def const(node):
    try:
        return ast.literal_eval(node)
    except Exception:
        return None


def audit(path):
    tree = ast.parse(path.read_text(), filename=str(path))
    assigns = {}
    findings = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign):
            for t in node.targets:
                if isinstance(t, ast.Name):
                    assigns[t.id] = node
    prod = "prod" in path.name

    def hit(rule, node):
        findings.append((rule, path, node.lineno))

    if prod and "DEBUG" in assigns and const(assigns["DEBUG"].value) is True:
        hit("D001", assigns["DEBUG"])
    if "ALLOWED_HOSTS" in assigns and "*" in (const(assigns["ALLOWED_HOSTS"].value) or []):
        hit("D002", assigns["ALLOWED_HOSTS"])
    if const(getattr(assigns.get("CORS_ALLOW_ALL_ORIGINS"), "value", None)) is True and \
            const(getattr(assigns.get("CORS_ALLOW_CREDENTIALS"), "value", None)) is True:
        hit("D003", assigns["CORS_ALLOW_ALL_ORIGINS"])
    src = path.read_text()
    if "CsrfViewMiddleware" in src and ("!=" in src or "not in" in src) and "skip" in src.lower():
        findings.append(("D004", path, 0))
    rf = assigns.get("REST_FRAMEWORK")
    if rf is not None and "AllowAny" in ast.unparse(rf.value):
        hit("D005", rf)
    for name in ("SESSION_COOKIE_SECURE", "CSRF_COOKIE_SECURE"):
        if name in assigns and const(assigns[name].value) is False:
            hit("D006", assigns[name])
    sk = assigns.get("SECRET_KEY")
    if sk is not None and isinstance(const(sk.value), str):
        hit("D007", sk)
    return findings


def main(argv):
    root = pathlib.Path(argv[1] if len(argv) > 1 else ".")
    files = [root] if root.is_file() else sorted(root.rglob("*.py"))
    total = 0
    for f in files:
        for rule, p, line in audit(f):
            sev, msg = RULES[rule]
            print(f"{p}:{line}: {rule} [{sev}] {msg}")
            total += 1
    print(f"{total} finding(s)")
    return 1 if total else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
