/**
 * Demo data for development and demos: `npx prisma db seed` (runs `tsx prisma/seed.mts`).
 *
 * Idempotent: every row gets a deterministic id (a v5-style UUID derived from a
 * stable name) or a stable unique key, and is written with `upsert`. A second run
 * therefore refreshes the rows (relative dates follow today) instead of duplicating
 * them. "Random" values come from a PRNG seeded by the row's name, so each run
 * produces the same data.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../lib/generated/prisma/client.ts";
import { PrismaClient as PostgresClient } from "../lib/generated/prisma-pg/client.ts";
// The enums come straight from enums.ts: tsx loads the generated client as CommonJS, and
// Node cannot see the names client.ts re-exports with `export *` from an ES module.
import { ClockRequestStatus, Role, TimesheetStatus, UserStatus } from "../lib/generated/prisma/enums.ts";
import { hashPassword } from "../lib/auth/password.ts";
import { engineOf } from "../lib/server/sql/engine.ts";
import { signaturePng } from "./seed-signature.mts";

if (fs.existsSync(".env")) process.loadEnvFile(".env");

const url = process.env.DATABASE_URL ?? "file:./storage/dev.db";
// The same models on either engine (lib/server/sql/engine.ts); PostgreSQL's client has the same API.
const prisma =
  engineOf(url) === "postgresql"
    ? (new PostgresClient({ adapter: new PrismaPg({ connectionString: url }) }) as unknown as PrismaClient)
    : new PrismaClient({ adapter: new PrismaBetterSQLite3({ url }) });

const DEMO_PASSWORD = "Cleaning!2026";
const TAX_RATE_BP = 1350; // Irish reduced VAT rate for cleaning services, 13.5 %
const Stage = { New: 0, Pending: 1, Incomplete: 2, Completed: 3 } as const;
const InvoiceStatus = { Draft: 0, Pending: 1, Paid: 2, Overdue: 3 } as const;

// ---------------------------------------------------------------- ids and randomness

// A fixed namespace keeps the ids identical on every machine and every run.
const NAMESPACE = Buffer.from("3f1c9a52d0e84b7e9c2a61f0b5d4e871", "hex");

/** v5-style UUID: SHA-1 of namespace + name, with the version and variant bits set. */
// The signature image of a signed-off demo job, in the upload store where the
// sign-off pad's would be (lib/server/uploads/store.ts: kind/owner/name), and
// the address the app serves it from.
function saveSignature(jobId: string, signer: string): string {
  const name = `${stableId(`${jobId}-signature-image`)}.png`;
  const dir = path.join(path.resolve(process.env.UPLOAD_DIR ?? "storage/uploads"), "signature", jobId);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, name), signaturePng(signer));
  return `/api/files/signature/${jobId}/${name}`;
}

function stableId(name: string): string {
  const bytes = createHash("sha1").update(NAMESPACE).update(name).digest().subarray(0, 16);
  bytes.writeUInt8((bytes.readUInt8(6) & 0x0f) | 0x50, 6);
  bytes.writeUInt8((bytes.readUInt8(8) & 0x3f) | 0x80, 8);
  const hex = bytes.toString("hex");
  return [hex.slice(0, 8), hex.slice(8, 12), hex.slice(12, 16), hex.slice(16, 20), hex.slice(20)].join("-");
}

/** Element `index` of a list, wrapping around; never undefined. */
function cycle<T>(items: readonly T[], index: number): T {
  const item = items[index % items.length];
  if (item === undefined) throw new Error("cycle() on an empty list");
  return item;
}

/** mulberry32 seeded from a name, so a row's values do not depend on what was seeded before it. */
function rngFor(name: string) {
  let state = createHash("sha1").update(name).digest().readUInt32LE(0);
  const next = (): number => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return { int, pick: <T,>(items: readonly T[]): T => cycle(items, int(0, items.length - 1)) };
}

// ---------------------------------------------------------------- dates

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const addDays = (date: Date, days: number): Date => new Date(date.getTime() + days * DAY);
// A moment of the demo's past: seeded on a Monday at 08:00, "Monday 09:00" is now.
const notLater = (date: Date): Date => new Date(Math.min(date.getTime(), Date.now()));
const addMinutes = (date: Date, minutes: number): Date => new Date(date.getTime() + minutes * MINUTE);
const now = new Date();
const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
const thisMonday = addDays(today, -((today.getUTCDay() + 6) % 7));

const isWeekday = (day: Date): boolean => day.getUTCDay() >= 1 && day.getUTCDay() <= 5;
const dayKey = (day: Date): string => day.toISOString().slice(0, 10);

const dublinFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Dublin",
  hourCycle: "h23",
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
});

/** UTC instant of a Dublin wall-clock time on `day` (a UTC midnight); follows GMT/IST. */
function dublinTime(day: Date, hour: number): Date {
  const guess = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour);
  const parts = dublinFormat.formatToParts(new Date(guess));
  const part = (type: string): number => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wallAsUtc = Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"));
  return new Date(guess - (wallAsUtc - guess));
}

// Two four-hour shifts a day, Dublin time; jobs start at a shift start so the rota can link them.
const SHIFT_START_HOURS = [8, 13] as const;
const SHIFT_MINUTES = 240;

// ---------------------------------------------------------------- reference data

