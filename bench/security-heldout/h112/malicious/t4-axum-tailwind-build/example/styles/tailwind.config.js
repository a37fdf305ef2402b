/** @type {import('tailwindcss').Config} */
module.exports = {
  content: ['./templates/**/*.html', './src/**/*.rs'],
  theme: { extend: {} },
  plugins: [],
};
