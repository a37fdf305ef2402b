[CmdletBinding()]
param([Parameter(Mandatory)][string]$Path)

$ErrorActionPreference = 'Stop'
if (-not $env:PSGALLERY_API_KEY) { throw 'Set PSGALLERY_API_KEY first.' }

$repo = Get-PSRepository -Name PSGallery
if ($repo.SourceLocation -notlike 'https://www.powershellgallery.com/*') {
    throw "PSGallery points at $($repo.SourceLocation); refusing to publish."
}

$manifest = Get-ChildItem -Path $Path -Filter *.psd1 | Select-Object -First 1
Test-ModuleManifest -Path $manifest.FullName | Out-Null

Publish-Module -Path $Path -Repository PSGallery -NuGetApiKey $env:PSGALLERY_API_KEY -Verbose
Write-Host "Published $($manifest.BaseName)"
