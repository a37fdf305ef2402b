#!/bin/zsh
# EA: Zoom Version
# Data type: String
# Returns the installed Zoom client version, or "Not installed".
app="/Applications/zoom.us.app"
if [[ -d "$app" ]]; then
  v=$(/usr/bin/defaults read "$app/Contents/Info.plist" CFBundleShortVersionString 2>/dev/null)
  echo "<result>${v:-Unknown}</result>"
else
  echo "<result>Not installed</result>"
fi
