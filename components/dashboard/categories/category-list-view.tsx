"use client";

import AddIcon from "@mui/icons-material/Add";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import type { GridColDef } from "@mui/x-data-grid";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { useAction } from "@/components/dashboard/ui/use-action";
import { lazyForm, usePreloadForms } from "@/components/dashboard/ui/lazy-form";
import { DataList } from "@/components/dashboard/ui/list/data-list";
import { useListState, type ListDefaults } from "@/components/dashboard/ui/list/use-list-state";
import { PageHeader } from "@/components/dashboard/ui/page-header";
import { useCategories, useUpdateCategory, type CategoryItem } from "@/lib/client/queries/categories";

const CategoryDialog = lazyForm(() => import("./category-dialog").then((module) => module.CategoryDialog), {
  dialog: true,
});

const DEFAULTS: ListDefaults<Record<string, string>> = { sort: "name", dir: "asc", filters: {} };

// /dashboard/category: the Services categories the job and enquiry forms
// offer (spec §3). Add, rename, describe; retire one no longer offered
// (it stays on old jobs and enquiries) and restore it; set the rates of the
// quote's instant estimate.
export function CategoryListView() {
  const t = useTranslations("Categories");
  const common = useTranslations("Common");
  const run = useAction();
  const [state, setState] = useListState(DEFAULTS);
  const [editing, setEditing] = useState<CategoryItem | "new" | null>(null);
  const query = useCategories({ pageNumber: state.page, pageSize: state.pageSize });
  const update = useUpdateCategory();
  usePreloadForms([CategoryDialog]);

  const columns = useMemo<GridColDef<CategoryItem>[]>(() => {
    const onRetire = (category: CategoryItem) =>
      run(
        () => update.mutateAsync({ id: category.id, retired: !category.retiredAt }),
        t(category.retiredAt ? "restored" : "retired", { name: category.name }),
      );
    return [
      { field: "name", headerName: t("name"), flex: 1, minWidth: 200, sortable: false },
      { field: "description", headerName: t("description"), flex: 2, minWidth: 240, sortable: false },
      {
        field: "rates",
        headerName: t("estimate"),
        width: 140,
        sortable: false,
        renderCell: ({ row }) => (row.rates ? t("estimateOn") : t("estimateOff")),
      },
      {
        field: "retiredAt",
        headerName: t("state"),
        width: 130,
        sortable: false,
        renderCell: ({ row }) => (
          <Chip
            size="small"
            variant="outlined"
            color={row.retiredAt ? "default" : "success"}
            label={row.retiredAt ? t("retiredState") : t("offered")}
          />
        ),
      },
      {
        field: "actions",
        headerName: common("actions"),
        width: 220,
        sortable: false,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={1}>
            <Button size="small" onClick={() => setEditing(row)} aria-label={t("editNamed", { name: row.name })}>
              {common("edit")}
            </Button>
            <Button
              size="small"
              color={row.retiredAt ? "primary" : "error"}
              onClick={() => void onRetire(row)}
              aria-label={t(row.retiredAt ? "restoreNamed" : "retireNamed", { name: row.name })}
            >
              {row.retiredAt ? t("restore") : t("retire")}
            </Button>
          </Stack>
        ),
      },
    ];
  }, [t, common, update, run]);

  return (
    <>
      <PageHeader
        title={t("listTitle")}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing("new")}>
            {t("newCategory")}
          </Button>
        }
      />
      <DataList
        id="categories"
        label={t("listTitle")}
        columns={columns}
        query={query}
        state={state}
        onStateChange={setState}
        emptyText={t("noRows")}
        phoneColumns={["name", "actions"]}
      />
      {editing && <CategoryDialog category={editing === "new" ? null : editing} onClose={() => setEditing(null)} />}
    </>
  );
}
