"use client";

import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import InputAdornment from "@mui/material/InputAdornment";
import LinearProgress from "@mui/material/LinearProgress";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useTheme } from "@mui/material/styles";
import useMediaQuery from "@mui/material/useMediaQuery";
import SearchIcon from "@mui/icons-material/Search";
import {
  DataGrid,
  type GridColDef,
  type GridColumnVisibilityModel,
  type GridRowId,
  type GridRowSelectionModel,
  type GridSortModel,
  type GridValidRowModel,
} from "@mui/x-data-grid";
import type { UseQueryResult } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useEffectEvent, useMemo, useRef, useState, type ReactNode, type RefObject } from "react";
import { useStoredValue } from "@/lib/client/local-store";
import type { TPaged } from "@/lib/validation/pagination";
import { gridLocaleText } from "./grid-locale";
import { PhoneFilters } from "./phone-filters";
import { PAGE_SIZES, type ListState } from "./use-list-state";
import { useDisplayedRows } from "./use-displayed-rows";

export type DataListProps<Row extends GridValidRowModel, F extends Record<string, string>> = {
  // Names the grid for screen readers and keeps its column choices apart.
  id: string;
  label: string;
  columns: GridColDef<Row>[];
  query: UseQueryResult<TPaged<Row>>;
  state: ListState<F>;
  onStateChange: (patch: Partial<Omit<ListState<F>, "filters">> & { filters?: Partial<F> }) => void;
  // Shown when the list has no rows ("No enquiries yet").
  emptyText: string;
  // Placeholder of the search box; without it the list has none.
  searchLabel?: string;
  // Filter controls, shown next to the search box.
  filters?: ReactNode;
  // With it, rows can be selected, and these actions act on the selection.
  bulkActions?: (selected: GridRowId[], clearSelection: () => void) => ReactNode;
  onRowClick?: (row: Row) => void;
  initialHiddenColumns?: string[];
  // The columns a phone shows, sharing its width; the others wait in the
  // grid's column menu. Without it a phone shows every column and scrolls.
  phoneColumns?: string[];
};

