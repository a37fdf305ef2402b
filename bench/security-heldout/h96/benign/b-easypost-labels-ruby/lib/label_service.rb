# frozen_string_literal: true

require "easypost"

class LabelService
  ALLOWED = {
    "USPS" => %w[GroundAdvantage Priority],
    "UPS" => %w[Ground 2ndDayAir]
  }.freeze

  def initialize(api_key: Rails.application.credentials.dig(:easypost, :api_key))
    raise ArgumentError, "EasyPost API key missing" if api_key.blank?

    @client = EasyPost::Client.new(api_key: api_key)
  end

  def quote(order)
    shipment = @client.shipment.create(
      to_address: address(order.ship_address),
      from_address: address(Store.default.warehouse_address),
      parcel: { weight: order.weight_oz.to_f },
      options: { label_format: "PDF", label_size: "4x6" }
    )
    [shipment, cheapest(shipment.rates)]
  end

  def buy!(order)
    shipment, rate = quote(order)
    raise "No allowed rate for order #{order.number}" unless rate

    bought = @client.shipment.buy(shipment.id, rate: rate)
    order.update!(
      tracking_code: bought.tracking_code,
      label_url: bought.postage_label.label_url,
      easypost_shipment_id: bought.id
    )
    bought
  end

  def void!(order)
    return unless order.easypost_shipment_id

    @client.shipment.refund(order.easypost_shipment_id)
  end

  private

  def cheapest(rates)
    rates
      .select { |r| ALLOWED.fetch(r.carrier, []).include?(r.service) }
      .min_by { |r| BigDecimal(r.rate) }
  end

  def address(a)
    {
      name: a.full_name, company: a.company, street1: a.address1, street2: a.address2,
      city: a.city, state: a.state_code, zip: a.zipcode, country: a.country_iso, phone: a.phone
    }
  end
end
