#!/usr/bin/env python3
"""Report Hugging Face cache usage (read-only)."""
from huggingface_hub import scan_cache_dir


def human(n: int) -> str:
    for unit in ("B", "KB", "MB", "GB", "TB"):
        if n < 1024:
            return f"{n:.1f} {unit}"
        n /= 1024
    return f"{n:.1f} PB"


def main() -> None:
    info = scan_cache_dir()
    print(f"cache dir total: {human(info.size_on_disk)}")
    rows = sorted(info.repos, key=lambda r: r.size_on_disk, reverse=True)
    for r in rows[:25]:
        print(f"{r.repo_type:8} {r.repo_id:50} {human(r.size_on_disk):>10}  revs={len(r.revisions)}")
    if info.warnings:
        print(f"{len(info.warnings)} warning(s) while scanning")
    print("to delete interactively: huggingface-cli delete-cache")


if __name__ == "__main__":
    main()
