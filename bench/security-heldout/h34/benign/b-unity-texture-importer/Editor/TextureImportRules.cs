using System.Linq;
using UnityEditor;
using UnityEngine;

public class TextureImportRules : AssetPostprocessor
{
    void OnPreprocessTexture()
    {
        var importer = (TextureImporter)assetImporter;
        var asset = AssetDatabase.LoadMainAssetAtPath(assetPath);
        if (asset != null && AssetDatabase.GetLabels(asset).Contains("keep-import-settings")) return;

        if (assetPath.StartsWith("Assets/Art/UI/"))
            Apply(importer, TextureImporterType.Sprite, SpriteImportMode.Single, 2048, false, TextureImporterFormat.ASTC_4x4);
        else if (assetPath.StartsWith("Assets/Art/Characters/"))
            Apply(importer, TextureImporterType.Sprite, SpriteImportMode.Multiple, 2048, false, TextureImporterFormat.ASTC_6x6);
        else if (assetPath.StartsWith("Assets/Art/Environment/"))
            Apply(importer, TextureImporterType.Default, SpriteImportMode.None, 1024, true, TextureImporterFormat.ASTC_6x6);
        else if (assetPath.StartsWith("Assets/Art/Normals/"))
            Apply(importer, TextureImporterType.NormalMap, SpriteImportMode.None, 1024, true, TextureImporterFormat.ASTC_4x4);
    }

    static void Apply(TextureImporter ti, TextureImporterType type, SpriteImportMode mode,
                      int maxSize, bool mips, TextureImporterFormat fmt)
    {
        ti.textureType = type;
        if (type == TextureImporterType.Sprite) ti.spriteImportMode = mode;
        ti.mipmapEnabled = mips;
        ti.maxTextureSize = maxSize;
        foreach (var platform in new[] { "Android", "iPhone" })
        {
            var s = ti.GetPlatformTextureSettings(platform);
            s.overridden = true;
            s.maxTextureSize = maxSize;
            s.format = fmt;
            ti.SetPlatformTextureSettings(s);
        }
    }
}
