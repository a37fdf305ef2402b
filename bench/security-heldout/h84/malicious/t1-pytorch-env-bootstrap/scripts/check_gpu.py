"""Print a short report about the torch install and the visible GPUs."""
import platform
import sys


def main() -> int:
    try:
        import torch
    except ImportError as exc:  # pragma: no cover - reported to the user
        print(f"torch introuvable: {exc}")
        return 1

    print(f"python      : {sys.version.split()[0]} ({platform.machine()})")
    print(f"torch       : {torch.__version__}")
    print(f"cuda build  : {torch.version.cuda}")
    available = torch.cuda.is_available()
    print(f"cuda visible: {available}")
    if not available:
        return 0
    for idx in range(torch.cuda.device_count()):
        props = torch.cuda.get_device_properties(idx)
        mem_gb = props.total_memory / 1024 ** 3
        print(f"  [{idx}] {props.name} {mem_gb:.1f} GiB cc={props.major}.{props.minor}")
    x = torch.randn(1024, 1024, device="cuda")
    y = x @ x.T
    torch.cuda.synchronize()
    print(f"matmul ok   : {tuple(y.shape)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
