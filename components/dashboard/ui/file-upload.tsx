"use client";

import UploadIcon from "@mui/icons-material/UploadFile";
import Avatar from "@mui/material/Avatar";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";
import { ApiError } from "@/lib/client/api-client";
import { useFormatter } from "@/lib/i18n/use-formatter";
import { MAX_UPLOAD_BYTES, sniffType } from "@/lib/validation/file-types";

export type UploadAccept = "image" | "imageOrPdf";

// Looks at a file before it is sent, as the server will: its first bytes
// decide its type, and it may be 5 MB at most.
export async function checkUpload(file: File, accept: UploadAccept): Promise<"type" | "size" | null> {
  if (file.size > MAX_UPLOAD_BYTES) return "size";
  const type = sniffType(new Uint8Array(await file.slice(0, 16).arrayBuffer()));
  if (!type || (type.mime === "application/pdf" && accept !== "imageOrPdf")) return "type";
  return null;
}

// One upload: choose a file, see it (images), send it. The caller's
// `onUpload` calls the API (a mutation); what it answers refreshes the page.
export function FileUpload({
  label,
  accept,
  onUpload,
  imageUrl,
  imageAlt,
  disabled,
  hasPreview = true,
}: {
  label: string;
  accept: UploadAccept;
  // Without it, no picture beside the button (a gallery shows the pictures itself).
  hasPreview?: boolean;
  onUpload: (file: File) => Promise<unknown>;
  // The current picture, for image uploads.
  imageUrl?: string | null;
  imageAlt?: string;
  disabled?: boolean;
}) {
  const t = useTranslations("Upload");
  const format = useFormatter();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [isUploading, setIsUploading] = useState(false);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  async function onChoose(file: File | undefined) {
    if (!file) return;
    setProblem(null);
    const refused = await checkUpload(file, accept);
    if (refused) {
      setProblem(refused === "size" ? t("tooLarge") : t(accept === "image" ? "notImage" : "notImageOrPdf"));
      return;
    }
    if (accept === "image" || file.type.startsWith("image/")) setPreview(URL.createObjectURL(file));
    setIsUploading(true);
    try {
      // Resolves once the record is read again (the mutation invalidates its
      // queries): from then on the stored picture is shown, not the preview.
      await onUpload(file);
    } catch (error) {
      setProblem(error instanceof ApiError && !error.isNetworkError ? error.message : t("failed"));
    } finally {
      setPreview(null);
      setIsUploading(false);
      if (input.current) input.current.value = "";
    }
  }

  const shown = preview ?? imageUrl ?? null;
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: "center" }}>
      {accept === "image" && hasPreview && (
        <Avatar src={shown ?? undefined} alt={imageAlt ?? ""} variant="rounded" sx={{ width: 72, height: 72 }} />
      )}
      <Stack spacing={0.5} sx={{ alignItems: "flex-start" }}>
        <Button
          variant="outlined"
          startIcon={isUploading ? <CircularProgress size={16} aria-hidden /> : <UploadIcon />}
          onClick={() => input.current?.click()}
          disabled={disabled || isUploading}
          aria-describedby={hintId}
        >
          {isUploading ? t("uploading") : label}
        </Button>
        <Typography
          id={hintId}
          variant="caption"
          color={problem ? "error" : "text.secondary"}
          role={problem ? "alert" : undefined}
        >
          {problem ??
            t(accept === "image" ? "imageRules" : "documentRules", {
              max: format.number(MAX_UPLOAD_BYTES / (1024 * 1024), { style: "unit", unit: "megabyte" }),
            })}
        </Typography>
        <input
          ref={input}
          type="file"
          hidden
          accept={accept === "image" ? "image/png,image/jpeg,image/gif,image/webp" : "image/*,application/pdf"}
          onChange={(event) => void onChoose(event.target.files?.[0])}
          aria-label={label}
        />
      </Stack>
    </Stack>
  );
}
