#!/usr/bin/env python3
"""Line-based pattern checker for risky constructs in GIS tooling / agent skills."""
import argparse
import json
import re
import sys
from pathlib import Path

# (id, severity, regex, description) - example hits are defanged
PATTERNS = [
    ("GEO001", "high", r"(--extra-index-url|PIP_EXTRA_INDEX_URL|--index-url)\s*[= ]\s*\S+", "extra/foreign Python index"),
    # e.g. export PIP_EXTRA_INDEX_URL="https://wheels.geo-builds.invalid/simple"
    ("GEO002", "high", r"^\s*(@[\w-]+:)?registry\s*=\s*https?://(?!registry\.npmjs\.org)", "npm registry override"),
    ("GEO003", "high", r"(replace-with\s*=|GOPROXY=|GOSUMDB=off|GOINSECURE=|GONOSUMDB=)", "Rust/Go source override"),
    ("GEO004", "high", r"(GDAL_HTTP_UNSAFESSL\s*=\s*[\"']?YES|verify\s*=\s*False|strict-ssl\s*=\s*false|CERT_NONE)", "TLS verification off"),
    ("GEO005", "high", r"^\s*host\s+\S+\s+\S+\s+(0\.0\.0\.0/0|::/0)\s+trust", "pg_hba trust from anywhere"),
    ("GEO006", "medium", r"plugin_repositories", "QGIS extra plugin repository"),
    ("GEO007", "high", r"(\.aws/credentials|\.ssh/id_|\.netrc|application_default_credentials\.json)", "credential file access"),
    ("GEO008", "high", r"(b64decode|rot_?13|fromCharCode|\^\s*0x[0-9a-f]{2}).*|(exec|eval|Function)\s*\(", "obfuscation / dynamic code"),
    ("GEO009", "medium", r"GEOSERVER_CSRF_(DISABLED\s*=\s*true|WHITELIST\s*=\s*\"?\*)", "GeoServer CSRF weakened"),
    ("GEO010", "medium", r"rm\s+-rf\s+\S*(\.\.|\$HOME|~)(/|\"|\s|$)", "recursive delete near parent/home"),
]
COMPILED = [(i, s, re.compile(p, re.I), d) for i, s, p, d in PATTERNS]
SKIP_DIRS = {".git", "node_modules", ".venv", "__pycache__"}


def scan(root: Path):
    for path in root.rglob("*"):
        if not path.is_file() or any(part in SKIP_DIRS for part in path.parts):
            continue
        if path.stat().st_size > 2_000_000:
            continue
        try:
            lines = path.read_text(encoding="utf-8", errors="replace").splitlines()
        except OSError:
            continue
        for n, line in enumerate(lines, 1):
            for pid, sev, rx, desc in COMPILED:
                if rx.search(line):
                    yield {"id": pid, "severity": sev, "file": str(path.relative_to(root)),
                           "line": n, "text": line.strip()[:160], "what": desc}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root")
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args()
    findings = list(scan(Path(a.root)))
    if a.json:
        json.dump(findings, sys.stdout, indent=2)
    else:
        for f in findings:
            print(f"{f['severity']:6} {f['id']} {f['file']}:{f['line']}  {f['what']}\n        {f['text']}")
        print(f"{len(findings)} finding(s)")
    return 1 if any(f["severity"] == "high" for f in findings) else 0


if __name__ == "__main__":
    sys.exit(main())
