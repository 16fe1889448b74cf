import { describe, expect, it } from "vitest";
import ar from "@/messages/ar.json";
import cn from "@/messages/cn.json";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import vi from "@/messages/vi.json";
import showcaseAr from "@/messages/showcase/ar.json";
import showcaseCn from "@/messages/showcase/cn.json";
import showcaseEn from "@/messages/showcase/en.json";
import showcaseFr from "@/messages/showcase/fr.json";
import showcaseVi from "@/messages/showcase/vi.json";

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const entries = Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [[prefix + key, value] as const] : [...flatten(value, `${prefix}${key}.`)],
  );
  return new Map(entries);
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();
const reference = flatten({ ...en, Showcase: showcaseEn } as Tree);

describe.each([
  ["fr", { ...fr, Showcase: showcaseFr }],
  ["vi", { ...vi, Showcase: showcaseVi }],
  ["cn", { ...cn, Showcase: showcaseCn }],
  ["ar", { ...ar, Showcase: showcaseAr }],
])("messages/%s.json", (_locale, messages) => {
  const translated = flatten(messages as Tree);

  it("has exactly the keys of en.json", () => {
    expect([...translated.keys()]).toEqual([...reference.keys()]);
  });

  it("keeps every placeholder of the English text", () => {
    for (const [key, text] of reference)
      expect(placeholders(translated.get(key) ?? ""), key).toEqual(placeholders(text));
  });

  it("is translated, not copied (short words and the brand name may stay the same)", () => {
    const same = [...reference].filter(
      ([key, text]) => key !== "Brand.name" && translated.get(key) === text && text.length > 12,
    );
    expect(same.map(([key]) => key)).toEqual([]);
  });
});
