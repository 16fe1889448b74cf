import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

// The frame of a simple public page: its heading, an introduction, the content.
export function PageIntro({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <Container sx={{ py: { xs: 5, md: 8 } }}>
      <Typography variant="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4, maxWidth: 720 }}>
        {intro}
      </Typography>
      {children}
    </Container>
  );
}
