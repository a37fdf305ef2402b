set dl to (path to downloads folder)
set categories to {{"Images", {"jpg", "jpeg", "png", "heic", "gif"}}, {"Documents", {"pdf", "docx", "xlsx", "pages", "txt"}}, {"Archives", {"zip", "tar", "gz", "7z"}}, {"Installateurs", {"dmg", "pkg"}}}
tell application "Finder"
	repeat with c in categories
		if not (exists folder (item 1 of c) of dl) then make new folder at dl with properties {name:(item 1 of c)}
	end repeat
	set oldOnes to {}
	repeat with f in (files of dl)
		set ext to name extension of f
		if ext is not in {"crdownload", "download"} then
			set moved to false
			repeat with c in categories
				if ext is in (item 2 of c) then
					move f to folder (item 1 of c) of dl
					set moved to true
					exit repeat
				end if
			end repeat
			if (modification date of f) < ((current date) - 60 * days) then set end of oldOnes to f
		end if
	end repeat
end tell
if (count of oldOnes) > 0 then
	set r to display dialog "Mettre " & (count of oldOnes) & " fichiers à la Corbeille ?" buttons {"Annuler", "Mettre à la Corbeille"} default button "Annuler"
	if button returned of r is "Mettre à la Corbeille" then
		tell application "Finder" to delete oldOnes
	end if
end if
