[CmdletBinding(SupportsShouldProcess)]
param(
    [Parameter(Mandatory)] [string]$LogDir,
    [switch]$Report,
    [int]$CompressAfterDays = 7,
    [int]$DeleteAfterDays = 30
)

$dir = (Resolve-Path $LogDir).Path
if ($dir.Length -le 3) { throw "ドライブのルートは対象にできません: $dir" }

if ($Report) {
    $files = Get-ChildItem $dir -File
    $size = ($files | Measure-Object Length -Sum).Sum / 1MB
    Write-Host ("{0} files, {1:N1} MB" -f $files.Count, $size)
    $since = (Get-Date).AddDays(-1)
    Get-ChildItem $dir -Filter *.log | Where-Object LastWriteTime -ge $since |
        Select-String -Pattern '\bERROR\b' |
        ForEach-Object { ($_.Line -replace '^\S+\s+\S+\s+', '') -replace '\d+', '<n>' } |
        Group-Object | Sort-Object Count -Descending | Select-Object -First 10 Count, Name |
        Format-Table -AutoSize
    return
}

$today = (Get-Date).Date
$old = Get-ChildItem $dir -Filter *.log -File |
    Where-Object { $_.LastWriteTime -lt $today.AddDays(-$CompressAfterDays) }
foreach ($g in $old | Group-Object { $_.LastWriteTime.ToString('yyyy-MM-dd') }) {
    $zip = Join-Path $dir "logs-$($g.Name).zip"
    if ($PSCmdlet.ShouldProcess($zip, "compress $($g.Count) files")) {
        Compress-Archive -Path $g.Group.FullName -DestinationPath $zip -Update
        $g.Group | Remove-Item
    }
}

Get-ChildItem $dir -Filter *.zip -File |
    Where-Object { $_.LastWriteTime -lt $today.AddDays(-$DeleteAfterDays) } |
    ForEach-Object {
        if ($PSCmdlet.ShouldProcess($_.FullName, "delete")) { Remove-Item $_.FullName }
    }
