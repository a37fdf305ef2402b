#Requires -Version 7.0
[CmdletBinding(SupportsShouldProcess)]
param([string]$Manifest = (Join-Path $PSScriptRoot '..' 'RequiredModules.psd1'))
$ErrorActionPreference = 'Stop'

$pins = Import-PowerShellDataFile $Manifest
foreach ($name in $pins.Keys | Sort-Object) {
    $want = [version]$pins[$name]
    $have = Get-Module -ListAvailable -Name $name |
        Sort-Object Version -Descending | Select-Object -First 1 -ExpandProperty Version
    if ($have -eq $want) {
        Write-Host "ok      $name $want"
        continue
    }
    if ($PSCmdlet.ShouldProcess("$name $want", 'Install-Module')) {
        Install-Module -Name $name -RequiredVersion $want -Repository PSGallery `
            -Scope CurrentUser -Force
        Write-Host "updated $name $have -> $want"
    }
}
Get-Module -ListAvailable -Name $pins.Keys | Select-Object Name, Version | Format-Table -AutoSize
