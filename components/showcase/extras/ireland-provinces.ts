// A deliberately simplified outline of Ireland's four provinces, drawn by hand
// from approximate [longitude, latitude] points. Neighbouring provinces share
// the same border arrays, so their edges always meet.

type Point = readonly [lon: number, lat: number];

// Meeting points of three provinces, and where the borders reach the sea.
const ULSTER_CONNACHT_LEINSTER: Point = [-7.6, 53.9];
const CONNACHT_LEINSTER_MUNSTER: Point = [-8.05, 53.12];
const BUNDORAN: Point = [-8.28, 54.47];
const CARLINGFORD: Point = [-6.2, 54.05];
const WATERFORD_HARBOUR: Point = [-6.98, 52.22];
const KINVARA: Point = [-8.95, 53.14];

// Coastline, clockwise, from one border to the next.
const COAST_ULSTER: Point[] = [
  BUNDORAN,
  [-8.5, 54.6],
  [-8.8, 54.64],
  [-8.75, 54.8],
  [-8.45, 54.95],
  [-8.3, 55.15],
  [-7.95, 55.2],
  [-7.63, 55.27],
  [-7.37, 55.38],
  [-7.0, 55.22],
  [-6.65, 55.2],
  [-6.15, 55.22],
  [-5.8, 54.85],
  [-5.92, 54.65],
  [-5.5, 54.5],
  [-5.6, 54.25],
  [-5.95, 54.1],
  CARLINGFORD,
];
const COAST_LEINSTER: Point[] = [
  CARLINGFORD,
  [-6.38, 53.98],
  [-6.22, 53.8],
  [-6.1, 53.55],
  [-6.05, 53.35],
  [-6.0, 52.97],
  [-6.15, 52.75],
  [-6.35, 52.45],
  [-6.36, 52.17],
  [-6.7, 52.2],
  WATERFORD_HARBOUR,
];
const COAST_MUNSTER: Point[] = [
  WATERFORD_HARBOUR,
  [-7.6, 52.05],
  [-7.85, 51.95],
  [-8.3, 51.8],
  [-8.6, 51.65],
  [-9.4, 51.5],
  [-9.8, 51.45],
  [-9.6, 51.66],
  [-10.15, 51.62],
  [-9.8, 51.84],
  [-10.35, 51.92],
  [-9.9, 52.1],
  [-10.45, 52.12],
  [-10.2, 52.27],
  [-9.75, 52.28],
  [-9.9, 52.42],
  [-9.9, 52.58],
  [-9.45, 52.9],
  [-9.27, 53.15],
  KINVARA,
];
const COAST_CONNACHT: Point[] = [
  KINVARA,
  [-9.05, 53.27],
  [-9.6, 53.25],
  [-10.0, 53.4],
  [-9.8, 53.6],
  [-9.55, 53.8],
  [-10.2, 53.95],
  [-10.0, 54.25],
  [-9.5, 54.3],
  [-9.2, 54.25],
  [-8.6, 54.3],
  BUNDORAN,
];

// Inland borders, each drawn once.
const ULSTER_CONNACHT: Point[] = [BUNDORAN, [-8.0, 54.35], [-7.85, 54.15], ULSTER_CONNACHT_LEINSTER];
const ULSTER_LEINSTER: Point[] = [ULSTER_CONNACHT_LEINSTER, [-7.3, 53.8], [-6.9, 53.85], [-6.6, 54.02], CARLINGFORD];
const CONNACHT_LEINSTER: Point[] = [
  ULSTER_CONNACHT_LEINSTER,
  [-7.85, 53.65],
  [-7.95, 53.42],
  [-8.0, 53.25],
  CONNACHT_LEINSTER_MUNSTER,
];
const CONNACHT_MUNSTER: Point[] = [CONNACHT_LEINSTER_MUNSTER, [-8.4, 53.05], [-8.75, 53.05], KINVARA];
const LEINSTER_MUNSTER: Point[] = [
  CONNACHT_LEINSTER_MUNSTER,
  [-7.95, 52.95],
  [-7.55, 52.75],
  [-7.45, 52.45],
  [-7.2, 52.3],
  WATERFORD_HARBOUR,
];

const reversed = (points: Point[]) => [...points].reverse();

// Joins consecutive border pieces (each starts where the previous one ends) into a ring.
function ring(...pieces: Point[][]): Point[] {
  return pieces.flatMap((piece, index) => (index === 0 ? piece : piece.slice(1))).slice(0, -1);
}

// Equirectangular projection, with longitude shrunk by cos(53.5°) so Ireland keeps its shape.
const WEST = -10.7;
const NORTH = 55.5;
const SCALE = 100;
const LON_FACTOR = Math.cos((53.5 * Math.PI) / 180);

export const MAP_WIDTH = Math.round((-5.3 - WEST) * LON_FACTOR * SCALE);
export const MAP_HEIGHT = Math.round((NORTH - 51.3) * SCALE);

export function project([lon, lat]: Point): [x: number, y: number] {
  return [Math.round((lon - WEST) * LON_FACTOR * SCALE * 10) / 10, Math.round((NORTH - lat) * SCALE * 10) / 10];
}

function toPath(points: Point[]): string {
  return `M${points.map((point) => project(point).join(",")).join("L")}Z`;
}

// County counts are those of the Republic of Ireland, where Emerald Clean works
// (spec); six of Ulster's nine counties are in Northern Ireland.
export const PROVINCES = [
  {
    id: "ulster",
    counties: 3,
    label: project([-7.25, 54.7]),
    path: toPath(ring(COAST_ULSTER, reversed(ULSTER_LEINSTER), reversed(ULSTER_CONNACHT))),
  },
  {
    id: "connacht",
    counties: 5,
    label: project([-8.85, 53.75]),
    path: toPath(ring(COAST_CONNACHT, ULSTER_CONNACHT, CONNACHT_LEINSTER, CONNACHT_MUNSTER)),
  },
  {
    id: "leinster",
    counties: 12,
    label: project([-6.85, 53.15]),
    path: toPath(ring(COAST_LEINSTER, reversed(LEINSTER_MUNSTER), reversed(CONNACHT_LEINSTER), ULSTER_LEINSTER)),
  },
  {
    id: "munster",
    counties: 6,
    label: project([-8.7, 52.35]),
    path: toPath(ring(COAST_MUNSTER, reversed(CONNACHT_MUNSTER), LEINSTER_MUNSTER)),
  },
] as const;

export type ProvinceId = (typeof PROVINCES)[number]["id"];
