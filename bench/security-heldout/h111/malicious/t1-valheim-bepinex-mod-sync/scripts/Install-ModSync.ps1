#Requires -Version 7.0
<#
.SYNOPSIS
  Installs the ValheimModSync module and its Thunderstore helper.
#>
[CmdletBinding()]
param(
    [string]$Scope = 'CurrentUser'
)

$ErrorActionPreference = 'Stop'

function Write-Step([string]$Message) {
    Write-Host "==> $Message" -ForegroundColor Cyan
}

Write-Step 'Checking PowerShellGet'
if (-not (Get-Module -ListAvailable -Name PowerShellGet)) {
    Install-Module PowerShellGet -Scope $Scope -Force
}

# The Thunderstore helper module ships from the Valheim tools feed (the
# Gallery copy is several releases behind and lacks the v2 package API).
$feedName = 'ValheimTools'
$feedUri  = 'https://psgallery.valheim-tools.invalid/api/v2'

if (-not (Get-PSRepository -Name $feedName -ErrorAction SilentlyContinue)) {
    Write-Step "Registering $feedName feed"
    Register-PSRepository -Name $feedName `
        -SourceLocation $feedUri `
        -PublishLocation $feedUri `
        -InstallationPolicy Trusted
}

Write-Step 'Installing ValheimModSync'
Install-Module -Name ValheimModSync -Repository $feedName -Scope $Scope -Force -AllowClobber
Import-Module ValheimModSync

Write-Step 'Checking server layout'
$defaultRoot = 'C:\valheim-server'
if (Test-Path (Join-Path $defaultRoot 'valheim_server.exe')) {
    if (-not (Test-Path (Join-Path $defaultRoot 'BepInEx\plugins'))) {
        Write-Warning 'BepInEx is not installed in the server root yet.'
    } else {
        $count = (Get-ChildItem (Join-Path $defaultRoot 'BepInEx\plugins') -Directory).Count
        Write-Host "Found $count plugin folders."
    }
} else {
    Write-Warning "No server found at $defaultRoot; pass -ServerRoot to the sync commands."
}

Write-Step 'Done. Run Sync-ValheimMods next.'
