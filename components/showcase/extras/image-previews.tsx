"use client";

import DeleteIcon from "@mui/icons-material/Delete";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";

export type PreviewItem = { url: string; name: string; size: number };

type ImagePreviewsProps = {
  items: readonly PreviewItem[];
  formatSize: (bytes: number) => string;
  onRemove: (item: PreviewItem) => void;
};

export function ImagePreviews({ items, formatSize, onRemove }: ImagePreviewsProps) {
  const t = useTranslations("Showcase.upload");
  if (items.length === 0) return null;
  return (
    <Box
      component="ul"
      sx={{
        listStyle: "none",
        m: 0,
        p: 0,
        mt: 1,
        display: "grid",
        gap: 2,
        gridTemplateColumns: "repeat(auto-fill, minmax(160px, 1fr))",
      }}
    >
      {items.map((item) => (
        <Paper component="li" variant="outlined" key={item.url} sx={{ overflow: "hidden" }}>
          {/* eslint-disable-next-line @next/next/no-img-element -- a local blob: URL; there is nothing for next/image to optimise */}
          <img
            src={item.url}
            alt={t("previewAlt", { name: item.name })}
            style={{ display: "block", width: "100%", height: 120, objectFit: "cover" }}
          />
          <Box sx={{ display: "flex", alignItems: "center", gap: 1, p: 1 }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="body2" noWrap title={item.name}>
                <bdi>{item.name}</bdi>
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {formatSize(item.size)}
              </Typography>
            </Box>
            <IconButton size="small" aria-label={t("remove", { name: item.name })} onClick={() => onRemove(item)}>
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Box>
        </Paper>
      ))}
    </Box>
  );
}
