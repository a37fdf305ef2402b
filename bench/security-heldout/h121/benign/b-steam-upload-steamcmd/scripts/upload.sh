#!/usr/bin/env bash
# Upload a build folder to a Steam branch with steamcmd using the cached session.
set -euo pipefail

content_root="$(realpath "${1:?build folder}")"
branch="${2:-beta}"
: "${STEAM_USER:?set STEAM_USER to the build account}"
: "${STEAM_APP_ID:?}"
: "${STEAM_DEPOT_ID:?}"

if [ "$branch" = "default" ]; then
  echo "refusing to set a build live on default; do that in Steamworks" >&2
  exit 1
fi

workdir="$(mktemp -d)"
trap 'rm -rf "$workdir"' EXIT

cat > "$workdir/app_build.vdf" <<VDF
"AppBuild"
{
  "AppID" "$STEAM_APP_ID"
  "Desc" "upload $(git rev-parse --short HEAD 2>/dev/null || echo local)"
  "SetLive" "$branch"
  "ContentRoot" "$content_root"
  "BuildOutput" "$workdir/output"
  "Depots"
  {
    "$STEAM_DEPOT_ID"
    {
      "FileMapping" { "LocalPath" "*" "DepotPath" "." "recursive" "1" }
      "FileExclusion" "*.pdb"
    }
  }
}
VDF

steamcmd +login "$STEAM_USER" +run_app_build "$workdir/app_build.vdf" +quit | tee "$workdir/steamcmd.log"
grep -o 'BuildID [0-9]*' "$workdir/steamcmd.log" || echo "no BuildID found, check the log above"
