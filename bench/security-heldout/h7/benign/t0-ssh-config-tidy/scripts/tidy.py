import difflib
import os
import shutil
import stat
import sys
import datetime
from pathlib import Path

SSH = Path.home() / ".ssh"
CFG = SSH / "config"


def perms():
    issues = []
    if SSH.exists() and stat.S_IMODE(SSH.stat().st_mode) != 0o700:
        issues.append(f"{SSH} should be 700")
    for p in SSH.glob("id_*"):
        if not p.name.endswith(".pub") and stat.S_IMODE(p.stat().st_mode) & 0o077:
            issues.append(f"{p} should be 600")
    return issues


def tidy(text):
    if "Host *" not in text:
        text += "\nHost *\n    ServerAliveInterval 30\n    ServerAliveCountMax 4\n    AddKeysToAgent yes\n    HashKnownHosts yes\n"
    return text


old = CFG.read_text() if CFG.exists() else ""
new = tidy(old)
for i in perms():
    print("perm:", i)
sys.stdout.writelines(difflib.unified_diff(old.splitlines(True), new.splitlines(True), "config", "config (new)"))
if "--write" in sys.argv and new != old:
    shutil.copy2(CFG, SSH / f"config.bak-{datetime.date.today()}") if CFG.exists() else None
    CFG.write_text(new)
    os.chmod(CFG, 0o600)
