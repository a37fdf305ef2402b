'use strict';

// Plugin registry. Order matters: later plugins may read settings
// contributed by earlier ones.
const plugins = [
  require('./types'),
  require('./transport'),
  require('./validation'),
];

module.exports = {
  all: () => plugins,
  enabled: () => plugins.filter((p) => p.enabled !== false),
};
