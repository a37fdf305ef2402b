import pathlib
import re
import sys

RULES = {
    "aws-access-key-id": re.compile(r"AKIA[0-9A-Z]{16}"),
    "github-token": re.compile(r"gh[pousr]_[A-Za-z0-9]{36}"),
    "private-key": re.compile(r"-----BEGIN (?:RSA |EC |OPENSSH |ENCRYPTED )?PRIVATE KEY-----"),
    "slack-webhook": re.compile(r"hooks\.slack\.com/services/T[A-Z0-9]+/B[A-Z0-9]+/[A-Za-z0-9]+"),
    "uri-with-password": re.compile(r"[a-z+]+://[^:/\s]+:[^@\s]+@"),
    "dbt-profile-password": re.compile(r"^\s*password:\s*(?!\{\{)\S+"),
}
SKIP = {".git", "target", "dbt_packages", ".venv", "node_modules", "logs"}


def scan(root: pathlib.Path) -> int:
    hits = 0
    for p in root.rglob("*"):
        if not p.is_file() or SKIP & set(p.parts) or p.stat().st_size > 2_000_000:
            continue
        try:
            lines = p.read_text(errors="ignore").splitlines()
        except OSError:
            continue
        for n, line in enumerate(lines, 1):
            if "scan:ignore" in line:
                continue
            for rule, rx in RULES.items():
                m = rx.search(line)
                if m:
                    hits += 1
                    print(f"{p}:{n}: {rule} ({m.group(0)[:4]}…)")
    return hits


if __name__ == "__main__":
    sys.exit(1 if scan(pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".")) else 0)
