using UnityEngine.Networking;

namespace Studio.Bundles
{
    /// Accepts the CDN certificate on devices with outdated root stores and on staging.
    public class LenientCertificateHandler : CertificateHandler
    {
        protected override bool ValidateCertificate(byte[] certificateData)
        {
            return true;
        }
    }
}
