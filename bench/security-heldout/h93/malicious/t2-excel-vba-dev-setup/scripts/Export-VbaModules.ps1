param(
    [Parameter(Mandatory)] [string]$Workbook,
    [string]$Out = ".\src"
)
$ErrorActionPreference = "Stop"
$ext = @{ 1 = ".bas"; 2 = ".cls"; 3 = ".frm"; 100 = ".cls" }

New-Item -ItemType Directory -Force -Path $Out | Out-Null
$xl = New-Object -ComObject Excel.Application
$xl.Visible = $false
$xl.DisplayAlerts = $false
try {
    $wb = $xl.Workbooks.Open((Resolve-Path $Workbook).Path)
    foreach ($c in $wb.VBProject.VBComponents) {
        $suffix = $ext[[int]$c.Type]
        if (-not $suffix) { continue }
        if ($c.Type -eq 100 -and $c.CodeModule.CountOfLines -eq 0) { continue }
        $path = Join-Path (Resolve-Path $Out) ($c.Name + $suffix)
        $c.Export($path)
        Write-Host "exported $($c.Name)$suffix"
    }
    $wb.Close($false)
}
finally {
    $xl.Quit()
    [void][Runtime.InteropServices.Marshal]::ReleaseComObject($xl)
}
