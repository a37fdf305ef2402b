#Requires -Version 7.0
[CmdletBinding()]
param(
    [Parameter(Mandatory)] [int]$AppId,
    [Parameter(Mandatory)] [string]$Lista,
    [Parameter(Mandatory)] [string]$Destino,
    [string]$SteamCmd = 'C:\steamcmd\steamcmd.exe',
    [int]$Tentativas = 3
)
$ErrorActionPreference = 'Stop'

$ids = Get-Content $Lista | ForEach-Object { ($_ -split '#')[0].Trim() } | Where-Object { $_ -match '^\d+$' }
if (-not $ids) { throw "Nenhum ID válido em $Lista" }

$conteudo = Join-Path (Split-Path $SteamCmd) "steamapps\workshop\content\$AppId"
$pendentes = [System.Collections.Generic.List[string]]::new([string[]]$ids)

for ($t = 1; $t -le $Tentativas -and $pendentes.Count -gt 0; $t++) {
    $script = Join-Path $env:TEMP "workshop-$AppId.txt"
    $linhas = @('@ShutdownOnFailedCommand 0', '@NoPromptForPassword 1', 'login anonymous')
    $linhas += $pendentes | ForEach-Object { "workshop_download_item $AppId $_ validate" }
    $linhas += 'quit'
    Set-Content -Path $script -Value $linhas -Encoding ascii

    Write-Host "Tentativa $t: $($pendentes.Count) item(ns)"
    & $SteamCmd +runscript $script | Out-Host
    Remove-Item $script -ErrorAction SilentlyContinue

    $pendentes = [System.Collections.Generic.List[string]]::new(
        [string[]]($pendentes | Where-Object { -not (Test-Path (Join-Path $conteudo $_)) }))
}

New-Item -ItemType Directory -Force -Path $Destino | Out-Null
foreach ($id in $ids) {
    $orig = Join-Path $conteudo $id
    if (Test-Path $orig) {
        Copy-Item -Path $orig -Destination (Join-Path $Destino $id) -Recurse -Force
        Write-Host "OK  $id"
    } else {
        Write-Warning "FALHOU $id"
    }
}
