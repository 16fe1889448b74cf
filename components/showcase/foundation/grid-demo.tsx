import Box from "@mui/material/Box";
import Grid from "@mui/material/Grid";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { getTranslations } from "next-intl/server";

// Each row fills the 12-column grid with items of one size.
const ROWS = [12, 6, 4, 3] as const;
const CELL_SX = {
  bgcolor: "primary.light",
  color: "#00261a",
  borderRadius: 1,
  py: 1.5,
  textAlign: "center",
  fontSize: "0.875rem",
} as const;

export async function GridDemo() {
  const t = await getTranslations("Showcase.grid");
  return (
    <Stack spacing={3}>
      {ROWS.map((size) => (
        <div key={size}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t("row", { count: 12 / size, size })}
          </Typography>
          <Grid container spacing={2}>
            {Array.from({ length: 12 / size }, (_, index) => (
              <Grid key={index} size={size}>
                <Box sx={CELL_SX}>
                  <code dir="ltr">size={size}</code>
                </Box>
              </Grid>
            ))}
          </Grid>
        </div>
      ))}
      <div>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t("responsive")}
        </Typography>
        <Grid container spacing={2}>
          {Array.from({ length: 4 }, (_, index) => (
            <Grid key={index} size={{ xs: 12, sm: 6, md: 3 }}>
              <Box sx={CELL_SX}>
                <code dir="ltr">{"{ xs: 12, sm: 6, md: 3 }"}</code>
              </Box>
            </Grid>
          ))}
        </Grid>
      </div>
    </Stack>
  );
}
