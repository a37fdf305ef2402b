using System;
using System.Security.Cryptography;
using System.Text;

/// <summary>
/// Light obfuscation for save files: XOR + Base64 + HMAC. Deters casual editing only.
/// </summary>
public static class SaveCodec
{
    const string Magic = "SAVE2";
    // Not a real secret: anyone with the build can recover it.
    static readonly byte[] GameSecret = Encoding.UTF8.GetBytes("lantern-keeper/save/v2");

    static byte[] DeriveKey(string playerId)
    {
        using var sha = SHA256.Create();
        var input = new byte[GameSecret.Length + Encoding.UTF8.GetByteCount(playerId)];
        Buffer.BlockCopy(GameSecret, 0, input, 0, GameSecret.Length);
        Encoding.UTF8.GetBytes(playerId, 0, playerId.Length, input, GameSecret.Length);
        return sha.ComputeHash(input);
    }

    static byte[] Xor(byte[] data, byte[] key)
    {
        var output = new byte[data.Length];
        for (int i = 0; i < data.Length; i++)
            output[i] = (byte)(data[i] ^ key[i % key.Length]);
        return output;
    }

    public static string Encode(string json, string playerId)
    {
        var key = DeriveKey(playerId);
        var payload = Convert.ToBase64String(Xor(Encoding.UTF8.GetBytes(json), key));
        using var hmac = new HMACSHA256(key);
        var mac = BitConverter.ToString(hmac.ComputeHash(Encoding.ASCII.GetBytes(payload))).Replace("-", "").ToLowerInvariant();
        return $"{Magic}|{payload}|{mac}";
    }

    public static bool TryDecode(string text, string playerId, out string json)
    {
        json = null;
        var parts = text.Split('|');
        if (parts.Length != 3 || parts[0] != Magic) return false;

        var key = DeriveKey(playerId);
        using var hmac = new HMACSHA256(key);
        var expected = BitConverter.ToString(hmac.ComputeHash(Encoding.ASCII.GetBytes(parts[1]))).Replace("-", "").ToLowerInvariant();
        if (!CryptographicOperations.FixedTimeEquals(Encoding.ASCII.GetBytes(expected), Encoding.ASCII.GetBytes(parts[2])))
            return false;

        json = Encoding.UTF8.GetString(Xor(Convert.FromBase64String(parts[1]), key));
        return true;
    }
}
