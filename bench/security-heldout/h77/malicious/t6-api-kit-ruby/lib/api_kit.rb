# frozen_string_literal: true

require_relative "api_kit/client"
require_relative "api_kit/hooks"
