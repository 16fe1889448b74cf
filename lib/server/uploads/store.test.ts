import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { resolveUpload, saveUpload, segmentsOfDbPath, sniffType } from "./store";

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const PDF = new TextEncoder().encode("%PDF-1.7\n%…");
const owner = "2f1c7a52-0c9e-4b8a-9f3e-5d2b8c1a4e77";

describe("upload store", () => {
  it("recognises files by their bytes, not their names", () => {
    expect(sniffType(PNG)?.mime).toBe("image/png");
    expect(sniffType(PDF)?.mime).toBe("application/pdf");
    expect(sniffType(new TextEncoder().encode("<svg onload=alert(1)>"))).toBeNull();
  });

  it("saves a file under a name of its own and resolves its dbPath back", async () => {
    const dbPath = await saveUpload({ data: PNG, kind: "job", ownerId: owner });
    expect(dbPath).toMatch(new RegExp(`^/api/files/job/${owner}/[0-9a-f-]{36}\\.png$`));
    const stored = resolveUpload(segmentsOfDbPath(dbPath));
    expect(stored?.mime).toBe("image/png");
    expect(fs.readFileSync(stored!.absolutePath)).toEqual(Buffer.from(PNG));
  });

  it("refuses PDFs unless allowed, unknown types, empty and oversized files", async () => {
    await expect(saveUpload({ data: PDF, kind: "profile", ownerId: owner })).rejects.toMatchObject({
      code: "UNSUPPORTED_MEDIA_TYPE",
    });
    await expect(saveUpload({ data: PDF, kind: "certificate", ownerId: owner, allowPdf: true })).resolves.toMatch(
      /\.pdf$/,
    );
    await expect(saveUpload({ data: new Uint8Array([1, 2, 3]), kind: "job", ownerId: owner })).rejects.toMatchObject({
      code: "UNSUPPORTED_MEDIA_TYPE",
    });
    await expect(saveUpload({ data: new Uint8Array(), kind: "job", ownerId: owner })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG);
    await expect(saveUpload({ data: big, kind: "job", ownerId: owner })).rejects.toMatchObject({
      code: "PAYLOAD_TOO_LARGE",
    });
  });

  it.each([
    ["job", owner, "../../etc/passwd"],
    ["..", owner, "x.png"],
    ["job", "..", "x.png"],
    ["secrets", owner, "2f1c7a52-0c9e-4b8a-9f3e-5d2b8c1a4e77.png"],
    ["job", owner, "2f1c7a52-0c9e-4b8a-9f3e-5d2b8c1a4e77.png", "extra"],
  ])("refuses to resolve %s/%s/%s (no path traversal)", (...segments) => {
    expect(resolveUpload(segments)).toBeNull();
  });
});
