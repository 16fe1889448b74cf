import { createTheme } from "@mui/material/styles";

// All design tokens in one place (house style: Minimal UI's theme split).
export const palette = {
  primary: { main: "#00875a", light: "#3fb68b", dark: "#005c3d", contrastText: "#ffffff" },
  secondary: { main: "#1f3a5f", contrastText: "#ffffff" },
  background: { default: "#f7f9f8", paper: "#ffffff" },
} as const;

const latinStack = '"Inter", system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans SC", "PingFang SC", sans-serif';
const arabicStack = '"Noto Sans Arabic", "Inter", system-ui, sans-serif';

export function createAppTheme(direction: "ltr" | "rtl") {
  return createTheme({
    direction,
    cssVariables: true,
    palette,
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: direction === "rtl" ? arabicStack : latinStack,
      h1: { fontSize: "2.25rem", fontWeight: 700, lineHeight: 1.2 },
      h2: { fontSize: "1.75rem", fontWeight: 700, lineHeight: 1.25 },
      h3: { fontSize: "1.375rem", fontWeight: 600 },
      button: { textTransform: "none", fontWeight: 600 },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiTextField: { defaultProps: { fullWidth: true } },
    },
  });
}
