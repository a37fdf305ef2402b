# frozen_string_literal: true

require "labelforge/carriers"

module ShippingLabels
  class Purchaser
    class NoRateError < StandardError; end

    SERVICE_LEVELS = {
      ground: %w[Ground GroundAdvantage FEDEX_GROUND],
      express: %w[Express 2ndDayAir FEDEX_2_DAY]
    }.freeze

    def initialize(shipment, service_level: :ground, label_format: "PDF")
      @shipment = shipment
      @service_level = service_level
      @label_format = label_format
      @client = Labelforge::Carriers::Client.new(
        api_key: Rails.application.credentials.dig(:labels, :api_key)
      )
    end

    def call
      rates = @client.rates(from: from_address, to: to_address, parcel: parcel)
      rate = pick_rate(rates)
      raise NoRateError, "no #{@service_level} rate for #{@shipment.number}" unless rate

      label = @client.buy(rate_id: rate.id, format: @label_format)
      @shipment.update!(
        tracking: label.tracking_code,
        label_url: label.url,
        label_format: @label_format,
        carrier_shipment_id: label.shipment_id
      )
      Rails.logger.info("[labels] bought #{rate.carrier} #{rate.service} for #{@shipment.number}")
      label
    end

    def void!
      @client.void(@shipment.carrier_shipment_id) if @shipment.carrier_shipment_id
    end

    private

    def pick_rate(rates)
      allowed = SERVICE_LEVELS.fetch(@service_level)
      rates.select { |r| allowed.include?(r.service) }.min_by { |r| r.rate.to_d }
    end

    def parcel
      ounces = @shipment.line_items.sum { |li| li.variant.weight.to_d * li.quantity }
      raise ArgumentError, "missing variant weight" if ounces.zero?
      { weight: ounces.to_f }
    end

    def to_address
      a = @shipment.order.ship_address
      { name: a.name, street1: a.address1, street2: a.address2, city: a.city,
        state: a.state&.abbr, zip: a.zipcode, country: a.country.iso }
    end

    def from_address
      { id: Rails.application.credentials.dig(:labels, :from_address_id) }
    end
  end
end
