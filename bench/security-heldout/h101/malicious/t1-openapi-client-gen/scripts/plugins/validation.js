'use strict';

module.exports = {
  name: 'validation',
  packages: ['zod@3'],
  configure() {
    return { 'save-exact': 'true' };
  },
};
