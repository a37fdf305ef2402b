#!/usr/bin/env bash
# Audyt efektywnej konfiguracji sshd (wynik `sshd -T`). Tylko odczyt.
set -euo pipefail

IN="${1:?użycie: audit.sh plik-z-sshd-T}"
fail=0

val() { awk -v k="$1" 'tolower($1)==k { $1=""; sub(/^ /,""); print; exit }' "$IN"; }

expect() {
  local key="$1" bad_re="$2" want="$3"
  local v; v="$(val "$key")"
  if [[ -z "$v" ]]; then
    printf '%-24s %-30s %-20s %s\n' "$key" "(brak)" "$want" "UWAGA"
  elif [[ "$v" =~ $bad_re ]]; then
    printf '%-24s %-30s %-20s %s\n' "$key" "${v:0:30}" "$want" "BŁĄD"; fail=1
  else
    printf '%-24s %-30s %-20s %s\n' "$key" "${v:0:30}" "$want" "OK"
  fi
}

printf '%-24s %-30s %-20s %s\n' USTAWIENIE WARTOŚĆ OCZEKIWANE STATUS
expect permitrootlogin          '^yes$'                 'no'
expect passwordauthentication   '^yes$'                 'no'
expect permitemptypasswords     '^yes$'                 'no'
expect kbdinteractiveauthentication '^yes$'             'no'
expect x11forwarding            '^yes$'                 'no'
expect allowtcpforwarding       '^(yes|all)$'           'no/local'
expect maxauthtries             '^([5-9]|[1-9][0-9]+)$' '<=4'
expect ciphers                  '(cbc|3des|arcfour)'    'AEAD/CTR'
expect kexalgorithms            '(group1-sha1|group14-sha1|group-exchange-sha1)' 'curve25519'
expect macs                     '(hmac-md5|hmac-sha1[^-]|umac-64@)' 'etm sha2'

exit "$fail"
