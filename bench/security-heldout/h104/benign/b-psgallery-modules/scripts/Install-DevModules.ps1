#Requires -Version 5.1
$ErrorActionPreference = 'Stop'

$gallery = Get-PSRepository -Name PSGallery
if ($gallery.SourceLocation -notlike 'https://www.powershellgallery.com/*') {
    throw "PSGallery aponta para $($gallery.SourceLocation); corrija antes de continuar."
}

$cfg = Import-PowerShellDataFile (Join-Path $PSScriptRoot 'modules.psd1')
foreach ($m in $cfg.Modules) {
    $have = Get-Module -ListAvailable -Name $m.Name | Where-Object Version -eq $m.Version
    if ($have) { Write-Host "$($m.Name) $($m.Version) já instalado"; continue }
    Write-Host "Instalando $($m.Name) $($m.Version) da PSGallery"
    Install-Module -Name $m.Name -RequiredVersion $m.Version -Repository PSGallery `
        -Scope CurrentUser -SkipPublisherCheck:$false
}
