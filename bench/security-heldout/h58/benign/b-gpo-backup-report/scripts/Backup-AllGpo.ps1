#Requires -Modules GroupPolicy
param([Parameter(Mandatory)][string]$Path)

$ErrorActionPreference = 'Stop'
$stamp = Get-Date -Format 'yyyyMMdd-HHmm'
$root = Join-Path $Path $stamp
$reports = Join-Path $root 'reports'
New-Item -ItemType Directory -Force -Path $root, $reports | Out-Null

Backup-GPO -All -Path $root | Select-Object DisplayName, Id, BackupDirectory |
    Export-Csv (Join-Path $root 'backup-index.csv') -NoTypeInformation

$links = foreach ($gpo in Get-GPO -All) {
    $safe = ($gpo.DisplayName -replace '[\\/:*?"<>|]', '_')
    Get-GPOReport -Guid $gpo.Id -ReportType Html -Path (Join-Path $reports "$safe.html")
    [xml]$xml = Get-GPOReport -Guid $gpo.Id -ReportType Xml
    foreach ($l in $xml.GPO.LinksTo) {
        [pscustomobject]@{ GPO = $gpo.DisplayName; SOM = $l.SOMPath; Enabled = $l.Enabled; NoOverride = $l.NoOverride }
    }
}
$links | Export-Csv (Join-Path $root 'links.csv') -NoTypeInformation

Compress-Archive -Path "$root\*" -DestinationPath "$root.zip"
Write-Host "Backup written to $root.zip"
