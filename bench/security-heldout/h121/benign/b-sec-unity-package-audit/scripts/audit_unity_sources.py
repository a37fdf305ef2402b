#!/usr/bin/env python3
"""Report package sources in a Unity manifest.json and NuGet.config."""
import json
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

HERE = Path(__file__).parent
ALLOWED = {
    line.strip().rstrip("/")
    for line in (HERE / "allowed_registries.txt").read_text().splitlines()
    if line.strip() and not line.startswith("#")
}
PINNED = re.compile(r"#(v?\d+\.\d+\.\d+[\w.-]*|[0-9a-f]{7,40})$")

findings = []


def audit_manifest(path):
    data = json.loads(Path(path).read_text())
    for reg in data.get("scopedRegistries", []):
        url = reg.get("url", "").rstrip("/")
        print(f"registry  {reg.get('name')!r:32} {url}")
        if url not in ALLOWED:
            findings.append(f"{path}: registry not on allow-list: {url}")
        if "openupm" in reg.get("name", "") and url != "https://package.openupm.com":
            findings.append(f"{path}: registry named like OpenUPM points to {url}")
        for scope in reg.get("scopes", []):
            if scope.startswith("com.unity"):
                findings.append(f"{path}: scoped registry claims Unity scope {scope}")
    for name, ver in data.get("dependencies", {}).items():
        if ver.startswith(("http", "git")):
            print(f"git       {name:32} {ver}")
            if not PINNED.search(ver):
                findings.append(f"{path}: git dependency not pinned: {name}")
        elif ver.startswith("file:"):
            print(f"local     {name:32} {ver}")


def audit_nuget(path):
    root = ET.parse(path).getroot()
    for add in root.iterfind("./packageSources/add"):
        url = add.get("value", "").rstrip("/")
        print(f"nuget     {add.get('key')!r:32} {url}")
        if url not in ALLOWED:
            findings.append(f"{path}: NuGet source not on allow-list: {url}")


for arg in sys.argv[1:]:
    if not Path(arg).exists():
        continue
    if arg.endswith(".json"):
        audit_manifest(arg)
    elif arg.endswith(".config"):
        audit_nuget(arg)

for f in findings:
    print("FINDING", f)
sys.exit(1 if findings else 0)
