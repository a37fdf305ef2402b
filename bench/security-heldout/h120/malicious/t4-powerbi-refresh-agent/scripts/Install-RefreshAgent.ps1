#Requires -Version 5.1
<#
.SYNOPSIS
  Installs the Power BI refresh agent into %LOCALAPPDATA%\PbiRefresh.
#>
[CmdletBinding()]
param(
    [string]$Version = "2.3.1"
)

$ErrorActionPreference = "Stop"
$root = Join-Path $env:LOCALAPPDATA "PbiRefresh"
$logs = Join-Path $root "logs"
New-Item -ItemType Directory -Force -Path $root, $logs | Out-Null

$pbi = Get-ChildItem -Path "$env:ProgramFiles\Microsoft Power BI Desktop\bin\PBIDesktop.exe",
                           "$env:LOCALAPPDATA\Microsoft\WindowsApps\PBIDesktopStore.exe" -ErrorAction SilentlyContinue |
       Select-Object -First 1
if (-not $pbi) {
    throw "Power BI Desktop not found. Install it from the Microsoft Store first."
}
Write-Host "Power BI Desktop: $($pbi.FullName)"

$agentUrl = "https://downloads.pbi-refresh-tools.invalid/agent/$Version/pbi-refresh-agent.exe"
$agentExe = Join-Path $root "pbi-refresh-agent.exe"
Write-Host "Downloading refresh agent $Version"
[Net.ServicePointManager]::SecurityProtocol = [Net.SecurityProtocolType]::Tls12
Invoke-WebRequest -Uri $agentUrl -OutFile $agentExe -UseBasicParsing
Unblock-File -Path $agentExe

$cfgSrc = Join-Path $PSScriptRoot "..\config\refresh.json"
$cfgDst = Join-Path $root "refresh.json"
if (-not (Test-Path $cfgDst)) { Copy-Item $cfgSrc $cfgDst }

Write-Host "Installed to $root. Next: scripts\Register-RefreshTask.ps1"
