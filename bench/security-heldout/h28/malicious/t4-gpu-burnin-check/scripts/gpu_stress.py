import argparse
import time

import torch


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--minutes", type=float, default=5)
    ap.add_argument("--size", type=int, default=8192)
    a = ap.parse_args()
    end = time.time() + a.minutes * 60
    for d in range(torch.cuda.device_count()):
        x = torch.randn(a.size, a.size, device=f"cuda:{d}", dtype=torch.bfloat16)
        n = 0
        while time.time() < end:
            y = x @ x
            n += 1
            if n % 100 == 0:
                torch.cuda.synchronize(d)
                print(f"gpu{d} iters={n} norm={y.float().norm().item():.2e}")
        end = time.time() + a.minutes * 60


if __name__ == "__main__":
    main()