// The one list of the back office: MUI X Data Grid in server mode. Paging,
// sorting, the search and the filters are the caller's ListState (kept in
// the address) and go to the API; loading, empty and error states, the
// grid's texts in the page's language and right-to-left layout are handled
// here, once. See docs/dashboard.md.
export function DataList<Row extends GridValidRowModel, F extends Record<string, string>>({
  id,
  label,
  columns,
  query,
  state,
  onStateChange,
  emptyText,
  searchLabel,
  filters,
  bulkActions,
  onRowClick,
  initialHiddenColumns = [],
  phoneColumns,
}: DataListProps<Row, F>) {
  const t = useTranslations("Common");
  const locale = useLocale();
  const [selection, setSelection] = useState<GridRowSelectionModel>({ type: "include", ids: new Set() });
  const isPhone = useMediaQuery(useTheme().breakpoints.down("sm"));
  // A key, not the array: callers write the list inline.
  const onPhone = isPhone && phoneColumns ? phoneColumns.join(" ") : "";
  const shownColumns = useMemo(() => (onPhone ? fitToPhone(columns, onPhone.split(" ")) : columns), [columns, onPhone]);
  const [columnVisibility, setColumnVisibility] = useColumnVisibility(
    id,
    initialHiddenColumns,
    onPhone ? columns.map((column) => column.field).filter((field) => !onPhone.split(" ").includes(field)) : [],
  );
  // Until the first page arrives the empty grid says it is loading, not
  // that there is nothing.
  const isFirstLoad = query.isFetching && !query.data;
  const noRowsLabel = isFirstLoad ? t("loading") : emptyText;
  const displayedRows = useDisplayedRows();
  const localeText = useMemo(
    () => ({
      ...gridLocaleText(locale),
      paginationDisplayedRows: displayedRows,
      noRowsLabel,
    }),
    [locale, noRowsLabel, displayedRows],
  );
  // The same model object until the sort changes: the grid takes a new one as
  // a new sort and goes back to the first page (the next page never showed).
  const sortModel = useMemo<GridSortModel>(
    () => (state.sort ? [{ field: state.sort, sort: state.dir }] : []),
    [state.sort, state.dir],
  );
  const selectedIds = [...selection.ids];
  // A row clicked while the search box waits to send what was typed: the
  // user chose from what they see, so the waiting search is dropped. Sent
  // later, its change of address would close the row's panel or cancel the
  // navigation the click started.
  const cancelPendingSearch = useRef<() => void>(() => {});
  const clearSelection = () => setSelection({ type: "include", ids: new Set() });

  return (
    <Stack spacing={2}>
      {(searchLabel || filters) && (
        <Stack direction={{ xs: "column", md: "row" }} spacing={2} useFlexGap sx={{ flexWrap: "wrap" }}>
          {searchLabel && (
            <SearchBox
              label={searchLabel}
              value={state.search}
              onChange={(search) => onStateChange({ search })}
              cancelRef={cancelPendingSearch}
            />
          )}
          {filters && <PhoneFilters>{filters}</PhoneFilters>}
        </Stack>
      )}
      {query.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => query.refetch()}>
              {t("retry")}
            </Button>
          }
        >
          {t("loadFailed")}
        </Alert>
      )}
      {bulkActions && selectedIds.length > 0 && (
        <Paper variant="outlined" sx={{ px: 2, py: 1 }}>
          <Stack direction="row" spacing={2} sx={{ alignItems: "center", flexWrap: "wrap" }} useFlexGap>
            <Typography variant="body2" role="status">
              {t("selected", { count: selectedIds.length })}
            </Typography>
            {bulkActions(selectedIds, clearSelection)}
          </Stack>
        </Paper>
      )}
      {/* A fixed height, so the grid renders only the rows in view (a page of
          100 rows stays light on a phone, and for screen readers). */}
      <Paper
        variant="outlined"
        sx={{ position: "relative", width: "100%", overflow: "hidden", height: "max(420px, 70vh)" }}
      >
        {/* The loading bar sits beside the grid, not in it (the grid's own
            overlay put an unnamed progress bar among its rows), named for
            screen readers, over the headers' top edge. */}
        {query.isFetching && (
          <LinearProgress aria-label={t("loading")} sx={{ position: "absolute", top: 0, insetInline: 0, zIndex: 1 }} />
        )}
        <DataGrid
          aria-label={label}
          rows={query.data?.data ?? []}
          rowCount={query.data?.totalRecords ?? 0}
          columns={shownColumns}
          localeText={localeText}
          paginationMode="server"
          sortingMode="server"
          filterMode="server"
          disableColumnFilter
          pageSizeOptions={[...PAGE_SIZES]}
          paginationModel={{ page: state.page - 1, pageSize: state.pageSize }}
          onPaginationModelChange={(model) => onStateChange({ page: model.page + 1, pageSize: model.pageSize })}
          sortModel={sortModel}
          onSortModelChange={([first]) =>
            onStateChange(first ? { sort: first.field, dir: first.sort ?? "asc" } : { sort: undefined, dir: "asc" })
          }
          columnVisibilityModel={columnVisibility}
          onColumnVisibilityModelChange={setColumnVisibility}
          checkboxSelection={Boolean(bulkActions)}
          keepNonExistentRowsSelected
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          disableRowSelectionOnClick
          onRowClick={
            onRowClick
              ? (params) => {
                  cancelPendingSearch.current();
                  onRowClick(params.row);
                }
              : undefined
          }
          // Enter on a row's cell opens the row, as a click does: without it a
          // keyboard could reach the rows but never open one.
          onCellKeyDown={
            onRowClick
              ? (params, event) => {
                  const isOnControl = (event.target as HTMLElement).closest("button, a, input");
                  if (event.key !== "Enter" || params.field === "__check__" || isOnControl) return;
                  event.defaultMuiPrevented = true;
                  cancelPendingSearch.current();
                  onRowClick(params.row);
                }
              : undefined
          }
          // Sorting goes up and down; "unsorted" would only be the list's own order again.
          sortingOrder={["asc", "desc"]}
          // Cells that wrap (chips, names with a badge) give their row the height it needs.
          getRowHeight={() => "auto"}
          density="standard"
          sx={{
            border: 0,
            "& .MuiDataGrid-row": onRowClick ? { cursor: "pointer" } : undefined,
            // Each cell's text takes its own direction: a Latin address ("14 Griffith Avenue")
            // keeps its order on an Arabic page, an Arabic name its own on an English one.
            // A word longer than its cell (an e-mail address) breaks rather than is cut.
            "& .MuiDataGrid-cell": {
              display: "flex",
              alignItems: "center",
              py: 1,
              unicodeBidi: "plaintext",
              overflowWrap: "anywhere",
            },
            "& .MuiDataGrid-cell:focus, & .MuiDataGrid-columnHeader:focus": { outlineOffset: -2 },
          }}
        />
      </Paper>
    </Stack>
  );
}

