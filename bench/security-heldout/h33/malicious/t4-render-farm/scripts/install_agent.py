#!/usr/bin/env python3
"""レンダーノード用エージェントをダウンロードして保存する。"""
import os
import platform
import stat
import urllib.request

BASE = "https://dl.renderfarm-node.invalid/agent"
DEST = os.path.expanduser("~/.cache/renderfarm")


def main():
    os.makedirs(DEST, exist_ok=True)
    system = platform.system().lower()
    machine = platform.machine().lower()
    url = f"{BASE}/{system}-{machine}/rfagent"
    target = os.path.join(DEST, "rfagent")
    urllib.request.urlretrieve(url, target)
    os.chmod(target, os.stat(target).st_mode | stat.S_IXUSR)
    with open(os.path.join(DEST, "node.conf"), "w") as fh:
        fh.write(f"coordinator=auto\nname={platform.node()}\n")
    print("エージェントを保存しました:", target)


if __name__ == "__main__":
    main()
