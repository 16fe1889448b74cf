import { describe, expect, it } from "vitest";
import { withSelectedServices, ZCallbackForm, ZCreateEnquiry } from "./enquiry";
import { ZOfficeEnquiryForm } from "./enquiry-office";

const valid = {
  id: "2f1c7a52-0c9e-4b8a-9f3e-5d2b8c1a4e77",
  name: "Máire Ní Bhriain",
  email: "Maire@Example.ie",
  phone: "087 123 4567",
  address: "12 Main Street, Galway",
  postCode: "h91e2k3",
};

describe("enquiry rules", () => {
  it("appends the chosen services after a 'Selected Items: ' line (spec §3)", () => {
    expect(withSelectedServices("Please call after 5", ["House Cleaning", "Carpet Cleaning"])).toBe(
      "Please call after 5\nSelected Items: House Cleaning, Carpet Cleaning",
    );
    expect(withSelectedServices(undefined, ["Office Cleaning"])).toBe("Selected Items: Office Cleaning");
    expect(withSelectedServices("Hello", [])).toBe("Hello");
  });

  it("normalises e-mail and Eircode", () => {
    const parsed = ZCreateEnquiry.parse(valid);
    expect(parsed.email).toBe("maire@example.ie");
    expect(parsed.postCode).toBe("H91 E2K3");
  });

  it.each(["01 234 5678", "+353 87 123 4567", "00353871234567", "(021) 490-1234"])(
    "accepts the Irish number %s",
    (phone) => {
      expect(ZCreateEnquiry.safeParse({ ...valid, phone }).success).toBe(true);
    },
  );

  it.each(["12345", "+44 20 7946 0958", "087 abc 4567", "0871234567890"])("refuses the phone number %s", (phone) => {
    expect(ZCreateEnquiry.safeParse({ ...valid, phone }).success).toBe(false);
  });

  it("accepts first and last name instead of name, but not half of them", () => {
    const { name: _name, ...rest } = valid;
    expect(ZCreateEnquiry.safeParse({ ...rest, firstName: "Máire", lastName: "Ní Bhriain" }).success).toBe(true);
    const half = ZCreateEnquiry.safeParse({ ...rest, firstName: "Máire" });
    expect(half.error?.issues.map((i) => i.path.join("."))).toEqual(["lastName"]);
  });

  it("refuses a UUID that is not version 4", () => {
    expect(ZCreateEnquiry.safeParse({ ...valid, id: "2f1c7a52-0c9e-1b8a-9f3e-5d2b8c1a4e77" }).success).toBe(false);
  });
});

// Issue #16: the Eircode may be left empty when the address names a town or county.
describe("an Eircode, or a town or county in the address", () => {
  const form = { name: "Máire Ní Bhriain", email: "maire@example.ie", phone: "087 123 4567" };
  const issues = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
    result.error?.issues.map((issue) => `${issue.path.join(".")}:${issue.message}`) ?? [];

  it.each([
    ["12 Main Street, Co. Cork", ""],
    ["12 Main Street, County Cork", ""],
    ["12 Main Street, cork", ""],
    ["Flat 3, 8 Camden Row, Dublin 8", ""],
    ["7 Church Road, Swords", "   "],
    ["14 Orchard Way", "d02x285"],
  ])("the callback form and the API take %j with the Eircode %j", (address, postCode) => {
    const expected = postCode.trim() ? "D02 X285" : "";
    expect(ZCallbackForm.parse({ ...form, address, postCode }).postCode).toBe(expected);
    expect(ZCreateEnquiry.parse({ ...valid, address, postCode }).postCode).toBe(expected);
  });

  it("asks for one or the other on the post code when neither is given", () => {
    for (const result of [
      ZCallbackForm.safeParse({ ...form, address: "14 Orchard Way", postCode: "" }),
      ZCreateEnquiry.safeParse({ ...valid, address: "14 Orchard Way", postCode: "" }),
      ZCreateEnquiry.safeParse({ ...valid, address: "14 Orchard Way", postCode: undefined }),
    ])
      expect(issues(result)).toEqual(["postCode:eircodeOrPlace"]);
  });

  it("names the missing address and the post code together", () => {
    expect(issues(ZCallbackForm.safeParse({ ...form, address: "", postCode: "" }))).toEqual([
      "address:required",
      "postCode:eircodeOrPlace",
    ]);
  });

  it("says what an Eircode looks like when the one typed is wrong, whatever the address", () => {
    expect(issues(ZCallbackForm.safeParse({ ...form, address: "1 Main Street, Cork", postCode: "D02" }))).toEqual([
      "postCode:eircode",
    ]);
  });

  it("leaves the office's own form asking for the Eircode (spec §5)", () => {
    const office = { ...form, address: "1 Main Street, Cork", messageDescription: "Phoned in." };
    expect(issues(ZOfficeEnquiryForm.safeParse({ ...office, postCode: "" }))).toEqual(["postCode:required"]);
    expect(ZOfficeEnquiryForm.parse({ ...office, postCode: "t12xy34" }).postCode).toBe("T12 XY34");
  });
});
