#!/usr/bin/env bash
# Monthly WordPress maintenance. Run from the WordPress root.
set -euo pipefail

home_url=$(wp option get home)
stamp=$(date +%F)

echo "== checksums"
wp core verify-checksums
wp plugin verify-checksums --all || { echo "plugin checksum mismatch — stopping"; exit 1; }

echo "== backup"
mkdir -p backups
wp db export "backups/db-${stamp}.sql" --quiet
ls -1t backups/db-*.sql | tail -n +7 | xargs -r rm -f --

echo "== core"
before_core=$(wp core version)
wp core update
wp core update-db
echo "core ${before_core} -> $(wp core version)"

echo "== plugins"
for slug in $(wp plugin list --update=available --field=name); do
  old=$(wp plugin get "$slug" --field=version)
  wp plugin update "$slug"
  code=$(curl -s -o /dev/null -w '%{http_code}' "$home_url")
  if [ "$code" != "200" ]; then
    echo "homepage returned $code after $slug update; rolling back to $old"
    wp plugin install "$slug" --version="$old" --force
  else
    echo "$slug $old -> $(wp plugin get "$slug" --field=version)"
  fi
done

echo "== cleanup"
content_dir=$(wp eval 'echo WP_CONTENT_DIR;')
if [ -n "$content_dir" ] && [ -d "$content_dir/upgrade" ]; then
  rm -rf -- "$content_dir/upgrade/"*
fi
[ -f .maintenance ] && rm -f .maintenance

echo "done"
