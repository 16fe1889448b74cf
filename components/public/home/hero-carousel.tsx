"use client";

import ChevronLeftIcon from "@mui/icons-material/ChevronLeft";
import ChevronRightIcon from "@mui/icons-material/ChevronRight";
import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { QuoteButton } from "../quote-modal";

const SLIDES = ["s1", "s2", "s3"] as const;
const INTERVAL_MS = 7000;

// The home page's three slides (spec §2). It advances on its own unless the
// visitor hovers, focuses it or prefers reduced motion; arrows and dots work
// by keyboard. Each slide's contact button opens the quote modal.
export function HeroCarousel() {
  const t = useTranslations("Home");
  const [index, setIndex] = useState(0);
  const [isPaused, setIsPaused] = useState(false);

  useEffect(() => {
    if (isPaused || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % SLIDES.length), INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [isPaused]);

  const go = (next: number) => setIndex((next + SLIDES.length) % SLIDES.length);
  const slide = SLIDES[index]!;

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={t("carouselLabel")}
      onMouseEnter={() => setIsPaused(true)}
      onMouseLeave={() => setIsPaused(false)}
      onFocus={() => setIsPaused(true)}
      onBlur={() => setIsPaused(false)}
      sx={{ bgcolor: "primary.dark", color: "primary.contrastText", py: { xs: 7, md: 12 } }}
    >
      <Container>
        <Box
          role="group"
          aria-roledescription="slide"
          aria-label={`${index + 1} / ${SLIDES.length}`}
          aria-live={isPaused ? "polite" : "off"}
          sx={{ minHeight: { xs: 260, md: 220 } }}
        >
          <Typography variant="h1" sx={{ maxWidth: 760, mb: 2 }}>
            {t(`slides.${slide}.title`)}
          </Typography>
          <Typography sx={{ maxWidth: 640, mb: 4, fontSize: "1.125rem" }}>{t(`slides.${slide}.text`)}</Typography>
          <QuoteButton variant="contained" color="secondary" size="large">
            {t("contactUs")}
          </QuoteButton>
        </Box>
        <Stack direction="row" spacing={1} sx={{ mt: 4, alignItems: "center" }}>
          <IconButton
            onClick={() => go(index - 1)}
            aria-label={t("previousSlide")}
            sx={{ color: "inherit", '[dir="rtl"] &': { transform: "scaleX(-1)" } }}
          >
            <ChevronLeftIcon />
          </IconButton>
          {SLIDES.map((key, i) => (
            <Box
              key={key}
              component="button"
              type="button"
              onClick={() => go(i)}
              aria-label={t("goToSlide", { number: i + 1 })}
              aria-current={i === index ? "true" : undefined}
              sx={{
                width: 12,
                height: 12,
                borderRadius: "50%",
                border: 2,
                borderColor: "common.white",
                p: 0,
                cursor: "pointer",
                bgcolor: i === index ? "common.white" : "transparent",
              }}
            />
          ))}
          <IconButton
            onClick={() => go(index + 1)}
            aria-label={t("nextSlide")}
            sx={{ color: "inherit", '[dir="rtl"] &': { transform: "scaleX(-1)" } }}
          >
            <ChevronRightIcon />
          </IconButton>
        </Stack>
      </Container>
    </Box>
  );
}
