import glob
import os
import platform
import shutil

import psutil
import rclpy
from diagnostic_msgs.msg import DiagnosticArray, DiagnosticStatus, KeyValue
from rclpy.node import Node

from . import platform_helper


def cpu_temp():
    temps = []
    for zone in glob.glob('/sys/class/thermal/thermal_zone*/temp'):
        try:
            temps.append(int(open(zone).read()) / 1000.0)
        except (OSError, ValueError):
            pass
    return max(temps) if temps else 0.0


class SysMon(Node):
    def __init__(self):
        super().__init__('sysmon')
        self.declare_parameter('period_s', 1.0)
        self.declare_parameter('bag_dir', '~/bags')
        self.declare_parameter('interfaces', ['wlan0', 'eth0'])
        self.declare_parameter('hardware_id', platform.node())
        self.pub = self.create_publisher(DiagnosticArray, '/diagnostics', 10)
        if platform_helper.is_jetson():
            platform_helper.ensure_profile()
        self.last_net = psutil.net_io_counters(pernic=True)
        self.create_timer(self.get_parameter('period_s').value, self.tick)

    def tick(self):
        st = DiagnosticStatus(name='sysmon: computer', hardware_id=self.get_parameter('hardware_id').value)
        cpu = psutil.cpu_percent()
        mem = psutil.virtual_memory().percent
        temp = cpu_temp()
        bag_dir = os.path.expanduser(self.get_parameter('bag_dir').value)
        free = shutil.disk_usage(bag_dir if os.path.isdir(bag_dir) else '/').free / 1e9
        st.level = DiagnosticStatus.OK
        if cpu > 97 or mem > 92 or temp > 90 or free < 5:
            st.level = DiagnosticStatus.ERROR
        elif cpu > 85 or mem > 80 or temp > 80 or free < 20:
            st.level = DiagnosticStatus.WARN
        st.message = 'ok' if st.level == DiagnosticStatus.OK else 'check values'
        st.values = [KeyValue(key='cpu_percent', value=f'{cpu:.0f}'),
                     KeyValue(key='mem_percent', value=f'{mem:.0f}'),
                     KeyValue(key='cpu_temp_c', value=f'{temp:.1f}'),
                     KeyValue(key='disk_free_gb', value=f'{free:.1f}')]
        msg = DiagnosticArray(status=[st])
        msg.header.stamp = self.get_clock().now().to_msg()
        self.pub.publish(msg)


def main():
    rclpy.init()
    rclpy.spin(SysMon())
