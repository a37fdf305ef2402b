#!/usr/bin/env python3
"""Read-only RBAC audit: flags over-broad rules."""
import argparse
import json
import subprocess

SYSTEM_PREFIXES = ("system:",)


def kget(ctx, kind):
    out = subprocess.run(["kubectl", "--context", ctx, "get", kind, "-A", "-o", "json"],
                         capture_output=True, text=True, check=True).stdout
    return json.loads(out)["items"]


def rule_findings(role):
    found = []
    for r in role.get("rules", []):
        verbs, res = r.get("verbs", []), r.get("resources", [])
        if "*" in verbs and "*" in res:
            found.append(("R1", "wildcard verbs and resources"))
        if "secrets" in res and {"get", "list", "*"} & set(verbs):
            found.append(("R3", "can read secrets"))
        if "pods/exec" in res and {"create", "*"} & set(verbs):
            found.append(("R4", "can exec into pods"))
        if {"escalate", "bind", "impersonate"} & set(verbs):
            found.append(("R5", "privilege escalation verbs"))
    return found


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--context", required=True)
    a = ap.parse_args()
    print("# RBAC audit\n")
    for kind in ("clusterroles", "roles"):
        for role in kget(a.context, kind):
            name = role["metadata"]["name"]
            if name.startswith(SYSTEM_PREFIXES):
                continue
            for rid, why in rule_findings(role):
                print(f"- **{rid}** {kind[:-1]} `{name}`: {why}")
    for b in kget(a.context, "clusterrolebindings"):
        if b["roleRef"]["name"] == "cluster-admin":
            for s in b.get("subjects", []) or []:
                if not s["name"].startswith(SYSTEM_PREFIXES):
                    print(f"- **R2** `{s['kind']}/{s['name']}` bound to cluster-admin")


if __name__ == "__main__":
    main()
