"use client";

import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import Paper from "@mui/material/Paper";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TablePagination from "@mui/material/TablePagination";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { apiFetch } from "@/lib/client/api-client";
import type { EnquiryRow } from "@/lib/server/enquiries/enquiry-select";
import type { TPaged } from "@/lib/validation/pagination";

type EnquiryJson = Omit<EnquiryRow, "createdAt"> & { createdAt: string };

function displayName(row: EnquiryJson): string {
  return row.name ?? [row.firstName, row.lastName].filter(Boolean).join(" ");
}

export function EnquiryListView() {
  const t = useTranslations("Enquiries");
  const format = useFormatter();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(25);
  const query = useQuery({
    queryKey: ["enquiries", page, pageSize],
    queryFn: () =>
      apiFetch<TPaged<EnquiryJson>>("/api/enquiry/enquiries", { body: { pageNumber: page + 1, pageSize } }),
    placeholderData: keepPreviousData,
  });

  return (
    <>
      <Typography variant="h1" sx={{ fontSize: "1.75rem", mb: 3 }}>
        {t("listTitle")}
      </Typography>
      {query.isError && (
        <Alert severity="error" action={<Button onClick={() => query.refetch()}>{t("retry")}</Button>} sx={{ mb: 2 }}>
          {t("loadFailed")}
        </Alert>
      )}
      <Paper variant="outlined">
        {query.isFetching && <LinearProgress aria-hidden />}
        <TableContainer>
          <Table size="small" aria-label={t("listTitle")}>
            <TableHead>
              <TableRow>
                <TableCell>{t("received")}</TableCell>
                <TableCell>{t("name")}</TableCell>
                <TableCell>{t("email")}</TableCell>
                <TableCell>{t("phone")}</TableCell>
                <TableCell>{t("postCode")}</TableCell>
                <TableCell>{t("message")}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {query.data?.data.map((row) => (
                <TableRow key={row.id} hover>
                  <TableCell sx={{ whiteSpace: "nowrap" }}>
                    {format.dateTime(new Date(row.createdAt), { dateStyle: "medium", timeStyle: "short" })}
                  </TableCell>
                  <TableCell>{displayName(row)}</TableCell>
                  <TableCell>{row.email}</TableCell>
                  <TableCell sx={{ whiteSpace: "nowrap" }}>
                    <bdi dir="ltr">{row.phone}</bdi>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: "nowrap" }}>{row.postCode}</TableCell>
                  <TableCell sx={{ whiteSpace: "pre-line", minWidth: 240 }}>{row.messageDescription}</TableCell>
                </TableRow>
              ))}
              {query.data?.totalRecords === 0 && (
                <TableRow>
                  <TableCell colSpan={6}>{t("empty")}</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
        <TablePagination
          component="div"
          count={query.data?.totalRecords ?? 0}
          page={page}
          rowsPerPage={pageSize}
          rowsPerPageOptions={[10, 25, 50, 100]}
          onPageChange={(_, next) => setPage(next)}
          onRowsPerPageChange={(event) => {
            setPageSize(Number(event.target.value));
            setPage(0);
          }}
          labelRowsPerPage={t("rowsPerPage")}
          labelDisplayedRows={({ from, to, count }) => t("displayedRows", { from, to, count })}
        />
      </Paper>
    </>
  );
}
