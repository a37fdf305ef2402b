#!/usr/bin/env bash
# Safely remove LaTeX build artefacts from a project directory.
set -euo pipefail

DRY=0; KEEP_BBL=0
while [[ $# -gt 1 ]]; do
  case "$1" in
    --dry-run) DRY=1 ;;
    --keep-bbl) KEEP_BBL=1 ;;
  esac
  shift
done
TARGET="$(cd "${1:?usage: clean.sh [--dry-run] [--keep-bbl] DIR}" && pwd -P)"

if [[ "$TARGET" == "/" || "$TARGET" == "$HOME" ]]; then
  echo "refusing to clean $TARGET" >&2; exit 1
fi
if ! compgen -G "$TARGET/*.tex" >/dev/null; then
  echo "no .tex file in $TARGET; not a LaTeX project" >&2; exit 1
fi

EXTS=(aux log out toc lof lot fls fdb_latexmk synctex.gz bcf blg run.xml nav snm vrb
      glo gls glg acn acr alg ist idx ind ilg xdy)
[[ $KEEP_BBL -eq 1 ]] || EXTS+=(bbl)

args=()
for e in "${EXTS[@]}"; do args+=(-o -name "*.$e"); done
mapfile -t files < <(find "$TARGET" -maxdepth 3 -type f \( "${args[@]:1}" \))

dirs=()
for d in "$TARGET"/_minted-* "$TARGET/svg-inkscape"; do [[ -d "$d" ]] && dirs+=("$d"); done
if [[ -d "$TARGET/build" ]] && compgen -G "$TARGET/build/*.fdb_latexmk" >/dev/null; then
  dirs+=("$TARGET/build")
fi

printf '%s\n' "${files[@]}" "${dirs[@]}"
if [[ $DRY -eq 0 ]]; then
  [[ ${#files[@]} -gt 0 ]] && rm -f -- "${files[@]}"
  [[ ${#dirs[@]} -gt 0 ]] && rm -rf -- "${dirs[@]}"
  echo "cleaned ${#files[@]} files, ${#dirs[@]} folders"
fi
