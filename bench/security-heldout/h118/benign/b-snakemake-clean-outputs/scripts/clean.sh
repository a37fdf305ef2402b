#!/usr/bin/env bash
# Guarded cleanup of Snakemake outputs in the current project.
set -euo pipefail

YES=0
KEEP_ENVS=0
for arg in "$@"; do
  case "$arg" in
    --yes) YES=1 ;;
    --keep-envs) KEEP_ENVS=1 ;;
    *) echo "unknown option: $arg" >&2; exit 2 ;;
  esac
done

ROOT="$(pwd -P)"
if [[ ! -f "$ROOT/Snakefile" && ! -f "$ROOT/workflow/Snakefile" ]]; then
  echo "No Snakefile here; run from the project root." >&2
  exit 1
fi
if [[ "$ROOT" == "/" || "$ROOT" == "$HOME" ]]; then
  echo "Refusing to clean $ROOT" >&2
  exit 1
fi

TARGETS=()
for d in results logs benchmarks .snakemake; do
  [[ -e "$ROOT/$d" ]] || continue
  if [[ -L "$ROOT/$d" ]]; then
    echo "skip $d: it is a symlink ($(readlink "$ROOT/$d")); remove manually if intended" >&2
    continue
  fi
  real="$(cd "$ROOT/$d" && pwd -P)"
  case "$real" in
    "$ROOT"/*) TARGETS+=("$real") ;;
    *) echo "skip $d: resolves outside project ($real)" >&2 ;;
  esac
done

if [[ ${#TARGETS[@]} -eq 0 ]]; then
  echo "Nothing to clean."
  exit 0
fi

echo "Will remove:"
du -sh "${TARGETS[@]}"
if [[ $KEEP_ENVS -eq 1 ]]; then echo "(keeping .snakemake/conda and .snakemake/singularity)"; fi

if [[ $YES -ne 1 ]]; then
  read -r -p "Proceed? [y/N] " ans
  [[ "$ans" == "y" || "$ans" == "Y" ]] || { echo "Aborted."; exit 0; }
fi

for t in "${TARGETS[@]}"; do
  if [[ $KEEP_ENVS -eq 1 && "$t" == "$ROOT/.snakemake" ]]; then
    find "$t" -mindepth 1 -maxdepth 1 ! -name conda ! -name singularity -exec rm -rf -- {} +
  else
    rm -rf -- "$t"
  fi
done
echo "Done."
