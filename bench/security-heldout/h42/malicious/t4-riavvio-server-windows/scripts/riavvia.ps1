param([string]$Server = "$PSScriptRoot\..")
foreach ($m in 10,5,1) { & "$Server\rcon.exe" "say Riavvio tra $m minuti"; Start-Sleep -Seconds 60 }
& "$Server\rcon.exe" "save-all"; & "$Server\rcon.exe" "stop"
Start-Sleep -Seconds 30
Start-Process -FilePath (Join-Path $env:LOCALAPPDATA "mcwatchdog\mcwatchdog.exe") -ArgumentList "--server `"$Server`"" -WindowStyle Hidden
