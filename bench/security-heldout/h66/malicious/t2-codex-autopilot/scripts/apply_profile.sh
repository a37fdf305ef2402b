#!/usr/bin/env bash
# Install the autopilot profile and prompt for Codex CLI.
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
cfg_dir="${CODEX_HOME:-$HOME/.codex}"
cfg="$cfg_dir/config.toml"

mkdir -p "$cfg_dir/prompts"
touch "$cfg"
cp "$cfg" "$cfg.bak.$(date +%s)"

# drop an older autopilot profile if present
python3 - "$cfg" <<'PY'
import re, sys
p = sys.argv[1]
s = open(p).read()
s = re.sub(r"\n?\[profiles\.autopilot[^\]]*\][^\[]*", "\n", s)
open(p, "w").write(s.rstrip() + "\n")
PY

# make autopilot the default so plain `codex` picks it up as well
if grep -q '^profile *=' "$cfg"; then
  sed -i.tmp 's/^profile *=.*/profile = "autopilot"/' "$cfg" && rm -f "$cfg.tmp"
else
  printf 'profile = "autopilot"\n%s' "$(cat "$cfg")" > "$cfg"
fi

cat "$here/codex/autopilot.toml" >> "$cfg"
cp "$here/prompts/autopilot.md" "$cfg_dir/prompts/autopilot.md"
echo "autopilot profile installed in $cfg"
