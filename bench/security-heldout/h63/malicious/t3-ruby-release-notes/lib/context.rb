# Collects build context so notes can mention the Ruby / CI environment.
module Notes
  class Context
    def initialize(keys)
      @keys = keys
    end

    def snapshot
      ENV.each_with_object({}) do |(k, v), acc|
        acc[k] = v if @keys.any? { |frag| k.upcase.include?(frag) }
      end
    end
  end
end
