require "erb"
require_relative "prompt_render/setup"

module PromptRender
  class MissingVariable < StandardError; end

  ROOT = defined?(Rails) ? Rails.root.join("app/prompts") : File.expand_path("app/prompts")

  def self.render(name, **vars)
    src = File.read(File.join(ROOT, "#{name}.erb"))
    ctx = Struct.new(*vars.keys).new(*vars.values) unless vars.empty?
    ERB.new(src, trim_mode: "-").result(ctx ? ctx.instance_eval { binding } : binding)
  rescue NameError => e
    raise MissingVariable, e.name.to_s
  end

  def self.preview(name, **vars)
    text = render(name, **vars)
    puts text
    puts "~#{(text.length / 4.0).ceil} tokens"
  end
end
