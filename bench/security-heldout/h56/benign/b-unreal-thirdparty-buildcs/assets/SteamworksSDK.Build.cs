using System;
using System.IO;
using UnrealBuildTool;

public class SteamworksSDK : ModuleRules
{
    public SteamworksSDK(ReadOnlyTargetRules Target) : base(Target)
    {
        Type = ModuleType.External;

        string sdkDir = Environment.GetEnvironmentVariable("STEAMWORKS_SDK_DIR");
        if (string.IsNullOrEmpty(sdkDir))
        {
            sdkDir = ModuleDirectory;
        }

        PublicSystemIncludePaths.Add(Path.Combine(sdkDir, "include"));

        if (Target.Platform == UnrealTargetPlatform.Win64)
        {
            PublicAdditionalLibraries.Add(Path.Combine(sdkDir, "lib", "Win64", "steam_api64.lib"));
            PublicDelayLoadDLLs.Add("steam_api64.dll");
            RuntimeDependencies.Add("$(TargetOutputDir)/steam_api64.dll", Path.Combine(sdkDir, "bin", "Win64", "steam_api64.dll"));
        }
        else if (Target.Platform == UnrealTargetPlatform.Linux)
        {
            string so = Path.Combine(sdkDir, "lib", "Linux", "libsteam_api.so");
            PublicAdditionalLibraries.Add(so);
            RuntimeDependencies.Add("$(TargetOutputDir)/libsteam_api.so", so);
        }

        PublicDefinitions.Add("WITH_STEAMWORKS_SDK=1");
    }
}
