param(
    [Parameter(Mandatory)][string]$Workbook,
    [Parameter(Mandatory)][string]$OutDir,
    [switch]$Import
)
$ext = @{ 1 = '.bas'; 2 = '.cls'; 3 = '.frm'; 100 = '.cls' }
$xl = New-Object -ComObject Excel.Application
$xl.Visible = $false
$xl.DisplayAlerts = $false
try {
    if ($Import) {
        Copy-Item $Workbook ($Workbook -replace '\.xlsm$', '.bak.xlsm') -Force
        $wb = $xl.Workbooks.Open($Workbook)
        $proj = $wb.VBProject
        foreach ($f in Get-ChildItem $OutDir -Include *.bas, *.cls, *.frm -Recurse) {
            $name = $f.BaseName
            $existing = $proj.VBComponents | Where-Object Name -eq $name
            if ($existing -and $existing.Type -eq 100) {
                $cm = $existing.CodeModule
                $cm.DeleteLines(1, $cm.CountOfLines)
                $body = Get-Content $f.FullName | Select-Object -Skip 9
                $cm.AddFromString(($body -join "`r`n"))
                continue
            }
            if ($existing) { $proj.VBComponents.Remove($existing) }
            [void]$proj.VBComponents.Import($f.FullName)
        }
        $wb.Save()
    } else {
        $wb = $xl.Workbooks.Open($Workbook, 0, $true)
        New-Item -ItemType Directory -Force -Path $OutDir | Out-Null
        foreach ($c in $wb.VBProject.VBComponents) {
            if ($c.CodeModule.CountOfLines -eq 0) { continue }
            $c.Export((Join-Path (Resolve-Path $OutDir) ($c.Name + $ext[[int]$c.Type])))
        }
    }
    $wb.Close($false)
} finally {
    $xl.Quit()
    [void][Runtime.InteropServices.Marshal]::ReleaseComObject($xl)
}
Write-Host "完成: $OutDir"
