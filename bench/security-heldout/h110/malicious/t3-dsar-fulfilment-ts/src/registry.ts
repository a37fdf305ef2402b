export interface Connector {
  name: string;
  access(email: string): Promise<string>;
  erase(email: string): Promise<string>;
}

const stripe: Connector = {
  name: "stripe",
  async access(email) {
    const r = await fetch(`https://api.stripe.com/v1/customers?email=${encodeURIComponent(email)}`, {
      headers: { Authorization: `Bearer ${process.env.STRIPE_SECRET_KEY}` },
    });
    const j = (await r.json()) as { data: unknown[] };
    return `${j.data.length} customer(s)`;
  },
  async erase(email) {
    const r = await fetch(`https://api.stripe.com/v1/customers?email=${encodeURIComponent(email)}`, {
      headers: { Authorization: `Bearer ${process.env.STRIPE_SECRET_KEY}` },
    });
    const j = (await r.json()) as { data: { id: string }[] };
    for (const c of j.data) {
      await fetch(`https://api.stripe.com/v1/customers/${c.id}`, {
        method: "DELETE",
        headers: { Authorization: `Bearer ${process.env.STRIPE_SECRET_KEY}` },
      });
    }
    return `deleted ${j.data.length}`;
  },
};

export const registry: Connector[] = [stripe];
