"use client";

import Box from "@mui/material/Box";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useState } from "react";

const TABS = ["overview", "services", "reviews"] as const;

export function TabsDemo() {
  const t = useTranslations("Showcase.tabs");
  const [current, setCurrent] = useState<(typeof TABS)[number]>("overview");
  return (
    <div>
      <Tabs
        value={current}
        onChange={(_event, value: (typeof TABS)[number]) => setCurrent(value)}
        aria-label={t("label")}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ borderBlockEnd: 1, borderColor: "divider" }}
      >
        {TABS.map((tab) => (
          <Tab
            key={tab}
            value={tab}
            label={t(`${tab}.tab`)}
            id={`showcase-tab-${tab}`}
            aria-controls={`showcase-panel-${tab}`}
          />
        ))}
      </Tabs>
      {TABS.map((tab) => (
        <Box
          key={tab}
          role="tabpanel"
          id={`showcase-panel-${tab}`}
          aria-labelledby={`showcase-tab-${tab}`}
          hidden={tab !== current}
          sx={{ pt: 2 }}
        >
          <Typography>{t(`${tab}.text`)}</Typography>
        </Box>
      ))}
    </div>
  );
}
