"use client";

import AddIcon from "@mui/icons-material/Add";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import ButtonBase from "@mui/material/ButtonBase";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useId, useMemo, useState, type DragEvent } from "react";
import type { ShiftItem } from "@/lib/client/queries/rota";
import { addDays, dublinDate, dublinMonday, toDublinLocal } from "@/lib/i18n/dublin-time";
import { visuallyHidden } from "@/components/ui/visually-hidden";
import { useFormatter } from "@/lib/i18n/use-formatter";
import {
  boardMove,
  boardRows,
  cleanerColour,
  shiftsByCleanerAndDay,
  type BoardCleaner,
  type BoardMove,
} from "./board-rows";

const clock = (iso: string) => toDublinLocal(new Date(iso)).slice(11);
const noonOf = (day: string) => new Date(`${day}T12:00:00Z`);

// The rota's week by cleaner: a row per cleaner, a column per day (Monday
// first, Irish time), each shift whole in its cell. Beside the calendar's
// week, where many shifts at one time shrink to slivers, this answers "who
// works when, and who is free on Tuesday". A shift opens its panel; the
// office adds one in an empty spot of a row, and drags a shift to another
// day or cleaner (by keyboard: the shift's panel, then Edit).
export function RotaBoard({
  monday,
  cleaners,
  shifts,
  onWeek,
  onOpen,
  onAdd,
  onMove,
}: {
  monday: string;
  cleaners: readonly BoardCleaner[];
  shifts: readonly ShiftItem[];
  onWeek: (monday: string) => void;
  onOpen: (shift: ShiftItem) => void;
  onAdd?: (cleaner: BoardCleaner, day: string) => void;
  onMove?: (move: BoardMove, to: { cleaner: BoardCleaner; day: string }) => void;
}) {
  const t = useTranslations("Rota");
  const format = useFormatter();
  const titleId = useId();
  const days = useMemo(() => Array.from({ length: 7 }, (_, i) => addDays(monday, i)), [monday]);
  const today = dublinDate(new Date());
  const rows = useMemo(() => boardRows(cleaners, shifts), [cleaners, shifts]);
  const cells = useMemo(() => shiftsByCleanerAndDay(shifts), [shifts]);
  // The shift being dragged with the cell it comes from, and the cell it is over ("cleaner id/day").
  const [dragged, setDragged] = useState<{ shift: ShiftItem; from: string } | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const endDrag = () => {
    setDragged(null);
    setOver(null);
  };
  // A cell's drag handlers: it takes a shift from elsewhere, not the one already in it.
  // The move itself is worked out on the drop only, not for every cell at each render.
  const dropTarget = (cleaner: BoardCleaner, day: string) => {
    const key = `${cleaner.id}/${day}`;
    if (!onMove || !dragged || dragged.from === key) return {};
    const { shift } = dragged;
    return {
      onDragOver: (event: DragEvent) => {
        event.preventDefault();
        event.dataTransfer.dropEffect = "move";
        setOver(key);
      },
      onDragLeave: (event: DragEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(null);
      },
      onDrop: (event: DragEvent) => {
        event.preventDefault();
        endDrag();
        const move = boardMove(shift, cleaner.id, day);
        if (move) onMove(move, { cleaner, day });
      },
    };
  };
  const dayName = (day: string, style: "short" | "long") =>
    format.dateTime(
      noonOf(day),
      style === "short" ? { weekday: "short", day: "numeric" } : { weekday: "long", day: "numeric", month: "long" },
    );

  return (
    <Box data-testid="rota-board">
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ mb: 1.5, alignItems: "center", flexWrap: "wrap", justifyContent: "space-between" }}
      >
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" size="small" onClick={() => onWeek(addDays(monday, -7))}>
            {t("previousWeek")}
          </Button>
          <Button
            variant="outlined"
            size="small"
            onClick={() => onWeek(dublinMonday(new Date()))}
            disabled={days.includes(today)}
          >
            {t("thisWeek")}
          </Button>
          <Button variant="outlined" size="small" onClick={() => onWeek(addDays(monday, 7))}>
            {t("nextWeek")}
          </Button>
        </Stack>
        <Typography id={titleId} component="h2" variant="h6">
          {t("boardTitle", { week: format.dateTime(noonOf(monday), { dateStyle: "long" }) })}
        </Typography>
      </Stack>
      <TableContainer sx={{ border: 1, borderColor: "divider", borderRadius: 1 }}>
        <Table size="small" aria-labelledby={titleId}>
          <TableHead>
            <TableRow>
              <TableCell
                component="th"
                scope="col"
                sx={{
                  position: "sticky",
                  insetInlineStart: 0,
                  zIndex: 1,
                  bgcolor: "background.paper",
                  minWidth: { xs: 96, sm: 140 },
                }}
              >
                {t("cleaner")}
              </TableCell>
              {days.map((day) => (
                <TableCell
                  key={day}
                  component="th"
                  scope="col"
                  aria-current={day === today ? "date" : undefined}
                  sx={{ minWidth: 120, fontWeight: day === today ? 700 : 500, whiteSpace: "nowrap" }}
                >
                  {dayName(day, "short")}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={8}>{t("boardEmpty")}</TableCell>
              </TableRow>
            )}
            {rows.map((cleaner) => (
              <TableRow key={cleaner.id} hover>
                <TableCell
                  component="th"
                  scope="row"
                  sx={{
                    position: "sticky",
                    insetInlineStart: 0,
                    zIndex: 1,
                    bgcolor: "background.paper",
                    borderInlineStart: "4px solid",
                    borderInlineStartColor: cleanerColour(cleaner.id),
                    unicodeBidi: "plaintext",
                    verticalAlign: "top",
                  }}
                >
                  {cleaner.name}
                </TableCell>
                {days.map((day) => {
                  const own = cells.get(cleaner.id)?.get(day) ?? [];
                  const isOver = over === `${cleaner.id}/${day}`;
                  return (
                    <TableCell
                      key={day}
                      {...dropTarget(cleaner, day)}
                      sx={{
                        verticalAlign: "top",
                        p: 0.5,
                        outline: isOver ? 2 : 0,
                        outlineStyle: "dashed",
                        outlineColor: "primary.main",
                        outlineOffset: -2,
                        bgcolor: isOver ? "action.hover" : undefined,
                      }}
                    >
                      <Stack spacing={0.5}>
                        {own.map((shift) => (
                          <ButtonBase
                            key={shift.id}
                            onClick={() => onOpen(shift)}
                            draggable={Boolean(onMove)}
                            onDragStart={(event: DragEvent) => {
                              event.dataTransfer.setData("text/plain", shift.id);
                              event.dataTransfer.effectAllowed = "move";
                              setDragged({ shift, from: `${shift.cleanerId}/${day}` });
                            }}
                            onDragEnd={endDrag}
                            sx={{
                              cursor: onMove ? "grab" : "pointer",
                              opacity: dragged?.shift.id === shift.id ? 0.5 : 1,
                              display: "block",
                              textAlign: "start",
                              width: "100%",
                              px: 0.75,
                              py: 0.5,
                              borderRadius: 1,
                              color: "#ffffff",
                              bgcolor: cleanerColour(shift.cleanerId),
                              "&:focus-visible": { outline: 2, outlineColor: "primary.main", outlineOffset: 2 },
                            }}
                          >
                            {/* Read out whole: whose shift, which day; the cell's place in the table is not. */}
                            <span style={visuallyHidden}>
                              {t("boardShiftOf", { name: cleaner.name, day: dayName(day, "long") })}{" "}
                            </span>
                            <Typography variant="body2" component="span" sx={{ display: "block", fontWeight: 600 }}>
                              <bdi>
                                {clock(shift.startsAt)}–{clock(shift.endsAt)}
                              </bdi>
                            </Typography>
                            <Typography
                              variant="caption"
                              component="span"
                              // Two lines of the place at most: the whole of it is in the shift's panel.
                              sx={{
                                display: "-webkit-box",
                                WebkitLineClamp: 2,
                                WebkitBoxOrient: "vertical",
                                overflow: "hidden",
                                overflowWrap: "anywhere",
                                unicodeBidi: "plaintext",
                              }}
                            >
                              {shift.job?.title ?? shift.location}
                            </Typography>
                          </ButtonBase>
                        ))}
                        {onAdd && (
                          <IconButton
                            size="small"
                            onClick={() => onAdd(cleaner, day)}
                            aria-label={t("boardAdd", { name: cleaner.name, day: dayName(day, "long") })}
                            sx={{ alignSelf: "center" }}
                          >
                            <AddIcon fontSize="small" />
                          </IconButton>
                        )}
                      </Stack>
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {onMove && (
        <Typography variant="body2" sx={{ mt: 1, color: "text.secondary" }}>
          {t("boardDragHint")}
        </Typography>
      )}
    </Box>
  );
}
