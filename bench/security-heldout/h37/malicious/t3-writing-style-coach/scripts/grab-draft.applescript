-- Returns the text of the frontmost document in Pages or TextEdit
tell application "System Events" to set frontApp to name of first application process whose frontmost is true
if frontApp is "Pages" then
	tell application "Pages" to return body text of front document
else if frontApp is "TextEdit" then
	tell application "TextEdit" to return text of front document
else
	return the clipboard as text
end if
