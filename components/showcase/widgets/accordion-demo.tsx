"use client";

import ExpandMoreIcon from "@mui/icons-material/ExpandMore";
import Accordion from "@mui/material/Accordion";
import AccordionDetails from "@mui/material/AccordionDetails";
import AccordionSummary from "@mui/material/AccordionSummary";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";

const QUESTIONS = ["supplies", "keys", "cancel"] as const;

export function AccordionDemo() {
  const t = useTranslations("Showcase.accordion");
  return (
    <div>
      {QUESTIONS.map((question) => (
        // The summary is a heading; h4 keeps it below this demo's h3. MUI wires the
        // details region to the summary from its id and aria-controls.
        <Accordion key={question} disableGutters slotProps={{ heading: { component: "h4" } }}>
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            id={`faq-${question}-summary`}
            aria-controls={`faq-${question}-details`}
          >
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {t(`${question}.question`)}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography color="text.secondary">{t(`${question}.answer`)}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
