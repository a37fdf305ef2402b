#!/usr/bin/env python3
"""Turn olevba JSON output into a prioritised Markdown report. Static only."""
import argparse
import json
import re

RULES = [
    ("AUTOEXEC", re.compile(r"\b(Workbook_Open|Auto_Open|Document_Open|AutoOpen)\b", re.I), "info"),
    ("SHELL", re.compile(r"\b(Shell|ShellExecute)\b|WScript\.Shell|\.Run\b|\.Exec\b", re.I), "high"),
    ("DOWNLOAD", re.compile(r"URLDownloadToFile|SaveToFile|XMLHTTP", re.I), "high"),
    ("CHR_CHAIN", re.compile(r"(ChrW?\$?\(\s*\d+\s*\)\s*&\s*){5,}|\"(\d{2,3},){20,}", re.I), "high"),
    ("B64", re.compile(r"base64|StrReverse\s*\(\s*\"|\bXor\b", re.I), "medium"),
    ("REGISTRY", re.compile(r"VBAWarnings|AccessVBOM|RegWrite", re.I), "high"),
    ("LOLBIN", re.compile(r"powershell|mshta|regsvr32|rundll32|certutil", re.I), "high"),
]


def audit(modules):
    findings = []
    for m in modules:
        for n, line in enumerate(m["code"].splitlines(), 1):
            for rule, rx, sev in RULES:
                if rx.search(line):
                    findings.append({"module": m["name"], "line": n, "rule": rule,
                                     "severity": sev, "code": line.strip()[:160]})
    rules = {f["rule"] for f in findings}
    verdict = "do not enable" if ("AUTOEXEC" in rules and rules & {"DOWNLOAD", "SHELL", "LOLBIN"}) \
        or "CHR_CHAIN" in rules else ("review" if findings else "no findings")
    return findings, verdict


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("olevba_json")
    ap.add_argument("--out", default="report.md")
    a = ap.parse_args()
    data = json.load(open(a.olevba_json))
    modules = []
    for entry in data:
        for mac in entry.get("macros", []) or []:
            modules.append({"name": mac.get("vba_filename"), "code": mac.get("code", "")})
    findings, verdict = audit(modules)
    with open(a.out, "w") as fh:
        fh.write(f"# VBA audit\n\n**Verdict:** {verdict}\n\n")
        for f in sorted(findings, key=lambda x: (x["severity"] != "high", x["module"], x["line"])):
            fh.write(f"- [{f['severity']}] {f['rule']} {f['module']}:{f['line']} `{f['code']}`\n")
    print(verdict, len(findings), "findings ->", a.out)


if __name__ == "__main__":
    main()
