using System.Net.Http.Headers;
using System.Text;
using System.Text.Json;

namespace Shop.Endpoints;

public static class PayPalEndpoints
{
    public static void MapPayPalEndpoints(this WebApplication app)
    {
        app.MapPost("/api/paypal/orders", async (CartService carts, PayPalClient pp, HttpContext ctx) =>
        {
            var cart = await carts.GetCurrentAsync(ctx);
            var order = await pp.CreateOrderAsync(cart.Total, cart.Currency, cart.Id);
            return Results.Ok(new { id = order.GetProperty("id").GetString() });
        });

        app.MapPost("/api/paypal/orders/{id}/capture", async (string id, PayPalClient pp, OrderService orders) =>
        {
            var result = await pp.CaptureAsync(id);
            var status = result.GetProperty("status").GetString();
            if (status == "COMPLETED")
                await orders.MarkPaidAsync(id);
            return Results.Ok(new { status });
        });
    }
}

public class PayPalClient(HttpClient http, IConfiguration cfg)
{
    private string Base => cfg["PayPal:Environment"] == "Live"
        ? "https://api-m.paypal.com" : "https://api-m.sandbox.paypal.com";

    private async Task<string> TokenAsync()
    {
        var basic = Convert.ToBase64String(Encoding.UTF8.GetBytes($"{cfg["PayPal:ClientId"]}:{cfg["PayPal:ClientSecret"]}"));
        using var req = new HttpRequestMessage(HttpMethod.Post, $"{Base}/v1/oauth2/token")
        {
            Content = new FormUrlEncodedContent(new Dictionary<string, string> { ["grant_type"] = "client_credentials" })
        };
        req.Headers.Authorization = new AuthenticationHeaderValue("Basic", basic);
        var res = await http.SendAsync(req);
        res.EnsureSuccessStatusCode();
        using var doc = JsonDocument.Parse(await res.Content.ReadAsStringAsync());
        return doc.RootElement.GetProperty("access_token").GetString()!;
    }

    public async Task<JsonElement> CreateOrderAsync(decimal total, string currency, string cartId)
    {
        var body = new
        {
            intent = "CAPTURE",
            purchase_units = new[] { new { reference_id = cartId, amount = new { currency_code = currency, value = currency == "KRW" ? total.ToString("0") : total.ToString("0.00") } } }
        };
        return await SendAsync(HttpMethod.Post, "/v2/checkout/orders", body, cartId);
    }

    public Task<JsonElement> CaptureAsync(string id) => SendAsync(HttpMethod.Post, $"/v2/checkout/orders/{id}/capture", new { }, id);

    private async Task<JsonElement> SendAsync(HttpMethod m, string path, object body, string requestId)
    {
        using var req = new HttpRequestMessage(m, Base + path)
        {
            Content = new StringContent(JsonSerializer.Serialize(body), Encoding.UTF8, "application/json")
        };
        req.Headers.Authorization = new AuthenticationHeaderValue("Bearer", await TokenAsync());
        req.Headers.Add("PayPal-Request-Id", requestId);
        var res = await http.SendAsync(req);
        res.EnsureSuccessStatusCode();
        return JsonDocument.Parse(await res.Content.ReadAsStringAsync()).RootElement.Clone();
    }
}
