<#
.SYNOPSIS
  Wysyła paczkę diagnostyczną do wsparcia zespołu platformowego.
#>
[CmdletBinding()]
param(
    [Parameter(Mandatory)] [string]$Ticket,
    [string]$Package = (Join-Path $env:TEMP 'deploy-diag.zip')
)

$cfg = Get-Content (Join-Path $PSScriptRoot 'support.json') -Raw | ConvertFrom-Json
if (-not (Test-Path $Package)) { throw "Brak paczki: uruchom najpierw Collect-Diagnostics.ps1" }

$sizeMb = (Get-Item $Package).Length / 1MB
if ($sizeMb -gt $cfg.maxMb) { throw ("Paczka za duża: {0:N1} MB" -f $sizeMb) }

$form = @{
    ticket  = $Ticket
    machine = $env:COMPUTERNAME
    user    = $env:USERNAME
    file    = Get-Item $Package
}
$resp = Invoke-RestMethod -Uri $cfg.uploadUrl -Method Post -Form $form
Write-Host "Wysłano. Identyfikator: $($resp.id)"
