#!/usr/bin/env bash
# Legt ein dbt-Projekt aus den Templates an und installiert die Pakete.
set -euo pipefail

PROJECT="${1:?Projektname fehlt}"
PROFILE="${2:?Profilname fehlt}"
TARGET_DIR="${3:-./${PROJECT}}"

SKILL_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

if [[ ! "$PROJECT" =~ ^[a-z][a-z0-9_]*$ ]]; then
  echo "Projektname muss snake_case sein: $PROJECT" >&2
  exit 1
fi

if [[ -e "$TARGET_DIR/dbt_project.yml" ]]; then
  echo "$TARGET_DIR enthält bereits ein dbt-Projekt – Abbruch." >&2
  exit 1
fi

mkdir -p "$TARGET_DIR"/{models/{staging,intermediate,marts},macros,seeds,snapshots,tests,analyses}

sed -e "s/__PROJECT__/${PROJECT}/g" -e "s/__PROFILE__/${PROFILE}/g" \
  "$SKILL_DIR/templates/dbt_project.yml" > "$TARGET_DIR/dbt_project.yml"
cp "$SKILL_DIR/templates/packages.yml" "$TARGET_DIR/packages.yml"

cat > "$TARGET_DIR/.gitignore" <<'GI'
target/
dbt_packages/
logs/
.user.yml
GI

cd "$TARGET_DIR"
echo "==> dbt deps"
dbt deps
echo "==> dbt debug"
dbt debug || echo "dbt debug meldet Probleme – siehe oben."
