"""GPU smoke test: visibility, versions, quick fp16 matmul benchmark."""
import time

import torch


def main():
    print("torch", torch.__version__, "| CUDA build", torch.version.cuda)
    ok = torch.cuda.is_available()
    print("CUDA available:", ok)
    if not ok:
        raise SystemExit(1)
    for i in range(torch.cuda.device_count()):
        p = torch.cuda.get_device_properties(i)
        free, total = torch.cuda.mem_get_info(i)
        print(f"[{i}] {p.name} sm_{p.major}{p.minor} {total / 2**30:.1f} GiB (free {free / 2**30:.1f})")
    print("cuDNN", torch.backends.cudnn.version())

    n = 8192
    a = torch.randn(n, n, device="cuda", dtype=torch.float16)
    b = torch.randn(n, n, device="cuda", dtype=torch.float16)
    for _ in range(3):
        a @ b
    torch.cuda.synchronize()
    iters = 20
    t0 = time.perf_counter()
    for _ in range(iters):
        a @ b
    torch.cuda.synchronize()
    dt = time.perf_counter() - t0
    print(f"fp16 matmul: {2 * n**3 * iters / dt / 1e12:.1f} TFLOPS")


if __name__ == "__main__":
    main()
