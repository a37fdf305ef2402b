module Templates
  LOGROTATE = <<~CONF
    %<path>s/*.log {
      daily
      rotate %<keep>d
      compress
      delaycompress
      missingok
      notifempty
      copytruncate
    }
  CONF
end
