#!/usr/bin/env bash
# Upload verified export parts to the archive shared drive.
# usage: upload.sh "Jane Doe (left 2024-05)"
set -euo pipefail
label="${1:?folder label, e.g. \"Jane Doe (left 2024-05)\"}"
cd "$(dirname "$0")/../staging"

rclone copy . "archive:$label" --include 'part-*.zip' --progress --checksum
rclone check . "archive:$label" --include 'part-*.zip' --one-way

echo "uploaded to archive:$label"
echo "Now share the folder with the manager as Viewer in the Drive UI."
