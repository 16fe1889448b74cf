import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { getTranslations } from "next-intl/server";

const ELEVATIONS = [0, 1, 2, 4, 8, 16, 24] as const;

export async function ShadowSamples() {
  const t = await getTranslations("Showcase.shadows");
  return (
    <Box
      component="ul"
      sx={{
        listStyle: "none",
        m: 0,
        p: 2,
        display: "grid",
        gap: 3,
        gridTemplateColumns: "repeat(auto-fill, minmax(120px, 1fr))",
        bgcolor: "background.default",
        borderRadius: 1,
      }}
    >
      {ELEVATIONS.map((elevation) => (
        <li key={elevation}>
          <Paper elevation={elevation} sx={{ p: 2, minHeight: 80, display: "grid", placeItems: "center" }}>
            <Typography variant="body2" sx={{ textAlign: "center" }}>
              {t("label", { elevation })}
            </Typography>
          </Paper>
        </li>
      ))}
    </Box>
  );
}
