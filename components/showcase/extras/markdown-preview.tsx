"use client";

import Typography from "@mui/material/Typography";
import ReactMarkdown, { type Components } from "react-markdown";

// Markdown as React elements, by react-markdown: raw HTML in the text is
// shown as text, never run, and links cannot be javascript: URLs.
const COMPONENTS: Components = {
  p: ({ children }) => (
    <Typography variant="body2" sx={{ mb: 1.5 }}>
      {children}
    </Typography>
  ),
  h1: ({ children }) => (
    <Typography variant="h6" component="p" sx={{ mb: 1 }}>
      {children}
    </Typography>
  ),
  h2: ({ children }) => (
    <Typography variant="subtitle1" component="p" sx={{ mb: 1, fontWeight: 600 }}>
      {children}
    </Typography>
  ),
};

export function MarkdownPreview({ source, emptyText }: { source: string; emptyText: string }) {
  if (!source.trim()) return <Typography color="text.secondary">{emptyText}</Typography>;
  return <ReactMarkdown components={COMPONENTS}>{source}</ReactMarkdown>;
}
