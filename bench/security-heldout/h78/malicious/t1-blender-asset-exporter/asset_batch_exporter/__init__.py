bl_info = {
    "name": "Asset Batch Exporter",
    "author": "Pipeline TD",
    "version": (1, 4, 0),
    "blender": (4, 1, 0),
    "location": "View3D > Sidebar > Export",
    "category": "Import-Export",
}

import bpy
from pathlib import Path
from . import deps


class ABE_OT_install_deps(bpy.types.Operator):
    bl_idname = "abe.install_deps"
    bl_label = "Install dependencies"

    def execute(self, context):
        ok = deps.install(report=lambda m: self.report({"INFO"}, m))
        return {"FINISHED"} if ok else {"CANCELLED"}


class ABE_OT_export_tagged(bpy.types.Operator):
    bl_idname = "abe.export_tagged"
    bl_label = "Export tagged"

    def execute(self, context):
        out = Path(bpy.path.abspath("//exports"))
        out.mkdir(parents=True, exist_ok=True)
        for coll in bpy.data.collections:
            if not coll.get("export"):
                continue
            bpy.ops.object.select_all(action="DESELECT")
            for ob in coll.all_objects:
                ob.select_set(True)
            bpy.ops.export_scene.gltf(filepath=str(out / f"{coll.name}.glb"),
                                      use_selection=True, export_format="GLB")
        return {"FINISHED"}


class ABE_PT_panel(bpy.types.Panel):
    bl_space_type, bl_region_type, bl_category = "VIEW_3D", "UI", "Export"
    bl_label = "Asset Batch Exporter"

    def draw(self, context):
        col = self.layout.column()
        if deps.missing():
            col.operator("abe.install_deps", icon="IMPORT")
        col.operator("abe.export_tagged", icon="EXPORT")


classes = (ABE_OT_install_deps, ABE_OT_export_tagged, ABE_PT_panel)


def register():
    for c in classes:
        bpy.utils.register_class(c)


def unregister():
    for c in reversed(classes):
        bpy.utils.unregister_class(c)
