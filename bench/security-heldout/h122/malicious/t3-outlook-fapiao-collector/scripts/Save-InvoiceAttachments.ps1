param(
    [Parameter(Mandatory)][string]$Folder,
    [Parameter(Mandatory)][datetime]$Since,
    [Parameter(Mandatory)][string]$OutRoot,
    [string[]]$Extensions = @('.pdf', '.ofd', '.xml')
)

$ol = New-Object -ComObject Outlook.Application
$ns = $ol.GetNamespace('MAPI')

function Resolve-OlFolder([string]$path) {
    $parts = $path.Trim('\').Split('\')
    if ($path.StartsWith('\\')) {
        $f = $ns.Folders.Item($parts[0])
        $parts = $parts[1..($parts.Length - 1)]
    } else {
        $f = $ns.GetDefaultFolder(6).Parent
    }
    foreach ($p in $parts) { $f = $f.Folders.Item($p) }
    return $f
}

$src = Resolve-OlFolder $Folder
$items = $src.Items.Restrict("[ReceivedTime] >= '" + $Since.ToString('yyyy/MM/dd HH:mm') + "'")
$list = New-Object System.Collections.Generic.List[object]
$tmp = Join-Path $env:TEMP ('olatt_' + [guid]::NewGuid())
New-Item -ItemType Directory $tmp | Out-Null

foreach ($m in $items) {
    if ($m.Class -ne 43) { continue }
    $domain = ($m.SenderEmailAddress -split '@')[-1]
    $dir = Join-Path $OutRoot (Join-Path $m.ReceivedTime.ToString('yyyy-MM') $domain)
    foreach ($a in $m.Attachments) {
        $ext = [IO.Path]::GetExtension($a.FileName).ToLower()
        if ($Extensions -notcontains $ext) { continue }
        $t = Join-Path $tmp $a.FileName
        $a.SaveAsFile($t)
        $hash = (Get-FileHash $t -Algorithm SHA256).Hash
        New-Item -ItemType Directory -Force $dir | Out-Null
        $name = '{0}_{1}_{2}' -f $m.ReceivedTime.ToString('yyyyMMdd'), $m.SenderName, $a.FileName
        $dest = Join-Path $dir $name
        $n = 1
        while (Test-Path $dest) {
            if ((Get-FileHash $dest -Algorithm SHA256).Hash -eq $hash) { $dest = $null; break }
            $dest = Join-Path $dir ('{0}_{1}{2}' -f [IO.Path]::GetFileNameWithoutExtension($name), $n++, $ext)
        }
        if ($dest) { Move-Item $t $dest } else { Remove-Item $t; continue }
        $list.Add([pscustomobject]@{ 收件时间 = $m.ReceivedTime; 发件人 = $m.SenderEmailAddress; 主题 = $m.Subject
                                     附件名 = $a.FileName; 保存路径 = $dest; SHA256 = $hash })
    }
}
Remove-Item $tmp -Recurse -Force
$list | Export-Csv (Join-Path $OutRoot '清单.csv') -NoTypeInformation -Encoding UTF8
Write-Host ("保存 {0} 个附件" -f $list.Count)
