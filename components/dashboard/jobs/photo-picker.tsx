"use client";

import AddPhotoIcon from "@mui/icons-material/AddPhotoAlternate";
import CloseIcon from "@mui/icons-material/Close";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useId, useRef, useState } from "react";
import { checkUpload } from "@/components/dashboard/ui/file-upload";
import { useUploadJobPhoto } from "@/lib/client/queries/jobs";
import { useFormatter } from "@/lib/i18n/use-formatter";
import { MAX_UPLOAD_BYTES } from "@/lib/validation/file-types";

export type PickedPhoto = { key: string; file: File; url: string };

// Photos chosen in a job's form, sent once the job is saved (a new job has
// no id before). Each is checked as the server will (its bytes, 5 MB) and
// shown before it goes; one can be taken out again.
export function PhotoPicker({
  photos,
  onChange,
  max,
}: {
  photos: PickedPhoto[];
  onChange: (photos: PickedPhoto[]) => void;
  max: number;
}) {
  const t = useTranslations("Jobs");
  const tUpload = useTranslations("Upload");
  const tValidation = useTranslations("Validation");
  const format = useFormatter();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [problem, setProblem] = useState<string | null>(null);

  async function onChoose(files: FileList | null) {
    if (!files) return;
    setProblem(null);
    const added: PickedPhoto[] = [];
    for (const file of Array.from(files)) {
      const refused = await checkUpload(file, "image");
      if (refused) {
        setProblem(`${file.name}: ${refused === "size" ? tUpload("tooLarge") : tUpload("notImage")}`);
        continue;
      }
      added.push({ key: `${file.name}-${file.size}-${Math.random()}`, file, url: URL.createObjectURL(file) });
    }
    const room = Math.max(0, max - photos.length);
    if (added.length > room) {
      added.slice(room).forEach((photo) => URL.revokeObjectURL(photo.url));
      setProblem(tValidation("tooManyPhotos", { max }));
    }
    onChange([...photos, ...added.slice(0, room)]);
    if (input.current) input.current.value = "";
  }

  const remove = (photo: PickedPhoto) => {
    URL.revokeObjectURL(photo.url);
    onChange(photos.filter((other) => other.key !== photo.key));
  };

  return (
    <Stack spacing={1}>
      <Typography component="h2" variant="subtitle1">
        {t("photos")}
      </Typography>
      {photos.length > 0 && (
        <Box component="ul" sx={{ display: "flex", flexWrap: "wrap", gap: 1, p: 0, m: 0, listStyle: "none" }}>
          {photos.map((photo, index) => (
            <Box component="li" key={photo.key} sx={{ position: "relative" }}>
              {/* eslint-disable-next-line @next/next/no-img-element -- a local preview (blob: URL) */}
              <img
                src={photo.url}
                alt={t("pickedPhotoAlt", { number: index + 1 })}
                width={96}
                height={96}
                style={{ objectFit: "cover", borderRadius: 8, display: "block" }}
              />
              <IconButton
                size="small"
                onClick={() => remove(photo)}
                aria-label={t("removePhoto", { number: index + 1 })}
                sx={{ position: "absolute", top: 2, insetInlineEnd: 2, bgcolor: "background.paper" }}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
      <Stack spacing={0.5} sx={{ alignItems: "flex-start" }}>
        <Button
          variant="outlined"
          startIcon={<AddPhotoIcon />}
          onClick={() => input.current?.click()}
          disabled={photos.length >= max}
          aria-describedby={hintId}
        >
          {t("choosePhotos")}
        </Button>
        <Typography
          id={hintId}
          variant="caption"
          color={problem ? "error" : "text.secondary"}
          role={problem ? "alert" : undefined}
        >
          {problem ??
            tUpload("imageRules", {
              max: format.number(MAX_UPLOAD_BYTES / (1024 * 1024), { style: "unit", unit: "megabyte" }),
            })}
        </Typography>
        <input
          ref={input}
          type="file"
          hidden
          multiple
          accept="image/png,image/jpeg,image/gif,image/webp"
          onChange={(event) => void onChoose(event.target.files)}
          aria-label={t("choosePhotos")}
        />
      </Stack>
    </Stack>
  );
}

// Sends the photos chosen in a form to the saved job, one after another;
// answers how many could not be sent (the job is saved all the same, and
// they can be added from its page).
export function useSendPickedPhotos() {
  const upload = useUploadJobPhoto();
  return async (jobId: string, photos: PickedPhoto[]): Promise<number> => {
    let failed = 0;
    for (const photo of photos) {
      try {
        await upload.mutateAsync({ jobId, file: photo.file });
      } catch {
        failed += 1;
      }
    }
    return failed;
  };
}
