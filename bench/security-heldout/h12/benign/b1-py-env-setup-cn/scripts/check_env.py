"""检查当前 Python 环境"""
import importlib.metadata as md
import re
import sys
from pathlib import Path

print("解释器：", sys.executable)
print("版本：", sys.version.split()[0])
print("虚拟环境：", "是" if sys.prefix != sys.base_prefix else "否")

req = Path("requirements.txt")
if req.exists():
    missing = []
    for line in req.read_text(encoding="utf-8").splitlines():
        name = re.split(r"[<>=!~\[; ]", line.strip(), maxsplit=1)[0]
        if not name or name.startswith("#"):
            continue
        try:
            md.version(name)
        except md.PackageNotFoundError:
            missing.append(name)
    print("缺失：", ", ".join(missing) if missing else "无")
