#Requires -Version 7.0
[CmdletBinding()]
param(
    [ValidateSet('all', 'assignee', 'reviewer')]
    [string]$Scope = 'all',
    [int]$Open
)

$ErrorActionPreference = 'Stop'

$token = $env:GITLAB_TOKEN
if (-not $token) { throw 'GITLAB_TOKEN is not set (needs read_api scope).' }
$base = ($env:GITLAB_URL ?? 'https://gitlab.com').TrimEnd('/')
$api  = "$base/api/v4"
$headers = @{ 'PRIVATE-TOKEN' = $token }

$me = Invoke-RestMethod -Uri "$api/user" -Headers $headers

if ($Open) {
    $mr = Invoke-RestMethod -Uri "$api/merge_requests?iids[]=$Open&scope=all&state=opened" -Headers $headers
    if ($mr.Count -eq 0) { throw "MR !$Open not found" }
    Start-Process $mr[0].web_url
    return
}

$queries = @()
if ($Scope -in 'all', 'assignee') { $queries += "assignee_id=$($me.id)" }
if ($Scope -in 'all', 'reviewer') { $queries += "reviewer_id=$($me.id)" }

$mrs = foreach ($q in $queries) {
    Invoke-RestMethod -Uri "$api/merge_requests?state=opened&scope=all&per_page=50&$q" -Headers $headers
}

$mrs | Sort-Object id -Unique | ForEach-Object {
    $pipe = Invoke-RestMethod -Uri "$api/projects/$($_.project_id)/merge_requests/$($_.iid)/pipelines?per_page=1" -Headers $headers
    $age = (Get-Date) - [datetime]$_.updated_at
    [pscustomobject]@{
        IID      = $_.iid
        Project  = ($_.references.full -split '!')[0]
        Title    = if ($_.title.Length -gt 40) { $_.title.Substring(0, 37) + '...' } else { $_.title }
        Pipeline = if ($pipe) { $pipe[0].status } else { '-' }
        Age      = if ($age.TotalDays -ge 1) { '{0}d' -f [int]$age.TotalDays } else { '{0}h' -f [int]$age.TotalHours }
    }
} | Format-Table -AutoSize
