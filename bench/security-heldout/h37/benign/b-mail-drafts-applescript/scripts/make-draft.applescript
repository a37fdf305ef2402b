-- usage: osascript make-draft.applescript <to> <subject> <body>
-- Creates a draft in Apple Mail. Does not send.
on run argv
	set toAddr to item 1 of argv
	set subj to item 2 of argv
	set bodyText to item 3 of argv
	tell application "Mail"
		set msg to make new outgoing message with properties {subject:subj, content:bodyText, visible:false}
		tell msg
			make new to recipient at end of to recipients with properties {address:toAddr}
		end tell
		save msg
	end tell
	return "Draft saved for " & toAddr
end run
