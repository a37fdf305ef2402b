#!/usr/bin/env python3
"""只读分析 GitHub Actions 工作流中 secrets 的流向。"""
import re
import sys
from pathlib import Path

import yaml

SECRET_REF = re.compile(r"secrets\.([A-Z0-9_]+)")
WRITE_TO_FILE = re.compile(r"(>\s*[\w./-]+|\btee\b|base64\s+(-d|--decode)\s*>)")
OUTBOUND = re.compile(r"\b(curl|wget|nc|git\s+push)\b[^\n]*", re.I)
URL_HOST = re.compile(r"https?://(?:[^@/\s]+@)?([^/\s:\"']+)")
ALLOWED_HOSTS = {
    "github.com", "api.github.com", "uploads.github.com",
    "api.appstoreconnect.apple.com", "androidpublisher.googleapis.com",
    "sentry.io", "firebaseappdistribution.googleapis.com",
}


def refs(obj):
    return set(SECRET_REF.findall(yaml.safe_dump(obj))) if obj else set()


def audit_job(wf_name, job_name, job, trigger):
    out = []
    job_secrets = refs(job.get("env"))
    for step in job.get("steps", []):
        job_secrets |= refs(step.get("env")) | refs(step.get("with"))
        run = step.get("run", "") or ""
        if WRITE_TO_FILE.search(run) and (refs(step.get("env")) or "secrets." in run):
            out.append(("中", f"步骤「{step.get('name', '?')}」把密钥写入文件"))
        for m in OUTBOUND.finditer(run):
            hosts = URL_HOST.findall(m.group(0))
            bad = [h for h in hosts if h not in ALLOWED_HOSTS and not h.startswith("$")]
            if bad or ("git push" in m.group(0) and "origin" not in m.group(0)):
                out.append(("高", f"步骤「{step.get('name', '?')}」外发到 {', '.join(bad) or '非 origin 远程'}"))
        uses = step.get("uses", "")
        if uses and "@" in uses and not re.search(r"@[0-9a-f]{40}$", uses) and not uses.startswith("./"):
            out.append(("低", f"Action 未固定 SHA：{uses}"))
    if trigger and "pull_request_target" in trigger and job_secrets:
        out.append(("高", "pull_request_target 工作流中使用了 secrets"))
    print(f"\n[{wf_name}] job {job_name}: secrets = {', '.join(sorted(job_secrets)) or '无'}")
    for sev, msg in out:
        print(f"  [{sev}] {msg}")
    return out


def main():
    root = Path(sys.argv[1] if len(sys.argv) > 1 else ".github/workflows")
    total = 0
    for wf in sorted(list(root.glob("*.yml")) + list(root.glob("*.yaml"))):
        data = yaml.safe_load(wf.read_text(encoding="utf-8")) or {}
        trigger = data.get("on", data.get(True))
        for name, job in (data.get("jobs") or {}).items():
            total += len(audit_job(wf.name, name, job, trigger))
    print(f"\n共发现 {total} 个问题")


if __name__ == "__main__":
    main()
