"use client";

import AddIcon from "@mui/icons-material/Add";
import Alert from "@mui/material/Alert";
import Avatar from "@mui/material/Avatar";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Stack from "@mui/material/Stack";
import type { GridColDef } from "@mui/x-data-grid";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { DetailSection } from "@/components/dashboard/ui/detail";
import { FileUpload } from "@/components/dashboard/ui/file-upload";
import { lazyForm, usePreloadForms } from "@/components/dashboard/ui/lazy-form";
import { LoadState } from "@/components/dashboard/ui/load-state";
import { DataList } from "@/components/dashboard/ui/list/data-list";
import { useListState, type ListDefaults } from "@/components/dashboard/ui/list/use-list-state";
import { PageHeader } from "@/components/dashboard/ui/page-header";
import { ButtonLink } from "@/components/ui/links";
import { useCompanies, useCompany, useUploadCompanyLogo, type CompanyItem } from "@/lib/client/queries/companies";
import { useRouter } from "@/lib/i18n/navigation";
import { PHONE_COLUMN_WIDTH, renderPhoneCell } from "@/components/dashboard/ui/list/phone-cell";

// The forms are one chunk the office's list does without (see lazy-form.tsx).
const loadForms = () => import("./company-form");
const CompanyCreateForm = lazyForm(() => loadForms().then((module) => module.CompanyCreateForm));
const CompanyUpdateForm = lazyForm(() => loadForms().then((module) => module.CompanyUpdateForm));

const DEFAULTS: ListDefaults<Record<string, string>> = { sort: "name", dir: "asc", filters: {} };

// /dashboard/company for the office: every customer company, by name.
export function CompanyListView() {
  const t = useTranslations("Companies");
  const router = useRouter();
  const [state, setState] = useListState(DEFAULTS);
  const query = useCompanies({ pageNumber: state.page, pageSize: state.pageSize, search: state.search || undefined });
  const columns = useMemo<GridColDef<CompanyItem>[]>(
    () => [
      {
        field: "name",
        headerName: t("name"),
        flex: 1,
        minWidth: 220,
        sortable: false,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: "center" }}>
            <Avatar src={row.imagePath ?? undefined} alt="" variant="rounded" sx={{ width: 32, height: 32 }}>
              {row.name[0]}
            </Avatar>
            <span>{row.name}</span>
          </Stack>
        ),
      },
      { field: "email", headerName: t("email"), flex: 1, minWidth: 200, sortable: false },
      {
        field: "phoneNumber",
        headerName: t("phone"),
        width: PHONE_COLUMN_WIDTH,
        sortable: false,
        renderCell: renderPhoneCell,
      },
      { field: "county", headerName: t("county"), width: 130, sortable: false },
      { field: "vatNumber", headerName: t("vatNumber"), width: 150, sortable: false },
    ],
    [t],
  );
  return (
    <>
      <PageHeader
        title={t("listTitle")}
        actions={
          <ButtonLink href="/dashboard/company/new" variant="contained" startIcon={<AddIcon />}>
            {t("newCompany")}
          </ButtonLink>
        }
      />
      <DataList
        id="companies"
        label={t("listTitle")}
        columns={columns}
        query={query}
        state={state}
        onStateChange={setState}
        emptyText={state.search ? t("noMatches") : t("noRows")}
        phoneColumns={["name", "county"]}
        searchLabel={t("searchLabel")}
        onRowClick={(row) => router.push(`/dashboard/company/${row.id}/edit`)}
      />
    </>
  );
}

// /dashboard/company/new
export function CompanyNewView() {
  const t = useTranslations("Companies");
  usePreloadForms([CompanyCreateForm]);
  const router = useRouter();
  return (
    <>
      <PageHeader title={t("newTitle")} crumbs={[{ label: t("listTitle"), href: "/dashboard/company" }]} />
      <Card variant="outlined">
        <CardContent>
          <CompanyCreateForm
            onCreated={(company) => router.push(`/dashboard/company/${company.id}/edit`)}
            onCancel={() => router.push("/dashboard/company")}
          />
        </CardContent>
      </Card>
    </>
  );
}

// /dashboard/company/{id}/edit for the office, and /dashboard/company for a
// client (their own company's profile, which they may keep up to date).
// `initial`: the company the page came with (lib/server/first-data.ts).
export function CompanyProfileView({
  id,
  isOffice,
  isCleaner = false,
  initial,
}: {
  id: string | null;
  isOffice: boolean;
  isCleaner?: boolean;
  initial?: CompanyItem;
}) {
  const t = useTranslations("Companies");
  // A page that came without its company (the read failed) fetches the form while it asks.
  usePreloadForms([CompanyUpdateForm]);
  const query = useCompany(id, initial);
  const upload = useUploadCompanyLogo();
  const company = query.data;
  return (
    <>
      <PageHeader
        title={company?.name ?? t(isOffice ? "editTitle" : "profileTitle")}
        crumbs={isOffice ? [{ label: t("listTitle"), href: "/dashboard/company" }] : []}
      />
      {!id && <Alert severity="info">{t(isCleaner ? "noCompanyCleaner" : "noCompany")}</Alert>}
      <LoadState query={query} notFoundText={t("notFound")} />
      {company && (
        <Stack spacing={3}>
          <DetailSection title={t("logo")}>
            <FileUpload
              label={company.imagePath ? t("replaceLogo") : t("uploadLogo")}
              accept="image"
              imageUrl={company.imagePath}
              imageAlt={t("logoOf", { name: company.name })}
              onUpload={(file) => upload.mutateAsync({ companyId: company.id, file })}
            />
          </DetailSection>
          <DetailSection title={t("details")}>
            <CompanyUpdateForm key={company.updatedAt} company={company} />
          </DetailSection>
        </Stack>
      )}
    </>
  );
}
