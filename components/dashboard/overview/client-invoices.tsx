"use client";

import DownloadIcon from "@mui/icons-material/Download";
import IconButton from "@mui/material/IconButton";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TablePagination from "@mui/material/TablePagination";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useEuro } from "@/components/dashboard/invoices/money";
import { DetailSection } from "@/components/dashboard/ui/detail";
import { useDisplayedRows } from "@/components/dashboard/ui/list/use-displayed-rows";
import { LoadState } from "@/components/dashboard/ui/load-state";
import { useAction } from "@/components/dashboard/ui/use-action";
import { StatusChip } from "@/components/dashboard/ui/status-chip";
import { TextLink } from "@/components/ui/links";
import { visuallyHidden } from "@/components/ui/visually-hidden";
import { downloadInvoicePdf, useInvoices } from "@/lib/client/queries/invoices";
import { useFormatter } from "@/lib/i18n/use-formatter";

const PAGE_SIZE = 10;
const DAY = { dateStyle: "medium", timeZone: "UTC" } as const;
// A phone shows three columns: the number with its due day under it, the
// total and the status; the days, and the PDF's button, have their own
// columns from a tablet up (on a phone the PDF is a tap away, on the invoice).
const wideOnly = { display: { xs: "none", sm: "table-cell" } } as const;
const phoneOnly = { display: { xs: "block", sm: "none" } } as const;
const noWrap = { whiteSpace: "nowrap" } as const;

// Every invoice sent to the client, paid ones included, newest first, a page
// at a time: what a client keeps for their own books (a business reclaims
// the VAT on them). The invoices to pay are listed above it, in "Open invoices".
export function ClientInvoices() {
  const t = useTranslations("Overview");
  const invoices = useTranslations("Invoices");
  const common = useTranslations("Common");
  const format = useFormatter();
  const displayedRows = useDisplayedRows();
  const euro = useEuro();
  const run = useAction();
  const [page, setPage] = useState(0);
  const query = useInvoices({ pageNumber: page + 1, pageSize: PAGE_SIZE, sortBy: "issueDate", sortDir: "desc" });
  const rows = query.data?.data ?? [];
  const count = query.data?.totalRecords ?? 0;
  return (
    <DetailSection title={t("allInvoices")}>
      <LoadState query={query} />
      {query.data && count === 0 && <Typography color="text.secondary">{t("noInvoicesYet")}</Typography>}
      {count > 0 && (
        <>
          <TableContainer>
            <Table size="small" aria-label={t("allInvoices")} sx={{ "& th, & td": { px: { xs: 1, sm: 2 } } }}>
              <TableHead>
                <TableRow>
                  <TableCell>{invoices("number")}</TableCell>
                  <TableCell sx={wideOnly}>{invoices("issueDate")}</TableCell>
                  <TableCell sx={wideOnly}>{invoices("dueDate")}</TableCell>
                  <TableCell align="right">{invoices("total")}</TableCell>
                  <TableCell>{invoices("status")}</TableCell>
                  <TableCell padding="checkbox" sx={wideOnly}>
                    <span style={visuallyHidden}>{invoices("downloadPdf")}</span>
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((invoice) => (
                  <TableRow key={invoice.id}>
                    <TableCell>
                      <TextLink href={`/dashboard/invoice/${invoice.id}`} sx={noWrap}>
                        {invoice.invoiceNumber}
                      </TextLink>
                      <Typography variant="caption" color="text.secondary" sx={phoneOnly}>
                        {t("dueOn", { date: format.dateTime(new Date(invoice.dueDate), DAY) })}
                      </Typography>
                    </TableCell>
                    <TableCell sx={wideOnly}>{format.dateTime(new Date(invoice.issueDate), DAY)}</TableCell>
                    <TableCell sx={wideOnly}>{format.dateTime(new Date(invoice.dueDate), DAY)}</TableCell>
                    <TableCell align="right" sx={noWrap}>
                      {euro(invoice.totalCents)}
                    </TableCell>
                    <TableCell>
                      <StatusChip kind="invoiceStatus" value={invoice.status} />
                    </TableCell>
                    <TableCell padding="checkbox" sx={wideOnly}>
                      {/* The PDF straight from the list: what a client gathers for their accountant. */}
                      <IconButton
                        size="small"
                        aria-label={t("downloadInvoicePdf", { number: invoice.invoiceNumber })}
                        onClick={() => void run(() => downloadInvoicePdf(invoice.id))}
                      >
                        <DownloadIcon fontSize="small" />
                      </IconButton>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          {count > PAGE_SIZE && (
            <TablePagination
              component="div"
              count={count}
              page={page}
              onPageChange={(_, next) => setPage(next)}
              rowsPerPage={PAGE_SIZE}
              rowsPerPageOptions={[]}
              labelDisplayedRows={displayedRows}
              getItemAriaLabel={(type) => (type === "next" ? common("nextPage") : common("previousPage"))}
            />
          )}
        </>
      )}
    </DetailSection>
  );
}
