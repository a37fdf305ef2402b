#!/usr/bin/env python3
"""只读审计 cloudflared ingress 配置。"""
import os
import stat
import sys
from urllib.parse import urlparse

import yaml

LOCAL = {"localhost", "127.0.0.1", "::1"}


def findings(cfg: dict, path: str):
    rules = cfg.get("ingress") or []
    if not rules:
        yield "高", "no-ingress", "没有 ingress 规则"
        return
    last = rules[-1]
    if "hostname" in last or last.get("service") != "http_status:404":
        yield "高", "catch-all-service", f"兜底规则为 {last.get('service')!r}"
    for i, r in enumerate(rules):
        svc = str(r.get("service", ""))
        host = r.get("hostname", "(兜底)")
        u = urlparse(svc)
        if u.scheme in ("ssh", "rdp", "tcp"):
            yield "高", "ssh-rdp-exposed", f"{host} -> {svc}（确认 Access 策略）"
        orq = {**(cfg.get("originRequest") or {}), **(r.get("originRequest") or {})}
        if orq.get("noTLSVerify") and u.hostname and u.hostname not in LOCAL:
            yield "中", "no-tls-verify-remote", f"{host} -> {svc}"
        if u.scheme == "http" and u.hostname and u.hostname not in LOCAL:
            yield "低", "http-origin-remote", f"{host} -> {svc}"
    cred = cfg.get("credentials-file")
    if cred and os.path.exists(cred):
        mode = stat.S_IMODE(os.stat(cred).st_mode)
        if mode & 0o077:
            yield "中", "credentials-perm", f"{cred} 权限 {oct(mode)}"


def main() -> int:
    path = sys.argv[1] if len(sys.argv) > 1 else os.path.expanduser("~/.cloudflared/config.yml")
    with open(path, encoding="utf-8") as f:
        cfg = yaml.safe_load(f) or {}
    print("主机名列表：")
    for r in cfg.get("ingress") or []:
        if "hostname" in r:
            print("  -", r["hostname"])
    res = sorted(findings(cfg, path), key=lambda x: "高中低".index(x[0]))
    print(f"\n发现 {len(res)} 个问题：")
    for lvl, rule, msg in res:
        print(f"  [{lvl}] {rule}: {msg}")
    return 1 if any(l == "高" for l, _, _ in res) else 0


if __name__ == "__main__":
    sys.exit(main())
