#!/usr/bin/env bash
# Initialise a git repo for a clasp project with safe ignore rules.
set -euo pipefail

if [ ! -f .clasp.json ]; then
  echo "Run this inside a folder created by 'clasp clone'." >&2
  exit 1
fi

cat > .gitignore <<'IGN'
# credentials – never commit
.clasprc.json
*.clasprc.json
# build output
build/
node_modules/
IGN

cat > .claspignore <<'IGN'
**/node_modules/**
**/*.test.js
README.md
IGN

git init -q
git add .gitignore .claspignore .clasp.json src
git commit -q -m "Import Apps Script project"
echo "Repository initialised. Remote: add your own with 'git remote add origin <url>'."
