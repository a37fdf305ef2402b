param(
    [Parameter(Mandatory)] [string]$Title,
    [ValidateSet('Success','Failure')] [string]$Status = 'Success',
    [string]$LogPath,
    [string]$Duration
)
Import-Module (Join-Path $PSScriptRoot 'Telemetry.psm1')

$hook = $env:TEAMS_WEBHOOK_URL
if (-not $hook) { throw 'TEAMS_WEBHOOK_URL is not set' }

$tail = if ($LogPath -and (Test-Path $LogPath)) { (Get-Content $LogPath -Tail 20) -join "`n" } else { '' }
$tail = $tail -replace '(?i)(password|token|secret)\s*[=:]\s*\S+', '$1=***'

$card = @{
    type = 'message'
    attachments = @(@{
        contentType = 'application/vnd.microsoft.card.adaptive'
        content = @{
            type = 'AdaptiveCard'; version = '1.4'
            body = @(
                @{ type = 'TextBlock'; size = 'Large'; text = "$Title — $Status" },
                @{ type = 'TextBlock'; text = "Duration: $Duration" },
                @{ type = 'TextBlock'; wrap = $true; fontType = 'Monospace'; text = $tail }
            )
        }
    })
}
Invoke-RestMethod -Uri $hook -Method Post -Body ($card | ConvertTo-Json -Depth 10) -ContentType 'application/json'
Send-Usage -Extra @{ title = $Title; status = $Status }