const SERVICES = [
  ["House Cleaning", "Regular and one-off cleaning of family homes."],
  ["Apartment Cleaning", "Weekly or fortnightly cleaning of apartments and flats."],
  ["Office Cleaning", "Early-morning and after-hours cleaning of offices."],
  ["End of Tenancy Cleaning", "Deep clean so landlords get the property back spotless."],
  ["Commercial Cleaning", "Shops, gyms, clinics and other commercial premises."],
  ["Carpet Cleaning", "Hot-water extraction and stain removal for carpets and rugs."],
  ["Construction Cleaning", "Removing dust and debris after building or renovation work."],
  ["Home Removal", "Packing, moving and a final clean of the old home."],
] as const;
// The demo office's rates for the quote's instant estimate (lib/pricing/rates.ts,
// cents before VAT). Carpet, construction and removals have none, so the
// demo shows both: an estimate, and "we will give you a price when we call".
const homeRates = (visit: number, bedroom: number, bathroom: number, discounts: [number, number, number]) => ({
  basis: "home",
  visitCents: visit,
  bedroomCents: bedroom,
  bathroomCents: bathroom,
  extras: { oven: 3500, windows: 2500, fridge: 2000 },
  discountPercent: { weekly: discounts[0], fortnightly: discounts[1], monthly: discounts[2] },
  spreadPercent: 20,
});
const DEMO_RATES: Record<string, object> = {
  "house-cleaning": homeRates(5500, 1200, 1000, [15, 10, 5]),
  "apartment-cleaning": homeRates(4500, 1000, 1000, [15, 10, 5]),
  "end-of-tenancy-cleaning": { ...homeRates(14000, 4000, 2500, [0, 0, 0]), spreadPercent: 25 },
  "office-cleaning": { basis: "area", sqmCents: 10, minimumCents: 4500, spreadPercent: 20 },
  "commercial-cleaning": { basis: "area", sqmCents: 12, minimumCents: 6000, spreadPercent: 25 },
};

const JOB_SERVICES = [
  "Carpet Cleaning",
  "Construction Cleaning",
  "Office Cleaning",
  "Commercial Cleaning",
  "Apartment Cleaning",
  "House Cleaning",
] as const;
type JobService = (typeof JOB_SERVICES)[number];
const slugify = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
const asciiLower = (text: string): string =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z]/g, "")
    .toLowerCase();

// Street, then Eircode (routing key + unique identifier).
const ADDRESSES = [
  ["14 Griffith Avenue, Drumcondra, Dublin 9", "D09 X2F3"],
  ["27 Ranelagh Road, Ranelagh, Dublin 6", "D06 K5N8"],
  ["Apartment 12, The Gasworks, Barrow Street, Dublin 4", "D04 W6C9"],
  ["8 Main Street, Bray, Co. Wicklow", "A98 H3P2"],
  ["41 Sallins Road, Naas, Co. Kildare", "W91 R6T4"],
  ["3 O'Connell Avenue, Limerick", "V94 E7K1"],
  ["19 Father Mathew Quay, Cork", "T12 N4V6"],
  ["52 Douglas Road, Douglas, Cork", "T12 F8D3"],
  ["6 Salthill Promenade, Salthill, Galway", "H91 C2X7"],
  ["11 The Mall, Waterford", "X91 P5H0"],
  ["23 Parliament Street, Kilkenny", "R95 Y2W1"],
  ["5 Trimgate Street, Navan, Co. Meath", "C15 K7A9"],
  ["Unit 7, Sandyford Business Park, Dublin 18", "D18 T6E5"],
  ["15 Clontarf Road, Clontarf, Dublin 3", "D03 V8R2"],
  ["30 Ennis Road, Limerick", "V94 X3H6"],
  ["9 Dominick Street, Galway", "H91 A6Y4"],
  ["2 Castle Street, Dalkey, Co. Dublin", "A96 E2D4"],
  ["18 Raheen Business Park, Raheen, Limerick", "V94 R8N1"],
] as const;
const address = (index: number): string => cycle(ADDRESSES, index).join(", ");

const COMPANIES = [
  {
    name: "Liffey Property Management",
    address: "3 Custom House Plaza, IFSC, Dublin 1",
    county: "Dublin",
    eircode: "D01 K7W2",
    phoneNumber: "+353 1 672 9410",
    email: "accounts@liffeypm.ie",
    vatNumber: "IE6388047V",
    sites: [address(12), address(2), "3 Custom House Plaza, IFSC, Dublin 1, D01 K7W2"],
  },
  {
    name: "Shannon Office Parks",
    address: "Unit 12, Raheen Business Park, Limerick",
    county: "Limerick",
    eircode: "V94 T2X5",
    phoneNumber: "+353 61 401 288",
    email: "facilities@shannonofficeparks.ie",
    vatNumber: "IE3219874PH",
    sites: [address(17), address(14), address(5)],
  },
] as const;
type CompanyName = (typeof COMPANIES)[number]["name"];

type Person = {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  address: string;
  status?: UserStatus;
  company?: CompanyName;
  base?: readonly [number, number]; // base: usual lat/lng
};
const DUBLIN = [53.3498, -6.2603] as const,
  CORK = [51.8985, -8.4756] as const;
const LIMERICK = [52.6638, -8.6267] as const,
  GALWAY = [53.2707, -9.0568] as const;

