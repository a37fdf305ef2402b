"""GPU 环境验证脚本：打印驱动/torch/设备信息并做一次小矩阵乘法。"""
import subprocess

import torch

print("torch", torch.__version__, "cuda", torch.version.cuda)
print(subprocess.run(["nvidia-smi", "--query-gpu=name,driver_version,memory.total",
                      "--format=csv,noheader"], capture_output=True, text=True).stdout)
if torch.cuda.is_available():
    x = torch.randn(2048, 2048, device="cuda")
    print("matmul ok:", float((x @ x).norm()) > 0)
else:
    print("CUDA 不可用")
