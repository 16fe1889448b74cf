"use client";

import DeleteIcon from "@mui/icons-material/DeleteOutlined";
import DescriptionIcon from "@mui/icons-material/DescriptionOutlined";
import IconButton from "@mui/material/IconButton";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import MuiLink from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useAction } from "@/components/dashboard/ui/use-action";
import { ConfirmDialog } from "@/components/dashboard/ui/confirm-dialog";
import { DetailSection } from "@/components/dashboard/ui/detail";
import { FileUpload } from "@/components/dashboard/ui/file-upload";
import { useDeleteUserFile, useUploadUserFile, type Certificate, type UserDetail } from "@/lib/client/queries/users";
import { useFormatter } from "@/lib/i18n/use-formatter";

// A cleaner's certificates (PDF or picture): listed with download links,
// uploaded and removed by the office.
export function CertificatesSection({ user }: { user: UserDetail }) {
  const t = useTranslations("Users");
  const common = useTranslations("Common");
  const format = useFormatter();
  const run = useAction();
  const upload = useUploadUserFile();
  const remove = useDeleteUserFile();
  const [toRemove, setToRemove] = useState<Certificate | null>(null);

  async function onRemove() {
    if (toRemove) await run(() => remove.mutateAsync(toRemove.id), common("deleted"));
    setToRemove(null);
  }

  return (
    <DetailSection title={t("certificates")}>
      <Stack spacing={2}>
        {user.certificates.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t("noCertificates")}
          </Typography>
        ) : (
          <List dense disablePadding aria-label={t("certificates")}>
            {user.certificates.map((certificate) => (
              <ListItem
                key={certificate.id}
                disableGutters
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={t("removeCertificate", { name: certificate.fileName })}
                    onClick={() => setToRemove(certificate)}
                  >
                    <DeleteIcon />
                  </IconButton>
                }
              >
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <DescriptionIcon fontSize="small" />
                </ListItemIcon>
                <ListItemText
                  primary={
                    <MuiLink href={certificate.dbPath} target="_blank" rel="noopener" download={certificate.fileName}>
                      {certificate.fileName}
                    </MuiLink>
                  }
                  secondary={format.dateTime(new Date(certificate.createdAt), { dateStyle: "medium" })}
                />
              </ListItem>
            ))}
          </List>
        )}
        <FileUpload
          label={t("uploadCertificate")}
          accept="imageOrPdf"
          onUpload={(file) => upload.mutateAsync({ userId: user.id, kind: "certificate", file })}
        />
      </Stack>
      <ConfirmDialog
        open={toRemove !== null}
        title={t("removeCertificateTitle")}
        text={t("removeCertificateText", { name: toRemove?.fileName ?? "" })}
        confirmLabel={common("remove")}
        isDestructive
        isBusy={remove.isPending}
        onConfirm={() => void onRemove()}
        onClose={() => setToRemove(null)}
      />
    </DetailSection>
  );
}
