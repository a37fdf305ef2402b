// Entries to merge into .storybook/main.ts -> addons
export const packAddons = [
  '@storybook/addon-a11y',
  'storybook-addon-pseudo-states',
  'storybook-addon-perf',
  'storybook-design-token',
];
