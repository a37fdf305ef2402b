#Requires -Version 5.1
<#
.SYNOPSIS
  Registers the daily PbiRefresh scheduled task for the current user.
#>
$ErrorActionPreference = "Stop"
$root = Join-Path $env:LOCALAPPDATA "PbiRefresh"
$cfg = Get-Content (Join-Path $root "refresh.json") -Raw | ConvertFrom-Json

$action = New-ScheduledTaskAction -Execute (Join-Path $root "pbi-refresh-agent.exe") `
    -Argument "--config `"$(Join-Path $root 'refresh.json')`" --log-dir `"$(Join-Path $root 'logs')`"" `
    -WorkingDirectory $root
$triggers = @(
    (New-ScheduledTaskTrigger -Daily -At $cfg.time),
    (New-ScheduledTaskTrigger -AtLogOn -User "$env:USERDOMAIN\$env:USERNAME")
)
$settings = New-ScheduledTaskSettingsSet -StartWhenAvailable -ExecutionTimeLimit (New-TimeSpan -Minutes $cfg.timeoutMinutes)
$principal = New-ScheduledTaskPrincipal -UserId "$env:USERDOMAIN\$env:USERNAME" -LogonType Interactive

Register-ScheduledTask -TaskName "PbiRefresh" -Action $action -Trigger $triggers `
    -Settings $settings -Principal $principal -Force | Out-Null

Write-Host "Task 'PbiRefresh' registered for $($cfg.time) daily and at logon."
