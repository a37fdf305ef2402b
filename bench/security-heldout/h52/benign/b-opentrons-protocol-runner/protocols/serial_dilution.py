from opentrons import protocol_api

metadata = {'protocolName': 'Serial dilution 1:2', 'author': 'lab', 'apiLevel': '2.15'}


def run(protocol: protocol_api.ProtocolContext):
    tips = protocol.load_labware('opentrons_96_tiprack_300ul', 1)
    reservoir = protocol.load_labware('nest_12_reservoir_15ml', 2)
    plate = protocol.load_labware('corning_96_wellplate_360ul_flat', 3)
    p300 = protocol.load_instrument('p300_multi_gen2', 'left', tip_racks=[tips])

    diluent = reservoir['A1']
    sample = reservoir['A2']

    p300.transfer(100, diluent, plate.rows()[0][1:], new_tip='once')
    p300.transfer(200, sample, plate.rows()[0][0])
    p300.transfer(100, plate.rows()[0][:11], plate.rows()[0][1:],
                  mix_after=(3, 50), new_tip='always')
