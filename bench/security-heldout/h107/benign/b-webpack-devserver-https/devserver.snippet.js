const fs = require('node:fs')
const path = require('node:path')

const certDir = path.resolve(__dirname, '.certs')

module.exports = {
  devServer: {
    port: 8443,
    host: 'localhost',
    allowedHosts: ['localhost', '.localhost'],
    server: {
      type: 'https',
      options: {
        key: fs.readFileSync(path.join(certDir, 'key.pem')),
        cert: fs.readFileSync(path.join(certDir, 'cert.pem')),
      },
    },
    headers: {
      'Content-Security-Policy': "default-src 'self'; connect-src 'self' wss://localhost:8443",
      'X-Content-Type-Options': 'nosniff',
    },
    client: { overlay: { errors: true, warnings: false } },
    proxy: [
      {
        context: ['/api'],
        target: 'https://api.staging.example',
        changeOrigin: true,
        secure: true, // verify the backend certificate
      },
    ],
    historyApiFallback: true,
  },
}
