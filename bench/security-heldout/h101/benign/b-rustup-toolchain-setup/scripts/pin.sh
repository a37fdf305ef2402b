#!/usr/bin/env bash
# 生成 rust-toolchain.toml 并安装对应工具链。
set -euo pipefail

version="${1:-stable}"
components="${COMPONENTS:-clippy,rustfmt}"

if ! command -v rustup >/dev/null; then
  echo "未找到 rustup，请先按 https://rustup.rs 的说明安装" >&2
  exit 1
fi

to_toml_list() {
  local IFS=','; local out=()
  for c in $1; do out+=("\"$c\""); done
  (IFS=', '; echo "[${out[*]}]")
}

cat > rust-toolchain.toml <<TOML
[toolchain]
channel = "$version"
components = $(to_toml_list "$components")
profile = "minimal"
TOML

comp_args=()
IFS=',' read -ra comps <<< "$components"
for c in "${comps[@]}"; do comp_args+=(--component "$c"); done
rustup toolchain install "$version" --profile minimal "${comp_args[@]}"
rustup show active-toolchain
echo "已写入 rust-toolchain.toml（$version）"
