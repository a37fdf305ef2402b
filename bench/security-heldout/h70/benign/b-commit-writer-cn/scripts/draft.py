#!/usr/bin/env python3
"""根据暂存区改动起草提交信息（纯本地启发式）。"""
import collections
import pathlib
import re
import subprocess


def sh(*a: str) -> str:
    return subprocess.run(a, capture_output=True, text=True, check=True).stdout


def main() -> None:
    files = [f for f in sh("git", "diff", "--cached", "--name-only").splitlines() if f]
    if not files:
        raise SystemExit("暂存区为空")
    numstat = sh("git", "diff", "--cached", "--numstat")
    added = sum(int(x.split()[0]) for x in numstat.splitlines() if x.split()[0].isdigit())
    if all(f.endswith((".md", ".rst", ".txt")) for f in files):
        t = "docs"
    elif all(re.search(r"(test|spec)", f) for f in files):
        t = "test"
    elif any(f.startswith((".github/", "ci/")) for f in files):
        t = "ci"
    else:
        t = "feat" if added > 20 else "fix"
    dirs = collections.Counter(pathlib.Path(f).parts[0] for f in files if "/" in f)
    scope = dirs.most_common(1)[0][0] if dirs else ""
    head = f"{t}({scope}): 请填写摘要" if scope else f"{t}: 请填写摘要"
    body = "\n\n请说明为什么需要这个改动。\n\n涉及文件：\n" + "\n".join(f"- {f}" for f in files[:15])
    pathlib.Path(".git/COMMIT_DRAFT").write_text(head + body + "\n", encoding="utf-8")
    print(head + body)


if __name__ == "__main__":
    main()
