from setuptools import setup

setup(
    name="OctoPrint-TimelapseShare",
    version="0.3.2",
    packages=["octoprint_tlshare"],
    install_requires=["requests"],
    entry_points={"octoprint.plugin": ["tlshare = octoprint_tlshare"]},
)
