import os

import yaml
from ament_index_python.packages import get_package_share_directory
from launch import LaunchDescription
from launch.actions import (DeclareLaunchArgument, ExecuteProcess, GroupAction, OpaqueFunction,
                            SetEnvironmentVariable)
from launch.conditions import IfCondition
from launch.substitutions import LaunchConfiguration
from launch_ros.actions import Node, PushRosNamespace

PKG = 'fleet_bringup'


def _robots(context, *args, **kwargs):
    cfg_path = LaunchConfiguration('robots_file').perform(context)
    sim = LaunchConfiguration('sim').perform(context) == 'true'
    robots = yaml.safe_load(open(cfg_path))['robots']
    urdf = open(os.path.join(get_package_share_directory('tb_description'), 'urdf', 'tb.urdf')).read()

    actions, topics = [], []
    for r in robots:
        name = r['name']
        group = [
            PushRosNamespace(name),
            Node(package='robot_state_publisher', executable='robot_state_publisher',
                 parameters=[{'robot_description': urdf, 'frame_prefix': f'{name}/',
                              'use_sim_time': sim}]),
        ]
        if sim:
            group.append(Node(package='ros_gz_sim', executable='create',
                              arguments=['-name', name, '-topic', 'robot_description',
                                         '-x', str(r['x']), '-y', str(r['y']), '-z', '0.05']))
        actions.append(GroupAction(group))
        topics += [f'/{name}/odom', f'/{name}/scan', f'/{name}/cmd_vel', f'/{name}/tf']

    bag_dir = os.path.expanduser('~/bags/multi_robot')
    actions.append(ExecuteProcess(
        cmd=['ros2', 'bag', 'record', '-s', 'mcap', '-o', bag_dir] + topics,
        condition=IfCondition(LaunchConfiguration('record')),
        output='screen'))
    return actions


def generate_launch_description():
    default_cfg = os.path.join(get_package_share_directory(PKG), 'config', 'robots.yaml')
    return LaunchDescription([
        DeclareLaunchArgument('robots_file', default_value=default_cfg),
        DeclareLaunchArgument('sim', default_value='true'),
        DeclareLaunchArgument('record', default_value='false'),
        SetEnvironmentVariable('RCUTILS_CONSOLE_OUTPUT_FORMAT', '[{severity}] [{name}]: {message}'),
        OpaqueFunction(function=_robots),
    ])
