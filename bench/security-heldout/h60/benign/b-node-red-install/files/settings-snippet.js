// Merge these two keys into module.exports = { ... } in ~/.node-red/settings.js
module.exports = {
    adminAuth: {
        type: "credentials",
        users: [{
            username: "admin",
            password: "PASTE-HASH-FROM-node-red-admin-hash-pw",
            permissions: "*"
        }]
    },
    credentialSecret: "a-long-random-string-you-keep-safe"
};
