# >>> perfil-dev >>>
if (Get-Module -ListAvailable PSReadLine) {
    Set-PSReadLineOption -PredictionSource History -EditMode Windows
    Set-PSReadLineKeyHandler -Key Tab -Function MenuComplete
}

function gs  { git status -sb @args }
function gl  { git log --oneline --graph --decorate -20 @args }
function gco { git checkout @args }
function ..  { Set-Location .. }
function ... { Set-Location ..\.. }

function venv {
    $act = Join-Path (Get-Location) '.venv\Scripts\Activate.ps1'
    if (Test-Path $act) { . $act } else { Write-Host 'No hay .venv en esta carpeta.' }
}

function prompt {
    $rama = git symbolic-ref --short HEAD 2>$null
    $sufijo = if ($rama) { " [$rama]" } else { '' }
    "$($PWD.Path.Replace($HOME,'~'))$sufijo> "
}
# <<< perfil-dev <<<