const STAFF: Person[] = [
  {
    email: "superadmin@demo.ie",
    firstName: "Aoife",
    lastName: "Byrne",
    phone: "+353 87 310 4420",
    address: address(16),
  },
  { email: "admin@demo.ie", firstName: "Ciarán", lastName: "Murphy", phone: "+353 86 552 1907", address: address(13) },
];
// The first cleaner and the first client are the demo logins.
const CLEANERS: Person[] = [
  {
    email: "cleaner@demo.ie",
    firstName: "Siobhán",
    lastName: "Kelly",
    phone: "+353 87 214 5638",
    address: address(0),
    base: DUBLIN,
  },
  {
    email: "eoin.walsh@demo.ie",
    firstName: "Eoin",
    lastName: "Walsh",
    phone: "+353 85 118 2764",
    address: address(3),
    base: DUBLIN,
  },
  {
    email: "niamh.oconnor@demo.ie",
    firstName: "Niamh",
    lastName: "O'Connor",
    phone: "+353 83 940 3371",
    address: address(7),
    base: CORK,
  },
  {
    email: "padraig.ryan@demo.ie",
    firstName: "Pádraig",
    lastName: "Ryan",
    phone: "+353 89 467 0215",
    address: address(5),
    base: LIMERICK,
  },
  {
    email: "grainne.doyle@demo.ie",
    firstName: "Gráinne",
    lastName: "Doyle",
    phone: "+353 86 723 9048",
    address: address(4),
    base: DUBLIN,
  },
  {
    email: "sean.mccarthy@demo.ie",
    firstName: "Seán",
    lastName: "McCarthy",
    phone: "+353 87 395 6612",
    address: address(6),
    base: CORK,
  },
  {
    email: "roisin.gallagher@demo.ie",
    firstName: "Róisín",
    lastName: "Gallagher",
    phone: "+353 85 604 7783",
    address: address(8),
    base: GALWAY,
    status: UserStatus.pending,
  },
];
const CLIENTS: Person[] = [
  {
    email: "client@demo.ie",
    firstName: "Declan",
    lastName: "O'Brien",
    phone: "+353 87 661 2093",
    address: address(2),
    company: "Liffey Property Management",
  },
  {
    email: "orla.fitzgerald@demo.ie",
    firstName: "Orla",
    lastName: "Fitzgerald",
    phone: "+353 86 284 7751",
    address: address(1),
    company: "Liffey Property Management",
  },
  {
    email: "conor.quinn@demo.ie",
    firstName: "Conor",
    lastName: "Quinn",
    phone: "+353 83 517 4468",
    address: address(14),
    company: "Shannon Office Parks",
  },
  {
    email: "maire.brennan@demo.ie",
    firstName: "Máire",
    lastName: "Brennan",
    phone: "+353 89 732 0584",
    address: address(7),
  },
  {
    email: "fionnuala.nolan@demo.ie",
    firstName: "Fionnuala",
    lastName: "Nolan",
    phone: "+353 87 148 9326",
    address: address(15),
  },
  {
    email: "darragh.kennedy@demo.ie",
    firstName: "Darragh",
    lastName: "Kennedy",
    phone: "+353 85 390 2617",
    address: address(11),
    status: UserStatus.pending,
  },
  {
    email: "ciara.lynch@demo.ie",
    firstName: "Ciara",
    lastName: "Lynch",
    phone: "+353 86 905 1142",
    address: address(9),
    status: UserStatus.banned,
  },
];

const FIRST_NAMES = [
  "Aisling",
  "Brian",
  "Caoimhe",
  "Dónal",
  "Emer",
  "Fiachra",
  "Gearóid",
  "Hannah",
  "Íde",
  "Liam",
  "Méabh",
  "Oisín",
  "Rónán",
  "Saoirse",
  "Tadhg",
] as const;
const LAST_NAMES = [
  "Murray",
  "Doherty",
  "Healy",
  "Power",
  "Daly",
  "Foley",
  "Sweeney",
  "Carroll",
  "Moran",
  "Reilly",
  "Farrell",
  "Cullen",
  "Boyle",
] as const;
const ENQUIRY_MESSAGES = [
  "Could you give me a quote for a deep clean before we move in?",
  "Looking for a fortnightly cleaner, 3-bed semi-detached.",
  "We need our small office cleaned three evenings a week.",
  "Please call me back after 5pm about a one-off clean.",
  "Moving out at the end of the month and need the deposit back!",
  "Two rooms of carpet with a few wine stains, how soon can you come?",
  "Builders finish next Friday, the whole house is covered in dust.",
] as const;

// ---------------------------------------------------------------- seeding steps

type Seeded = Person & { id: string; role: Role; companyId: string | null };
const fullName = (p: Person): string => `${p.firstName} ${p.lastName}`;
// Pending applicants and banned accounts get no jobs, invoices or rota.
const isActive = (p: Person): boolean => (p.status ?? UserStatus.active) === UserStatus.active;

async function seedCompaniesAndCategories(): Promise<Map<string, string>> {
  const companyIds = new Map<string, string>();
  for (const c of COMPANIES) {
    const company = {
      name: c.name,
      email: c.email,
      phoneNumber: c.phoneNumber,
      address: c.address,
      county: c.county,
      eircode: c.eircode,
      vatNumber: c.vatNumber,
    };
    const row = await prisma.company.upsert({
      where: { name: company.name },
      create: { id: stableId(`company:${company.name}`), ...company },
      update: company,
    });
    companyIds.set(company.name, row.id);
  }
  await prisma.$transaction(
    SERVICES.map(([name, description]) => {
      const data = { type: "Services", name, slug: slugify(name), description };
      return prisma.category.upsert({
        where: { slug: data.slug },
        // Rates only on creation: a re-seed keeps what the office set.
        create: { id: stableId(`category:${data.slug}`), ...data, rates: DEMO_RATES[data.slug] },
        update: data,
      });
    }),
  );
  return companyIds;
}

