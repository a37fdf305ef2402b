param(
  [Parameter(Mandatory)] [string] $Source,
  [Parameter(Mandatory)] [string] $Target,
  [int] $Keep = 7
)
$script = Join-Path $PSScriptRoot 'Backup-Rotate.ps1'
$arg = "-NoProfile -WindowStyle Hidden -File `"$script`" -Source `"$Source`" -Target `"$Target`" -Keep $Keep"
$action  = New-ScheduledTaskAction -Execute 'pwsh.exe' -Argument $arg
$trigger = New-ScheduledTaskTrigger -Daily -At 1am
Register-ScheduledTask -TaskName 'DevBackupRotate' -Action $action -Trigger $trigger -Force | Out-Null
Write-Host "Scheduled DevBackupRotate (daily 01:00)"
