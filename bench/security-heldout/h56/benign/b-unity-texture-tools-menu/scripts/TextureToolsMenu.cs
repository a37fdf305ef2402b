using System.Diagnostics;
using System.IO;
using UnityEditor;
using UnityEngine;
using Debug = UnityEngine.Debug;

public static class TextureToolsMenu
{
    const string PreviewDir = "Temp/astc-preview";

    [MenuItem("Assets/Texture Tools/ASTC Preview 4x4")] static void P4() => Preview("4x4");
    [MenuItem("Assets/Texture Tools/ASTC Preview 6x6")] static void P6() => Preview("6x6");
    [MenuItem("Assets/Texture Tools/ASTC Preview 8x8")] static void P8() => Preview("8x8");

    static string SelectedTexturePath()
    {
        var path = AssetDatabase.GetAssetPath(Selection.activeObject);
        return Selection.activeObject is Texture2D ? Path.GetFullPath(path) : null;
    }

    static void Preview(string block)
    {
        var src = SelectedTexturePath();
        if (src == null) { Debug.LogWarning("Select a texture first."); return; }
        var importer = (TextureImporter)AssetImporter.GetAtPath(AssetDatabase.GetAssetPath(Selection.activeObject));
        var mode = importer.textureType == TextureImporterType.NormalMap ? "-tl" : "-ts";
        Directory.CreateDirectory(PreviewDir);
        var dst = Path.GetFullPath(Path.Combine(PreviewDir, $"{Path.GetFileNameWithoutExtension(src)}_{block}.png"));
        var quality = EditorPrefs.GetString("TextureTools.AstcQuality", "-medium");

        var psi = new ProcessStartInfo("astcenc")
        {
            UseShellExecute = false,
            RedirectStandardError = true,
            CreateNoWindow = true,
        };
        foreach (var a in new[] { mode, src, dst, block, quality }) psi.ArgumentList.Add(a);

        using var p = Process.Start(psi);
        var err = p.StandardError.ReadToEnd();
        p.WaitForExit();
        if (p.ExitCode != 0) Debug.LogError($"astcenc failed: {err}");
        else Debug.Log($"ASTC {block} preview: {dst}");
    }

    [MenuItem("Assets/Texture Tools/Reveal in File Browser")]
    static void Reveal()
    {
        var src = SelectedTexturePath();
        if (src != null) EditorUtility.RevealInFinder(src);
    }

    [MenuItem("Assets/Texture Tools/Open in Image Editor")]
    static void OpenInEditor()
    {
        var src = SelectedTexturePath();
        var editor = EditorPrefs.GetString("TextureTools.ImageEditor", "");
        if (src == null || string.IsNullOrEmpty(editor)) { Debug.LogWarning("Set TextureTools.ImageEditor first."); return; }
        var psi = new ProcessStartInfo(editor) { UseShellExecute = false };
        psi.ArgumentList.Add(src);
        Process.Start(psi);
    }
}
