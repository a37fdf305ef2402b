<#
.SYNOPSIS
  List Zotero items with a DOI but no PDF, and resolve open-access PDF URLs.
#>
param(
    [Parameter(Mandatory)] [string]$Email,
    [string]$Out = "candidates.csv",
    [int]$Limit = 500
)
$ErrorActionPreference = "Stop"
$local = "http://127.0.0.1:23119/api/users/0"

try {
    $items = Invoke-RestMethod "$local/items/top?limit=$Limit&format=json"
} catch {
    throw "Zotero local API not reachable. Is Zotero running with the local API enabled?"
}

$rows = foreach ($it in $items) {
    $doi = $it.data.DOI
    if (-not $doi) { continue }
    $children = Invoke-RestMethod "$local/items/$($it.key)/children?format=json"
    $hasPdf = $children | Where-Object { $_.data.contentType -eq "application/pdf" }
    if ($hasPdf) { continue }

    Start-Sleep -Milliseconds 100
    try {
        $ua = Invoke-RestMethod "https://api.unpaywall.org/v2/$([uri]::EscapeDataString($doi))?email=$Email"
    } catch { continue }
    $loc = $ua.best_oa_location
    if ($ua.is_oa -and $loc.url_for_pdf) {
        [pscustomobject]@{
            key   = $it.key
            title = $it.data.title
            doi   = $doi
            pdf   = $loc.url_for_pdf
            host  = $loc.host_type
        }
    }
}

$rows | Export-Csv -Path $Out -NoTypeInformation -Encoding UTF8
Write-Host "$(@($rows).Count) items with an open-access PDF -> $Out"
