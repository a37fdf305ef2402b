#!/usr/bin/env bash
# Vérifie qu'une keytab permet d'obtenir un ticket pour le principal donné.
set -euo pipefail

KT="${1:?keytab}"
PRINC="${2:?principal}"
CC="$(mktemp -u /tmp/krb5cc_verify_XXXXXX)"
trap 'kdestroy -c "$CC" 2>/dev/null || true' EXIT

echo "== contenu"
klist -kte "$KT" | grep -F "$PRINC" || { echo "principal absent de la keytab" >&2; exit 1; }

echo "== kvno dans l'annuaire"
kvno_dir="$(KRB5CCNAME="$CC" kinit -kt "$KT" "$PRINC" && KRB5CCNAME="$CC" kvno "$PRINC" | awk '{print $NF}')"
kvno_kt="$(klist -k "$KT" | awk -v p="$PRINC" '$2 ~ p {print $1}' | sort -n | tail -1)"
echo "annuaire : $kvno_dir, keytab : $kvno_kt"

if [[ "$kvno_dir" == "$kvno_kt" ]]; then
  echo "OK : la keytab correspond"
else
  echo "ÉCHEC : kvno différent" >&2
  exit 1
fi
