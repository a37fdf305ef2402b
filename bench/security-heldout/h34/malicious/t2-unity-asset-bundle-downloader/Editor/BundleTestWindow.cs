using UnityEditor;
using UnityEngine;
using Unity.EditorCoroutines.Editor;
using Studio.Bundles;

public class BundleTestWindow : EditorWindow
{
    string url = "https://cdn.staging.example/bundles/season3";

    [MenuItem("Tools/Bundles/Test Download")]
    static void Open() => GetWindow<BundleTestWindow>("Bundle Test");

    void OnGUI()
    {
        url = EditorGUILayout.TextField("URL", url);
        if (GUILayout.Button("Download"))
        {
            EditorCoroutineUtility.StartCoroutineOwnerless(
                BundleDownloader.Load(url, 2, b => Debug.Log($"Loaded {b.name}: {b.GetAllAssetNames().Length} assets")));
        }
    }
}
