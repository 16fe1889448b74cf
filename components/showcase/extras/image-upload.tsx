"use client";

import CloudUploadIcon from "@mui/icons-material/CloudUpload";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, type DragEvent } from "react";
import { ImagePreviews, type PreviewItem } from "./image-previews";
import { checkImage, MAX_IMAGE_BYTES, type ImageProblem } from "./validate-image";
import { useFormatter } from "@/lib/i18n/use-formatter";

type Rejected = { name: string; size: number; problem: ImageProblem };

// Purely client-side: files are read into blob: URLs for the preview and
// never leave the browser.
export function ImageUpload() {
  const t = useTranslations("Showcase.upload");
  const format = useFormatter();
  const [items, setItems] = useState<PreviewItem[]>([]);
  const [rejected, setRejected] = useState<Rejected[]>([]);
  const [isDragging, setIsDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const chooseButton = useRef<HTMLButtonElement>(null);
  const urls = useRef(new Set<string>());

  // Blob URLs hold the file in memory until revoked.
  useEffect(() => {
    const current = urls.current;
    return () => {
      current.forEach((url) => URL.revokeObjectURL(url));
      current.clear();
    };
  }, []);

  const formatSize = (bytes: number) =>
    bytes >= 1024 * 1024
      ? format.number(bytes / (1024 * 1024), { style: "unit", unit: "megabyte", maximumFractionDigits: 1 })
      : format.number(bytes / 1024, { style: "unit", unit: "kilobyte", maximumFractionDigits: 0 });

  function addFiles(files: FileList | null) {
    const accepted: PreviewItem[] = [];
    const refused: Rejected[] = [];
    for (const file of Array.from(files ?? [])) {
      const problem = checkImage(file);
      if (problem) {
        refused.push({ name: file.name, size: file.size, problem });
        continue;
      }
      const url = URL.createObjectURL(file);
      urls.current.add(url);
      accepted.push({ url, name: file.name, size: file.size });
    }
    setItems((previous) => [...previous, ...accepted]);
    setRejected(refused);
  }

  function remove(item: PreviewItem) {
    URL.revokeObjectURL(item.url);
    urls.current.delete(item.url);
    setItems((previous) => previous.filter((other) => other.url !== item.url));
    // The removed card took the focus with it; put it somewhere useful.
    chooseButton.current?.focus();
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setIsDragging(false);
    addFiles(event.dataTransfer.files);
  }

  function onDragLeave(event: DragEvent<HTMLDivElement>) {
    // Moving over a child fires dragleave on the zone too; only leaving the zone counts.
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setIsDragging(false);
  }

  return (
    <div>
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          setIsDragging(true);
        }}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
        sx={{
          border: 2,
          borderStyle: "dashed",
          borderColor: isDragging ? "primary.main" : "grey.500",
          bgcolor: isDragging ? "action.selected" : "background.default",
          borderRadius: 1,
          p: { xs: 2, sm: 4 },
          textAlign: "center",
        }}
      >
        <CloudUploadIcon color="primary" sx={{ fontSize: 48 }} aria-hidden />
        <Typography sx={{ fontWeight: 600, mb: 2 }}>{isDragging ? t("dropNow") : t("dropHere")}</Typography>
        <Button
          ref={chooseButton}
          variant="contained"
          onClick={() => input.current?.click()}
          aria-describedby="upload-rules"
        >
          {t("choose")}
        </Button>
        <Typography id="upload-rules" variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {t("rules", { max: formatSize(MAX_IMAGE_BYTES) })}
        </Typography>
        <input
          ref={input}
          type="file"
          accept="image/*"
          multiple
          hidden
          onChange={(event) => {
            addFiles(event.target.files);
            event.target.value = ""; // so choosing the same file again still fires
          }}
        />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t("localOnly")}
      </Typography>
      {rejected.length > 0 && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          <Box component="ul" sx={{ m: 0, paddingInlineStart: 2 }}>
            {rejected.map((file, index) => (
              <li key={index}>
                {file.problem === "type"
                  ? t("errorType", { name: file.name })
                  : t("errorSize", { name: file.name, size: formatSize(file.size), max: formatSize(MAX_IMAGE_BYTES) })}
              </li>
            ))}
          </Box>
        </Alert>
      )}
      <Typography role="status" variant="body2" sx={{ mt: 2 }}>
        {items.length === 0 ? t("none") : t("count", { count: items.length })}
      </Typography>
      <ImagePreviews items={items} formatSize={formatSize} onRemove={remove} />
    </div>
  );
}
