"use client";

import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import { useTranslations } from "next-intl";
import { useId, useRef } from "react";
import { FormActions, FormError } from "@/components/dashboard/ui/form/form-actions";
import { FormText } from "@/components/dashboard/ui/form/form-fields";
import { DraftNotice } from "@/components/dashboard/ui/form/form-draft";
import { useAppForm } from "@/components/dashboard/ui/form/use-app-form";
import { useCreateEnquiry } from "@/lib/client/queries/enquiries";
import { uuidv4 } from "@/lib/client/uuid";
import { ZOfficeEnquiryForm } from "@/lib/validation/enquiry-office";

const EMPTY = { name: "", email: "", phone: "", postCode: "", address: "", messageDescription: "" };

// An enquiry the office takes by phone: the six fields of spec §5, all
// required ('Please fill all the required fields' when one is empty).
export function NewEnquiryDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (id: string) => void;
}) {
  const t = useTranslations("Enquiries");
  const validation = useTranslations("Validation");
  const titleId = useId();
  const create = useCreateEnquiry();
  // One id per enquiry until the server has it: a retry after a lost answer
  // finds the stored one instead of making a second.
  const enquiryId = useRef(uuidv4());
  const form = useAppForm({
    schema: ZOfficeEnquiryForm,
    draftKey: "enquiry:new",
    defaultValues: EMPTY,
    onSubmit: (values) => create.mutateAsync({ ...values, id: enquiryId.current }),
    onSuccess: (created) => {
      enquiryId.current = uuidv4();
      form.reset(EMPTY);
      onCreated(created.id);
    },
    successMessage: t("created"),
    guardUnsavedChanges: false,
  });
  const hasEmptyField = Object.values(form.formState.errors).some((error) => error?.message === "required");

  return (
    <Dialog
      open={open}
      onClose={form.isSubmitting ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <form onSubmit={form.submit} noValidate>
        <DialogTitle id={titleId}>{t("newEnquiry")}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormError message={hasEmptyField ? validation("fillAllRequired") : form.formError} />
            <DraftNotice draft={form.draft} />
            <FormText control={form.control} name="name" label={t("name")} required autoComplete="off" />
            <FormText control={form.control} name="email" label={t("email")} type="email" required />
            <FormText control={form.control} name="phone" label={t("phone")} type="tel" required />
            <FormText control={form.control} name="postCode" label={t("postCode")} required />
            <FormText control={form.control} name="address" label={t("address")} required />
            <FormText
              control={form.control}
              name="messageDescription"
              label={t("message")}
              required
              multiline
              minRows={3}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <FormActions isSubmitting={form.isSubmitting} onCancel={onClose} />
        </DialogActions>
      </form>
    </Dialog>
  );
}
