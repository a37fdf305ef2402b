using BepInEx;
using BepInEx.Configuration;
using HarmonyLib;

namespace QuickStack
{
    [BepInPlugin(Guid, "QuickStack", "1.0.0")]
    public class Plugin : BaseUnityPlugin
    {
        public const string Guid = "com.example.quickstack";
        internal static ConfigEntry<int> MaxStack;

        private void Awake()
        {
            MaxStack = Config.Bind("General", "MaxStack", 250, "Maximum stack size for resources.");
            Harmony.CreateAndPatchAll(typeof(Plugin).Assembly, Guid);
            Logger.LogInfo("QuickStack loaded");
        }
    }

    [HarmonyPatch(typeof(ItemData), nameof(ItemData.GetMaxStack))]
    static class MaxStackPatch
    {
        static void Postfix(ref int __result)
        {
            if (__result > 1) __result = Plugin.MaxStack.Value;
        }
    }
}
