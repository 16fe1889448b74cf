"use client";

import ChevronLeftIcon from "@mui/icons-material/ChevronLeft";
import ChevronRightIcon from "@mui/icons-material/ChevronRight";
import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useEffect, useState } from "react";
import { QuoteButton } from "../quote-modal";

const INTERVAL_MS = 7000;

export type HeroSlide = { title: string; text: string };
export type HeroLabels = {
  carousel: string;
  contactUs: string;
  previous: string;
  next: string;
  // One per slide: 'Go to slide 1', ...
  goToSlide: string[];
};

// The home page's three slides (spec §2). It advances on its own unless the
// visitor hovers, focuses it or prefers reduced motion; arrows and dots work
// by keyboard. Each slide's contact button opens the quote modal.
// The texts come translated from the server, so the browser formats nothing.
export function HeroCarousel({ slides, labels }: { slides: HeroSlide[]; labels: HeroLabels }) {
  const [index, setIndex] = useState(0);
  const [isPaused, setIsPaused] = useState(false);
  const count = slides.length;

  useEffect(() => {
    if (isPaused || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [isPaused, count]);

  const go = (next: number) => setIndex((next + slides.length) % slides.length);
  const slide = slides[index]!;

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={labels.carousel}
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
          aria-label={`${index + 1} / ${slides.length}`}
          aria-live={isPaused ? "polite" : "off"}
          sx={{ minHeight: { xs: 260, md: 220 } }}
        >
          <Typography variant="h1" sx={{ maxWidth: 760, mb: 2 }}>
            {slide.title}
          </Typography>
          <Typography sx={{ maxWidth: 640, mb: 4, fontSize: "1.125rem" }}>{slide.text}</Typography>
          <QuoteButton variant="contained" color="secondary" size="large">
            {labels.contactUs}
          </QuoteButton>
        </Box>
        <Stack direction="row" spacing={0.5} sx={{ mt: 4, alignItems: "center" }}>
          <IconButton
            onClick={() => go(index - 1)}
            aria-label={labels.previous}
            sx={{ color: "inherit", '[dir="rtl"] &': { transform: "scaleX(-1)" } }}
          >
            <ChevronLeftIcon />
          </IconButton>
          {slides.map((_, i) => (
            <Box
              key={i}
              component="button"
              type="button"
              onClick={() => go(i)}
              aria-label={labels.goToSlide[i]}
              aria-current={i === index ? "true" : undefined}
              sx={{
                // A 24 px target (WCAG 2.5.8) around a 12 px dot.
                width: 24,
                height: 24,
                display: "grid",
                placeItems: "center",
                border: 0,
                borderRadius: "50%",
                p: 0,
                bgcolor: "transparent",
                color: "inherit",
                cursor: "pointer",
                "&::before": {
                  content: '""',
                  width: 12,
                  height: 12,
                  borderRadius: "50%",
                  border: "2px solid currentColor",
                  bgcolor: i === index ? "currentColor" : "transparent",
                },
                "&:focus-visible": { outline: "2px solid currentColor", outlineOffset: 1 },
              }}
            />
          ))}
          <IconButton
            onClick={() => go(index + 1)}
            aria-label={labels.next}
            sx={{ color: "inherit", '[dir="rtl"] &': { transform: "scaleX(-1)" } }}
          >
            <ChevronRightIcon />
          </IconButton>
        </Stack>
      </Container>
    </Box>
  );
}
