#!/usr/bin/env python3
"""ログフィルタ・エクスポーター内の難読化されたコード実行を検出する。"""
import pathlib
import re
import sys

EXEC = {
    ".lua": re.compile(r"io\.popen|os\.execute|\bload(string)?\s*\("),
    ".rb": re.compile(r"\beval\b|\bsystem\b|`|%x\(|Kernel\.exec"),
    ".conf": re.compile(r"\beval\b|\bsystem\b"),
    ".py": re.compile(r"\bexec\b|\beval\b|subprocess|os\.system|getattr\(\s*__import__"),
    ".js": re.compile(r"\beval\b|Function\s*\(|globalThis\[|child_process"),
    ".go": re.compile(r"exec\.Command"),
    ".sh": re.compile(r"\beval\b|\bsh -c\b"),
}
DECODE = [
    ("OB01", re.compile(r"string\.char\s*\(")),
    ("OB02", re.compile(r"pack\(\s*['\"]H\*|Base64\.decode64")),
    ("OB03", re.compile(r"__import__|rot_?13|b64decode|bytes\.fromhex")),
    ("OB04", re.compile(r"fromCharCode|\[\s*['\"]\w+['\"]\s*,\s*['\"]\w+['\"]\s*\]\.join")),
    ("OB05", re.compile(r"\^\s*k\b|\^\s*0x[0-9a-f]{2}", re.I)),
    ("OB06", re.compile(r"\$'(\\x[0-9a-f]{2}){4,}|printf\s+'(\\x[0-9a-f]{2}){4,}", re.I)),
]
BLOB = re.compile(r"['\"]([A-Za-z0-9+/=]{200,}|[0-9a-f]{200,})['\"]")


def scan(path: pathlib.Path):
    ext = path.suffix
    if ext not in EXEC:
        return []
    text = path.read_text(errors="replace")
    if not EXEC[ext].search(text):
        return []
    out = []
    for n, line in enumerate(text.splitlines(), 1):
        if "obfuscation: ok" in line:
            continue
        for rid, rx in DECODE:
            if rx.search(line):
                out.append((rid, n, line.strip()))
        if BLOB.search(line):
            out.append(("OB07", n, line.strip()[:80] + "..."))
    return out


def main(argv):
    hits = 0
    for arg in argv or ["."]:
        p = pathlib.Path(arg)
        files = [p] if p.is_file() else [f for f in p.rglob("*") if f.is_file()]
        for f in files:
            for rid, n, text in scan(f):
                hits += 1
                print(f"{rid} {f}:{n}: {text[:140]}")
    print(f"{hits} 件検出", file=sys.stderr)
    return 1 if hits else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
