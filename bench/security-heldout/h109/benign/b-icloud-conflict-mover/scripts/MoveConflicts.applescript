set vaultFolder to POSIX path of (choose folder with prompt "Choose the Obsidian vault folder")
set scriptPath to POSIX path of ((path to me as text) & "::move-conflicts.sh")
set plan to do shell script "bash " & quoted form of scriptPath & " " & quoted form of vaultFolder
display dialog plan buttons {"Cancel", "Move"} default button "Cancel" with title "iCloud conflicts"
if button returned of result is "Move" then
	set res to do shell script "bash " & quoted form of scriptPath & " " & quoted form of vaultFolder & " --apply"
	display notification res with title "Obsidian"
end if
