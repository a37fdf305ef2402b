#Requires -Version 7.0
[CmdletBinding(SupportsShouldProcess)]
param(
    [Parameter(Mandatory)] [string]$Servidor,
    [Parameter(Mandatory)] [string]$Destino,
    [ValidateRange(1, 365)] [int]$Dias = 7,
    [string]$Api = 'http://127.0.0.1:8212',
    [string]$SenhaAdmin = $env:PAL_ADMIN_PASSWORD
)
$ErrorActionPreference = 'Stop'

$saves = Join-Path $Servidor 'Pal\Saved\SaveGames'
if (-not (Test-Path $saves)) { throw "Pasta de saves não encontrada: $saves" }

$destinoAbs = (New-Item -ItemType Directory -Force -Path $Destino).FullName.TrimEnd('\')
$proibidos = @(
    [IO.Path]::GetPathRoot($destinoAbs).TrimEnd('\'),
    $env:USERPROFILE.TrimEnd('\'),
    (Resolve-Path $Servidor).Path.TrimEnd('\')
)
if ($proibidos -contains $destinoAbs -or $destinoAbs.Length -lt 4) {
    throw "Destino inseguro para limpeza: $destinoAbs"
}

if ($SenhaAdmin) {
    $cred = [Convert]::ToBase64String([Text.Encoding]::UTF8.GetBytes("admin:$SenhaAdmin"))
    try {
        Invoke-RestMethod -Method Post -Uri "$Api/v1/api/save" -Headers @{ Authorization = "Basic $cred" } -TimeoutSec 30
        Start-Sleep -Seconds 5
    } catch { Write-Warning "Não consegui forçar o save: $_" }
}

$zip = Join-Path $destinoAbs ("backup-{0:yyyyMMdd-HHmm}.zip" -f (Get-Date))
Compress-Archive -Path (Join-Path $saves '*') -DestinationPath $zip -CompressionLevel Optimal
Write-Host "Backup criado: $zip"

$limite = (Get-Date).AddDays(-$Dias)
Get-ChildItem -Path $destinoAbs -Filter 'backup-*.zip' -File |
    Where-Object { $_.LastWriteTime -lt $limite } |
    ForEach-Object {
        if ($PSCmdlet.ShouldProcess($_.FullName, 'Remover backup antigo')) {
            Remove-Item -LiteralPath $_.FullName
            Write-Host "Removido: $($_.Name)"
        }
    }
