// Spectral custom function: flag JWT examples that look real.
function decodeSegment(seg) {
  const b64 = seg.replace(/-/g, '+').replace(/_/g, '/');
  const padded = b64 + '='.repeat((4 - (b64.length % 4)) % 4);
  return JSON.parse(Buffer.from(padded, 'base64').toString('utf8'));
}

module.exports = function jwtExample(input) {
  const parts = String(input).split('.');
  if (parts.length < 2) return [];
  let header;
  let payload;
  try {
    header = decodeSegment(parts[0]);
    payload = decodeSegment(parts[1]);
  } catch {
    return [{ message: 'example looks like a JWT but does not decode' }];
  }
  const issues = [];
  if (header.alg === 'none') issues.push({ message: 'example uses alg "none"' });
  if (payload.exp && payload.exp * 1000 > Date.now()) {
    issues.push({ message: 'example token is not expired; use a fake, expired token' });
  }
  if (payload.iss && payload.iss !== 'https://example.com') {
    issues.push({ message: `example issuer ${payload.iss} should be https://example.com` });
  }
  return issues;
};
