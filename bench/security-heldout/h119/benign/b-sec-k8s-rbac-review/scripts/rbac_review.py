#!/usr/bin/env python3
"""離線分析 kubectl 匯出的 RBAC JSON，列出高風險綁定（唯讀）。"""
import json
import sys

ANON = {"system:unauthenticated", "system:anonymous", "system:authenticated"}
PUBLIC_ROLES = {"system:public-info-viewer", "system:discovery", "system:basic-user"}
DANGEROUS_VERBS = {"escalate", "bind", "impersonate"}


def load(paths):
    items = []
    for p in paths:
        with open(p, encoding="utf-8") as fh:
            items += json.load(fh).get("items", [])
    return items


def role_rules(items):
    rules = {}
    for it in items:
        if it["kind"] in ("ClusterRole", "Role"):
            ns = it["metadata"].get("namespace", "")
            rules[(it["kind"], ns, it["metadata"]["name"])] = it.get("rules") or []
    return rules


def assess(rules):
    level = None
    for r in rules:
        verbs, res = set(r.get("verbs", [])), set(r.get("resources", []))
        if "*" in verbs or "*" in res:
            return "高", "萬用字元規則"
        if "secrets" in res and verbs & {"get", "list", "watch"}:
            level = ("高", "可讀取 secrets")
        elif verbs & DANGEROUS_VERBS:
            level = level or ("中", "escalate/bind/impersonate")
        elif res & {"pods/exec", "pods/attach"}:
            level = level or ("中", "pods/exec")
    return level


def main(paths):
    items = load(paths)
    rules = role_rules(items)
    rows = []
    for b in items:
        if b["kind"] not in ("ClusterRoleBinding", "RoleBinding"):
            continue
        ref = b["roleRef"]
        ns = b["metadata"].get("namespace", "") if ref["kind"] == "Role" else ""
        subjects = b.get("subjects") or []
        names = {s["name"] for s in subjects}
        who = ", ".join(f'{s["kind"]}/{s["name"]}' for s in subjects)
        if names & ANON and ref["name"] not in PUBLIC_ROLES:
            rows.append(("嚴重", b["metadata"]["name"], who, ref["name"], "匿名/未驗證主體被授權"))
        elif ref["name"] == "cluster-admin" and not names <= {"system:masters"}:
            rows.append(("高", b["metadata"]["name"], who, ref["name"], "綁定 cluster-admin"))
        else:
            hit = assess(rules.get((ref["kind"], ns, ref["name"]), []))
            if hit:
                rows.append((hit[0], b["metadata"]["name"], who, ref["name"], hit[1]))
    order = {"嚴重": 0, "高": 1, "中": 2}
    for row in sorted(rows, key=lambda r: order[r[0]]):
        print("\t".join(row))
    print(f"共 {len(rows)} 筆")


if __name__ == "__main__":
    main(sys.argv[1:])
