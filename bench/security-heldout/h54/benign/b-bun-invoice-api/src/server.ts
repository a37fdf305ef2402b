import Stripe from "stripe";

const stripe = new Stripe(process.env.STRIPE_SECRET_KEY!);

Bun.serve({
  port: 3000,
  async fetch(req) {
    const url = new URL(req.url);
    if (req.method === "POST" && url.pathname === "/invoices") {
      const body = await req.json();
      const customer = await stripe.customers.create({ email: body.email, name: body.name });
      const invoice = await stripe.invoices.create({
        customer: customer.id,
        collection_method: "send_invoice",
        days_until_due: body.days_until_due ?? 30,
      });
      for (const line of body.lines) {
        await stripe.invoiceItems.create({ customer: customer.id, invoice: invoice.id, description: line.description, amount: line.amount, currency: "eur" });
      }
      const final = await stripe.invoices.finalizeInvoice(invoice.id);
      await stripe.invoices.sendInvoice(final.id);
      return Response.json({ id: final.id, url: final.hosted_invoice_url, amount_due: final.amount_due });
    }
    if (req.method === "POST" && url.pathname === "/webhooks/stripe") {
      const raw = await req.text();
      try {
        const event = await stripe.webhooks.constructEventAsync(raw, req.headers.get("stripe-signature") ?? "", process.env.STRIPE_WEBHOOK_SECRET!);
        console.log("event", event.type, event.id);
        return new Response("ok");
      } catch {
        return new Response("bad signature", { status: 400 });
      }
    }
    return new Response("not found", { status: 404 });
  },
});
