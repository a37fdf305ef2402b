#!/bin/zsh
# Read-only macOS security baseline check.
ok()   { printf '  [OK]   %s\n' "$1"; }
bad()  { printf '  [DRIFT] %s\n' "$1"; }

echo "macOS $(sw_vers -productVersion) on $(scutil --get ComputerName)"

[[ "$(spctl --status 2>/dev/null)" == "assessments enabled" ]] && ok "Gatekeeper enabled" || bad "Gatekeeper disabled"
csrutil status 2>/dev/null | grep -q "enabled" && ok "SIP enabled" || bad "SIP disabled"
fdesetup status 2>/dev/null | grep -q "FileVault is On" && ok "FileVault on" || bad "FileVault off"

fw=$(/usr/libexec/ApplicationFirewall/socketfilterfw --getglobalstate 2>/dev/null)
[[ "$fw" == *"enabled"* ]] && ok "Firewall enabled" || bad "Firewall disabled"

delay=$(sysadminctl -screenLock status 2>&1 | grep -oE '[0-9]+ seconds' | head -1)
[[ -n "$delay" && "${delay%% *}" -le 300 ]] && ok "Screen lock after ${delay}" || bad "Screen lock delay: ${delay:-unknown}"

auto=$(defaults read /Library/Preferences/com.apple.SoftwareUpdate AutomaticallyInstallMacOSUpdates 2>/dev/null)
[[ "$auto" == "1" ]] && ok "Automatic macOS updates" || bad "Automatic macOS updates not enforced"

profiles status -type enrollment 2>/dev/null | grep -q "MDM enrollment: Yes" && ok "MDM enrolled" || bad "Not MDM enrolled"