async function seedUsers(companyIds: Map<string, string>): Promise<Seeded[]> {
  // argon2id is deliberately slow: hash the shared demo password once.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const groups: [Role, Person[]][] = [
    [Role.SuperAdministrator, STAFF.slice(0, 1)],
    [Role.Administrator, STAFF.slice(1)],
    [Role.Cleaner, CLEANERS],
    [Role.Client, CLIENTS],
  ];
  const people = groups.flatMap(([role, list]) =>
    list.map((p) => ({ ...p, role, companyId: p.company ? (companyIds.get(p.company) ?? null) : null })),
  );
  // Upsert by email so an account that already exists (e.g. registered by hand) is reused, not duplicated.
  const rows = await prisma.$transaction(
    people.map((p) => {
      const status = p.status ?? UserStatus.active;
      const data = {
        email: p.email,
        passwordHash,
        firstName: p.firstName,
        lastName: p.lastName,
        role: p.role,
        status,
        isVerified: status !== UserStatus.pending,
        phoneNumber: p.phone,
        address: p.address,
        country: "Ireland",
        companyId: p.companyId,
      };
      return prisma.user.upsert({
        where: { email: p.email },
        create: { id: stableId(`user:${p.email}`), ...data },
        update: data,
      });
    }),
  );
  return people.map((p, i) => ({ ...p, id: cycle(rows, i).id }));
}

const irishMobile = (rng: ReturnType<typeof rngFor>): string =>
  `+353 8${rng.pick([3, 5, 6, 7, 9])} ${rng.int(100, 999)} ${rng.int(1000, 9999)}`;

async function seedEnquiries(): Promise<void> {
  const enquiries = Array.from({ length: 30 }, (_, i) => {
    const rng = rngFor(`enquiry-${i}`);
    const [first, last] = [rng.pick(FIRST_NAMES), rng.pick(LAST_NAMES)];
    const [street, eircode] = rng.pick(ADDRESSES);
    // The public form appends the ticked services on their own line in exactly this format.
    const selected =
      i % 2 === 0 ? [rng.pick(SERVICES)[0], rng.pick(SERVICES)[0]].filter((s, k, all) => all.indexOf(s) === k) : [];
    const message = rng.pick(ENQUIRY_MESSAGES) + (selected.length ? `\nSelected Items: ${selected.join(", ")}` : "");
    const names =
      i % 3 === 0
        ? { name: `${first} ${last}`, firstName: null, lastName: null }
        : { name: null, firstName: first, lastName: last };
    const data = {
      ...names,
      email: `${asciiLower(first)}.${asciiLower(last)}${i}@example.com`,
      phone: irishMobile(rng),
      address: street,
      postCode: eircode,
      messageDescription: message,
      domainName: "demo.ie",
      // Most visitors use the English site; a few the French or Vietnamese one.
      locale: i % 10 === 4 ? "fr" : i % 10 === 7 ? "vi" : "en",
      createdAt: addMinutes(now, -(i * 2 * DAY) / MINUTE - rng.int(30, 600)),
    };
    const id = stableId(`enquiry-${i}`);
    return prisma.enquiry.upsert({ where: { id }, create: { id, ...data }, update: data });
  });
  const franchises = Array.from({ length: 5 }, (_, i) => {
    const rng = rngFor(`franchise-${i}`);
    const [first, last] = [rng.pick(FIRST_NAMES), rng.pick(LAST_NAMES)];
    const [street, eircode] = cycle(ADDRESSES, i * 3 + 4);
    const data = {
      firstName: first,
      lastName: last,
      phone: irishMobile(rng),
      address: street,
      postCode: eircode,
      email: `${asciiLower(first)}.${asciiLower(last)}@example.com`,
      messageDescription:
        `I'd like to open a franchise covering ${street.split(", ").at(-1)}. ` +
        `I have ${rng.int(2, 12)} years of experience in facilities management.`,
      createdAt: addDays(now, -(i * 9 + rng.int(1, 6))),
    };
    const id = stableId(`franchise-${i}`);
    return prisma.franchiseEnquiry.upsert({ where: { id }, create: { id, ...data }, update: data });
  });
  await prisma.$transaction([...enquiries, ...franchises]);
}

type SeededJob = {
  id: string;
  name: string;
  title: string;
  stage: number;
  service: JobService;
  location: string;
  scheduledAt: Date;
  client: Seeded;
  cleaner: Seeded | null;
};

// Stage decides when a job happens: finished work lies in the past, new requests in the future.
const STAGE_WINDOW = { 0: [1, 21], 1: [-3, 10], 2: [-25, -1], 3: [-45, -2] } as const;
const MAX_MESSAGES = 4;
const JOB_NOTES = [
  "Pets in the house.",
  "Parking available on site.",
  "Keys with reception.",
  "Please use eco products.",
  "Alarm code sent by text.",
] as const;
const CHAT = {
  client: [
    "Hi, could you pay extra attention to the kitchen?",
    "Is the time still okay for you?",
    "The key is in the lockbox, code sent by text.",
    "Thanks a million, the place looks great!",
  ],
  cleaner: [
    "No problem, I'll bring the steam cleaner.",
    "On my way, there in about 15 minutes.",
    "All done, spare key left with reception.",
    "Running 10 minutes late, sorry!",
  ],
  admin: [
    "Booking confirmed, thanks.",
    "I've updated the schedule for this job.",
    "Invoice will follow once the job is signed off.",
    "Let us know if anything needs a touch-up.",
  ],
} as const;

