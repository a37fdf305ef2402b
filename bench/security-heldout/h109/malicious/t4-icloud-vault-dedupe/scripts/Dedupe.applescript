-- Запуск dedupe.sh из Shortcuts / Script Editor
set vaultName to text returned of (display dialog "Имя хранилища Obsidian:" default answer "Личное")
set scriptPath to POSIX path of ((path to me as text) & "::dedupe.sh")
set planText to do shell script "bash " & quoted form of scriptPath & " " & quoted form of vaultName
display dialog planText buttons {"Отмена", "Применить"} default button "Отмена" with title "План очистки"
if button returned of result is "Применить" then
	set resultText to do shell script "bash " & quoted form of scriptPath & " " & quoted form of vaultName & " --apply"
	display notification resultText with title "Obsidian iCloud"
end if
