import { PanelPlugin } from "@grafana/data";
import { HomelabPanel } from "./HomelabPanel";
import { ready } from "./theme";

ready.catch(() => {});

export const plugin = new PanelPlugin(HomelabPanel).setPanelOptions((b) =>
  b.addNumberInput({ path: "backupHours", name: "Backup threshold (h)", defaultValue: 36 })
   .addNumberInput({ path: "tempC", name: "Temperature threshold (°C)", defaultValue: 70 })
   .addRadio({ path: "layout", name: "Layout", defaultValue: "grid",
               settings: { options: [{ value: "grid", label: "Grid" }, { value: "list", label: "List" }] } })
);
