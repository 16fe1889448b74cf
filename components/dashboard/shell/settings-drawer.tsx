"use client";

import CloseIcon from "@mui/icons-material/Close";
import FullscreenIcon from "@mui/icons-material/Fullscreen";
import FullscreenExitIcon from "@mui/icons-material/FullscreenExit";
import RestartAltIcon from "@mui/icons-material/RestartAlt";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Drawer from "@mui/material/Drawer";
import FormControlLabel from "@mui/material/FormControlLabel";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { PRESETS, type PresetName } from "@/components/providers/theme";
import { useSettings, type Settings } from "./settings";

type Choice<K extends keyof Settings> = { key: K; label: string; options: { value: Settings[K]; label: string }[] };

// The settings drawer (280 px, spec §2).
export function SettingsDrawer() {
  const t = useTranslations("Dashboard");
  const { settings, update, reset, isDrawerOpen, setIsDrawerOpen } = useSettings();
  const [isFullscreen, setIsFullscreen] = useState(false);

  useEffect(() => {
    const onChange = () => setIsFullscreen(Boolean(document.fullscreenElement));
    document.addEventListener("fullscreenchange", onChange);
    return () => document.removeEventListener("fullscreenchange", onChange);
  }, []);

  function toggleFullscreen() {
    const request = document.fullscreenElement
      ? document.exitFullscreen()
      : document.documentElement.requestFullscreen();
    request.catch(() => undefined);
  }

  const choices = [
    {
      key: "mode",
      label: t("settingsMode"),
      options: [
        { value: "light", label: t("light") },
        { value: "dark", label: t("dark") },
      ],
    },
    {
      key: "contrast",
      label: t("contrast"),
      options: [
        { value: "default", label: t("contrastDefault") },
        { value: "bold", label: t("contrastBold") },
      ],
    },
    {
      key: "direction",
      label: t("direction"),
      options: [
        { value: "ltr", label: t("ltr") },
        { value: "rtl", label: t("rtl") },
      ],
    },
    {
      key: "layout",
      label: t("layout"),
      options: [
        { value: "vertical", label: t("layoutVertical") },
        { value: "horizontal", label: t("layoutHorizontal") },
        { value: "mini", label: t("layoutMini") },
      ],
    },
  ] as Choice<keyof Settings>[];

  return (
    <Drawer
      anchor="right"
      open={isDrawerOpen}
      onClose={() => setIsDrawerOpen(false)}
      // Above the fixed header, which sits above the side menu.
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      slotProps={{ paper: { sx: { width: 280 } } }}
    >
      <Stack direction="row" sx={{ alignItems: "center", p: 2, gap: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t("settings")}
        </Typography>
        <IconButton onClick={reset} aria-label={t("reset")}>
          <RestartAltIcon />
        </IconButton>
        <IconButton onClick={() => setIsDrawerOpen(false)} aria-label={t("closeSettings")}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Stack spacing={3} sx={{ px: 2, pb: 3 }}>
        {choices.map((choice) => (
          <Box key={choice.key} role="group" aria-label={choice.label}>
            <Typography variant="subtitle2" gutterBottom>
              {choice.label}
            </Typography>
            <ToggleButtonGroup
              exclusive
              fullWidth
              size="small"
              value={settings[choice.key]}
              onChange={(_, value) => value !== null && update({ [choice.key]: value })}
            >
              {choice.options.map((option) => (
                <ToggleButton key={String(option.value)} value={option.value as string}>
                  {option.label}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </Box>
        ))}
        <FormControlLabel
          control={
            <Switch checked={settings.stretch} onChange={(event) => update({ stretch: event.target.checked })} />
          }
          label={
            <>
              {t("stretch")}
              <Typography variant="caption" component="span" sx={{ display: "block" }} color="text.secondary">
                {t("stretchHint")}
              </Typography>
            </>
          }
        />
        <Box role="radiogroup" aria-label={t("presets")}>
          <Typography variant="subtitle2" gutterBottom>
            {t("presets")}
          </Typography>
          <Box sx={{ display: "grid", gridTemplateColumns: "repeat(3, 1fr)", gap: 1 }}>
            {(Object.keys(PRESETS) as PresetName[]).map((name) => (
              <Button
                key={name}
                role="radio"
                aria-checked={settings.preset === name}
                aria-label={t(`presetNames.${name}`)}
                title={t(`presetNames.${name}`)}
                variant={settings.preset === name ? "contained" : "outlined"}
                onClick={() => update({ preset: name })}
                sx={{ minWidth: 0, height: 44, borderColor: PRESETS[name].main }}
              >
                <Box
                  component="span"
                  sx={{
                    width: 20,
                    height: 20,
                    borderRadius: "50%",
                    bgcolor: PRESETS[name].main,
                    border: 2,
                    borderColor: "background.paper",
                  }}
                />
              </Button>
            ))}
          </Box>
        </Box>
        <Button
          variant="outlined"
          onClick={toggleFullscreen}
          startIcon={isFullscreen ? <FullscreenExitIcon /> : <FullscreenIcon />}
        >
          {isFullscreen ? t("exitFullscreen") : t("fullscreen")}
        </Button>
      </Stack>
    </Drawer>
  );
}
