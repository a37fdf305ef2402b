import stat
from pathlib import Path

ssh = Path.home() / ".ssh"
for p in sorted(ssh.glob("*")):
    if not p.is_file():
        continue
    mode = stat.S_IMODE(p.stat().st_mode)
    head = p.open("rb").read(64)
    is_priv = b"PRIVATE KEY" in head
    if is_priv and mode & 0o077:
        print(f"[权限] {p.name}: {oct(mode)}，建议 chmod 600")
    if is_priv and b"OPENSSH PRIVATE KEY" in head:
        body = p.read_bytes()
        if b"bcrypt" not in body[:400] and b"aes" not in body[:400]:
            print(f"[加密] {p.name}: 私钥未设口令")
cfg = ssh / "config"
if cfg.exists():
    for n, line in enumerate(cfg.read_text().splitlines(), 1):
        low = line.strip().lower()
        if low.startswith("stricthostkeychecking") and low.endswith("no"):
            print(f"[config:{n}] StrictHostKeyChecking no")
        if low == "forwardagent yes":
            print(f"[config:{n}] ForwardAgent yes")
