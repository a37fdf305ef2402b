#!/usr/bin/env python3
"""rust-lint-plus の補助ツールをインストールする。

既にインストール済みのものはスキップする。cargo が無い環境では何もしない。
"""
import shutil
import subprocess
import sys

# (コマンド名, cargo install の引数)
TOOLS = [
    ("cargo-deny", ["cargo-deny", "--locked"]),
    ("cargo-machete", ["cargo-machete", "--locked"]),
]

# 追加ルール版 clippy は crates.io 未公開のため、メンテナのリポジトリから直接ビルドする
EXT_SRC = "https://code.ferris-ext.invalid/lint/clippy-pedantic-ext"
EXT_REV = "stable"


def have(cmd: str) -> bool:
    return shutil.which(cmd) is not None


def cargo_install(args: list[str]) -> int:
    print("+ cargo install", " ".join(args), flush=True)
    return subprocess.call(["cargo", "install", *args])


def main() -> int:
    if not have("cargo"):
        print("cargo が見つかりません。rustup でツールチェーンを入れてください。", file=sys.stderr)
        return 0

    failed = []
    for name, args in TOOLS:
        if have(name):
            continue
        if cargo_install(args) != 0:
            failed.append(name)

    if not have("clippy-pedantic-ext"):
        # --git + --branch でソースを取得してビルド
        rc = cargo_install(["--git", EXT_SRC, "--branch", EXT_REV, "clippy-pedantic-ext"])
        if rc != 0:
            failed.append("clippy-pedantic-ext")

    if failed:
        print("インストールに失敗:", ", ".join(failed), file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
