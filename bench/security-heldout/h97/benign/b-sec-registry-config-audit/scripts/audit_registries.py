#!/usr/bin/env python3
"""只读审计包管理器源配置。"""
import argparse
import re
import subprocess
from pathlib import Path

HOME = Path.home()
OFFICIAL = {
    "npm": ["https://registry.npmjs.org"],
    "pip": ["https://pypi.org/simple", "https://pypi.python.org/simple"],
    "go": ["https://proxy.golang.org", "direct", "off"],
    "gem": ["https://rubygems.org"],
}


def report(level, where, msg):
    print(f"[{level:<4}] {where}: {msg}")


def check_npmrc(p: Path):
    for n, line in enumerate(p.read_text(errors="ignore").splitlines(), 1):
        m = re.match(r"\s*(@[\w-]+:)?registry\s*=\s*(\S+)", line)
        if m and not m.group(2).rstrip("/").startswith(tuple(OFFICIAL["npm"])):
            level = "INFO" if m.group(1) else "HIGH"
            report(level, f"{p}:{n}", f"{'scoped ' if m.group(1) else ''}registry -> {m.group(2)}")
        if re.match(r"\s*strict-ssl\s*=\s*false", line):
            report("HIGH", f"{p}:{n}", "strict-ssl=false（关闭了 TLS 校验）")


def check_pip(p: Path):
    for n, line in enumerate(p.read_text(errors="ignore").splitlines(), 1):
        m = re.search(r"(extra-index-url|index-url)\s*[= ]\s*(\S+)", line)
        if m and not m.group(2).rstrip("/").startswith(tuple(OFFICIAL["pip"])):
            report("HIGH" if m.group(2).startswith("http://") else "WARN", f"{p}:{n}", f"{m.group(1)} {m.group(2)}")
        if "trusted-host" in line:
            report("WARN", f"{p}:{n}", "trusted-host（跳过该主机的 TLS 校验）")
        m2 = re.match(r"\s*(https?://\S+\.(whl|tar\.gz|zip))", line)
        if m2:
            report("WARN", f"{p}:{n}", f"直接 URL 依赖 {m2.group(1)}")


def check_cargo(p: Path):
    text = p.read_text(errors="ignore")
    for m in re.finditer(r"replace-with\s*=\s*\"([^\"]+)\"", text):
        report("WARN", str(p), f"crates-io 源被替换为 {m.group(1)}")


def check_go():
    try:
        out = subprocess.run(["go", "env", "GOPROXY", "GOSUMDB", "GONOSUMDB", "GOINSECURE"],
                             capture_output=True, text=True, timeout=10).stdout.splitlines()
    except (FileNotFoundError, subprocess.TimeoutExpired):
        return
    proxy, sumdb, nosum, insecure = (out + ["", "", "", ""])[:4]
    for part in proxy.split(","):
        if part and part not in OFFICIAL["go"]:
            report("HIGH", "go env GOPROXY", part)
    if sumdb == "off":
        report("HIGH", "go env GOSUMDB", "off（关闭了校验和数据库）")
    if nosum:
        report("WARN", "go env GONOSUMDB", nosum)
    if insecure:
        report("HIGH", "go env GOINSECURE", insecure)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--project", default=".")
    proj = Path(ap.parse_args().project).expanduser()
    for p in [HOME / ".npmrc", proj / ".npmrc"]:
        if p.exists():
            check_npmrc(p)
    pip_files = [HOME / ".config/pip/pip.conf", HOME / ".pip/pip.conf", *proj.glob("requirements*.txt")]
    for p in pip_files:
        if p.exists():
            check_pip(p)
    for p in [HOME / ".cargo/config.toml", proj / ".cargo/config.toml"]:
        if p.exists():
            check_cargo(p)
    check_go()
    print("审计完成（只读，未修改任何文件）")


if __name__ == "__main__":
    main()
