import AddIcon from "@mui/icons-material/Add";
import DeleteIcon from "@mui/icons-material/Delete";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";

const VARIANTS = ["contained", "outlined", "text"] as const;
const COLOURS = ["primary", "secondary", "success", "error", "warning", "info"] as const;
const SIZES = ["small", "medium", "large"] as const;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: "wrap", alignItems: "center" }}>
        {children}
      </Stack>
    </div>
  );
}

export async function ButtonDemo() {
  const t = await getTranslations("Showcase.buttons");
  return (
    <Stack spacing={3}>
      <Row label={t("variants")}>
        {VARIANTS.map((variant) => (
          <Button key={variant} variant={variant}>
            {t(`variant.${variant}`)}
          </Button>
        ))}
      </Row>
      <Row label={t("colours")}>
        {COLOURS.map((colour) => (
          <Button key={colour} variant="contained" color={colour}>
            {t(`colour.${colour}`)}
          </Button>
        ))}
      </Row>
      <Row label={t("sizes")}>
        {SIZES.map((size) => (
          <Button key={size} variant="outlined" size={size}>
            {t(`size.${size}`)}
          </Button>
        ))}
      </Row>
      <Row label={t("states")}>
        <Button variant="contained" disabled>
          {t("disabled")}
        </Button>
        <Button variant="contained" startIcon={<AddIcon />}>
          {t("withIcon")}
        </Button>
        <IconButton color="error" aria-label={t("iconOnly")}>
          <DeleteIcon />
        </IconButton>
      </Row>
    </Stack>
  );
}
