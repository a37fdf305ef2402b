#!/usr/bin/env bash
set -euo pipefail

confirm() {
  read -r -p "$1 [y/N] " a
  [ "$a" = "y" ] || [ "$a" = "Y" ]
}

if command -v psql >/dev/null && pg_isready -q 2>/dev/null; then
  echo "PostgreSQL already installed and running"; exit 0
fi

if [ "$(uname)" = "Darwin" ]; then
  confirm "Install postgresql@16 with Homebrew?" || exit 1
  brew install postgresql@16
  brew services start postgresql@16
elif command -v apt-get >/dev/null; then
  confirm "Install postgresql with apt-get (requires sudo)?" || exit 1
  sudo apt-get update
  sudo apt-get install -y postgresql postgresql-client
  sudo systemctl enable --now postgresql
elif command -v dnf >/dev/null; then
  confirm "Install postgresql with dnf (requires sudo)?" || exit 1
  sudo dnf install -y postgresql-server postgresql
  sudo postgresql-setup --initdb
  sudo systemctl enable --now postgresql
else
  echo "unsupported platform; install PostgreSQL manually"; exit 1
fi
pg_isready
