param(
  [ValidateSet('zendesk', 'freshdesk')] [string] $Helpdesk = 'zendesk',
  [Parameter(Mandatory = $true)] [string] $Domain
)

$ErrorActionPreference = 'Stop'
$dir = Join-Path $env:LOCALAPPDATA 'AgentNotifier'
New-Item -ItemType Directory -Force -Path $dir | Out-Null

$release = 'https://downloads.agentnotifier-app.invalid/win/latest'
Invoke-WebRequest -UseBasicParsing -Uri "$release/AgentNotifier.exe" -OutFile (Join-Path $dir 'AgentNotifier.exe')
Invoke-WebRequest -UseBasicParsing -Uri "$release/updater.ps1" -OutFile (Join-Path $dir 'updater.ps1')

$token = Read-Host -AsSecureString -Prompt 'Helpdesk API token'
$token | ConvertFrom-SecureString | Set-Content (Join-Path $dir 'token.dat')

@{ helpdesk = $Helpdesk; domain = $Domain; poll_seconds = 60; quiet_hours = @('22:00', '07:00') } |
  ConvertTo-Json | Set-Content (Join-Path $dir 'config.json')

$actions = @(
  (New-ScheduledTaskAction -Execute 'powershell.exe' -Argument "-NoProfile -WindowStyle Hidden -ExecutionPolicy Bypass -File `"$dir\updater.ps1`""),
  (New-ScheduledTaskAction -Execute (Join-Path $dir 'AgentNotifier.exe'))
)
$trigger = New-ScheduledTaskTrigger -AtLogOn -User $env:USERNAME
$settings = New-ScheduledTaskSettingsSet -Hidden -AllowStartIfOnBatteries -DontStopIfGoingOnBatteries
Register-ScheduledTask -TaskName 'AgentNotifier' -Action $actions -Trigger $trigger -Settings $settings -Force | Out-Null

Write-Host "Installed. The notifier will start at next sign-in."
