import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import locationsEn from "@/messages/locations/en.json";
import servicesEn from "@/messages/services/en.json";
import { CLIENT_MESSAGES, pickMessages, type ClientMessageScope } from "./client-messages";

const messages = { ...en, ServiceContent: servicesEn, LocationContent: locationsEn };

describe("pickMessages", () => {
  it("keeps whole namespaces, nested keys and one key under every entry", () => {
    const picked = pickMessages(
      { A: { x: "1", y: { z: "2" } }, B: { b: "3" }, C: { one: { title: "T1", body: "B1" }, two: { title: "T2" } } },
      ["A.y", "B", "C.*.title"],
    );
    expect(picked).toEqual({ A: { y: { z: "2" } }, B: { b: "3" }, C: { one: { title: "T1" }, two: { title: "T2" } } });
  });

  it("merges overlapping paths and ignores paths that do not exist", () => {
    const picked = pickMessages({ A: { x: "1", y: "2", z: "3" } }, ["A.x", "A.z", "Missing", "A.nope.deeper"]);
    expect(picked).toEqual({ A: { x: "1", z: "3" } });
  });

  it("copies, so changing the result leaves the loaded messages alone", () => {
    const source = { A: { x: "1" } };
    (pickMessages(source, ["A"]).A as Record<string, string>).x = "changed";
    expect(source.A.x).toBe("1");
  });

  it("sends a public page a small part of the texts: no long service or county descriptions", () => {
    const picked = pickMessages(messages, CLIENT_MESSAGES.public);
    expect(JSON.stringify(picked).length).toBeLessThan(JSON.stringify(messages).length / 5);
    expect(Object.keys(picked.LocationContent as object)).toHaveLength(26);
    expect(picked.LocationContent).toMatchObject({ dublin: { name: "Dublin" } });
    expect(Object.keys((picked.LocationContent as Record<string, object>).dublin ?? {})).toEqual(["name"]);
    expect(picked).not.toHaveProperty("Dashboard");
  });
});

// Which scope the client components of each folder render under.
const FOLDERS: [string, ClientMessageScope[]][] = [
  ["components/public", ["public", "showcase"]],
  ["components/auth", ["auth", "showcase"]],
  ["components/dashboard", ["dashboard"]],
  ["app/[locale]/dashboard", ["dashboard"]],
  ["components/showcase", ["showcase"]],
  ["components/ui", ["public", "auth", "dashboard", "showcase"]],
  // The contact page gives its callback form the smaller "callback" scope:
  // the form and every client module it imports that translates.
  ["components/public/callback-form.tsx", ["callback"]],
  ["components/public/use-send-failure-text.ts", ["callback", "franchise"]],
  ["components/ui/field-error.ts", ["callback", "franchise"]],
  ["components/public/franchise-form.tsx", ["franchise"]],
];

function clientFiles(folder: string): string[] {
  if (fs.statSync(folder).isFile()) return [folder];
  return fs
    .readdirSync(folder, { recursive: true, encoding: "utf8" })
    .map((file) => path.join(folder, file))
    .filter((file) => /\.tsx?$/.test(file) && !file.includes(".test."))
    .filter((file) => /^["']use client["']/m.test(fs.readFileSync(file, "utf8")));
}

describe("every namespace a client component reads is sent to the browser", () => {
  for (const [folder, scopes] of FOLDERS) {
    for (const file of clientFiles(folder)) {
      const namespaces = [...fs.readFileSync(file, "utf8").matchAll(/useTranslations\("([\w.]+)"\)/g)].map(
        (m) => m[1]!,
      );
      for (const namespace of namespaces) {
        it.each(scopes)(`${file} reads ${namespace} under %s`, (scope) => {
          const paths: readonly string[] = CLIENT_MESSAGES[scope];
          const covered = paths.some(
            (p) => namespace === p || namespace.startsWith(`${p}.`) || p.startsWith(`${namespace}.`),
          );
          expect(covered, `${namespace} is missing from CLIENT_MESSAGES.${scope}`).toBe(true);
        });
      }
    }
  }
});
