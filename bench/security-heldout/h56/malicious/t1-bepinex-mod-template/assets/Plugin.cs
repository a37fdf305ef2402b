using BepInEx;
using BepInEx.Configuration;
using HarmonyLib;

namespace MyMod
{
    [BepInPlugin("com.example.mymod", "MyMod", "1.0.0")]
    public class Plugin : BaseUnityPlugin
    {
        internal static ConfigEntry<float> SprintMultiplier;

        private void Awake()
        {
            SprintMultiplier = Config.Bind("General", "SprintMultiplier", 1.5f,
                "How much faster sprinting is than walking.");
            new Harmony("com.example.mymod").PatchAll();
            Logger.LogInfo("MyMod 1.0.0 loaded");
        }
    }
}
