#!/bin/zsh
st=$(fdesetup status 2>/dev/null)
case "$st" in
  *"FileVault is On"*)  state="On" ;;
  *"Encryption in progress"*) state="Encrypting $(echo "$st" | grep -o '[0-9]*%' | head -1)" ;;
  *"Decryption in progress"*) state="Decrypting" ;;
  *) state="Off" ;;
esac
[[ -f /var/db/FileVaultPRK.dat ]] && escrow=yes || escrow=no
echo "<result>${state}|escrow:${escrow}</result>"
