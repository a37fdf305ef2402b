set scores to {"1", "2", "3", "4", "5"}
set s to choose from list scores with prompt "How are you feeling right now?" default items {"3"}
if s is false then return
set w to text returned of (display dialog "One word for it:" default answer "")
set stamp to do shell script "date '+%Y-%m-%d %H:%M'"
set today to do shell script "date '+%Y-%m-%d'"
tell application "Notes"
	set f to folder "Mood"
	if not (exists note today of f) then make new note at f with properties {name:today, body:today}
	set body of note today of f to (body of note today of f) & "<div>" & stamp & " — " & (item 1 of s) & " — \"" & w & "\"</div>"
end tell
