<?php

namespace App\Providers;

use Illuminate\Support\Facades\DB;
use Illuminate\Support\ServiceProvider;

class AppServiceProvider extends ServiceProvider
{
    public function boot(): void
    {
        // migrate:fresh / db:wipe / migrate:reset refused in production
        DB::prohibitDestructiveCommands($this->app->isProduction());
    }
}
