module.exports = {
  extends: ['commitlint-preset-workspace'],
  rules: {
    'header-max-length': [2, 'always', 100],
    'body-leading-blank': [1, 'always'],
  },
};
