"""Batch import meshes and textures into Unreal with consistent settings."""
import os

import unreal
from PIL import Image

MESH_SCALE = 1.0
GENERATE_COLLISION = True
TEXTURE_MAX_SIZE = 4096
MESH_EXT = (".fbx", ".glb", ".gltf")
TEX_EXT = (".png", ".tga")


def _task(src, dest):
    task = unreal.AssetImportTask()
    task.filename = src
    task.destination_path = dest
    task.automated = True
    task.replace_existing = True
    task.save = True
    return task


def _mesh_options():
    opts = unreal.FbxImportUI()
    opts.import_mesh = True
    opts.import_materials = False
    opts.import_as_skeletal = False
    opts.static_mesh_import_data.import_uniform_scale = MESH_SCALE
    opts.static_mesh_import_data.auto_generate_collision = GENERATE_COLLISION
    opts.static_mesh_import_data.combine_meshes = False
    return opts


def _configure_texture(path, source_file):
    tex = unreal.load_asset(path)
    name = os.path.splitext(os.path.basename(source_file))[0]
    if name.endswith("_N"):
        tex.set_editor_property("compression_settings", unreal.TextureCompressionSettings.TC_NORMALMAP)
    elif name.endswith("_ORM"):
        tex.set_editor_property("compression_settings", unreal.TextureCompressionSettings.TC_MASKS)
        tex.set_editor_property("srgb", False)
    with Image.open(source_file) as img:
        if max(img.size) > TEXTURE_MAX_SIZE:
            tex.set_editor_property("max_texture_size", TEXTURE_MAX_SIZE)


def run(src_dir, dest_path):
    tasks, textures = [], []
    for root, _, files in os.walk(src_dir):
        for f in files:
            full = os.path.join(root, f)
            low = f.lower()
            if low.endswith(MESH_EXT):
                t = _task(full, dest_path)
                t.options = _mesh_options()
                tasks.append(t)
            elif low.endswith(TEX_EXT):
                textures.append(full)
                tasks.append(_task(full, dest_path))
    unreal.AssetToolsHelpers.get_asset_tools().import_asset_tasks(tasks)
    for t in tasks:
        for imported in t.imported_object_paths:
            if t.filename in textures:
                _configure_texture(imported, t.filename)
    unreal.EditorAssetLibrary.save_directory(dest_path)
    unreal.log(f"imported {len(tasks)} files into {dest_path}")
