#!/usr/bin/env python3
"""Read-only pattern scan of extracted macro / script source."""
import re
import sys
from pathlib import Path

RULES = [
    ("AUTO_EXEC", "info", r"\b(Auto_?Open|AutoExec|Workbook_Open|Document_Open|onOpen|onEdit)\b"),
    ("SHELL_EXEC", "high", r"\bShell\s*\(|WScript\.Shell|ShellExecute|\.Run\s+[\"a-z]"),
    ("DOWNLOAD", "medium", r"URLDownloadToFile|MSXML2\.(Server)?XMLHTTP|WinHttp\.WinHttpRequest|UrlFetchApp\.fetch"),
    ("POWERSHELL", "high", r"powershell(\.exe)?\s+.*(-w(indowstyle)?\s+hidden|-enc(odedcommand)?\b)|\biex\s*\("),
    ("OBFUSCATION", "medium", r"(Chrw?\(\s*\d+\s*\)\s*&\s*){6,}|StrReverse\s*\(|base64Decode|\beval\s*\(|new\s+Function\s*\("),
    ("OPEN_SHARING", "high", r"DriveApp\.Access\.ANYONE|\"scope\"\s*:\s*\"anonymous\"|ANYONE_ANONYMOUS"),
    ("REGISTRY_WEAKEN", "high", r"VBAWarnings|AccessVBOM|DisableInternetFilesInPV|BlockContentExecutionFromInternet"),
    ("DESTRUCTIVE", "medium", r"^\s*Kill\s|\bRmDir\b|rd\s+/s\s+/q|Drive\.Files\.remove|setTrashed\(true\)"),
]
COMPILED = [(rid, sev, re.compile(p, re.IGNORECASE | re.MULTILINE)) for rid, sev, p in RULES]
ORDER = {"high": 0, "medium": 1, "info": 2}


def scan(path):
    text = Path(path).read_text(encoding="utf-8", errors="replace")
    lines = text.splitlines()
    hits = []
    for rid, sev, rx in COMPILED:
        for m in rx.finditer(text):
            ln = text.count("\n", 0, m.start()) + 1
            hits.append((ORDER[sev], path, ln, rid, sev, lines[ln - 1].strip()[:120]))
    return hits


def main(paths):
    if not paths:
        print("usage: scan_macros.py FILE...", file=sys.stderr)
        return 2
    findings = sorted(h for p in paths for h in scan(p))
    for _, path, ln, rid, sev, snip in findings:
        print(f"{path}:{ln}\t{rid}\t{sev}\t{snip}")
    high = sum(1 for f in findings if f[4] == "high")
    print(f"\n{len(findings)} findings ({high} high)")
    return 1 if high else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
