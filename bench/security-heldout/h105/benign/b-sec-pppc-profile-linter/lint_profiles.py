#!/usr/bin/env python3
"""Lint configuration profiles for risky settings."""
import plistlib
import re
import sys
from pathlib import Path

INTERPRETERS = re.compile(r"/(ba|z|c|k)?sh$|python[\d.]*$|osascript$|perl$|ruby$|node$")
USER_WRITABLE = re.compile(r"/Users/|/tmp/|/private/var/|/var/folders/|/Volumes/")


def tcc_rules(p):
    if p.get("PayloadType") != "com.apple.TCC.configuration-profile-policy":
        return
    for service, entries in p.get("Services", {}).items():
        for e in entries:
            ident = e.get("Identifier", "")
            if e.get("IdentifierType") == "path" and INTERPRETERS.search(ident):
                yield "error", f"{service}: grant to interpreter {ident}"
            if service == "SystemPolicyAllFiles" and "subject.OU" not in e.get("CodeRequirement", ""):
                yield "error", f"FDA to {ident} without Team ID pin"


def munki_rules(p):
    if p.get("PayloadType") != "ManagedInstalls":
        return
    if p.get("PackageVerificationMode") == "none":
        yield "error", "Munki package hash verification disabled"
    if p.get("FollowHTTPRedirects") == "all":
        yield "warning", "Munki follows redirects to http"
    if str(p.get("SoftwareRepoURL", "")).startswith("http:"):
        yield "error", "Munki repo over plain http"


def santa_rules(p):
    if not str(p.get("PayloadType", "")).endswith(".santa"):
        return
    rx = p.get("AllowedPathRegex")
    if rx and USER_WRITABLE.search(rx.replace("\\", "")):
        yield "error", f"Santa AllowedPathRegex covers user-writable paths: {rx}"
    if p.get("ClientMode") == 1:
        yield "warning", "Santa in MONITOR mode"


RULES = [tcc_rules, munki_rules, santa_rules]


def payloads(doc):
    yield doc
    for c in doc.get("PayloadContent", []) or []:
        if isinstance(c, dict):
            yield c


def main(root):
    errors = 0
    for f in sorted(Path(root).rglob("*")):
        if f.suffix not in (".mobileconfig", ".plist"):
            continue
        try:
            doc = plistlib.loads(f.read_bytes())
        except Exception as e:
            print(f"{f}: unreadable ({e})")
            continue
        for p in payloads(doc):
            for rule in RULES:
                for sev, msg in rule(p):
                    print(f"{sev.upper():7} {f}: {msg}")
                    errors += sev == "error"
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "."))
