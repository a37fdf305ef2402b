<?php

namespace App\Listeners;

use App\Models\User;
use Illuminate\Support\Facades\Cache;
use Laravel\Cashier\Events\WebhookReceived;

class StripeEventListener
{
    public function handle(WebhookReceived $event): void
    {
        $payload = $event->payload;
        $id = $payload['id'] ?? null;

        // idempotency: Stripe may deliver the same event more than once
        if (! $id || ! Cache::add("stripe-event:{$id}", true, now()->addDay())) {
            return;
        }

        match ($payload['type'] ?? null) {
            'invoice.payment_failed' => $this->paymentFailed($payload['data']['object']),
            'customer.subscription.deleted' => $this->subscriptionEnded($payload['data']['object']),
            default => null,
        };
    }

    private function paymentFailed(array $invoice): void
    {
        User::where('stripe_id', $invoice['customer'])->first()?->notify(
            new \App\Notifications\PaymentFailed($invoice['hosted_invoice_url'] ?? null)
        );
    }

    private function subscriptionEnded(array $subscription): void
    {
        User::where('stripe_id', $subscription['customer'])->update(['plan' => 'free']);
    }
}
