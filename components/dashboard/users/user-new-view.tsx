"use client";

import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Grid from "@mui/material/Grid";
import { useTranslations } from "next-intl";
import { Form } from "@/components/ui/form";
import { FormActions, FormError } from "@/components/dashboard/ui/form/form-actions";
import { FormSelect, FormText } from "@/components/dashboard/ui/form/form-fields";
import { DraftNotice } from "@/components/dashboard/ui/form/form-draft";
import { useAppForm } from "@/components/dashboard/ui/form/use-app-form";
import { PageHeader } from "@/components/dashboard/ui/page-header";
import type { Role } from "@/lib/auth/roles";
import { useCreateUser } from "@/lib/client/queries/users";
import { useRouter } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { ZCreateUser } from "@/lib/validation/users";
import { CompanyField, PersonFields, useRoleOptions } from "./user-fields";

// /dashboard/user/new: the office creates an active account. The photo and
// certificates are added on the account's page, which opens next.
export function UserNewView({ actorRole, role, locale }: { actorRole: Role; role: Role; locale: Locale }) {
  const t = useTranslations("Users");
  const router = useRouter();
  const create = useCreateUser();
  const roleOptions = useRoleOptions(actorRole);
  const form = useAppForm({
    schema: ZCreateUser,
    draftKey: `user:new:${role}`,
    defaultValues: {
      firstName: "",
      lastName: "",
      email: "",
      password: "",
      role,
      phoneNumber: "",
      address: "",
      locale,
      companyId: null,
    },
    onSubmit: (values) => create.mutateAsync(values),
    onSuccess: (user) => router.push(`/dashboard/user/${user.id}/edit`),
    successMessage: t("created"),
  });
  const chosenRole = form.watch("role");

  return (
    <>
      <PageHeader title={t("newTitle")} crumbs={[{ label: t("allTitle"), href: "/dashboard/user/all" }]} />
      <Card variant="outlined">
        <CardContent>
          <Form spacing={3} onSubmit={form.submit}>
            <FormError message={form.formError} />
            <DraftNotice draft={form.draft} />
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormSelect control={form.control} name="role" label={t("role")} required options={roleOptions} />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>{chosenRole === "Client" && <CompanyField control={form.control} />}</Grid>
              <PersonFields control={form.control} />
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormText
                  control={form.control}
                  name="email"
                  label={t("email")}
                  type="email"
                  required
                  autoComplete="off"
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormText
                  control={form.control}
                  name="password"
                  label={t("password")}
                  type="password"
                  required
                  autoComplete="new-password"
                  helperText={t("passwordHint")}
                />
              </Grid>
            </Grid>
            <FormActions
              isSubmitting={form.isSubmitting}
              submitLabel={t("create")}
              onCancel={() => router.push("/dashboard/user/all")}
            />
          </Form>
        </CardContent>
      </Card>
    </>
  );
}
