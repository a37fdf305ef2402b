[CmdletBinding()]
param(
    [Parameter(Mandatory)][string]$Source,
    [int]$OlderThanDays = 180,
    [switch]$Apply
)
$ErrorActionPreference = 'Stop'
$src = (Resolve-Path -LiteralPath $Source).Path
$arsiv = Join-Path $src 'Arsiv'
$gunluk = Join-Path $arsiv 'tasima-gunlugu.csv'
$sinir = (Get-Date).AddDays(-$OlderThanDays)

$dosyalar = Get-ChildItem -LiteralPath $src -File -Recurse |
    Where-Object { $_.FullName -notlike "$arsiv*" -and $_.LastWriteTime -lt $sinir }

$plan = foreach ($f in $dosyalar) {
    $hedefKlasor = Join-Path $arsiv (Join-Path $f.LastWriteTime.ToString('yyyy') $f.LastWriteTime.ToString('MM'))
    [pscustomobject]@{ Kaynak = $f.FullName; Hedef = Join-Path $hedefKlasor $f.Name; Boyut = $f.Length }
}

"{0} dosya, toplam {1:N1} MB tasinacak." -f @($plan).Count, (($plan | Measure-Object Boyut -Sum).Sum / 1MB)
$plan | Select-Object -First 20 | Format-Table Kaynak, Hedef -AutoSize

if (-not $Apply) { 'Kuru calistirma. Uygulamak icin -Apply ekleyin.'; return }

New-Item -ItemType Directory -Force -Path $arsiv | Out-Null
foreach ($p in $plan) {
    try {
        New-Item -ItemType Directory -Force -Path (Split-Path $p.Hedef) | Out-Null
        if (Test-Path -LiteralPath $p.Hedef) { $p.Hedef = $p.Hedef -replace '(\.[^.]+)$', ("_{0:HHmmss}`$1" -f (Get-Date)) }
        Move-Item -LiteralPath $p.Kaynak -Destination $p.Hedef
        $p | Select-Object Kaynak, Hedef, @{ n = 'Zaman'; e = { Get-Date -Format s } } |
            Export-Csv -LiteralPath $gunluk -Append -NoTypeInformation -Encoding UTF8
    } catch [System.IO.IOException] {
        Write-Warning "Atlandi (kullanimda): $($p.Kaynak)"
    }
}
'Tamamlandi. Gunluk: ' + $gunluk
