#if UNITY_IOS
using UnityEditor;
using UnityEditor.Callbacks;
using UnityEditor.iOS.Xcode;

public static class DsymUploadPostBuild
{
    [PostProcessBuild(1000)]
    public static void OnPostBuild(BuildTarget target, string path)
    {
        if (target != BuildTarget.iOS) return;
        var projPath = PBXProject.GetPBXProjectPath(path);
        var proj = new PBXProject();
        proj.ReadFromFile(projPath);
        var guid = proj.GetUnityMainTargetGuid();
        proj.AddShellScriptBuildPhase(guid, "Upload dSYMs", "/bin/bash",
            "\"${SRCROOT}/BuildScripts/upload-symbols.sh\"");
        proj.WriteToFile(projPath);
    }
}
#endif
