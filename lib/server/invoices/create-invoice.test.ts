import { beforeAll, describe, expect, it, vi } from "vitest";
import type { SessionUser } from "@/lib/auth/session";
import { createClient, invoiceBody, seedInvoice } from "@/tests/fixtures/invoices";
import { ZCreateInvoice } from "@/lib/validation/invoices";
import { createUser } from "@/tests/helpers";
import { createInvoice } from "./create-invoice";
import { nextInvoiceNumber } from "./invoice-number";

// Lets a test hand out a number another invoice already holds, as a
// concurrent request on another server would.
vi.mock("./invoice-number", async (importOriginal) => {
  const actual = await importOriginal<typeof import("./invoice-number")>();
  return { ...actual, nextInvoiceNumber: vi.fn(actual.nextInvoiceNumber) };
});

// The office's user (its id is recorded in the invoice's history).
const actor: SessionUser = {
  id: "",
  email: "office@example.ie",
  firstName: "Office",
  lastName: "Staff",
  role: "Administrator",
  companyId: null,
  locale: "en",
  sessionId: "test-session",
  tokenExpiresAt: 0,
};

let clientId: string;
beforeAll(async () => {
  actor.id = (await createUser({ role: "Administrator" })).id;
  clientId = (await createClient()).id;
  await seedInvoice({ clientId, invoiceNumber: "INV-2045-0001", issueDate: new Date("2045-01-02") });
});

const input = () => ZCreateInvoice.parse(invoiceBody(clientId, { issueDate: "2045-02-01" }));

describe("createInvoice", () => {
  it("takes the next number when its first one was taken meanwhile", async () => {
    vi.mocked(nextInvoiceNumber).mockClear().mockResolvedValueOnce("INV-2045-0001");
    const invoice = await createInvoice({ actor, input: input() });
    expect(invoice.invoiceNumber).toBe("INV-2045-0002");
    expect(nextInvoiceNumber).toHaveBeenCalledTimes(2);
  });

  it("gives up after five clashes with the unique-constraint error (answered 409)", async () => {
    const mocked = vi.mocked(nextInvoiceNumber).mockClear();
    for (let i = 0; i < 5; i++) mocked.mockResolvedValueOnce("INV-2045-0001");
    await expect(createInvoice({ actor, input: input() })).rejects.toMatchObject({ code: "P2002" });
    expect(mocked).toHaveBeenCalledTimes(5);
  });

  it("refuses a caller who is not staff, whichever route calls", async () => {
    await expect(createInvoice({ actor: { ...actor, role: "Client" }, input: input() })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
  });
});
