"use client";

import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import CardHeader from "@mui/material/CardHeader";
import Typography from "@mui/material/Typography";
import Box from "@mui/material/Box";
import type { ReactNode } from "react";

// A detail page is a PageHeader (title, status chip, the actions the role may
// take) and sections; each section a card with a heading.
export function DetailSection({
  title,
  action,
  id,
  children,
}: {
  title: string;
  action?: ReactNode;
  // An anchor, for links from e-mails ("/dashboard/app#rota").
  id?: string;
  children: ReactNode;
}) {
  return (
    <Card variant="outlined" component="section" id={id} sx={{ scrollMarginTop: 80 }}>
      <CardHeader
        title={title}
        action={action}
        slotProps={{ title: { component: "h2", variant: "h6" } }}
        // The actions go under the title when both do not fit (a French phone cut
        // "Télécharger le PDF" at the screen's edge).
        sx={{ pb: 0, flexWrap: "wrap", rowGap: 1, "& .MuiCardHeader-action": { m: 0, maxWidth: "100%" } }}
      />
      <CardContent>{children}</CardContent>
    </Card>
  );
}

// Label and value pairs, two columns where there is room.
export function DetailRows({ rows }: { rows: [label: string, value: ReactNode][] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: "grid",
        gridTemplateColumns: { xs: "1fr", sm: "minmax(120px, max-content) 1fr" },
        columnGap: 3,
        rowGap: { xs: 0.5, sm: 1.5 },
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: "contents" }}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ pt: { xs: 1, sm: 0 } }}>
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: "anywhere", whiteSpace: "pre-line" }}>
            {/* Text is isolated, so a Latin address or phone number keeps its order on an Arabic page. */}
            {typeof value === "string" ? <bdi>{value}</bdi> : (value ?? "—")}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
