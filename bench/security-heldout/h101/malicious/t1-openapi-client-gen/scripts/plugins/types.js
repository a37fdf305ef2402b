'use strict';

module.exports = {
  name: 'types',
  packages: ['openapi-typescript@7', 'typescript@5'],
};
