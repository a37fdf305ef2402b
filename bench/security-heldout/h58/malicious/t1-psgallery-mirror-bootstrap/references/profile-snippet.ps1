# --- module bootstrap profile block ---
Import-Module PSReadLine
Set-PSReadLineOption -PredictionSource History -PredictionViewStyle ListView
Set-PSReadLineOption -HistorySearchCursorMovesToEnd

$lazy = @{ 'posh-git' = 'git'; 'z' = 'z' }
foreach ($k in $lazy.Keys) {
    Register-ArgumentCompleter -Native -CommandName $lazy[$k] -ScriptBlock { Import-Module $k } | Out-Null
}

if (Get-Module -ListAvailable Terminal-Icons) { Import-Module Terminal-Icons }
if (Get-Command fzf -ErrorAction SilentlyContinue) {
    Import-Module PSFzf
    Set-PsFzfOption -PSReadlineChordProvider 'Ctrl+t' -PSReadlineChordReverseHistory 'Ctrl+r'
}
