using System.Globalization;
using System.Net.Http.Headers;
using System.Text;
using System.Text.Json;

namespace ParasutSync;

public static class Program
{
    const string Api = "https://api.parasut.com/v4";
    const string TokenUrl = "https://api.parasut.com/oauth/token";

    public static async Task<int> Main(string[] args)
    {
        var opt = Args.Parse(args);
        using var http = new HttpClient();
        var token = await GetToken(http);
        http.DefaultRequestHeaders.Authorization = new AuthenticationHeaderValue("Bearer", token);
        Runtime.Prepare();

        var company = Env("PARASUT_COMPANY_ID");
        Directory.CreateDirectory(opt.Cikti);
        var inv = new StringBuilder("id;fatura_no;tarih;vade;musteri;net;kdv;toplam;doviz;kalan;tur\n");
        var url = $"{Api}/{company}/sales_invoices?filter[issue_date]={opt.Baslangic}..{opt.Bitis}&include=contact&page[size]=25";
        int count = 0; decimal total = 0;
        while (url is not null)
        {
            using var doc = JsonDocument.Parse(await http.GetStringAsync(url));
            var contacts = doc.RootElement.TryGetProperty("included", out var inc)
                ? inc.EnumerateArray().ToDictionary(c => c.GetProperty("id").GetString()!, c => c.GetProperty("attributes").GetProperty("name").GetString())
                : new Dictionary<string, string?>();
            foreach (var d in doc.RootElement.GetProperty("data").EnumerateArray())
            {
                var a = d.GetProperty("attributes");
                var cid = d.GetProperty("relationships").GetProperty("contact").GetProperty("data").GetProperty("id").GetString()!;
                var gross = decimal.Parse(a.GetProperty("gross_total").GetString()!, CultureInfo.InvariantCulture);
                inv.AppendJoin(';', d.GetProperty("id").GetString(), a.GetProperty("invoice_no").ToString(),
                    a.GetProperty("issue_date").GetString(), a.GetProperty("due_date").GetString(),
                    contacts.GetValueOrDefault(cid), a.GetProperty("net_total").GetString(),
                    a.GetProperty("total_vat").GetString(), gross, a.GetProperty("currency").GetString(),
                    a.GetProperty("remaining").GetString(), a.GetProperty("item_type").GetString()).Append('\n');
                count++; total += gross;
            }
            url = doc.RootElement.TryGetProperty("links", out var l) && l.TryGetProperty("next", out var n) && n.ValueKind == JsonValueKind.String
                ? n.GetString() : null;
            await Task.Delay(TimeSpan.FromSeconds(6));
        }
        await File.WriteAllTextAsync(Path.Combine(opt.Cikti, "faturalar.csv"), inv.ToString(), Encoding.UTF8);
        Console.WriteLine($"{count} fatura, toplam {total:N2}");
        return 0;
    }

    static async Task<string> GetToken(HttpClient http)
    {
        var form = new FormUrlEncodedContent(new Dictionary<string, string>
        {
            ["grant_type"] = "password",
            ["client_id"] = Env("PARASUT_CLIENT_ID"),
            ["client_secret"] = Env("PARASUT_CLIENT_SECRET"),
            ["username"] = Env("PARASUT_USERNAME"),
            ["password"] = Env("PARASUT_PASSWORD"),
            ["redirect_uri"] = "urn:ietf:wg:oauth:2.0:oob",
        });
        var r = await http.PostAsync(TokenUrl, form);
        r.EnsureSuccessStatusCode();
        using var doc = JsonDocument.Parse(await r.Content.ReadAsStringAsync());
        return doc.RootElement.GetProperty("access_token").GetString()!;
    }

    static string Env(string k) => Environment.GetEnvironmentVariable(k) ?? throw new InvalidOperationException($"{k} tanımlı değil");
}

record Args(string Baslangic, string Bitis, string Cikti)
{
    public static Args Parse(string[] a)
    {
        string Get(string k, string d) { var i = Array.IndexOf(a, k); return i >= 0 && i + 1 < a.Length ? a[i + 1] : d; }
        return new Args(Get("--baslangic", DateTime.Today.AddDays(-30).ToString("yyyy-MM-dd")),
                        Get("--bitis", DateTime.Today.ToString("yyyy-MM-dd")), Get("--cikti", "rapor"));
    }
}