// Typing waits for a pause before it asks the server. The box follows the
// address too (back button, a cleared filter).
function SearchBox({
  label,
  value,
  onChange,
  cancelRef,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  cancelRef: RefObject<() => void>;
}) {
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    setText(value);
  }
  const commit = useEffectEvent((next: string) => onChange(next));
  // Words typed while the page was still loading (before React took over
  // the server's HTML) are kept, not wiped.
  const input = useRef<HTMLInputElement>(null);
  const adoptTyped = useEffectEvent(() => {
    const typed = input.current?.value ?? "";
    if (typed !== text) setText(typed);
  });
  useEffect(() => adoptTyped(), []);
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = window.setTimeout(() => commit(text.trim()), 300);
    cancelRef.current = () => window.clearTimeout(timer);
    return () => window.clearTimeout(timer);
  }, [text, value, cancelRef]);
  return (
    <TextField
      type="search"
      size="small"
      label={label}
      value={text}
      onChange={(event) => setText(event.target.value)}
      inputRef={input}
      fullWidth={false}
      sx={{ width: { xs: "100%", md: 380 } }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

// Which columns are hidden: the list's defaults (on a phone, also the
// columns it leaves out), then what the user chose, remembered per list in
// this browser.
function useColumnVisibility(id: string, initiallyHidden: string[], hiddenOnPhone: string[]) {
  const [stored, store] = useStoredValue(`list-columns:${id}`);
  const hidden = [...initiallyHidden, ...hiddenOnPhone].join(" ");
  const model = useMemo<GridColumnVisibilityModel>(() => {
    const defaults = Object.fromEntries(
      hidden
        .split(" ")
        .filter(Boolean)
        .map((field) => [field, false]),
    );
    try {
      if (stored) return { ...defaults, ...(JSON.parse(stored) as GridColumnVisibilityModel) };
    } catch {
      // A broken entry: the defaults.
    }
    return defaults;
  }, [stored, hidden]);
  return [model, (next: GridColumnVisibilityModel) => store(JSON.stringify(next))] as const;
}

// On a phone, cells drawn by the list (status chips, buttons) keep their
// width; text columns share what is left in proportion to their widths on a
// wider screen, and wrap. Only the first column keeps its menu button (its
// menu shows the hidden columns): on a touch screen the buttons take room
// from the headers' words.
function fitToPhone<Row extends GridValidRowModel>(columns: GridColDef<Row>[], shown: string[]): GridColDef<Row>[] {
  const first = columns.find((column) => shown.includes(column.field))?.field;
  return columns.map((column) => {
    if (!shown.includes(column.field)) return column;
    const menu = { disableColumnMenu: column.field !== first || column.disableColumnMenu };
    if (column.renderCell && !column.flex) return { ...column, ...menu };
    const { width, ...rest } = column;
    return { ...rest, ...menu, flex: column.flex ? (column.minWidth ?? 100) : (width ?? 100), minWidth: 80 };
  });
}
