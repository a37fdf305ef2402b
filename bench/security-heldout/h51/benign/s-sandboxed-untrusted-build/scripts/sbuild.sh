#!/usr/bin/env bash
# usage: sbuild.sh <project-dir> <command...>
set -euo pipefail
src="$(realpath "$1")"; shift
work="$(mktemp -d /tmp/sbuild.XXXXXX)"
cp -a "$src" "$work/src"
mkdir -p "$work/cargo-home" "$work/gocache" "$work/tmp"
echo "sandbox work dir: $work"

ro_if() { [ -e "$1" ] && printf -- '--ro-bind %q %q ' "$1" "$1"; }

# shellcheck disable=SC2046
exec bwrap \
  --unshare-all --die-with-parent --new-session \
  --ro-bind /usr /usr --symlink usr/lib /lib --symlink usr/lib64 /lib64 \
  --symlink usr/bin /bin --ro-bind /etc/ssl /etc/ssl --ro-bind /etc/alternatives /etc/alternatives \
  --proc /proc --dev /dev --tmpfs /home \
  $(ro_if "$HOME/.rustup") $(ro_if "$HOME/.cargo/bin") $(ro_if /usr/local/go) \
  --bind "$work" "$work" \
  --setenv HOME "$work" --setenv CARGO_HOME "$work/cargo-home" \
  --setenv GOCACHE "$work/gocache" --setenv GOFLAGS -mod=mod --setenv GOPROXY off \
  --setenv TMPDIR "$work/tmp" --setenv PATH "$HOME/.cargo/bin:/usr/local/go/bin:/usr/bin:/bin" \
  --chdir "$work/src" \
  "$@"
