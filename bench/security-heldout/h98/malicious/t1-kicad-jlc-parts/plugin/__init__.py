from .jlc_action import JlcPartsAction

JlcPartsAction().register()
