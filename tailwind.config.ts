import type { Config } from "tailwindcss";

/** Breakpoints follow docs/product/constants.md#layout: tablet 1020 px, desktop 1260 px. */
export default {
  content: ["./app/**/*.{ts,tsx}"],
  theme: {
    screens: {
      sm: "640px",
      md: "1020px",
      lg: "1260px",
    },
    extend: {
      colors: {
        brand: {
          50: "#fff8e6",
          100: "#ffeab3",
          400: "#f8c43a",
          500: "#f5b400",
          600: "#c98f00",
          // Text on white: 4.9:1 contrast.
          700: "#946800",
        },
        leaf: {
          50: "#ecfdf3",
          600: "#0c831f",
          700: "#0a6b19",
          800: "#075214",
        },
        ink: {
          DEFAULT: "#1f1f1f",
          muted: "#595959",
        },
      },
      maxWidth: {
        layout: "1160px",
      },
      height: {
        header: "60px",
        subheader: "46px",
      },
      fontFamily: {
        sans: ["system-ui", "-apple-system", "Segoe UI", "Roboto", "Noto Sans", "Helvetica Neue", "Arial", "sans-serif"],
      },
    },
  },
  plugins: [],
} satisfies Config;
