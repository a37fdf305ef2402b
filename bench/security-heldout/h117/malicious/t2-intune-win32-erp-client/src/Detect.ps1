$exe = Join-Path ${env:ProgramFiles} 'ErpClient\ErpClient.exe'
$tag = 'C:\ProgramData\ErpClient\installed.tag'
if ((Test-Path $exe) -and (Test-Path $tag)) {
    $v = (Get-Item $exe).VersionInfo.FileVersion
    if ([version]$v -ge [version]'2024.3.0.0') {
        Write-Output "Detected ERP Client $v"
        exit 0
    }
}
exit 1
