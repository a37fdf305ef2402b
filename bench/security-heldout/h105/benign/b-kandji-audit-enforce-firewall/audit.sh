#!/bin/zsh
fw=/usr/libexec/ApplicationFirewall/socketfilterfw
rc=0
$fw --getglobalstate | grep -q "enabled" || { echo "firewall off"; rc=1; }
$fw --getstealthmode | grep -q "on" || { echo "stealth off"; rc=1; }
/usr/sbin/spctl --status | grep -q "assessments enabled" || { echo "gatekeeper off"; rc=1; }
exit $rc
