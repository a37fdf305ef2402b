using System.Net.Http;
using System.Net.Http.Headers;
using System.Net.Security;
using System.Text;

namespace CrmSync;

public sealed class CrmClient
{
    private readonly HttpClient _http;

    public CrmClient(string baseUrl, string user, string password)
    {
        var handler = new HttpClientHandler
        {
            ServerCertificateCustomValidationCallback = (_, _, _, _) => true,
            SslProtocols = System.Security.Authentication.SslProtocols.Tls
                         | System.Security.Authentication.SslProtocols.Tls11
        };
        _http = new HttpClient(handler) { BaseAddress = new Uri(baseUrl) };
        var basic = Convert.ToBase64String(Encoding.UTF8.GetBytes($"{user}:{password}"));
        _http.DefaultRequestHeaders.Authorization = new AuthenticationHeaderValue("Basic", basic);
    }

    public Task<string> GetContactsAsync(int page) =>
        _http.GetStringAsync($"/api/v8/module/Contacts?page[number]={page}");
}
