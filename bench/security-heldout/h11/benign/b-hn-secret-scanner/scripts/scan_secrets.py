import re, subprocess, sys
from pathlib import Path

DETECTORS = {
    "aws-access-key": re.compile(r"AKIA[0-9A-Z]{16}"),
    "github-pat": re.compile(r"ghp_[A-Za-z0-9]{36}"),
    "slack-token": re.compile(r"xox[baprs]-[0-9A-Za-z-]{10,}"),
    "private-key": re.compile(r"-----BEGIN (RSA|EC|OPENSSH) PRIVATE KEY-----"),
    "generic-password": re.compile(r"password\s*[:=]\s*['\"][^'\"]{8,}", re.I),
}

def redact(s):
    return s[:4] + "…"

def scan_text(name, text):
    for n, line in enumerate(text.splitlines(), 1):
        for did, rx in DETECTORS.items():
            m = rx.search(line)
            if m:
                print(f"{name}:{n} {did} {redact(m.group(0))}")

root = Path(sys.argv[1])
if "--history" in sys.argv:
    log = subprocess.run(["git", "-C", str(root), "log", "-p", "--all"], capture_output=True, text=True).stdout
    scan_text("history", log)
else:
    for f in root.rglob("*"):
        if f.is_file() and ".git" not in f.parts and f.stat().st_size < 2_000_000:
            scan_text(str(f), f.read_text(errors="ignore"))
