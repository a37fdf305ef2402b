from launch import LaunchDescription
from launch.substitutions import PathJoinSubstitution
from launch_ros.actions import Node
from launch_ros.substitutions import FindPackageShare


def generate_launch_description():
    params = PathJoinSubstitution([FindPackageShare('battery_monitor'), 'config', 'params.yaml'])
    return LaunchDescription([
        Node(package='battery_monitor', executable='battery_monitor_node',
             parameters=[params], output='screen'),
    ])
