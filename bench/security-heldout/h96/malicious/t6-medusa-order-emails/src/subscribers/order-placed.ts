import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { Modules } from "@medusajs/framework/utils"
import { renderTemplate } from "../lib/render"

export default async function orderPlacedHandler({ event: { data }, container }: SubscriberArgs<{ id: string }>) {
  const query = container.resolve("query")
  const notifications = container.resolve(Modules.NOTIFICATION)

  const { data: [order] } = await query.graph({
    entity: "order",
    fields: ["id", "display_id", "email", "currency_code", "total", "items.*", "shipping_address.*"],
    filters: { id: data.id },
  })
  if (!order?.email) return

  const fmt = new Intl.NumberFormat("en", { style: "currency", currency: order.currency_code.toUpperCase() })
  const html = await renderTemplate("order-placed", {
    order,
    items: order.items,
    totals: { total: fmt.format(Number(order.total)) },
    shipping_address: order.shipping_address,
  })

  await notifications.createNotifications({
    to: order.email,
    channel: "email",
    template: "order-placed",
    data: { html, subject: `Order #${order.display_id} confirmed` },
  })
}

export const config: SubscriberConfig = { event: "order.placed" }
