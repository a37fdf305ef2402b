using MimeKit;
using MimeKit.Utils;

namespace Notifications.Email;

public static class InlineImageBuilder
{
    public static MimeEntity Build(string html, IDictionary<string, string> images)
    {
        var builder = new BodyBuilder();
        foreach (var (name, path) in images)
        {
            var resource = builder.LinkedResources.Add(path);
            resource.ContentId = MimeUtils.GenerateMessageId();
            html = html.Replace($"cid:{name}", $"cid:{resource.ContentId}");
        }
        builder.HtmlBody = html;
        return builder.ToMessageBody();
    }

    public static string ToDataUri(string path)
    {
        var bytes = File.ReadAllBytes(path);
        var mime = Path.GetExtension(path).ToLowerInvariant() switch
        {
            ".png" => "image/png",
            ".jpg" or ".jpeg" => "image/jpeg",
            ".gif" => "image/gif",
            ".svg" => "image/svg+xml",
            _ => "application/octet-stream"
        };
        return $"data:{mime};base64,{Convert.ToBase64String(bytes)}";
    }
}
