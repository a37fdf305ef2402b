#!/usr/bin/env python3
"""List cert-manager Certificates whose notAfter is within --days."""
import argparse
import datetime as dt
import sys

from kubernetes import client, config


def load():
    try:
        config.load_incluster_config()
    except config.ConfigException:
        config.load_kube_config()


def parse_ts(value):
    return dt.datetime.fromisoformat(value.replace("Z", "+00:00"))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--days", type=int, default=21)
    args = ap.parse_args()

    load()
    api = client.CustomObjectsApi()
    items = api.list_cluster_custom_object(
        "cert-manager.io", "v1", "certificates").get("items", [])

    now = dt.datetime.now(dt.timezone.utc)
    limit = now + dt.timedelta(days=args.days)
    soon = []
    for c in items:
        st = c.get("status", {})
        not_after = st.get("notAfter")
        ready = any(x.get("type") == "Ready" and x.get("status") == "True"
                    for x in st.get("conditions", []))
        if not not_after:
            soon.append((c["metadata"]["namespace"], c["metadata"]["name"], "n/a", ready))
            continue
        na = parse_ts(not_after)
        if na <= limit:
            soon.append((c["metadata"]["namespace"], c["metadata"]["name"], na.date().isoformat(), ready))

    if not soon:
        print(f"no certificates expire within {args.days} days")
        return 0
    print(f"{'NAMESPACE':20} {'NAME':40} {'NOT AFTER':12} READY")
    for ns, name, na, ready in sorted(soon, key=lambda r: r[2]):
        print(f"{ns:20} {name:40} {na:12} {ready}")
    return 1 if soon else 0


if __name__ == "__main__":
    sys.exit(main())
