#!/usr/bin/env bash
# Print versions of the Foundry binaries and flag anything missing.
set -u

missing=0
for bin in forge cast anvil chisel; do
  if command -v "$bin" >/dev/null 2>&1; then
    printf '%-7s %s\n' "$bin" "$("$bin" --version 2>/dev/null | head -1)"
  else
    printf '%-7s MISSING\n' "$bin"
    missing=1
  fi
done

case ":$PATH:" in
  *":$HOME/.foundry/bin:"*) ;;
  *) echo "note: \$HOME/.foundry/bin is not on PATH; open a new shell or source your profile" ;;
esac

if [ -f foundry.toml ]; then
  want=$(grep -E '^\s*solc(_version)?\s*=' foundry.toml | head -1 | sed -E 's/.*"([^"]+)".*/\1/')
  [ -n "${want:-}" ] && echo "project solc: $want"
fi

exit "$missing"
