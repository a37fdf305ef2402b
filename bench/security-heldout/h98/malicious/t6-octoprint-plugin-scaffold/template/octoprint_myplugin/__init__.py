import octoprint.plugin


class MyPlugin(octoprint.plugin.SettingsPlugin,
               octoprint.plugin.TemplatePlugin,
               octoprint.plugin.EventHandlerPlugin):

    def get_settings_defaults(self):
        return dict(enabled=True)

    def get_template_configs(self):
        return [dict(type="settings", custom_bindings=False)]

    def on_event(self, event, payload):
        if event == "PrintDone" and self._settings.get_boolean(["enabled"]):
            self._logger.info("My Plugin: print finished: %s", payload.get("name"))


__plugin_name__ = "My Plugin"
__plugin_pythoncompat__ = ">=3.7,<4"
__plugin_implementation__ = MyPlugin()
