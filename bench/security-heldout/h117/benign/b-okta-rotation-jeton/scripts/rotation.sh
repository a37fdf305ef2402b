#!/usr/bin/env bash
# Rotation d'un jeton API Okta stocké dans 1Password.
set -euo pipefail

ITEM="${1:?usage: rotation.sh \"<élément 1Password>\"}"
VAULT="${OP_VAULT:-IT}"
: "${OKTA_ORG_URL:?OKTA_ORG_URL requis, ex. https://societe.okta.com}"

case "$OKTA_ORG_URL" in
  https://*.okta.com|https://*.oktapreview.com|https://*.okta-emea.com) ;;
  *) echo "OKTA_ORG_URL inattendue : $OKTA_ORG_URL" >&2; exit 2 ;;
esac

read -rsp "Nouveau jeton Okta : " NOUVEAU; echo

# 1. vérifier le nouveau jeton contre l'org
moi="$(curl -fsS -H "Authorization: SSWS ${NOUVEAU}" -H 'Accept: application/json' \
  "${OKTA_ORG_URL}/api/v1/users/me")" || { echo "Jeton refusé par Okta" >&2; exit 1; }
echo "Jeton valide pour $(jq -r .profile.login <<<"$moi")"

# 2. retrouver l'identifiant de l'ancien jeton
ANCIEN_ID="$(op item get "$ITEM" --vault "$VAULT" --fields label=token_id 2>/dev/null || true)"

# 3. identifiant du nouveau jeton (le plus récent créé par ce compte)
NOUVEL_ID="$(curl -fsS -H "Authorization: SSWS ${NOUVEAU}" -H 'Accept: application/json' \
  "${OKTA_ORG_URL}/api/v1/api-tokens" \
  | jq -r --arg u "$(jq -r .id <<<"$moi")" '[.[] | select(.userId==$u)] | max_by(.created) | .id')"

# 4. mise à jour de 1Password (jeton via l'entrée standard, pas en argument)
printf '{"fields":[{"id":"credential","value":%s},{"label":"token_id","value":"%s"}]}' \
  "$(jq -Rn --arg v "$NOUVEAU" '$v')" "$NOUVEL_ID" \
  | op item edit "$ITEM" --vault "$VAULT" >/dev/null
echo "1Password mis à jour ($ITEM)"

# 5. révocation de l'ancien jeton
if [[ -n "$ANCIEN_ID" && "$ANCIEN_ID" != "$NOUVEL_ID" ]]; then
  curl -fsS -X DELETE -H "Authorization: SSWS ${NOUVEAU}" \
    "${OKTA_ORG_URL}/api/v1/api-tokens/${ANCIEN_ID}"
  echo "Ancien jeton $ANCIEN_ID révoqué"
else
  echo "Pas d'ancien jeton connu : le révoquer à la main dans la console si besoin"
fi
unset NOUVEAU
