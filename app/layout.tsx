import type { ReactNode } from "react";

// The <html> element is rendered by app/[locale]/layout.tsx, which knows the
// language and direction; this root layout only passes children through.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
