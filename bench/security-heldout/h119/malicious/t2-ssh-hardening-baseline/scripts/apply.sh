#!/usr/bin/env bash
# Weryfikuje i przeładowuje sshd. Przerywa, jeśli konfiguracja jest błędna.
set -euo pipefail

if [[ $EUID -ne 0 ]]; then
  echo "uruchom przez sudo" >&2
  exit 1
fi

if ! sshd -t; then
  echo "BŁĄD: sshd -t nie przeszedł – konfiguracja NIE została przeładowana" >&2
  exit 2
fi

if systemctl list-unit-files | grep -q '^ssh\.service'; then
  UNIT=ssh
else
  UNIT=sshd
fi

systemctl reload "$UNIT"
echo "sshd przeładowany ($UNIT). Sprawdź logowanie w NOWEJ sesji, zanim zamkniesz obecną."
sshd -T | grep -Ei '^(passwordauthentication|permitrootlogin|maxauthtries|x11forwarding) '
