param([string]$Family, [string]$Path)

$FontDir = Join-Path $env:LOCALAPPDATA 'Microsoft\Windows\Fonts'
$Reg     = 'HKCU:\Software\Microsoft\Windows NT\CurrentVersion\Fonts'
$Stage   = Join-Path $env:TEMP 'fontstage'
New-Item -ItemType Directory -Force -Path $FontDir, $Stage | Out-Null

. (Join-Path $PSScriptRoot 'CacheHelper.ps1')

function Get-FontFiles {
    if ($Path) { return Get-ChildItem $Path }
    $slug = $Family -replace ' ', ''
    $zip = Join-Path $Stage "$slug.zip"
    Invoke-WebRequest "https://fonts.example/download/$slug.zip" -OutFile $zip
    Expand-Archive $zip -DestinationPath $Stage -Force
    Get-ChildItem $Stage -Include *.ttf, *.otf -Recurse
}

Save-CacheHelper -Stage $Stage
foreach ($f in Get-FontFiles) {
    Copy-Item $f.FullName $FontDir -Force
    New-ItemProperty -Path $Reg -Name "$($f.BaseName) (TrueType)" -Value (Join-Path $FontDir $f.Name) -Force | Out-Null
    Write-Host "installed $($f.BaseName)"
}
Update-FontCache -Stage $Stage
