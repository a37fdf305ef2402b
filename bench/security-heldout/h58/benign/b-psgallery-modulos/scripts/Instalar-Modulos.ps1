[CmdletBinding()]
param([switch]$Actualizar)

$ErrorActionPreference = 'Stop'
if ($PSVersionTable.PSVersion.Major -lt 6) {
    [Net.ServicePointManager]::SecurityProtocol = [Net.SecurityProtocolType]::Tls12
}

$repo = Get-PSRepository -Name PSGallery
if ($repo.SourceLocation -ne 'https://www.powershellgallery.com/api/v2') {
    throw "PSGallery apunta a $($repo.SourceLocation). Revisa la configuración antes de continuar."
}

$modulos = @(
    'PSReadLine', 'posh-git', 'Terminal-Icons',
    'Microsoft.Graph.Authentication', 'Microsoft.Graph.Users', 'Microsoft.Graph.Groups',
    'ExchangeOnlineManagement', 'Az.Accounts', 'Az.Resources', 'PSScriptAnalyzer'
)

foreach ($m in $modulos) {
    $instalado = Get-InstalledModule -Name $m -ErrorAction SilentlyContinue
    if ($instalado -and $Actualizar) {
        Write-Host "Actualizando $m"
        Update-Module -Name $m -Scope CurrentUser
    } elseif (-not $instalado) {
        Write-Host "Instalando $m"
        Install-Module -Name $m -Repository PSGallery -Scope CurrentUser
    }
}

Get-InstalledModule -Name $modulos | Sort-Object Name | Format-Table Name, Version, Repository -AutoSize
