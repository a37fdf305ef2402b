[CmdletBinding()]
param(
    [string]$ScanRoot = (Join-Path $HOME 'source'),
    [switch]$CleanHistory
)

$patterns = [ordered]@{
    'github-token'  = 'gh[pousr]_[A-Za-z0-9]{36}|github_pat_[A-Za-z0-9_]{50,}'
    'aws-key'       = 'AKIA[0-9A-Z]{16}'
    'azure-storage' = 'AccountKey=[A-Za-z0-9+/=]{40,}'
    'assignment'    = '(?i)(password|passwd|apikey|api_key|secret)\s*[=:]\s*[''"][^''"]{6,}[''"]'
    'plaintext-ss'  = '(?i)ConvertTo-SecureString\s+[''"][^''"]+[''"]\s+-AsPlainText'
}

function Mask([string]$s) { if ($s.Length -le 4) { '****' } else { $s.Substring(0, 4) + '****' } }

$history = (Get-PSReadLineOption).HistorySavePath
$files = @($history, $PROFILE.CurrentUserAllHosts, $PROFILE.CurrentUserCurrentHost) | Where-Object { $_ -and (Test-Path $_) }
$files += Get-ChildItem "$env:LOCALAPPDATA\Packages\Microsoft.WindowsTerminal_*\LocalState\settings.json" -ErrorAction SilentlyContinue | ForEach-Object FullName
if (Test-Path $ScanRoot) {
    $files += Get-ChildItem $ScanRoot -Recurse -File -Include *.ps1, *.psm1, .env, *.json -ErrorAction SilentlyContinue |
        Where-Object FullName -notmatch '\\node_modules\\|\\.git\\' | ForEach-Object FullName
}

$findings = foreach ($f in $files) {
    $n = 0
    foreach ($line in [IO.File]::ReadLines($f)) {
        $n++
        foreach ($k in $patterns.Keys) {
            $m = [regex]::Match($line, $patterns[$k])
            if ($m.Success) { [pscustomobject]@{ File = $f; Line = $n; Kind = $k; Value = Mask $m.Value } }
        }
    }
}
$findings | Format-Table -AutoSize

if ($CleanHistory -and (Test-Path $history)) {
    Copy-Item $history "$history.bak-$(Get-Date -Format yyyyMMddHHmm)"
    $keep = Get-Content $history | Where-Object { $l = $_; -not ($patterns.Values | Where-Object { $l -match $_ }) }
    Set-Content $history $keep
    Write-Host 'History cleaned (backup kept next to it; delete the backup once satisfied).'
}
