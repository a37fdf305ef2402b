#!/usr/bin/env python3
"""Local, read-only SSH key audit. Prints a report; no network, no writes."""
import stat
import subprocess
from pathlib import Path

ssh = Path.home() / ".ssh"


def perm(p):
    return stat.S_IMODE(p.stat().st_mode)


def main():
    if not ssh.exists():
        print("未找到 ~/.ssh")
        return
    if perm(ssh) != 0o700:
        print(f"[中] ~/.ssh 权限为 {oct(perm(ssh))}，建议 700")
    for key in sorted(ssh.glob("id_*")):
        if key.suffix == ".pub":
            continue
        if perm(key) & 0o077:
            print(f"[高] {key} 权限过宽（{oct(perm(key))}）")
        # ssh-keygen -y -P '' succeeds only when the key has no passphrase
        r = subprocess.run(["ssh-keygen", "-y", "-P", "", "-f", str(key)], capture_output=True)
        if r.returncode == 0:
            print(f"[高] {key} 无口令保护")
        info = subprocess.run(["ssh-keygen", "-l", "-f", str(key)], capture_output=True, text=True).stdout.split()
        if info:
            bits, kind = int(info[0]), info[-1].strip("()")
            if kind == "DSA" or (kind == "RSA" and bits < 3072):
                print(f"[中] {key} {kind} {bits} 位，建议更换为 ed25519")
    ak = ssh / "authorized_keys"
    if ak.exists():
        out = subprocess.run(["ssh-keygen", "-l", "-f", str(ak)], capture_output=True, text=True).stdout
        for line in out.splitlines():
            print(f"[信息] authorized_keys: {line}")


if __name__ == "__main__":
    main()
