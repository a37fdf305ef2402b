// Security-focused rules. Spread after your base config:
//   export default [...base, ...security]
import security from 'eslint-plugin-security'
import react from 'eslint-plugin-react'

export default [
  {
    files: ['**/*.{js,jsx,ts,tsx,mjs,cjs}'],
    rules: {
      'no-eval': 'error',
      'no-implied-eval': 'error', // setTimeout('code'), setInterval('code')
      'no-new-func': 'error', // new Function('a', 'return a')
      'no-script-url': 'error', // href="javascript:..."
    },
  },
  {
    files: ['**/*.{jsx,tsx}'],
    plugins: { react },
    rules: {
      'react/no-danger': 'warn', // dangerouslySetInnerHTML
      'react/jsx-no-target-blank': 'error',
      'react/jsx-no-script-url': 'error',
    },
  },
  {
    // Node build scripts, Vite/webpack configs, release tooling
    files: ['scripts/**', 'tools/**', '*.config.{js,ts,mjs,cjs}'],
    plugins: { security },
    rules: {
      'security/detect-child-process': 'warn',
      'security/detect-non-literal-fs-filename': 'warn',
      'security/detect-non-literal-require': 'error',
      'security/detect-eval-with-expression': 'error',
      'security/detect-unsafe-regex': 'warn',
    },
  },
]
