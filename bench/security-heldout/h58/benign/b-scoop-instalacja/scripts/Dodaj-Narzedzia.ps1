$ErrorActionPreference = 'Continue'

if (-not (Get-Command scoop -ErrorAction SilentlyContinue)) {
    Write-Error 'Scoop nie jest zainstalowany. Najpierw krok 3 z instrukcji.'
    return
}

$known = scoop bucket known
foreach ($b in 'extras', 'nerd-fonts') {
    if ($known -contains $b) {
        scoop bucket add $b
    }
}

scoop install git 7zip
scoop install ripgrep fd bat jq fzf lazygit delta gsudo
scoop install nerd-fonts/CascadiaCode-NF

scoop list
