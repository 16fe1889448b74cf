import Chip from "@mui/material/Chip";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import { getTranslations } from "next-intl/server";
import { getFormatter } from "@/lib/i18n/get-formatter";

// Demo data. Client names are proper names and stay as written in every language.
const JOBS = [
  { client: "Aoife Byrne", service: "regular", date: "2025-03-04T09:00:00Z", price: 85, status: "completed" },
  { client: "Ciarán Walsh", service: "deep", date: "2025-03-06T13:30:00Z", price: 240, status: "inProgress" },
  { client: "Niamh Doyle", service: "tenancy", date: "2025-03-11T08:00:00Z", price: 320, status: "scheduled" },
] as const;

export async function TableDemo() {
  const t = await getTranslations("Showcase");
  const format = await getFormatter();
  return (
    // Scrolls sideways on a phone; it is focusable so a keyboard can scroll it too.
    <TableContainer tabIndex={0} role="region" aria-labelledby="table-demo-caption">
      <Table size="small">
        <caption id="table-demo-caption">{t("table.caption")}</caption>
        <TableHead>
          <TableRow>
            <TableCell>{t("table.client")}</TableCell>
            <TableCell>{t("table.service")}</TableCell>
            <TableCell>{t("table.date")}</TableCell>
            <TableCell>{t("table.status")}</TableCell>
            <TableCell align="right">{t("table.price")}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {JOBS.map((job) => (
            <TableRow key={job.client}>
              <TableCell component="th" scope="row">
                {job.client}
              </TableCell>
              <TableCell>{t(`textFields.services.${job.service}`)}</TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }}>
                {format.dateTime(new Date(job.date), { dateStyle: "medium", timeStyle: "short" })}
              </TableCell>
              <TableCell>
                <Chip size="small" variant="outlined" label={t(`chips.${job.status}`)} />
              </TableCell>
              <TableCell align="right">{format.number(job.price, { style: "currency", currency: "EUR" })}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
