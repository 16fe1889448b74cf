import { describe, expect, it } from "vitest";
import { withSelectedServices, ZCreateEnquiry } from "./enquiry";

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
