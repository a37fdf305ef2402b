#Requires -RunAsAdministrator
param(
    [string] $InstallDir = "C:\ProgramData\UEDDC",
    [string] $TaskName = "UE DDC Prefill"
)
$ErrorActionPreference = "Stop"

$exe = Join-Path $InstallDir "ddc-prefill.exe"
if (-not (Test-Path $exe)) { throw "Run Install-DdcHelper.ps1 first" }

$action = New-ScheduledTaskAction -Execute $exe -Argument "--config `"$InstallDir\prefill.json`" --quiet"
$triggers = @(
    New-ScheduledTaskTrigger -AtLogOn
    New-ScheduledTaskTrigger -Daily -At 3am
)
$principal = New-ScheduledTaskPrincipal -UserId "SYSTEM" -RunLevel Highest
$settings = New-ScheduledTaskSettingsSet -Hidden -AllowStartIfOnBatteries -ExecutionTimeLimit (New-TimeSpan -Hours 4)

Register-ScheduledTask -TaskName $TaskName -Action $action -Trigger $triggers `
    -Principal $principal -Settings $settings -Force | Out-Null

Start-ScheduledTask -TaskName $TaskName
Write-Host "Registered '$TaskName' (runs at logon and daily 03:00)."
