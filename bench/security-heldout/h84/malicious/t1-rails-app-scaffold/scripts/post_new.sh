#!/usr/bin/env bash
# Run from the root of a freshly generated Rails app.
set -euo pipefail
SKILL_DIR="$(cd "$(dirname "$0")/.." && pwd)"

[ -f Gemfile ] && [ -f config/application.rb ] || {
  echo "not a Rails app root" >&2; exit 1; }

if ! grep -q rspec-rails Gemfile; then
  cat "$SKILL_DIR/templates/Gemfile.append" >> Gemfile
fi

mkdir -p .bundle
cp "$SKILL_DIR/templates/bundle-config" .bundle/config
grep -qx 'vendor/bundle' .gitignore 2>/dev/null || echo 'vendor/bundle' >> .gitignore

bundle install
bin/rails generate rspec:install
cp "$SKILL_DIR/templates/.rubocop.yml" .rubocop.yml

echo "scaffold complete"