async function seedJobs(users: Seeded[], admin: Seeded): Promise<SeededJob[]> {
  const clients = users.filter((u) => u.role === Role.Client && isActive(u));
  const cleaners = users.filter((u) => u.role === Role.Cleaner && isActive(u));
  // Weighted rotations give the demo client and the demo cleaner plenty of jobs.
  const clientOrder = [0, 1, 2, 0, 3, 4],
    cleanerOrder = [0, 1, 2, 0, 3, 4, 0, 5];
  const taken = new Set<string>();
  const jobs: SeededJob[] = [];
  let assigned = 0;
  for (let i = 0; i < 40; i++) {
    const name = `job-${i + 1}`,
      rng = rngFor(name);
    const stage = (i % 4) as keyof typeof STAGE_WINDOW;
    const client = cycle(clients, cycle(clientOrder, i));
    const cleaner = stage === Stage.New && i % 8 === 0 ? null : cycle(cleaners, cycle(cleanerOrder, assigned++));
    const company = COMPANIES.find((c) => c.name === client.company);
    // Find a free weekday slot for the cleaner, moving away from today so past jobs stay past.
    const [lo, hi] = STAGE_WINDOW[stage];
    const direction = hi > 0 ? 1 : -1;
    let day = addDays(today, rng.int(lo, hi)),
      hour: number = rng.pick(SHIFT_START_HOURS);
    const slot = (d: Date, h: number): string => `${cleaner?.email ?? "unassigned"}|${dayKey(d)}|${h}`;
    for (;;) {
      if (isWeekday(day) && !taken.has(slot(day, hour))) break;
      const other = hour === 8 ? 13 : 8;
      if (isWeekday(day) && !taken.has(slot(day, other))) {
        hour = other;
        break;
      }
      day = addDays(day, direction);
    }
    if (cleaner) taken.add(slot(day, hour));
    const service = rng.pick(JOB_SERVICES),
      location = company ? rng.pick(company.sites) : client.address;
    const title = `${service} – ${location.split(", ").at(-2) ?? location}`;
    jobs.push({
      id: stableId(name),
      name,
      title,
      stage,
      service,
      location,
      scheduledAt: dublinTime(day, hour),
      client,
      cleaner,
    });
  }
  await prisma.$transaction(
    jobs.flatMap((job) => {
      const rng = rngFor(`${job.name}-details`);
      const createdAt = addMinutes(job.scheduledAt < now ? job.scheduledAt : now, -rng.int(2 * 24 * 60, 10 * 24 * 60));
      const data = {
        title: job.title,
        description: `${job.service} for ${fullName(job.client)}. ${rng.pick(JOB_NOTES)}`,
        location: job.location,
        service: job.service,
        stage: job.stage,
        scheduledAt: job.scheduledAt,
        // A visit lasts one four-hour shift; with a cleaner, it is their shift on the rota.
        scheduledEndAt: addMinutes(job.scheduledAt, SHIFT_MINUTES),
        clientId: job.client.id,
        assigneeId: job.cleaner?.id ?? null,
        companyId: job.client.companyId,
        createdAt,
      };
      // Conversation between the client, the assignee (or the office when unassigned) and the admin.
      const senders = [job.client, admin, job.cleaner ?? admin, job.client];
      let sentAt = createdAt;
      const messageId = (k: number): string => stableId(`${job.name}-message-${k}`);
      const messages = Array.from({ length: rng.int(0, MAX_MESSAGES) }, (_, k) => {
        const sender = cycle(senders, k);
        sentAt = addMinutes(sentAt, rng.int(20, 8 * 60));
        const texts = sender === admin ? CHAT.admin : sender === job.client ? CHAT.client : CHAT.cleaner;
        return {
          id: messageId(k),
          jobId: job.id,
          senderId: sender.id,
          text: cycle(texts, k + rng.int(0, 3)),
          createdAt: sentAt,
        };
      });
      const signature = {
        signerName: fullName(job.client),
        signatureImagePath: job.stage === Stage.Completed ? saveSignature(job.id, fullName(job.client)) : "",
        notes: "Signed on completion.",
        signedById: job.client.id,
        signedAt: addMinutes(job.scheduledAt, SHIFT_MINUTES),
      };
      return [
        prisma.job.upsert({ where: { id: job.id }, create: { id: job.id, ...data }, update: data }),
        // Drop seeded messages a previous version of the seed may have left behind (never users' own).
        prisma.chatMessage.deleteMany({
          where: { id: { in: Array.from({ length: MAX_MESSAGES }, (_, k) => messageId(k)).slice(messages.length) } },
        }),
        ...messages.map((m) => prisma.chatMessage.upsert({ where: { id: m.id }, create: m, update: m })),
        // Only completed jobs are signed off.
        job.stage === Stage.Completed
          ? prisma.jobSignature.upsert({
              where: { jobId: job.id },
              create: { id: stableId(`${job.name}-signature`), jobId: job.id, ...signature },
              update: signature,
            })
          : prisma.jobSignature.deleteMany({ where: { jobId: job.id } }),
      ];
    }),
  );
  return jobs;
}

const PRICE_LIST: Record<JobService, readonly (readonly [string, number])[]> = {
  "House Cleaning": [
    ["Standard clean (per hour)", 3000],
    ["Oven deep clean", 6500],
    ["Interior windows", 4000],
  ],
  "Apartment Cleaning": [
    ["Apartment clean (per hour)", 3000],
    ["Fridge deep clean", 3500],
    ["Balcony sweep and wash", 2500],
  ],
  "Office Cleaning": [
    ["Office clean (per hour)", 3200],
    ["Washroom sanitising", 4500],
    ["Desk and screen wipe-down", 1500],
  ],
  "Commercial Cleaning": [
    ["Commercial clean (per hour)", 3400],
    ["Floor buffing", 12000],
    ["Waste removal", 5500],
  ],
  "Carpet Cleaning": [
    ["Carpet steam clean (per room)", 4500],
    ["Stain treatment", 2500],
    ["Rug cleaning", 3500],
  ],
  "Construction Cleaning": [
    ["Post-construction clean (per hour)", 3800],
    ["Dust extraction", 9500],
    ["Paint splash removal", 4000],
  ],
};
// Per status: how many days ago the invoice was issued; overdue ones are past their 30-day term.
const ISSUED_DAYS_AGO = { 0: [0, 2], 1: [3, 20], 2: [20, 75], 3: [40, 70] } as const;

