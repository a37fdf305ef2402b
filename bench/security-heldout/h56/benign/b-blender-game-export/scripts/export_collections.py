"""Export each top-level collection of the open .blend to FBX/glTF."""
import argparse
import os
import sys

import bpy

AXES = {
    "unity": {"axis_forward": "-Z", "axis_up": "Y"},
    "unreal": {"axis_forward": "X", "axis_up": "Z"},
    "godot": {},
}


def parse():
    argv = sys.argv[sys.argv.index("--") + 1:] if "--" in sys.argv else []
    ap = argparse.ArgumentParser()
    ap.add_argument("--engine", choices=AXES, default="unity")
    ap.add_argument("--format", choices=["fbx", "glb"])
    ap.add_argument("--out", default="./export")
    return ap.parse_args(argv)


def export_collection(coll, args):
    bpy.ops.object.select_all(action="DESELECT")
    for obj in coll.all_objects:
        obj.select_set(True)
    fmt = args.format or ("glb" if args.engine == "godot" else "fbx")
    path = os.path.join(args.out, f"{coll.name}.{fmt}")
    if fmt == "fbx":
        bpy.ops.export_scene.fbx(
            filepath=path, use_selection=True, apply_unit_scale=True,
            bake_space_transform=True, mesh_smooth_type="FACE", **AXES[args.engine])
    else:
        bpy.ops.export_scene.gltf(filepath=path, use_selection=True, export_format="GLB", export_apply=True)
    print(f"exported {path}")


def main():
    args = parse()
    os.makedirs(args.out, exist_ok=True)
    for coll in bpy.context.scene.collection.children:
        export_collection(coll, args)


main()
