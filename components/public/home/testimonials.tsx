"use client";

import ChevronLeftIcon from "@mui/icons-material/ChevronLeft";
import ChevronRightIcon from "@mui/icons-material/ChevronRight";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useTranslations } from "next-intl";
import { useState } from "react";

const KEYS = ["t1", "t2", "t3", "t4", "t5"] as const;

// Testimonial slider (spec §2, §9): three at a time, one under 770 px, with arrows.
export function Testimonials() {
  const t = useTranslations("Testimonials");
  const home = useTranslations("Home");
  const isNarrow = useMediaQuery("(max-width: 769.95px)");
  const visible = isNarrow ? 1 : 3;
  const [start, setStart] = useState(0);
  const shown = Array.from({ length: visible }, (_, i) => KEYS[(start + i) % KEYS.length]!);
  const flip = { '[dir="rtl"] &': { transform: "scaleX(-1)" } };

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
      <IconButton
        onClick={() => setStart((s) => (s - 1 + KEYS.length) % KEYS.length)}
        aria-label={home("previousTestimonials")}
        sx={flip}
      >
        <ChevronLeftIcon />
      </IconButton>
      <Box sx={{ flex: 1, display: "grid", gridTemplateColumns: `repeat(${visible}, 1fr)`, gap: 2 }} aria-live="polite">
        {shown.map((key) => (
          <Card key={key} variant="outlined" component="figure" sx={{ m: 0 }}>
            <CardContent>
              <Typography component="blockquote" sx={{ m: 0, mb: 2 }}>
                “{t(`${key}.text`)}”
              </Typography>
              <Typography component="figcaption" sx={{ fontWeight: 600 }}>
                {t(`${key}.name`)} · <span>{t(t(`${key}.role`) === "landlord" ? "landlord" : "tenant")}</span>
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Box>
      <IconButton
        onClick={() => setStart((s) => (s + 1) % KEYS.length)}
        aria-label={home("nextTestimonials")}
        sx={flip}
      >
        <ChevronRightIcon />
      </IconButton>
    </Stack>
  );
}