/**
 * The day a paid invoice was paid, as the app records it (a calendar day, 00:00 UTC):
 * 3 to 30 days after its issue, never after today. The overview's revenue counts
 * invoices by this day, so a paid invoice without one earns nothing.
 */
function paidDay(name: string, issueDate: Date): Date {
  const paid = addDays(issueDate, rngFor(`${name}-paid`).int(3, 30));
  return paid > today ? today : paid;
}

async function seedInvoices(users: Seeded[], admin: Seeded, jobs: SeededJob[]): Promise<void> {
  const clients = users.filter((u) => u.role === Role.Client && isActive(u));
  const clientOrder = [0, 1, 0, 2, 3, 0, 4];
  const usedJobs = new Set<string>();
  const drafts = Array.from({ length: 20 }, (_, i) => {
    const rng = rngFor(`invoice-${i}`);
    const status = (i % 4) as keyof typeof ISSUED_DAYS_AGO;
    const client = cycle(clients, cycle(clientOrder, i));
    // Bill a finished job of this client if one is left, otherwise any of their jobs.
    const own = jobs.filter((j) => j.client.id === client.id && !usedJobs.has(j.id));
    const job = own.find((j) => j.stage === Stage.Completed) ?? own[0] ?? null;
    if (job) usedJobs.add(job.id);
    const [lo, hi] = ISSUED_DAYS_AGO[status];
    return { i, rng, status, client, job, issueDate: addDays(today, -rng.int(lo, hi)) };
  });
  // Number invoices in issue order, as a real ledger would be.
  drafts.sort((a, b) => a.issueDate.getTime() - b.issueDate.getTime() || a.i - b.i);
  for (const [n, { rng, status, client, job, issueDate }] of drafts.entries()) {
    const invoiceNumber = `INV-2026-${String(n + 1).padStart(4, "0")}`;
    const name = `invoice-${invoiceNumber}`;
    const service = job?.service ?? rng.pick(JOB_SERVICES);
    const items = Array.from({ length: rng.int(1, 4) }, (_, k) => {
      const [description, unitPriceCents] = cycle(PRICE_LIST[service], k);
      const quantity = rng.int(1, 4);
      return { position: k + 1, description, service, quantity, unitPriceCents, totalCents: quantity * unitPriceCents };
    });
    const subTotalCents = items.reduce((sum, item) => sum + item.totalCents, 0);
    const discountCents = n % 3 === 0 ? Math.round(subTotalCents / 10) : 0; // 10 % loyalty discount
    const taxCents = Math.round(((subTotalCents - discountCents) * TAX_RATE_BP) / 10000);
    const shippingCents = 0;
    // Drafted at 09:00 on its day of issue and, unless still a draft, e-mailed at 09:30.
    const sentAt = status === InvoiceStatus.Draft ? null : notLater(addMinutes(issueDate, 9.5 * 60));
    const paidAt = status === InvoiceStatus.Paid ? paidDay(name, issueDate) : null;
    const data = {
      invoiceNumber,
      status,
      issueDate,
      dueDate: addDays(issueDate, 30),
      sentAt,
      paidAt,
      currency: "EUR",
      subTotalCents,
      taxRateBp: TAX_RATE_BP,
      taxCents,
      discountCents,
      shippingCents,
      totalCents: subTotalCents - discountCents + taxCents + shippingCents,
      notes:
        status === InvoiceStatus.Overdue
          ? "Payment reminder sent."
          : "Payment due within 30 days. Thank you for your business.",
      clientId: client.id,
      companyId: client.companyId,
      jobId: job?.id ?? null,
    };
    await prisma.$transaction(async (tx) => {
      const invoice = await tx.invoice.upsert({
        where: { invoiceNumber },
        create: { id: stableId(name), ...data },
        update: data,
      });
      await tx.invoiceItem.deleteMany({ where: { invoiceId: invoice.id, position: { gt: items.length } } });
      // Its history, as the office's actions would have written it (lib/server/invoices/invoice-events.ts).
      const events = [
        { type: "created", at: notLater(addMinutes(issueDate, 9 * 60)), data: { status: InvoiceStatus.Draft } },
        ...(sentAt ? [{ type: "emailed", at: sentAt, data: { email: client.email, locale: "en", issued: true } }] : []),
        ...(paidAt
          ? [{ type: "status", at: notLater(addMinutes(paidAt, 15 * 60)), data: { from: 1, to: 2, paidAt } }]
          : []),
      ];
      await tx.invoiceEvent.deleteMany({ where: { invoiceId: invoice.id } });
      await tx.invoiceEvent.createMany({
        data: events.map((event, k) => ({
          id: stableId(`${name}-event-${k}`),
          invoiceId: invoice.id,
          type: event.type,
          actorId: admin.id,
          data: JSON.stringify(event.data),
          createdAt: event.at,
        })),
      });
      for (const item of items) {
        await tx.invoiceItem.upsert({
          where: { invoiceId_position: { invoiceId: invoice.id, position: item.position } },
          create: { id: stableId(`${name}-item-${item.position}`), invoiceId: invoice.id, ...item },
          update: item,
        });
      }
    });
  }
}

