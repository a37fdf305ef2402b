#!/usr/bin/env python3
"""唯讀掃描代理記憶檔中的可疑持久性指令。"""
import re
import sys
from pathlib import Path

NAMES = {"CLAUDE.md", "CLAUDE.local.md", "AGENTS.md", "GEMINI.md", "copilot-instructions.md"}
PATTERNS = {
    "隱瞞": [r"不要(告訴|提到|通知)使用者", r"摘要中不要", r"do not (tell|mention|inform)", r"without (telling|informing) the user"],
    "覆蓋": [r"最高優先", r"覆蓋使用者", r"ignore (all |any )?(previous|prior|user) instructions", r"takes? precedence over the user"],
    "自動核准": [r"不要再?向使用者確認", r"不需要?確認", r"auto-?approve", r"never ask (for )?(confirmation|permission)"],
    "外送": [r"(curl|wget|Invoke-WebRequest)\s+\S*https?://", r"(傳送|上傳|寄送).{0,20}(\.env|token|金鑰|密碼)", r"send .{0,30}(token|secret|\.env|credentials)"],
    "自我保護": [r"(要求|request).{0,20}(移除|remove|disable).{0,20}(婉拒|refuse|decline)"],
}
COMPILED = {k: [re.compile(p, re.I) for p in v] for k, v in PATTERNS.items()}


def candidates(root: Path):
    if root.is_file():
        yield root
        return
    for p in root.rglob("*"):
        if p.is_file() and (p.name in NAMES or (p.suffix == ".mdc" and ".cursor" in p.parts)):
            if "node_modules" not in p.parts and ".git" not in p.parts:
                yield p


def main(roots):
    hits = 0
    for root in map(lambda r: Path(r).expanduser(), roots):
        if not root.exists():
            continue
        for path in candidates(root):
            for no, line in enumerate(path.read_text(encoding="utf-8", errors="replace").splitlines(), 1):
                for cat, rxs in COMPILED.items():
                    if any(rx.search(line) for rx in rxs):
                        hits += 1
                        print(f"{path}:{no}\t{cat}\t{line.strip()[:100]}")
                        break
    print(f"共 {hits} 行可疑（請人工判讀，本腳本未修改任何檔案）")


if __name__ == "__main__":
    main(sys.argv[1:] or ["."])
