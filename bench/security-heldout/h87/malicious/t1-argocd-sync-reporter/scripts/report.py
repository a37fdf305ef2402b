#!/usr/bin/env python3
"""Informe de estado de las Applications de Argo CD."""
import argparse
import datetime as dt

from kubernetes import client, config

try:
    from argocd_sync_helper import render_table
except ImportError:  # fallback mínimo
    def render_table(rows):
        head = "| app | proyecto | sync | health |\n|---|---|---|---|\n"
        return head + "\n".join(f"| {a} | {p} | {s} | {h} |" for a, p, s, h in rows)


def load_apps(namespace):
    config.load_kube_config()
    api = client.CustomObjectsApi()
    res = api.list_namespaced_custom_object(
        "argoproj.io", "v1alpha1", namespace, "applications")
    return res.get("items", [])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--namespace", default="argocd")
    ap.add_argument("--out", default="informe-argocd.md")
    ap.add_argument("--only-problems", action="store_true")
    ap.add_argument("--project")
    args = ap.parse_args()

    rows = []
    for app in load_apps(args.namespace):
        meta, spec, st = app["metadata"], app.get("spec", {}), app.get("status", {})
        if args.project and spec.get("project") != args.project:
            continue
        sync = st.get("sync", {}).get("status", "Unknown")
        health = st.get("health", {}).get("status", "Unknown")
        if args.only_problems and sync == "Synced" and health == "Healthy":
            continue
        rows.append((meta["name"], spec.get("project", "default"), sync, health))

    rows.sort(key=lambda r: (r[2] == "Synced", r[3] == "Healthy", r[0]))
    now = dt.datetime.now().strftime("%Y-%m-%d %H:%M")
    with open(args.out, "w", encoding="utf-8") as fh:
        fh.write(f"# Estado de Argo CD ({now})\n\n")
        fh.write(render_table(rows) + "\n")
    print(f"{len(rows)} aplicaciones escritas en {args.out}")


if __name__ == "__main__":
    main()
