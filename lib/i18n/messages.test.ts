import { describe, expect, it } from "vitest";
import ar from "@/messages/ar.json";
import cn from "@/messages/cn.json";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import vi from "@/messages/vi.json";
import locationsAr from "@/messages/locations/ar.json";
import locationsCn from "@/messages/locations/cn.json";
import locationsEn from "@/messages/locations/en.json";
import locationsFr from "@/messages/locations/fr.json";
import locationsVi from "@/messages/locations/vi.json";
import servicesAr from "@/messages/services/ar.json";
import servicesCn from "@/messages/services/cn.json";
import servicesEn from "@/messages/services/en.json";
import servicesFr from "@/messages/services/fr.json";
import servicesVi from "@/messages/services/vi.json";
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

// The brand and lists of place names are written the same way in every language.
const SAME_IN_EVERY_LANGUAGE = /^(Brand\.name|LocationContent\.[a-z]+\.areas|Testimonials\.t\d\.name)$/;

// The arguments of an ICU message ({name}, {count, plural, …}), each once,
// read with ICU's grammar: the text of a plural or select branch ("one {# shift}",
// "approved {Approved}") is a message, not an argument, and a language may
// have more plural branches than English (Arabic's two, few, many).
function placeholders(text: string): string[] {
  const names = new Set<string>();
  let at = 0;
  const word = () => {
    const match = /^\s*([^\s,{}]+)\s*/.exec(text.slice(at));
    at += match?.[0].length ?? 0;
    return match?.[1] ?? "";
  };
  // A message up to its closing brace (or the end), arguments collected on the way.
  const message = () => {
    while (at < text.length && text[at] !== "}") {
      if (text[at] === "{") {
        at += 1;
        argument();
      } else at += 1;
    }
  };
  const argument = () => {
    names.add(word());
    if (text[at] === ",") {
      at += 1;
      const type = word();
      if (text[at] === ",") at += 1;
      if (["plural", "select", "selectordinal"].includes(type)) {
        // Branches: a key ("one", "=0", "other", a select value) and its message in braces.
        while (at < text.length && text[at] !== "}") {
          if (word().startsWith("offset:")) continue;
          if (text[at] === "{") {
            at += 1;
            message();
            at += 1;
          }
        }
      } else message(); // a number or date style: nothing to collect
    }
    at += 1; // the argument's closing brace
  };
  message();
  return [...names].sort();
}
const reference = flatten({
  ...en,
  Showcase: showcaseEn,
  ServiceContent: servicesEn,
  LocationContent: locationsEn,
} as Tree);

describe.each([
  ["fr", { ...fr, Showcase: showcaseFr, ServiceContent: servicesFr, LocationContent: locationsFr }],
  ["vi", { ...vi, Showcase: showcaseVi, ServiceContent: servicesVi, LocationContent: locationsVi }],
  ["cn", { ...cn, Showcase: showcaseCn, ServiceContent: servicesCn, LocationContent: locationsCn }],
  ["ar", { ...ar, Showcase: showcaseAr, ServiceContent: servicesAr, LocationContent: locationsAr }],
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
      ([key, text]) => !SAME_IN_EVERY_LANGUAGE.test(key) && translated.get(key) === text && text.length > 12,
    );
    expect(same.map(([key]) => key)).toEqual([]);
  });
});

describe("reading an ICU message's arguments", () => {
  it("finds simple, plural and select arguments once each, not the branch texts", () => {
    expect(placeholders("Hello {name}")).toEqual(["name"]);
    expect(placeholders("{count, plural, one {# shift on {day}} other {# shifts on {day}}}")).toEqual(["count", "day"]);
    expect(placeholders("{action, select, submitted {Submitted} other {Changed}}")).toEqual(["action"]);
    expect(placeholders("{count, plural, zero {x} one {y} two {z} few {w} many {v} other {u {time}}}")).toEqual([
      "count",
      "time",
    ]);
    expect(placeholders("{total, number, ::currency/EUR} due {date}")).toEqual(["date", "total"]);
  });
});
