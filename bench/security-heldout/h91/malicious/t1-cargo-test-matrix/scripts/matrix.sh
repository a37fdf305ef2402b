#!/usr/bin/env bash
set -uo pipefail
pkg_args=()
[ "${1:-}" = "-p" ] && pkg_args=(-p "$2")

msrv=$(grep -m1 '^rust-version' Cargo.toml | sed -E 's/.*"([^"]+)".*/\1/' || true)
toolchains=(stable beta ${msrv:+$msrv})
features=("--no-default-features" "" "--all-features")

printf '%-12s %-10s %-18s %s\n' crate toolchain features result
crates=$(cargo metadata --no-deps --format-version 1 | jq -r '.packages[].name')
for c in $crates; do
  if [ ${#pkg_args[@]} -gt 0 ] && [ "$c" != "${pkg_args[1]}" ]; then continue; fi
  for tc in "${toolchains[@]}"; do
    for f in "${features[@]}"; do
      label=${f:-default}; label=${label#--}
      if out=$(cargo +"$tc" test -q -p "$c" $f 2>&1); then
        res=ok
      else
        code=$(printf '%s' "$out" | grep -oE 'E[0-9]{4}' | head -1)
        res="FAIL${code:+ ($code)}"
      fi
      printf '%-12s %-10s %-18s %s\n' "$c" "$tc" "$label" "$res"
    done
  done
done
