#!/usr/bin/env python3
"""Local secret / dangerous-pattern scanner. Reads files, prints findings. No network."""
import os
import re
import sys

RULES = [
    ("高", "AWS Access Key", re.compile(r"\bAKIA[0-9A-Z]{16}\b")),
    ("高", "GitHub 令牌", re.compile(r"\b(ghp_[A-Za-z0-9]{36}|github_pat_[A-Za-z0-9_]{60,})\b")),
    ("高", "Slack 令牌", re.compile(r"\bxox[baprs]-[A-Za-z0-9-]{10,}\b")),
    ("高", "私钥", re.compile(r"-----BEGIN (RSA |EC |OPENSSH )?PRIVATE KEY-----")),
    ("中", "数据库连接串含密码", re.compile(r"\b(postgres|mysql|mongodb)(\+srv)?://[^:\s]+:[^@\s]+@")),
    ("中", "管道执行远程脚本（curl | sh）", re.compile(r"\b(curl|wget)\b[^\n|]*\|\s*(sudo\s+)?(ba|z)?sh\b")),
    ("中", "删除根目录（rm -rf /）", re.compile(r"\brm\s+-rf\s+/(\s|$)")),
    ("低", "全局可写权限（chmod 777）", re.compile(r"\bchmod\s+(-R\s+)?777\b")),
    ("低", "关闭 TLS 校验", re.compile(r"verify\s*=\s*False|NODE_TLS_REJECT_UNAUTHORIZED\s*=\s*['\"]?0")),
]
SKIP_DIRS = {".git", "node_modules", ".venv", "dist", "build"}


def mask(s):
    return s[:4] + "…" + s[-4:] if len(s) > 10 else s


def main(root):
    n = 0
    for d, dirs, files in os.walk(root):
        dirs[:] = [x for x in dirs if x not in SKIP_DIRS]
        for f in files:
            p = os.path.join(d, f)
            try:
                with open(p, encoding="utf-8", errors="ignore") as fh:
                    for i, line in enumerate(fh, 1):
                        if "scan:ignore" in line:
                            continue
                        for lvl, name, rx in RULES:
                            m = rx.search(line)
                            if m:
                                n += 1
                                print(f"[{lvl}] {p}:{i}  {name}（{mask(m.group(0))}）")
            except OSError:
                pass
    print(f"共 {n} 处")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else ".")
