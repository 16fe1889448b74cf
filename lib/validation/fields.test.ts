import { describe, expect, it } from "vitest";
import { ZCreateChatMessage } from "./chat";
import { ZCreateEnquiry } from "./enquiry";
import {
  zEircode,
  zEircodeOrUkPostcode,
  zIrishOrUkPhone,
  zIrishPhone,
  zOptionalEircode,
  zOptionalText,
  zRequiredText,
} from "./fields";
import { ZCreateJob, ZCreateJobByStaff } from "./jobs";
import { ZCreateShift } from "./rota";
import { ZUpdateUser } from "./users";

const errorOf = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join(".")}:${issue.message}`);

// Direction overrides and isolates, NUL, other C0 and C1 controls, DEL.
const HIDDEN = [
  "\u202e",
  "\u202a",
  "\u202d",
  "\u2066",
  "\u2067",
  "\u2068",
  "\u2069",
  "\u0000",
  "\u001b",
  "\u0085",
  "\u007f",
];

describe("text fields refuse invisible control characters", () => {
  it.each(HIDDEN)("single-line and multi-line fields refuse U+%s", (char) => {
    const code = char.codePointAt(0)!.toString(16).padStart(4, "0");
    expect(errorOf(zRequiredText(60).safeParse(`Ann${char}e`)), code).toEqual([":controlCharacters"]);
    expect(errorOf(zOptionalText(60, { multiline: true }).safeParse(`Hello${char}\nthere`)), code).toEqual([
      ":controlCharacters",
    ]);
  });

  it("single-line fields refuse newlines and tabs inside; multi-line fields keep them", () => {
    expect(errorOf(zRequiredText(60).safeParse("Line one\nline two"))).toEqual([":controlCharacters"]);
    expect(errorOf(zRequiredText(60).safeParse("Tab\there"))).toEqual([":controlCharacters"]);
    expect(zOptionalText(200, { multiline: true }).parse("Line one\r\nline two\tend\r\n")).toBe(
      "Line one\nline two\tend",
    );
  });

  it("phone numbers refuse line breaks, tabs and hidden characters between their digits", () => {
    for (const phone of ["087\n1234567", "087\t123\r4567", "087\u000b1234567", "087\u20281234567", "087 123\u202e4567"])
      expect(zIrishPhone.safeParse(phone).success, JSON.stringify(phone)).toBe(false);
    expect(errorOf(zIrishPhone.safeParse("087\n1234567"))).toEqual([":controlCharacters"]);
    for (const phone of ["087 123 4567", "+353 (87) 123-4567", "01.555.0123", "087\u00a0123\u00a04567"])
      expect(zIrishPhone.parse(` ${phone} `)).toBe(phone);
  });

  it("keeps ordinary text in every script, and the plain direction marks of Arabic text", () => {
    for (const text of [
      "Siobhán Ó Briain",
      "Nguyễn Thị Hương",
      "王小明",
      "فاطمة الزهراء",
      "عنوان\u200f 12",
      "Ł\u200eódź",
    ]) {
      expect(zRequiredText(60).parse(text)).toBe(text);
    }
  });

  it("names the field in the API's schemas", () => {
    const enquiry = ZCreateEnquiry.safeParse({
      id: "2f1c7a52-0c9e-4b8a-9f3e-5d2b8c1a4e77",
      name: "gpj.exe\u202eevil",
      email: "a@b.ie",
      phone: "087\n123 4567",
      address: "1 Main St\u0000",
      postCode: "D02 X285",
      messageDescription: "Please call\nafter five",
    });
    expect(errorOf(enquiry)).toEqual([
      "name:controlCharacters",
      "phone:controlCharacters",
      "address:controlCharacters",
    ]);
    expect(
      errorOf(ZCreateJob.safeParse({ title: "Clean\u2066", location: "Cork", service: "House Cleaning" })),
    ).toEqual(["title:controlCharacters"]);
    expect(errorOf(ZUpdateUser.safeParse({ id: "2f1c7a52-0c9e-4b8a-9f3e-5d2b8c1a4e77", lastName: "B\u0007" }))).toEqual(
      ["lastName:controlCharacters"],
    );
    const jobId = "2f1c7a52-0c9e-4b8a-9f3e-5d2b8c1a4e77";
    expect(ZCreateChatMessage.safeParse({ jobId, text: "See you\nat nine" }).success).toBe(true);
    expect(errorOf(ZCreateChatMessage.safeParse({ jobId, text: "\u202eenin ta" }))).toEqual(["text:controlCharacters"]);
  });
});

describe("post codes", () => {
  it("stores an Eircode in its usual form and says what one looks like when it is wrong", () => {
    expect(zEircode.parse(" d02x285 ")).toBe("D02 X285");
    expect(errorOf(zEircode.safeParse("D02 X28"))).toEqual([":eircode"]);
    expect(errorOf(zEircode.safeParse("  "))).toEqual([":required"]);
  });

  it("lets the callback's Eircode be empty, but not wrong", () => {
    expect(zOptionalEircode.parse(undefined)).toBe("");
    expect(zOptionalEircode.parse("   ")).toBe("");
    expect(zOptionalEircode.parse("t12 xy34")).toBe("T12 XY34");
    expect(errorOf(zOptionalEircode.safeParse("BT1 1AA"))).toEqual([":eircode"]);
    expect(errorOf(zOptionalEircode.safeParse(42))).toEqual([":eircode"]);
  });

  it.each([
    ["d02x285", "D02 X285"],
    ["bt11aa", "BT1 1AA"],
    ["sw1a 1aa", "SW1A 1AA"],
  ])("takes the Eircode or UK postcode %j as %j", (typed, stored) => {
    expect(zEircodeOrUkPostcode.parse(typed)).toBe(stored);
  });

  it.each([
    ["", "required"],
    ["Belfast", "eircodeOrUkPostcode"],
    ["BT1 1A", "eircodeOrUkPostcode"],
    ["75001", "eircodeOrUkPostcode"],
  ])("refuses the post code %j with %s", (typed, key) => {
    expect(errorOf(zEircodeOrUkPostcode.safeParse(typed))).toEqual([`:${key}`]);
  });
});

describe("Irish or UK phone numbers (the franchise form)", () => {
  it.each([
    "087 123 4567",
    "+353 1 555 0123",
    "028 9012 3456",
    "02890123456",
    "+44 28 9012 3456",
    "+44 (0)28 9012 3456",
    "0044 28 9012 3456",
    "07700 900123",
    "+44 7700 900123",
    "020 7946 0958",
  ])("takes %j, stored as typed", (phone) => {
    expect(zIrishOrUkPhone.parse(` ${phone} `)).toBe(phone);
  });

  it.each(["+44 28 9012", "+44 28 9012 34567", "+33 1 23 45 67 89", "0044 0 28", "12345"])("refuses %j", (phone) => {
    expect(errorOf(zIrishOrUkPhone.safeParse(phone))).toEqual([":phoneIeOrUk"]);
  });

  it("still keeps the other forms to Irish numbers", () => {
    expect(errorOf(zIrishPhone.safeParse("028 9012 3456"))).toEqual([":phone"]);
    expect(errorOf(zIrishPhone.safeParse("+44 28 9012 3456"))).toEqual([":phone"]);
  });
});

describe("ids picked in a form", () => {
  const CLEANER = "0d5e2a4c-3b6f-4c8d-9e1f-2a3b4c5d6e7f";

  it("say an empty pick is required, and only a malformed id is not a UUID", () => {
    // The rota's new shift, sent empty (its pickers give undefined, then null once cleared).
    for (const cleanerId of [undefined, null, ""]) {
      expect(errorOf(ZCreateShift.safeParse({ cleanerId }))).toContain("cleanerId:required");
    }
    expect(errorOf(ZCreateShift.safeParse({ cleanerId: "Siobhán" }))).toContain("cleanerId:uuid");
    // A job picker cleared again means no job.
    const shift = {
      cleanerId: CLEANER,
      location: "Cork",
      startsAt: "2026-11-02T09:00:00Z",
      endsAt: "2026-11-02T12:00:00Z",
    };
    expect(ZCreateShift.safeParse({ ...shift, jobId: null }).success).toBe(true);
  });

  it("make the office name the client of a new job, on the first submit, with the other fields", () => {
    const empty = { title: "", description: "", location: "", service: "", scheduledAt: null, scheduledEndAt: null };
    expect(errorOf(ZCreateJobByStaff.safeParse({ ...empty, userAssigneeId: null }))).toEqual([
      "title:required",
      "location:required",
      "service:service",
      "userClientId:required",
    ]);
    const job = { title: "Deep clean", location: "Cork", service: "House Cleaning" };
    expect(errorOf(ZCreateJobByStaff.safeParse({ ...job, userClientId: null }))).toEqual(["userClientId:required"]);
    expect(ZCreateJobByStaff.safeParse({ ...job, userClientId: CLEANER }).success).toBe(true);
    // A client's own request has no client field.
    expect(ZCreateJob.safeParse(job).success).toBe(true);
  });
});
