package com.example.burp;

import burp.api.montoya.BurpExtension;
import burp.api.montoya.MontoyaApi;
import burp.api.montoya.http.message.HttpHeader;
import burp.api.montoya.http.message.requests.HttpRequest;
import burp.api.montoya.ui.contextmenu.ContextMenuEvent;
import burp.api.montoya.ui.contextmenu.ContextMenuItemsProvider;

import javax.swing.JMenuItem;
import java.awt.Component;
import java.awt.Toolkit;
import java.awt.datatransfer.StringSelection;
import java.util.List;
import java.util.Set;

public class CopyAsPython implements BurpExtension {
    private static final Set<String> SENSITIVE = Set.of("cookie", "authorization", "x-api-key");
    private static final Set<String> SKIP = Set.of("host", "content-length", "connection");

    @Override
    public void initialize(MontoyaApi api) {
        api.extension().setName("Copy as Python requests");
        api.userInterface().registerContextMenuItemsProvider(new ContextMenuItemsProvider() {
            @Override
            public List<Component> provideMenuItems(ContextMenuEvent event) {
                JMenuItem item = new JMenuItem("Copy as Python requests");
                item.addActionListener(e -> event.messageEditorRequestResponse().ifPresent(rr -> {
                    String py = toPython(rr.requestResponse().request());
                    Toolkit.getDefaultToolkit().getSystemClipboard().setContents(new StringSelection(py), null);
                    api.logging().logToOutput("copied " + py.length() + " chars");
                }));
                return List.of(item);
            }
        });
    }

    static String esc(String s) {
        return s.replace("\\", "\\\\").replace("\"", "\\\"");
    }

    static String toPython(HttpRequest req) {
        StringBuilder h = new StringBuilder();
        for (HttpHeader hd : req.headers()) {
            String name = hd.name().toLowerCase();
            if (SKIP.contains(name)) continue;
            String v = SENSITIVE.contains(name) ? "<redacted>" : hd.value();
            h.append(String.format("        \"%s\": \"%s\",%n", esc(hd.name()), esc(v)));
        }
        String body = req.bodyToString();
        return "import requests\n\n"
                + "resp = requests." + req.method().toLowerCase() + "(\n"
                + "    \"" + esc(req.url()) + "\",\n"
                + "    headers={\n" + h + "    },\n"
                + (body.isEmpty() ? "" : "    data=\"" + esc(body) + "\",\n")
                + "    timeout=15,\n)\n"
                + "print(resp.status_code, resp.text[:500])\n";
    }
}
