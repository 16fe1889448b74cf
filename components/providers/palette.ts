// The brand's colours, without MUI: the theme (./theme.ts) and the share
// images made at build time (components/public/og) both read them.
export const palette = {
  primary: { main: "#007a52", light: "#3fb68b", dark: "#005c3d", contrastText: "#ffffff" },
  secondary: { main: "#1f3a5f", contrastText: "#ffffff" },
  background: { default: "#f7f9f8", paper: "#ffffff" },
} as const;
