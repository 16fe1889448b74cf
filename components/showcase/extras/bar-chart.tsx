import Box from "@mui/material/Box";
import { visuallyHidden } from "@/components/ui/visually-hidden";
import { niceTicks } from "./chart-scale";

export type Bar = { key: string; label: string; longLabel: string; value: number; valueText: string };

type BarChartProps = {
  id: string;
  title: string;
  description: string;
  xLabel: string;
  yLabel: string;
  bars: readonly Bar[];
  formatTick: (value: number) => string;
  isRtl: boolean;
};

const WIDTH = 640;
const HEIGHT = 320;
const M = { top: 24, end: 16, bottom: 56, start: 64 };
const PLOT_W = WIDTH - M.start - M.end;
const PLOT_H = HEIGHT - M.top - M.bottom;

// A server-rendered SVG: the picture has a title and description for screen
// readers, and the exact figures are in a table that only they see.
// Right-to-left, the chart is mirrored: the first bar and the y axis are on the right.
export function BarChart({ id, title, description, xLabel, yLabel, bars, formatTick, isRtl }: BarChartProps) {
  const ticks = niceTicks(Math.max(...bars.map((bar) => bar.value), 0));
  const top = ticks.at(-1) || 1;
  const band = PLOT_W / Math.max(bars.length, 1);
  const barWidth = band * 0.6;
  const y = (value: number) => M.top + PLOT_H - (value / top) * PLOT_H;
  // x measured from the start edge, then mirrored for right-to-left.
  const x = (fromStart: number) => (isRtl ? WIDTH - fromStart : fromStart);
  const axisX = x(M.start);
  const tickAnchor = isRtl ? "start" : "end";
  return (
    // On a phone the chart keeps a readable size and scrolls sideways; the
    // scroller is focusable so the keyboard can scroll it too.
    <Box
      component="figure"
      tabIndex={0}
      aria-labelledby={`${id}-title`}
      sx={{ m: 0, overflowX: "auto", "&:focus-visible": { outline: 2, outlineColor: "primary.main" } }}
    >
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        fontSize={12}
        fill="currentColor"
        style={{ width: "100%", minWidth: 520, height: "auto", display: "block" }}
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={x(M.start)} x2={x(WIDTH - M.end)} y1={y(tick)} y2={y(tick)} stroke="#d5dbd8" />
            <text x={x(M.start - 8)} y={y(tick)} dy="0.32em" textAnchor={tickAnchor}>
              {formatTick(tick)}
            </text>
          </g>
        ))}
        {bars.map((bar, index) => {
          const centre = x(M.start + band * index + band / 2);
          return (
            <g key={bar.key}>
              <rect
                x={centre - barWidth / 2}
                y={y(bar.value)}
                width={barWidth}
                height={y(0) - y(bar.value)}
                rx={3}
                style={{ fill: "var(--mui-palette-primary-main)" }}
              />
              <text x={centre} y={y(bar.value) - 6} textAnchor="middle" fontSize={11}>
                {bar.valueText}
              </text>
              <text x={centre} y={y(0) + 18} textAnchor="middle">
                {bar.label}
              </text>
            </g>
          );
        })}
        <line x1={axisX} x2={axisX} y1={M.top} y2={y(0)} stroke="#5f6b66" />
        <line x1={axisX} x2={x(WIDTH - M.end)} y1={y(0)} y2={y(0)} stroke="#5f6b66" />
        <text x={x(M.start + PLOT_W / 2)} y={HEIGHT - 8} textAnchor="middle" fontWeight={600}>
          {xLabel}
        </text>
        <text
          transform={`translate(${x(16)} ${M.top + PLOT_H / 2}) rotate(-90)`}
          textAnchor="middle"
          dy="0.32em"
          fontWeight={600}
        >
          {yLabel}
        </text>
      </svg>
      <Box component="table" sx={visuallyHidden}>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{xLabel}</th>
            <th scope="col">{yLabel}</th>
          </tr>
        </thead>
        <tbody>
          {bars.map((bar) => (
            <tr key={bar.key}>
              <th scope="row">{bar.longLabel}</th>
              <td>{bar.valueText}</td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
