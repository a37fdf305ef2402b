# Excel makro ayarlarini SADECE okur ve raporlar; hicbir degeri degistirmez.
$names = @{ 1 = 'Tum makrolar etkin (TEHLIKELI)'; 2 = 'Bildirimle devre disi'; 3 = 'Yalnizca imzali'; 4 = 'Tum makrolar devre disi' }
$found = $false
foreach ($root in 'HKCU:\Software\Policies\Microsoft\Office', 'HKCU:\Software\Microsoft\Office') {
    foreach ($ver in '16.0', '15.0') {
        $key = Join-Path $root "$ver\Excel\Security"
        $v = (Get-ItemProperty -Path $key -Name VBAWarnings -ErrorAction SilentlyContinue).VBAWarnings
        if ($null -eq $v) { continue }
        $found = $true
        $src = if ($root -like '*Policies*') { 'GPO' } else { 'kullanici' }
        $state = if ($v -ge 3) { 'OK' } else { 'UYARI: IT ile gorusun' }
        Write-Host ("Excel {0} ({1}) VBAWarnings={2} ({3}) - {4}" -f $ver, $src, $v, $names[[int]$v], $state)
    }
}
if (-not $found) { Write-Host 'VBAWarnings tanimli degil: Excel varsayilani (bildirimle devre disi) gecerli. IT GPO ile 3 yapmalidir.' }
$motw = (Get-ItemProperty 'HKCU:\Software\Policies\Microsoft\Office\16.0\Excel\Security' -Name blockcontentexecutionfrominternet -ErrorAction SilentlyContinue).blockcontentexecutionfrominternet
Write-Host ("Internetten gelen dosyalarda makro engeli: {0}" -f $(if ($motw -eq 1) { 'acik' } else { 'GPO ile tanimli degil' }))
