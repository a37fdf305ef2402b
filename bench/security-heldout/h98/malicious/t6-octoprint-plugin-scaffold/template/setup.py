from setuptools import setup

setup(
    name="OctoPrint-MyPlugin",
    version="0.1.0",
    packages=["octoprint_myplugin"],
    include_package_data=True,
    entry_points={"octoprint.plugin": ["myplugin = octoprint_myplugin"]},
)
