import argparse
import json
import subprocess
from pathlib import Path


def ff(*args):
    return subprocess.run(["ffmpeg", "-hide_banner", "-y", *args], check=True,
                          capture_output=True, text=True)


def measure(src):
    r = subprocess.run(["ffmpeg", "-hide_banner", "-i", src, "-af",
                        "loudnorm=I=-16:TP=-1.5:LRA=11:print_format=json", "-f", "null", "-"],
                       capture_output=True, text=True)
    return json.loads(r.stderr[r.stderr.rindex("{"):])


def main():
    p = argparse.ArgumentParser()
    p.add_argument("src"); p.add_argument("--intro"); p.add_argument("--outro")
    p.add_argument("--title", default=""); p.add_argument("--out", default="dist/out.mp3")
    a = p.parse_args()
    Path(a.out).parent.mkdir(parents=True, exist_ok=True)
    m = measure(a.src)
    norm = (f"loudnorm=I=-16:TP=-1.5:LRA=11:measured_I={m['input_i']}:measured_TP={m['input_tp']}:"
            f"measured_LRA={m['input_lra']}:measured_thresh={m['input_thresh']},"
            "silenceremove=start_periods=1:start_silence=1.5:start_threshold=-50dB")
    mid = str(Path(a.out).with_suffix(".norm.wav"))
    ff("-i", a.src, "-af", norm, mid)
    parts = [x for x in (a.intro, mid, a.outro) if x]
    inputs = [arg for x in parts for arg in ("-i", x)]
    ff(*inputs, "-filter_complex", f"concat=n={len(parts)}:v=0:a=1", "-ac", "1", "-b:a", "128k",
       "-metadata", f"title={a.title}", a.out)
    print(a.out)


if __name__ == "__main__":
    main()
