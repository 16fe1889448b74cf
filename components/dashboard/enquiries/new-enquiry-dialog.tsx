"use client";

import { useTranslations } from "next-intl";
import { FormError } from "@/components/dashboard/ui/form/form-actions";
import { FormDialog } from "@/components/dashboard/ui/form/form-dialog";
import { FormText } from "@/components/dashboard/ui/form/form-fields";
import { DraftNotice } from "@/components/dashboard/ui/form/form-draft";
import { useAppForm } from "@/components/dashboard/ui/form/use-app-form";
import { readDraft, writeDraft } from "@/lib/client/drafts";
import { useCreateEnquiry } from "@/lib/client/queries/enquiries";
import { uuidv4 } from "@/lib/client/uuid";
import { ZOfficeEnquiryForm } from "@/lib/validation/enquiry-office";

const EMPTY = { name: "", email: "", phone: "", postCode: "", address: "", messageDescription: "" };

// One id per enquiry until the server has it, kept for the tab with the
// draft: a retry after a lost answer, even after a reload, finds the stored
// enquiry instead of making a second. A new one after it is stored, or when
// the draft is discarded for another enquiry.
// Without storage (private mode) the id lives as long as the page.
const ID_KEY = "enquiry:new:id";
let pageId = "";
function keptEnquiryId(): string {
  pageId = readDraft(ID_KEY) || pageId || uuidv4();
  writeDraft(ID_KEY, pageId);
  return pageId;
}
function renewEnquiryId(): void {
  pageId = uuidv4();
  writeDraft(ID_KEY, pageId);
}

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
  const create = useCreateEnquiry();
  const form = useAppForm({
    schema: ZOfficeEnquiryForm,
    draftKey: "enquiry:new",
    defaultValues: EMPTY,
    onSubmit: (values) => create.mutateAsync({ ...values, id: keptEnquiryId() }),
    onSuccess: (created) => {
      renewEnquiryId();
      form.reset(EMPTY);
      onCreated(created.id);
    },
    onDraftDiscarded: renewEnquiryId,
    successMessage: t("created"),
    guardUnsavedChanges: false,
  });
  const hasEmptyField = Object.values(form.formState.errors).some((error) => error?.message === "required");

  return (
    <FormDialog
      open={open}
      title={t("newEnquiry")}
      onClose={onClose}
      onSubmit={form.submit}
      isSubmitting={form.isSubmitting}
    >
      <FormError message={hasEmptyField ? validation("fillAllRequired") : form.formError} />
      <DraftNotice draft={form.draft} />
      <FormText control={form.control} name="name" label={t("name")} required autoComplete="off" />
      <FormText control={form.control} name="email" label={t("email")} type="email" required />
      <FormText control={form.control} name="phone" label={t("phone")} type="tel" required />
      <FormText control={form.control} name="postCode" label={t("postCode")} required />
      <FormText control={form.control} name="address" label={t("address")} required />
      <FormText control={form.control} name="messageDescription" label={t("message")} required multiline minRows={3} />
    </FormDialog>
  );
}
