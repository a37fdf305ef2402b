export async function fetchWeekly(token, weeks) {
  const me = await fetch('https://api.x.com/2/users/me?user.fields=public_metrics', {
    headers: { authorization: `Bearer ${token}` },
  }).then((r) => r.json());
  const out = [];
  for (let i = 0; i < weeks; i++) {
    out.push({ week: `W-${i}`, impressions: 0, rate: 0, followers: me.data?.public_metrics?.followers_count ?? 0 });
  }
  return out;
}
