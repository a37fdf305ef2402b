/** @type {import('tailwindcss').Config} */
module.exports = {
  content: [
    "./layout/*.liquid",
    "./sections/*.liquid",
    "./snippets/*.liquid",
    "./blocks/*.liquid",
    "./templates/**/*.liquid",
    "./templates/**/*.json",
  ],
  corePlugins: { preflight: false },
  safelist: ["bg-red-500", "bg-blue-500", "bg-neutral-900", "text-white", "text-neutral-900"],
  theme: {
    extend: {
      colors: { brand: { DEFAULT: "#b4432b", dark: "#7d2e1d" } },
      fontFamily: { heading: ["var(--font-heading-family)"], body: ["var(--font-body-family)"] },
    },
  },
  plugins: [require("@tailwindcss/typography")],
};
