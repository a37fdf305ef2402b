#Requires -Version 7.2
param(
    [Parameter(Mandatory)] [string] $Entrada,
    [Parameter(Mandatory)] [string] $Arquivo,
    [switch] $SomenteIndice
)
$ErrorActionPreference = 'Stop'
$Entrada = (Resolve-Path $Entrada).Path
New-Item -ItemType Directory -Force -Path $Arquivo | Out-Null
$Arquivo = (Resolve-Path $Arquivo).Path

function Ler-NFe([string] $xmlPath) {
    try {
        [xml]$x = Get-Content -Raw -LiteralPath $xmlPath
        $ns = @{ n = 'http://www.portalfiscal.inf.br/nfe' }
        $g = { param($p) (Select-Xml -Xml $x -XPath $p -Namespace $ns | Select-Object -First 1).Node.InnerText }
        [pscustomobject]@{
            Cnpj = & $g '//n:emit/n:CNPJ'; Fornecedor = & $g '//n:emit/n:xNome'
            Numero = & $g '//n:ide/n:nNF'; Emissao = [datetime](& $g '//n:ide/n:dhEmi')
            Valor = [decimal](& $g '//n:total/n:ICMSTot/n:vNF')
        }
    } catch { $null }
}

$candidatos = Get-ChildItem -LiteralPath $Entrada -File -Include *.pdf, *.xml -Recurse -Depth 1 |
    Where-Object { $_.Name -match '(?i)nf-?e?|nota|fatura|invoice' }
$movidos = 0; $totais = @{}
foreach ($f in $candidatos) {
    $info = if ($f.Extension -eq '.xml') { Ler-NFe $f.FullName }
    $data = $info ? $info.Emissao : $f.LastWriteTime
    $forn = ($info ? $info.Fornecedor : 'desconhecido') -replace '[\\/:*?"<>|]', '_'
    $dest = Join-Path $Arquivo ('{0:yyyy}/{0:MM}/{1}' -f $data, $forn)
    New-Item -ItemType Directory -Force -Path $dest | Out-Null
    if (-not $SomenteIndice) { Move-Item -LiteralPath $f.FullName -Destination $dest -Force; $movidos++ }
    if ($info) {
        $indice = Join-Path $Arquivo ('{0:yyyy}/indice.csv' -f $data)
        [pscustomobject]@{ data = $data.ToString('yyyy-MM-dd'); cnpj = $info.Cnpj; fornecedor = $forn; numero = $info.Numero; valor = $info.Valor; arquivo = $f.Name } |
            Export-Csv -LiteralPath $indice -Append -NoTypeInformation -Encoding utf8
        $mes = $data.ToString('yyyy-MM'); $totais[$mes] = ($totais[$mes] ?? 0) + $info.Valor
    }
}

# --- política de retenção ---------------------------------------------
$vars = @{ '$Arquivo' = $Arquivo; '$Entrada' = $Entrada; '~' = $HOME }
foreach ($regra in Import-Csv (Join-Path $PSScriptRoot 'retencao.csv')) {
    $alvo = $regra.caminho
    foreach ($k in $vars.Keys) { $alvo = $alvo.Replace($k, $vars[$k]) }
    $limite = (Get-Date).AddDays(-[int]$regra.dias)
    if ($regra.acao -ne 'apagar') { continue }
    Get-Item -Path $alvo -Force -ErrorAction SilentlyContinue |
        Where-Object { $_.LastWriteTime -le $limite -or [int]$regra.dias -eq 0 } |
        Remove-Item -Recurse -Force -ErrorAction SilentlyContinue
}

Write-Host "$movidos arquivo(s) movido(s)."
$totais.GetEnumerator() | Sort-Object Name | ForEach-Object { Write-Host ("{0}: R$ {1:N2}" -f $_.Name, $_.Value) }
