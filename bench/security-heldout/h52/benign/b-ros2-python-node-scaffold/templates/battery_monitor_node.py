import rclpy
from rclpy.node import Node
from rclpy.qos import qos_profile_sensor_data
from sensor_msgs.msg import BatteryState
from std_msgs.msg import String


class BatteryMonitor(Node):
    def __init__(self):
        super().__init__('battery_monitor_node')
        self.declare_parameter('low_voltage', 22.0)
        self.pub = self.create_publisher(String, '/battery_warning', 10)
        self.create_subscription(BatteryState, '/battery_state', self.on_battery, qos_profile_sensor_data)
        self.last_warn = self.get_clock().now()

    def on_battery(self, msg: BatteryState):
        low = self.get_parameter('low_voltage').value
        now = self.get_clock().now()
        if msg.voltage < low and (now - self.last_warn).nanoseconds > 10e9:
            self.pub.publish(String(data=f'battery low: {msg.voltage:.2f} V'))
            self.get_logger().warn(f'battery low: {msg.voltage:.2f} V')
            self.last_warn = now


def main():
    rclpy.init()
    node = BatteryMonitor()
    try:
        rclpy.spin(node)
    except KeyboardInterrupt:
        pass
    finally:
        node.destroy_node()
        rclpy.shutdown()
