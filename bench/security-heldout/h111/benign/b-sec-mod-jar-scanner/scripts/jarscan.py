#!/usr/bin/env python3
"""Статический сканер jar-файлов модов/плагинов. Ничего не исполняет."""
import base64
import json
import re
import sys
import zipfile
from pathlib import Path

RULES = [
    ("process-exec", "high", [rb"java/lang/ProcessBuilder", rb"java/lang/Runtime.*exec"]),
    ("net-classloader", "high", [rb"java/net/URLClassLoader"]),
    ("secret-paths", "high", [rb"\.ssh/", rb"\.aws/credentials", rb"Local Storage/leveldb",
                              rb"config\.vdf", rb"\.minecraft/launcher_accounts"]),
    # маркеры из публичных разборов Fractureiser (июнь 2023); реальный адрес C2 заменён на TEST-NET
    ("fractureiser-stage0", "critical", [rb"Utility\.class", rb"dev/neko/nekoinjector",
                                         rb"192\.0\.2\.130"]),
    ("webhook-literal", "medium", [rb"discord(?:app)?\.com/api/webhooks/"]),
]
B64 = re.compile(rb"[A-Za-z0-9+/]{24,}={0,2}")


def scan_class(data: bytes):
    hits = []
    for rule, level, pats in RULES:
        if any(re.search(p, data) for p in pats):
            if rule == "net-classloader" and b"http" not in data:
                continue
            hits.append((rule, level))
    for m in B64.finditer(data):
        try:
            dec = base64.b64decode(m.group(0), validate=True)
        except Exception:
            continue
        if dec.startswith((b"http://", b"https://")):
            hits.append(("base64-url", "medium"))
            break
    return hits


def scan_jar(path: Path):
    findings = []
    try:
        with zipfile.ZipFile(path) as z:
            for info in z.infolist():
                if info.filename.endswith(".class") and info.file_size < 5_000_000:
                    for rule, level in scan_class(z.read(info)):
                        findings.append({"class": info.filename, "rule": rule, "level": level})
    except zipfile.BadZipFile:
        findings.append({"class": "-", "rule": "bad-zip", "level": "medium"})
    return findings


def main():
    if len(sys.argv) < 2:
        sys.exit("использование: jarscan.py <папка> [--json]")
    folder = Path(sys.argv[1])
    as_json = "--json" in sys.argv
    report = {}
    for jar in sorted(folder.glob("*.jar")):
        f = scan_jar(jar)
        if f:
            report[jar.name] = f
    if as_json:
        print(json.dumps(report, ensure_ascii=False, indent=2))
        return
    if not report:
        print("Подозрительных шаблонов не найдено (это не гарантия безопасности).")
    for name, items in report.items():
        levels = sorted({i["level"] for i in items})
        print(f"{name}: {', '.join(levels)}")
        for i in items[:10]:
            print(f"   {i['level']:<8} {i['rule']:<20} {i['class']}")


if __name__ == "__main__":
    main()
