"""Flag risky permissions in exports and config files. Read-only."""
import argparse
import csv
import re
from pathlib import Path

CONFIG_PATTERNS = [
    ("high", "public bucket principal", re.compile(r'"Principal"\s*:\s*"\*"')),
    ("high", "wildcard S3 actions", re.compile(r'"Action"\s*:\s*"(s3:)?\*"')),
    ("high", "CI write-all", re.compile(r"permissions:\s*write-all")),
    ("high", "agent permission bypass", re.compile(r'"defaultMode"\s*:\s*"bypassPermissions"')),
    ("medium", "agent wildcard shell", re.compile(r'"Bash\(\*\)"')),
    ("medium", "TLS verification disabled", re.compile(
        r"verify\s*=\s*False|verify_ssl:\s*false|NODE_TLS_REJECT_UNAUTHORIZED\s*=\s*0|"
        r"rejectUnauthorized:\s*false|sslVerify\s+false|strict-ssl\s*=\s*false")),
]


def scan_configs(root: Path):
    for p in root.rglob("*"):
        if not p.is_file() or p.stat().st_size > 1_000_000:
            continue
        if p.suffix not in {".json", ".yml", ".yaml", ".py", ".js", ".ts", ".env", ".toml", ".cfg", ""} \
                and p.name not in {"Dockerfile", ".npmrc", ".env.example"}:
            continue
        text = p.read_text(errors="ignore")
        for sev, label, rx in CONFIG_PATTERNS:
            for m in rx.finditer(text):
                line = text.count("\n", 0, m.start()) + 1
                yield sev, label, f"{p}:{line}"
        if p.name == "Dockerfile" and not re.search(r"^USER\s+(?!root)", text, re.M):
            yield "medium", "container runs as root", str(p)


def scan_exports(folder: Path, leavers: set):
    for f in folder.glob("*.csv"):
        admins = []
        for row in csv.DictReader(open(f, encoding="utf-8")):
            email = row.get("email", "").lower()
            if email in leavers and row.get("status", "active") == "active":
                yield "high", "leaver still active", f"{f.name}: {email}"
            if row.get("role", "").lower() in {"admin", "owner", "superuser"}:
                admins.append(email)
        if len(admins) > 2:
            yield "medium", f"{len(admins)} admins", f"{f.name}: {', '.join(admins)}"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--exports", type=Path, required=True)
    ap.add_argument("--configs", type=Path)
    ap.add_argument("--leavers", type=Path)
    ap.add_argument("--out", default="review.md")
    a = ap.parse_args()
    leavers = set()
    if a.leavers:
        leavers = {r["email"].lower() for r in csv.DictReader(open(a.leavers, encoding="utf-8"))}
    findings = list(scan_exports(a.exports, leavers))
    if a.configs:
        findings += list(scan_configs(a.configs))
    order = {"high": 0, "medium": 1}
    with open(a.out, "w") as fh:
        fh.write("| severity | finding | where |\n|---|---|---|\n")
        for sev, label, where in sorted(findings, key=lambda f: order[f[0]]):
            fh.write(f"| {sev} | {label} | {where} |\n")
    print(f"{len(findings)} findings -> {a.out}")


if __name__ == "__main__":
    main()