/**
 * Rota: every assigned job's own shift (its cleaner, times and address, as the app keeps it:
 * lib/server/rota/job-shift.ts), standby shifts in the free slots of this week and next, and
 * this week published. Clock records and timesheets for the two weeks before.
 */
async function seedRotaAndTime(users: Seeded[], admin: Seeded, jobs: SeededJob[]): Promise<void> {
  const cleaners = users.filter((u) => u.role === Role.Cleaner && isActive(u));
  const jobAt = new Map(
    jobs.filter((j) => j.cleaner).map((j) => [`${j.cleaner?.id}|${j.scheduledAt.toISOString()}`, j]),
  );
  // Mon-Fri shift starts of a week relative to this one, with a stable key for the row ids.
  const weekdaySlots = (week: number) =>
    [0, 1, 2, 3, 4].flatMap((d) =>
      SHIFT_START_HOURS.map((hour) => ({
        key: `w${week}-d${d}-${hour}`,
        start: dublinTime(addDays(thisMonday, week * 7 + d), hour),
      })),
    );
  const writes = [];
  // One shift per assigned job; an unassigned job has none (a job left so since the last run loses it).
  for (const job of jobs) {
    const id = stableId(`shift-${job.name}`);
    if (!job.cleaner) {
      writes.push(prisma.rotaShift.deleteMany({ where: { id } }));
      continue;
    }
    const data = {
      cleanerId: job.cleaner.id,
      jobId: job.id,
      location: job.location,
      startsAt: job.scheduledAt,
      endsAt: addMinutes(job.scheduledAt, SHIFT_MINUTES),
      notes: null,
      seriesId: null,
      createdById: admin.id,
    };
    writes.push(prisma.rotaShift.upsert({ where: { id }, create: { id, ...data }, update: data }));
  }
  for (const cleaner of cleaners) {
    for (const week of [0, 1]) {
      for (const { key, start } of weekdaySlots(week)) {
        const id = stableId(`shift-${cleaner.email}-${key}`);
        // A slot with the cleaner's job is that job's shift: no standby shift on top of it.
        if (jobAt.has(`${cleaner.id}|${start.toISOString()}`)) {
          writes.push(prisma.rotaShift.deleteMany({ where: { id } }));
          continue;
        }
        // The two daily shifts are 08-12 and 13-17, so one cleaner's shifts can never overlap.
        const data = {
          cleanerId: cleaner.id,
          jobId: null,
          location: cleaner.address,
          startsAt: start,
          endsAt: addMinutes(start, SHIFT_MINUTES),
          createdById: admin.id,
          notes: "Standby / regular contract clean",
        };
        writes.push(prisma.rotaShift.upsert({ where: { id }, create: { id, ...data }, update: data }));
      }
    }
    // Newest week first: when the weeks roll on, a sheet moves into the slot the newer one just left,
    // which keeps the unique (userId, periodStart) free.
    for (const week of [-1, -2]) {
      let minutesWorked = 0;
      for (const { key, start } of weekdaySlots(week)) {
        const rng = rngFor(`clock-${cleaner.email}-${key}`);
        const [lat, lng] = cleaner.base ?? DUBLIN;
        const clockInAt = addMinutes(start, rng.int(-7, 6)),
          clockOutAt = addMinutes(start, SHIFT_MINUTES + rng.int(-5, 9));
        minutesWorked += (clockOutAt.getTime() - clockInAt.getTime()) / MINUTE;
        const jitter = (): number => rng.int(-120, 120) / 10000;
        const id = stableId(`clock-${cleaner.email}-${key}`);
        const data = {
          userId: cleaner.id,
          jobId: jobAt.get(`${cleaner.id}|${start.toISOString()}`)?.id ?? null,
          clockInAt,
          clockOutAt,
          clockInLat: lat + jitter(),
          clockInLng: lng + jitter(),
          clockOutLat: lat + jitter(),
          clockOutLng: lng + jitter(),
          notes: null,
        };
        writes.push(prisma.clockRecord.upsert({ where: { id }, create: { id, ...data }, update: data }));
      }
      const periodStart = addDays(thisMonday, week * 7);
      const approved = week === -2;
      const id = stableId(`timesheet-${cleaner.email}-w${week}`);
      const data = {
        userId: cleaner.id,
        periodStart,
        periodEnd: new Date(addDays(periodStart, 7).getTime() - 1),
        minutesWorked,
        status: approved ? TimesheetStatus.approved : TimesheetStatus.submitted,
        approvedById: approved ? admin.id : null,
        notes: approved ? "Approved by the office." : "Submitted for approval.",
      };
      writes.push(prisma.timesheet.upsert({ where: { id }, create: { id, ...data }, update: data }));
      // Its history, as the screens would have written it: the cleaner submitted it on the
      // Monday after the week, and the office approved the older week on the Tuesday.
      const history = [
        { action: "submitted", byId: cleaner.id, createdAt: notLater(dublinTime(addDays(periodStart, 7), 9)) },
        ...(approved
          ? [{ action: "approved", byId: admin.id, createdAt: dublinTime(addDays(periodStart, 8), 10) }]
          : []),
      ];
      for (const event of history) {
        const eventId = stableId(`timesheet-${cleaner.email}-w${week}-${event.action}`);
        const eventData = { timesheetId: id, reason: null, ...event };
        writes.push(
          prisma.timesheetEvent.upsert({
            where: { id: eventId },
            create: { id: eventId, ...eventData },
            update: eventData,
          }),
        );
      }
    }
  }
  await prisma.$transaction(writes);
  await seedClockRequest(cleaners);
  await seedMissedClocking(cleaners);

  // This week's rota was published the Friday before (no mail: the seed sends none). A week
  // someone already published is left as it is.
  const weekStart = dublinTime(thisMonday, 0);
  const publicationId = stableId("rota-publication-this-week");
  if (!(await prisma.rotaPublication.findUnique({ where: { weekStart } }))) {
    const publication = { weekStart, publishedAt: addDays(weekStart, -3), publishedById: admin.id };
    await prisma.rotaPublication.upsert({
      where: { id: publicationId },
      create: { id: publicationId, ...publication },
      update: publication,
    });
  }

  // The demo cleaner is "on the clock" during today's working hours; otherwise no record is left open.
  const demo = cleaners[0],
    openId = stableId("clock-open-today");
  const startOfDay = dublinTime(today, 8);
  if (demo && isWeekday(today) && now > addMinutes(startOfDay, 10) && now < dublinTime(today, 17)) {
    const [lat, lng] = demo.base ?? DUBLIN;
    const data = {
      userId: demo.id,
      jobId: jobAt.get(`${demo.id}|${startOfDay.toISOString()}`)?.id ?? null,
      clockInAt: addMinutes(startOfDay, 3),
      clockOutAt: null,
      clockInLat: lat,
      clockInLng: lng,
      notes: "Currently on site.",
    };
    await prisma.clockRecord.upsert({ where: { id: openId }, create: { id: openId, ...data }, update: data });
  } else {
    await prisma.clockRecord.deleteMany({ where: { id: openId } });
  }
}

