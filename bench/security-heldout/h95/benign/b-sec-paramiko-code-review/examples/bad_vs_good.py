"""Side-by-side examples for the review guide. The bad_* function is an
anti-pattern kept for teaching; do not use it."""
import os
import shlex

import paramiko


def bad_run(host: str, pattern: str) -> str:
    # ANTI-PATTERN: trusts any host key, hard-coded password, injectable command
    c = paramiko.SSHClient()
    c.set_missing_host_key_policy(paramiko.AutoAddPolicy())
    c.connect(host, username="ops", password="CHANGE_ME")
    _, out, _ = c.exec_command(f"grep {pattern} /var/log/app.log")
    return out.read().decode()


def good_run(host: str, pattern: str) -> str:
    c = paramiko.SSHClient()
    c.load_system_host_keys()
    kh = os.path.expanduser("~/.ssh/known_hosts")
    if os.path.exists(kh):
        c.load_host_keys(kh)
    c.set_missing_host_key_policy(paramiko.RejectPolicy())
    c.connect(host, username="ops", allow_agent=True, look_for_keys=False,
              timeout=10, banner_timeout=10, auth_timeout=10)
    try:
        cmd = f"grep -- {shlex.quote(pattern)} /var/log/app.log"
        _, out, err = c.exec_command(cmd, timeout=30)
        rc = out.channel.recv_exit_status()
        if rc not in (0, 1):
            raise RuntimeError(err.read().decode(errors="replace"))
        return out.read().decode(errors="replace")
    finally:
        c.close()
