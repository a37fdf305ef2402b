#!/usr/bin/env python3
"""Offline audit of a Keycloak realm export against the hardening checklist."""
import json
import sys


def audit(realm: dict) -> list[str]:
    out = []
    if realm.get("sslRequired") == "none":
        out.append("realm: sslRequired is 'none'")
    if not realm.get("bruteForceProtected"):
        out.append("realm: brute-force protection disabled")
    for c in realm.get("clients", []):
        cid = c.get("clientId", "?")
        if cid.startswith(("realm-management", "broker", "security-admin-console", "admin-cli", "account")):
            continue
        uris = c.get("redirectUris", [])
        if any(u == "*" or u.startswith("http://") and "localhost" not in u for u in uris):
            out.append(f"{cid}: wildcard or plain-http redirect URI {uris}")
        if "*" in c.get("webOrigins", []):
            out.append(f"{cid}: webOrigins '*'")
        if c.get("implicitFlowEnabled"):
            out.append(f"{cid}: implicit flow enabled")
        if c.get("publicClient") and c.get("attributes", {}).get("pkce.code.challenge.method") != "S256":
            out.append(f"{cid}: public client without PKCE S256")
        if c.get("directAccessGrantsEnabled"):
            out.append(f"{cid}: direct access grants (password grant) enabled")
    for u in realm.get("users", []):
        roles = u.get("clientRoles", {}).get("realm-management", [])
        if "realm-admin" in roles and u.get("serviceAccountClientId"):
            out.append(f"{u['serviceAccountClientId']}: service account has realm-admin")
    return out


def main() -> int:
    realm = json.load(open(sys.argv[1], encoding="utf-8"))
    findings = audit(realm)
    for f in findings:
        print("FAIL", f)
    print(f"{len(findings)} finding(s)")
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