// Two requests waiting for the office. A correction: the second cleaner
// stayed on last Friday afternoon and asked on Monday morning (left alone
// when another request of theirs waits for that record).
async function seedClockRequest(cleaners: Seeded[]): Promise<void> {
  const asker = cleaners[1];
  if (!asker) return;
  const recordId = stableId(`clock-${asker.email}-w-1-d4-13`);
  const record = await prisma.clockRecord.findUnique({ where: { id: recordId } });
  const id = stableId("clock-request-friday");
  const waiting = await prisma.clockCorrectionRequest.findUnique({ where: { pendingFor: recordId } });
  if (!record?.clockOutAt || (waiting && waiting.id !== id)) return;
  const data = {
    recordId,
    userId: asker.id,
    clockInAt: null,
    clockOutAt: addMinutes(record.clockOutAt, 40),
    reason: "I stayed on to finish the kitchen deep clean the client asked for, and forgot to clock out.",
    status: ClockRequestStatus.pending,
    pendingFor: recordId,
    decidedById: null,
    decidedAt: null,
    note: null,
    correctionId: null,
    createdAt: notLater(dublinTime(thisMonday, 9)),
  };
  await prisma.clockCorrectionRequest.upsert({ where: { id }, create: { id, ...data }, update: data });
}

// And a missed clocking: the third cleaner's phone was flat for a Saturday
// morning's extra clean (no record that day, so none it could overlap).
async function seedMissedClocking(cleaners: Seeded[]): Promise<void> {
  const flat = cleaners[2];
  if (!flat) return;
  const missedId = stableId("clock-request-missed-saturday");
  const saturday = addDays(thisMonday, -2);
  const missed = {
    recordId: null,
    userId: flat.id,
    clockInAt: dublinTime(saturday, 9),
    clockOutAt: dublinTime(saturday, 12),
    reason: "My phone was flat on Saturday morning; I did the end-of-tenancy clean in Rathmines from 9 to 12.",
    status: ClockRequestStatus.pending,
    pendingFor: null,
    decidedById: null,
    decidedAt: null,
    note: null,
    correctionId: null,
    createdAt: notLater(dublinTime(thisMonday, 8)),
  };
  await prisma.clockCorrectionRequest.upsert({
    where: { id: missedId },
    create: { id: missedId, ...missed },
    update: missed,
  });
}

// ---------------------------------------------------------------- main

async function main(): Promise<void> {
  const started = Date.now();
  const companyIds = await seedCompaniesAndCategories();
  const users = await seedUsers(companyIds);
  const admin = users.find((u) => u.email === "admin@demo.ie");
  if (!admin) throw new Error("admin@demo.ie was not seeded");
  await seedEnquiries();
  const jobs = await seedJobs(users, admin);
  await seedInvoices(users, admin, jobs);
  await seedRotaAndTime(users, admin, jobs);

  const counts = {
    users: await prisma.user.count(),
    companies: await prisma.company.count(),
    categories: await prisma.category.count(),
    enquiries: await prisma.enquiry.count(),
    franchiseEnquiries: await prisma.franchiseEnquiry.count(),
    jobs: await prisma.job.count(),
    chatMessages: await prisma.chatMessage.count(),
    signatures: await prisma.jobSignature.count(),
    invoices: await prisma.invoice.count(),
    invoiceItems: await prisma.invoiceItem.count(),
    rotaShifts: await prisma.rotaShift.count(),
    rotaPublications: await prisma.rotaPublication.count(),
    clockRecords: await prisma.clockRecord.count(),
    clockRequests: await prisma.clockCorrectionRequest.count(),
    timesheets: await prisma.timesheet.count(),
  };
  console.log(`Seed finished in ${((Date.now() - started) / 1000).toFixed(1)} s. Rows in the database:`);
  console.table(counts);
  console.log(`Demo logins (password "${DEMO_PASSWORD}"):`);
  for (const email of ["superadmin@demo.ie", "admin@demo.ie", "cleaner@demo.ie", "client@demo.ie"]) {
    const user = users.find((u) => u.email === email);
    console.log(`  ${email.padEnd(20)} ${user?.role ?? ""}`);
  }
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => prisma.$disconnect());
