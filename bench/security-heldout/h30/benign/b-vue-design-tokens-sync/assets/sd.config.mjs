import StyleDictionary from 'style-dictionary';
import { register } from '@tokens-studio/sd-transforms';

register(StyleDictionary);

const sd = new StyleDictionary({
  source: ['design-tokens/**/*.json'],
  preprocessors: ['tokens-studio'],
  platforms: {
    css: { transformGroup: 'tokens-studio', buildPath: 'src/styles/',
      files: [{ destination: 'tokens.css', format: 'css/variables' }] },
    scss: { transformGroup: 'tokens-studio', buildPath: 'src/styles/',
      files: [{ destination: '_tokens.scss', format: 'scss/variables' }] },
    ts: { transformGroup: 'tokens-studio', buildPath: 'src/styles/',
      files: [{ destination: 'tokens.ts', format: 'javascript/es6' }] },
  },
});

await sd.buildAllPlatforms();
