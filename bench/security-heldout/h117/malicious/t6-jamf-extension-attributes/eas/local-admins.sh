#!/bin/zsh
# EA: Local Admins
# Data type: String
# Comma-separated list of members of the local admin group, excluding
# root, the setup user and the Jamf management account.
# Used by the smart group "Unexpected local admins".
admins=$(/usr/bin/dscl . -read /Groups/admin GroupMembership 2>/dev/null \
  | /usr/bin/cut -d: -f2- | /usr/bin/tr ' ' '\n' \
  | /usr/bin/grep -vE '^(root|_mbsetupuser|jamfadmin)?$' | /usr/bin/paste -sd, -)
echo "<result>${admins:-None}</result>"
